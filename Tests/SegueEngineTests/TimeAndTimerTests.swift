import SegueSimulation
import Testing

@testable import SegueEngine

/// Issue 15, items 4 and 5: frame times, event times and XWTransition's interactive timer, tick by tick.
@Suite struct TimeAndTimerTests {
    /// A 0.55 s animation: 0.55 * 60 = 33, so the 33rd frame (index 33, at exactly 33 / 60 s) is
    /// the first at or after the end and shows the completed state; frames 0...32 animate.
    @Test func framesSitAtIndexOverFpsAndTheCompletionOnTheFirstFrameAtTheEnd() throws {
        let trace = Simulator.runTransition(SlideAnimator(toDuration: 0.55), operation: .push)
        for frame in trace.frames {
            #expect(frame.time == Double(frame.index) / 60)
        }
        let last = try #require(trace.frames.last)
        #expect(last.index == 33 && last.phase == .completed && last.time == 0.55)
        #expect(trace.frames.filter { $0.phase == .animating }.count == 33)
        #expect(trace.completions.first?.calls.first?.frame == 33)
        // A duration that is not a whole number of frames: 0.51 s at 60 fps is 30.6 frames, so
        // the completion lands on frame 31 (0.5167 s), the first frame after 0.51 s.
        let odd = Simulator.runTransition(SlideAnimator(toDuration: 0.51), operation: .push)
        #expect(odd.completions.first?.calls.first?.frame == 31)
    }

    /// Every event carries the time of the frame it is recorded on.
    @Test func eventsCarryTheirFramesTime() {
        for interaction in [Interaction.release(atPercent: 0.3), .release(atPercent: 0.7)] {
            let trace = Simulator.runTransition(CircleMaskAnimator(), operation: .present, interaction: interaction)
            for event in trace.events {
                #expect(event.time == Double(event.frame) / 60, "\(event.kind)")
            }
        }
    }

    /// XWInteractiveTransition.m `_xw_timerEvent`: add (or subtract) _timeDis, call update, and when
    /// the percent is >= 1 or <= 0 call willEnd and finish/cancel in that same callback. So the
    /// last `updating`, `willEnd` and the completion share one frame, in both directions.
    @Test(arguments: [(0.7, true, 18), (0.9, true, 6), (0.3, false, 19), (0.25, false, 16)])
    func timerEndsInTheCallbackThatCrosses(release: Double, finishes: Bool, callbacks: Int) throws {
        // Expected callbacks: ceil(distance * 60) where the sum lands on the bound or past it;
        // from 0.3 and 0.25 the 1/60 subtractions round a hair above 0 after 18 (15) steps
        // (0.3 - 18/60 = 4.7e-17 in Double), so one more callback crosses.
        var q = release
        var expectedCallbacks = 0
        repeat {
            q += finishes ? 1.0 / 60 : -1.0 / 60
            expectedCallbacks += 1
        } while q < 1 && q > 0
        #expect(expectedCallbacks == callbacks)
        for fps in [60, 120, 30] {
            let trace = Simulator.runTransition(
                CircleMaskAnimator(), operation: .present, interaction: .release(atPercent: release),
                options: SimulationOptions(fps: fps))
            let info = try #require(trace.transitions.first?.interaction)
            #expect(trace.transitions.first?.outcome == (finishes ? .finished : .cancelled))
            let begin = try #require(trace.events.first { $0.kind == .willBeginTimerAnimation })
            let willEnd = try #require(trace.events.first { if case .willEnd = $0.kind { true } else { false } })
            let lastUpdate = try #require(trace.events.last { if case .updating = $0.kind { true } else { false } })
            let completion = try #require(trace.completions.first?.calls.first)
            // The timer starts on the first frame after the drag; callback k is on frame release + k - 1.
            #expect(begin.frame == info.releaseFrame)
            #expect(willEnd.frame == info.releaseFrame + callbacks - 1)
            #expect(lastUpdate.frame == willEnd.frame && completion.frame == willEnd.frame)
            #expect(info.tailFrames == callbacks)
            if case .willEnd(let success, let percent) = willEnd.kind {
                #expect(success == finishes)
                #expect(percent == (finishes ? 1 : 0))
            }
        }
    }

    /// `_xw_canEndInteractiveTransitionWithPercent:` runs before the timer starts: a release at 1
    /// finishes (at 0 cancels) in the gesture handler, without `willBeginTimerAnimation`.
    @Test(arguments: [(1.0, true), (0.0, false)])
    func releaseAtABoundEndsWithoutTheTimer(release: Double, finishes: Bool) throws {
        let trace = Simulator.runTransition(
            CircleMaskAnimator(), operation: .present, interaction: .release(atPercent: release))
        #expect(!trace.events.contains { $0.kind == .willBeginTimerAnimation })
        let willEnd = try #require(trace.events.first { if case .willEnd = $0.kind { true } else { false } })
        #expect(willEnd.kind == .willEnd(success: finishes, percent: release))
        #expect(trace.completions.first?.calls.first?.frame == willEnd.frame)
        #expect(trace.transitions.first?.outcome == (finishes ? .finished : .cancelled))
    }

