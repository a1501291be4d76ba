import Foundation
import PropertyBased
import SegueSimulation
import Testing

@testable import SegueEngine

@Suite struct ScenarioTests {
    @Test func navigationPushPop() {
        let trace = Simulator.run(Scenario(steps: [.push("detail", animator: SlideAnimator()), .pop()]))
        #expect(trace.transitions.map(\.operation) == [.push, .pop])
        #expect(trace.transitions.map(\.direction) == [.to, .back])
        #expect(trace.transitions.map(\.fromScreen) == ["root", "detail"])
        #expect(trace.transitions.map(\.toScreen) == ["detail", "root"])
        #expect(problemCodes(trace).isEmpty)
        #expect(trace.completions.allSatisfy { $0.count == 1 })
    }

    @Test func popAfterThreePushesPicksEachPushingAnimator() {
        let steps: [ScenarioStep] = [
            .push("a", animator: SlideAnimator(identity: "slide#1")),
            .push("b", animator: CrossfadeAnimator(identity: "fade#2")),
            .push("c", animator: CircleMaskAnimator(identity: "circle#3")),
            .pop(), .pop(), .pop(), .pop(),
        ]
        let trace = Simulator.run(Scenario(steps: steps))
        #expect(trace.transitions.map(\.animator) == ["slide#1", "fade#2", "circle#3", "circle#3", "fade#2", "slide#1"])
        #expect(trace.findings.map(\.code) == ["scenario.invalid-step"])  // the fourth pop has nothing to pop
    }

    @Test func cancelledInteractivePopKeepsTheScreen() {
        let steps: [ScenarioStep] = [
            .push("a", animator: SlideAnimator(identity: "slide#1")),
            .pop(interaction: .release(atPercent: 0.3)),
            .pop(interaction: .release(atPercent: 0.7)),
        ]
        let trace = Simulator.run(Scenario(steps: steps))
        #expect(trace.transitions.map(\.outcome) == [.finished, .cancelled, .finished])
        #expect(trace.transitions.map(\.fromScreen) == ["root", "a", "a"])
        #expect(problemCodes(trace).isEmpty)
    }

    @Test func modalFullScreenRemovesThePresenterCustomKeepsIt() throws {
        let full = Simulator.run(Scenario(steps: [.present("modal", animator: SlideAnimator()), .dismiss()]))
        #expect(problemCodes(full).isEmpty)
        let presented = try #require(full.frames.first { $0.transition == 0 && $0.phase == .completed })
        #expect(!presented.actors.contains { $0.id == .from })

        let sheet = Rect(x: 0, y: 400, width: 375, height: 412)
        let style = PresentationStyle.custom(presentedFrame: sheet, dimming: true)
        let custom = Simulator.run(Scenario(steps: [.present("sheet", animator: SlideAnimator(), style: style), .dismiss()]))
        // The slide moves both views; under a custom presentation the presenter is nil to the
        // animator (view(forKey:)), so that half never happens: a warning each way.
        #expect(problemCodes(custom) == ["presentation.presenter-unavailable", "presentation.presenter-unavailable"])
        let shown = try #require(custom.frames.first { $0.transition == 0 && $0.phase == .completed })
        // The presenter is not in the container: it stays in the window beneath it.
        #expect(shown.actors.map(\.id) == [.from, .container, .presentationDimming, .to])
        #expect(shown.actors.first { $0.id == .from }?.matrix.isIdentity(tolerance: 1e-12) == true)
        #expect(shown.actors.first { $0.id == .to }?.state.frame == sheet)
        #expect(shown.actors.first { $0.id == .presentationDimming }?.effectiveAlpha == 1)
        let dismissed = try #require(custom.frames.last)
        #expect(dismissed.actors.map(\.id) == [.to, .container])
        #expect(custom.transitions[1].context.initialFrame(for: .from) == sheet)
    }

