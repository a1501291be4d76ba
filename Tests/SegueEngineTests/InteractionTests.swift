import SegueSimulation
import Testing

@testable import SegueEngine

@Suite struct InteractionTests {
    @Test func percentDrivenTails() {
        var c = PercentDrivenController(duration: 0.5, completionSpeed: 2)
        c.update(0.4)
        #expect(abs(c.finishDuration - 0.15) < 1e-12)
        #expect(abs(c.cancelDuration - 0.1) < 1e-12)
        c.update(-0.3)
        #expect(c.percent == 0)
        c.update(1.7)
        #expect(c.percent == 1)
        #expect(PercentDrivenController(duration: 1, completionSpeed: 0).completionSpeed == 1)
        c.update(0.5)
        #expect(c.animationSeconds(afterRelease: 0, finishing: true) == 0.25)
        #expect(c.animationSeconds(afterRelease: 10, finishing: true) == 0.5)
        #expect(c.animationSeconds(afterRelease: 10, finishing: false) == 0)
    }

    @Test func simulatedTailsRunTheRemainingTime() throws {
        // Release at 0.4 of a 0.5 s slide: cancel runs 0.2 s (12 frames at 60 fps).
        let cancel = Simulator.runTransition(SlideAnimator(), operation: .pop, interaction: .release(atPercent: 0.4))
        let info = try #require(cancel.transitions.first?.interaction)
        #expect(cancel.transitions.first?.outcome == .cancelled)
        #expect(info.tailFrames == 10)  // the back duration is 0.4 s: 0.4 * 0.4 = 0.16 s
        // Finish at 0.6 with speed 2: (1 - 0.6) * 0.4 / 2 = 0.08 s, 5 frames.
        let config = GestureConfig(direction: .right, completionSpeed: 2)
        let finish = Simulator.runTransition(SlideAnimator(), operation: .pop, interaction: .release(atPercent: 0.6, config: config))
        #expect(finish.transitions.first?.outcome == .finished)
        #expect(finish.transitions.first?.interaction?.tailFrames == 5)
        #expect(problemCodes(cancel).isEmpty && problemCodes(finish).isEmpty)
    }

    @Test func timerStepCounts() {
        // XWInteractiveTransition.m steps by _timeDis = 1/60 per display-link callback, whatever the
        // frame rate: from 0.7, 0.3 / (1/60) = 18 callbacks reach 1.
        #expect(InteractiveTimer.ticks(from: 0.7).count == 18)
        #expect(InteractiveTimer.step(from: 0.7) == 1.0 / 60)
        // 0.5 finishes without the timer but cancels with it.
        #expect(GestureConfig(direction: .right).shouldFinish(percent: 0.5, velocity: 0))
        #expect(!InteractiveTimer.finishes(from: 0.5))
        for fps in [60, 120] {
            let trace = Simulator.runTransition(
                CircleMaskAnimator(), operation: .present, interaction: .release(atPercent: 0.7),
                options: SimulationOptions(fps: fps))
            // Eighteen callbacks at any rate: 0.3 s at 60 fps, 0.15 s at 120 fps.
            #expect(trace.transitions.first?.interaction?.tailFrames == 18)
            #expect(trace.transitions.first?.outcome == .finished)
            #expect(trace.events.contains { $0.kind == .willBeginTimerAnimation })
            #expect(problemCodes(trace).isEmpty)
        }
    }

    /// XWInteractiveTransition.m:175-188 starts the timer from `_percent` as the finger left it, and
    /// :233-245 steps it by the fixed `_timeDis` (1/60) per display-link callback until `>= 1` or
    /// `<= 0`, in CGFloat (Double on 64-bit iOS). From 0.3 eighteen subtractions leave 4.7e-17, so
    /// the nineteenth callback cancels; from 0.7 the eighteenth reaches 1.0000000000000009. A pan
    /// down an 844 pt screen released at 0.3 went through 253.2 pt and back (253.2 / 844 =
    /// 0.29999999999999993), which crosses 0 on the eighteenth: the timer started from a percent
    /// the request never named. 0.7 round-trips exactly, the check that the finish side holds.
    @Test(arguments: [60, 120])
    func theTimerStartsFromTheReleasePercentAsRequested(fps: Int) throws {
        #expect(InteractiveTimer.ticks(from: 0.3).count == 19)
        let phone = Rect(x: 0, y: 0, width: 390, height: 844)
        for (release, ticks) in [(0.3, 19), (0.7, 18)] {
            for direction in [PanDirection.down, .right] {
                let trace = Simulator.runTransition(
                    CircleMaskAnimator(), operation: .pop,
                    interaction: .release(atPercent: release, config: GestureConfig(direction: direction)),
                    containerBounds: phone, options: SimulationOptions(fps: fps))
                let info = try #require(trace.transitions.first?.interaction)
                #expect(info.releasePercent == release, "\(direction) \(release) at \(fps) fps")
                // One frame per callback whatever the rate: the step is 1/60 (:179, :181), not the link's duration.
                #expect(info.tailFrames == ticks, "\(direction) \(release) at \(fps) fps")
                #expect(trace.transitions.first?.outcome == (release > 0.5 ? .finished : .cancelled))
            }
        }
    }