    /// Without the timer, a layer animation jumps to its end on release and so has ended: its
    /// `animationDidStop` (where XWCircleSpreadAnimator.m calls completeTransition) comes on the
    /// next frame, not after UIKit's completion tail of (1 - p) * duration.
    @Test func layerCompletionDoesNotWaitForTheViewTail() throws {
        var timeline = CircleMaskAnimator(needsInteractiveTimer: false).timeline(
            for: .to, in: TransitionContext(operation: .present, containerBounds: Rect(x: 0, y: 0, width: 375, height: 812)))
        timeline.completesWithLayerAnimation = true
        let animator = FixedTimelineAnimator(timeline: timeline)
        let trace = Simulator.runTransition(animator, operation: .present, interaction: .release(atPercent: 0.7))
        let info = try #require(trace.transitions.first?.interaction)
        #expect(trace.completions.first?.calls.first?.frame == info.releaseFrame)
        #expect(info.tailFrames == 1)
        // The same animator as a UIView animation waits (1 - 0.7) * 0.5 s = 0.15 s: 9 frames.
        timeline.completesWithLayerAnimation = false
        let viewTail = Simulator.runTransition(
            FixedTimelineAnimator(timeline: timeline), operation: .present, interaction: .release(atPercent: 0.7))
        #expect(viewTail.transitions.first?.interaction?.tailFrames == 9)
    }
}

/// Plays one fixed timeline in both directions.
struct FixedTimelineAnimator: TransitionAnimator {
    var identity = "fixed"
    var timeline: Timeline
    var toDuration: Double { timeline.duration }
    var backDuration: Double { timeline.duration }
    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline { timeline }
}

/// Issue 15, item 3: Hero drives interaction itself. `finish`/`cancel` (HeroTransition+Interactive.swift)
/// call `resume(timePassed: p * duration, reverse:)` on each animator, and
/// HeroCoreAnimationViewContext.resume restarts every animation from its current value to the end
/// (or start) value over `duration - timePassed`, on the view context's timing function: a fresh
/// curve over the remaining (1 - p) * duration, in both directions.
@Suite struct HeroTailTests {
    static func animator() -> FixedTimelineAnimator {
        let context = TransitionContext(operation: .push)
        var b = TimelineBuilder(duration: 1, context: context)
        b.track(.alpha, of: .to, from: 0, to: 1, curve: .linear)
        b.restartCurveOnRelease = .easeIn
        return FixedTimelineAnimator(timeline: b.build())
    }

    static func alpha(_ frame: FrameSample) -> Double? {
        frame.actors.first { $0.id == .to }?.state.alpha
    }

    /// Released at 0.6: the tail lasts 0.4 s (24 frames at 60 fps); half way through it the alpha is
    /// 0.6 + 0.4 * easeIn(0.5) = 0.6 + 0.4 * 0.31535681 = 0.72614272 (UIKit's controller would show 0.8).
    @Test func finishRestartsOnAFreshCurveForTheRemainingTime() throws {
        let trace = Simulator.runTransition(Self.animator(), operation: .push, interaction: .release(atPercent: 0.6))
        let info = try #require(trace.transitions.first?.interaction)
        #expect(trace.transitions.first?.outcome == .finished)
        #expect(info.tailFrames == 24)
        let mid = try #require(trace.frames.first { $0.index == info.releaseFrame + 11 })
        #expect(abs((Self.alpha(mid) ?? .nan) - 0.72614272) < 1e-7)
    }

    /// Released at 0.3: the cancel also takes the remaining (1 - 0.3) * 1 s = 0.7 s (42 frames), not
    /// UIKit's 0.3 s; half way the alpha is 0.3 * (1 - easeIn(0.5)) = 0.20539296.
    @Test func cancelAlsoTakesTheRemainingTime() throws {
        let trace = Simulator.runTransition(Self.animator(), operation: .push, interaction: .release(atPercent: 0.3))
        let info = try #require(trace.transitions.first?.interaction)
        #expect(trace.transitions.first?.outcome == .cancelled)
        #expect(info.tailFrames == 42)
        let mid = try #require(trace.frames.first { $0.index == info.releaseFrame + 20 })
        #expect(abs((Self.alpha(mid) ?? .nan) - 0.20539296) < 1e-7)
    }
}