    /// Removing the presenter under an over-full-screen presentation cannot happen on a device
    /// (view(forKey: .from) is nil): the attempt is reported and the presenter stays.
    @Test func removingTheWithheldPresenterIsReportedAndDoesNothing() throws {
        struct RemovesPresenter: TransitionAnimator {
            var identity = "removes"
            var toDuration = 0.3
            var backDuration = 0.3
            func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
                var b = TimelineBuilder(duration: 0.3, context: context)
                b.track(.alpha, of: .to, from: 0, to: 1)
                b.addCompletion([.removeFromSuperview(.from)])
                return b.build()
            }
        }
        let trace = Simulator.run(Scenario(steps: [.present("m", animator: RemovesPresenter(), style: .overFullScreen)]))
        #expect(problemCodes(trace) == ["presentation.presenter-unavailable"])
        let last = try #require(trace.frames.last)
        #expect(last.actors.contains { $0.id == .from && !$0.isEffectivelyHidden })
    }

    @Test func tabAndContainerFollowIndexOrder() {
        let trace = Simulator.run(
            Scenario(steps: [
                .selectTab(2, animator: SlideAnimator()), .selectTab(0, animator: SlideAnimator()),
                .swapChild(1, animator: CrossfadeAnimator()), .swapChild(0, animator: CrossfadeAnimator()),
                .selectTab(0, animator: SlideAnimator()),
            ]))
        #expect(trace.transitions.map(\.direction) == [.to, .back, .to, .back])
        #expect(trace.transitions.map(\.operation) == [.tab, .tab, .container, .container])
        #expect(trace.transitions[0].context.isGoingRight && !trace.transitions[1].context.isGoingRight)
        #expect(trace.transitions.map(\.toScreen) == ["tab.2", "tab.0", "child.1", "child.0"])
        #expect(trace.findings.map(\.code) == ["scenario.invalid-step"])
    }

    func longScript() -> Scenario {
        Scenario(steps: [
            .push("a", animator: SlideAnimator()),
            .present("m", animator: CircleMaskAnimator(), interaction: .release(atPercent: 0.7)),
            .dismiss(interaction: .release(atPercent: 0.3)),
            .dismiss(),
            .selectTab(1, animator: CrossfadeAnimator()),
            .pop(interaction: .release(atPercent: 0.9, velocity: 800)),
        ])
    }

    @Test func runsAreDeterministicAndEncodable() throws {
        let a = Simulator.run(longScript(), options: SimulationOptions(fps: 120, seed: 9))
        let b = Simulator.run(longScript(), options: SimulationOptions(fps: 120, seed: 9))
        #expect(a == b)
        #expect(problemCodes(a).isEmpty)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let ja = try encoder.encode(a)
        let jb = try encoder.encode(b)
        #expect(ja == jb)
        let decoded = try JSONDecoder().decode(Trace.self, from: ja)
        #expect(decoded.frames.count == a.frames.count && decoded.findings == a.findings)
        #expect(
            a.transitions.map(\.context.seed)
                != Simulator.run(longScript(), options: SimulationOptions(fps: 120, seed: 10)).transitions.map(\.context.seed))
    }

    @Test func streamingMatchesTheWholeTrace() {
        var streamed: [FrameSample] = []
        let summary = Simulator.run(longScript()) { streamed.append($0) }
        let whole = Simulator.run(longScript())
        #expect(streamed == whole.frames)
        #expect(summary.frameCount == whole.frames.count)
        #expect(summary.findings == whole.findings)
        #expect(zip(whole.frames, whole.frames.dropFirst()).allSatisfy { $0.index + 1 == $1.index && $0.time < $1.time })
        // Frame indices of events point at real frames.
        #expect(whole.events.allSatisfy { $0.frame < whole.frames.count })
    }

    @Test func randomGesturePathsKeepInvariantsForCorrectAnimators() async {
        let animators: [any TransitionAnimator] = [SlideAnimator(), CrossfadeAnimator(), CircleMaskAnimator()]
        await propertyCheck(
            count: 60, input: Gen.double(in: -0.5...1.5), Gen.double(in: -2000...2000), Gen.int(in: 0...2), Gen.int(in: 0...5)
        ) { percent, velocity, which, op in
            let operation = TransitionOperation.allCases[op]
            let trace = Simulator.runTransition(
                animators[which], operation: operation, interaction: .release(atPercent: percent, velocity: velocity))
            #expect(problemCodes(trace).isEmpty, "\(animators[which].identity) \(operation) p \(percent) v \(velocity)")
            #expect(trace.frames.allSatisfy { frame in frame.percent.isFinite && frame.actors.allSatisfy { $0.state.alpha.isFinite } })
            #expect(trace.frames.allSatisfy { (0...1).contains($0.percent) })
        }
    }

    @Test func randomSampledGesturesStayFinite() async {
        await propertyCheck(count: 40, input: Gen.double(in: -400...400).array(of: 2...12), Gen.double(in: 0.005...0.05)) { xs, dt in
            let samples = xs.enumerated().map { GestureSample(time: Double($0.offset) * dt, translation: Point(x: $0.element, y: 0)) }
            let trace = Simulator.runTransition(SlideAnimator(), operation: .pop, interaction: Interaction(.samples(start: nil, samples)))
            #expect(problemCodes(trace).isEmpty)
            #expect(trace.completions.first?.count == 1)
        }
    }

    @Test func keyframeEndpointsAreHitExactly() async {
        let curves: [TimingFunction] = [
            .easeIn, .default, .cubicBezier(x1: 0.3, y1: 1.4, x2: 0.6, y2: -0.4), .steps(3, .jumpStart),
            .spring(.dampingRatio(0.4, initialVelocity: 2)), .spring(.bounce(duration: 0.3, bounce: 0.3)),
            .spring(.physical(mass: 1, stiffness: 50, damping: 3, initialVelocity: 0)),
            .linearPoints([LinearStop(0), LinearStop(1.2), LinearStop(1)]),
        ]
        await propertyCheck(
            count: 200, input: Gen.double(in: -1000...1000).array(of: 2...5), Gen.int(in: 0...7), Gen.double(in: 0...0.5),
            Gen.double(in: 0.1...0.5)
        ) { values, curveIndex, begin, length in
            let times = values.indices.map { Double($0) / Double(values.count - 1) }
            let track = Track(
                actor: .to, property: .alpha, keyframes: zip(times, values).map { Keyframe($0, .number($1)) },
                curves: [curves[curveIndex]], begin: begin, duration: length)
            let duration = 0.7
            for (time, value) in zip(times, values) {
                let seconds = (begin + time * length) * duration
                let sampled = track.value(atSeconds: seconds, timelineDuration: duration)
                if case .number(let v) = sampled {
                    #expect(v == value, "keyframe at \(time)")
                } else {
                    Issue.record("not a number")
                }
            }
            #expect(track.value(atSeconds: 0, timelineDuration: duration) == .number(values[0]))
            #expect(track.value(atSeconds: 10, timelineDuration: duration) == .number(values[values.count - 1]))
        }
    }
}