    @Test func edgeSpacingDecidesWhetherTheGestureBegins() {
        let config = GestureConfig(direction: .right, edgeSpacing: 20)
        let bounds = Rect(x: 0, y: 0, width: 375, height: 812)
        #expect(config.allowsBegin(at: Point(x: 10, y: 400), in: bounds))
        #expect(!config.allowsBegin(at: Point(x: 100, y: 400), in: bounds))
        #expect(GestureConfig(direction: .left, edgeSpacing: 20).allowsBegin(at: Point(x: 360, y: 1), in: bounds))
        #expect(GestureConfig(direction: .up, edgeSpacing: 20).allowsBegin(at: Point(x: 100, y: 800), in: bounds))
        #expect(!GestureConfig(direction: .down, edgeSpacing: 20).allowsBegin(at: Point(x: 100, y: 800), in: bounds))
        #expect(GestureConfig(direction: .down, edgeSpacing: 0).allowsBegin(at: Point(x: 100, y: 800), in: bounds))

        let outside = Interaction(.release(atPercent: 0.8, velocity: 0, start: Point(x: 100, y: 400)), config: config)
        let trace = Simulator.runTransition(SlideAnimator(), operation: .pop, interaction: outside)
        #expect(trace.transitions.isEmpty && trace.frames.isEmpty)
        #expect(trace.events.map(\.kind) == [.gestureDidNotBegin])
        #expect(trace.findings.map(\.code) == ["gesture.not-begun"])
        let inside = Interaction(.release(atPercent: 0.8, velocity: 0, start: Point(x: 5, y: 400)), config: config)
        #expect(Simulator.runTransition(SlideAnimator(), operation: .pop, interaction: inside).transitions.count == 1)
    }

    @Test func velocityThresholdFinishesAFastFlick() {
        let slow = GestureConfig(direction: .right)
        let fast = GestureConfig(direction: .right, velocityThreshold: 1000)
        let a = Simulator.runTransition(
            SlideAnimator(), operation: .pop, interaction: .release(atPercent: 0.2, velocity: 1500, config: slow))
        let b = Simulator.runTransition(
            SlideAnimator(), operation: .pop, interaction: .release(atPercent: 0.2, velocity: 1500, config: fast))
        #expect(a.transitions.first?.outcome == .cancelled)
        #expect(b.transitions.first?.outcome == .finished)
        #expect(b.transitions.first?.interaction?.releaseVelocity == 1500)
    }

    @Test func explicitSamplesDriveThePercentAndTheVelocity() throws {
        let samples = (0...10).map { GestureSample(time: Double($0) * 0.02, translation: Point(x: Double($0) * 25, y: 3)) }
        let trace = Simulator.runTransition(SlideAnimator(), operation: .pop, interaction: Interaction(.samples(start: nil, samples)))
        let info = try #require(trace.transitions.first?.interaction)
        #expect(abs(info.releasePercent - 250.0 / 375) < 1e-12)
        #expect(abs(info.releaseVelocity - 1250) < 1e-9)
        #expect(trace.transitions.first?.outcome == .finished)
        let updates = trace.events.compactMap { if case .updating(let p) = $0.kind { return p } else { return nil } }
        #expect(updates.count == 13)  // 0.2 s of samples at 60 fps
        #expect(trace.events.first?.kind == .willBegin)
        #expect(trace.events.contains { $0.kind == .willEnd(success: true, percent: 250.0 / 375) })
    }
}
