import Foundation
import SegueCatalog
import SegueEngine
import SeguePlan
import Testing

/// An animator whose timeline is given.
struct FixedAnimator: TransitionAnimator {
    var identity = "fixed"
    var toDuration = 0.5
    var backDuration = 0.5
    var needsInteractiveTimer = false
    var build: @Sendable (TransitionContext) -> Timeline

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline { build(context) }
}

/// The plan compiled from a timeline: actors, animations in Core Animation terms, completion.
@Suite struct PlanCompilerTests {
    /// A fade of a snapshot, then a second, later fade of the same property; and a delayed move.
    static let animator = FixedAnimator { context in
        var b = TimelineBuilder(duration: 0.5, context: context)
        let snap = b.snapshot(of: .from)
        b.set(.from, .isHidden, true)
        b.track(.alpha, of: snap, from: 1, to: 0.5, curve: .easeIn, begin: 0, duration: 0.4)
        b.track(.alpha, of: snap, from: 0.5, to: 0, curve: .easeOut, begin: 0.6, duration: 0.4)
        b.keyframes(
            .frame, of: .to,
            [
                Keyframe(0, .rect(Rect(x: 375, y: 0, width: 375, height: 812))),
                Keyframe(0.5, .rect(Rect(x: 100, y: 0, width: 375, height: 812))),
                Keyframe(1, .rect(Rect(x: 0, y: 0, width: 375, height: 812))),
            ],
            curves: [.linear, .spring(.dampingRatio(0.7, initialVelocity: 0))], begin: 0.2, duration: 0.8,
            animationCurve: .easeInEaseOut, calculationMode: .cubic)
        return b.build()
    }

    @Test func actorsCarryTheirOwnerAndTheirStateBeforeAndAfterSetup() throws {
        let plan = PlanCompiler.plan(for: Self.animator, in: context(.push, style: nil, from: nil, to: nil))
        #expect(plan.actors.map(\.id) == ["container", "from", "to", "snapshot.from"])
        #expect(plan.actors.map(\.owner) == [.uikit, .uikit, .uikit, .animator])
        let from = try #require(plan.actor(.from))
        // The setup hid the from view; a completion `restore` brings back the state before it.
        #expect(from.initial.isHidden)
        #expect(from.beforeSetup?.isHidden == false)
        #expect(plan.actor("snapshot.from")?.source == .from)
        #expect(plan.actor("snapshot.from")?.parent == .container)
    }

    @Test func timesAreSecondsAndOnlyTheFirstAnimationOfAPropertyFillsBackwards() throws {
        let plan = PlanCompiler.plan(for: Self.animator, in: context(.push, style: nil, from: nil, to: nil))
        let fades = plan.animations.filter { $0.actor == "snapshot.from" }
        try #require(fades.count == 2)
        #expect(fades.map(\.keyPath) == ["opacity", "opacity"])
        #expect(fades.map(\.beginTime) == [0, 0.3])
        #expect(fades.map(\.duration) == [0.2, 0.2])
        #expect(fades.map(\.fillMode) == [.both, .forwards])
        let move = try #require(plan.animations.first { $0.actor == .to })
        #expect(move.beginTime == 0.1)
        #expect(abs(move.duration - 0.4) < 1e-15)
        #expect(move.keyTimes == [0, 0.5, 1])
        #expect(move.calculationMode == .cubic)
        #expect(move.timingFunction == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "easeInEaseOut"))
        // Application order is begin order: the move (0.1 s) applies between the two fades.
        #expect(plan.animations.map(\.beginTime) == [0, 0.1, 0.3])
    }

    @Test func aDampingRatioSpringBecomesThePhysicalSpringFittedToItsSegment() throws {
        let plan = PlanCompiler.plan(for: Self.animator, in: context(.push, style: nil, from: nil, to: nil))
        let move = try #require(plan.animations.first { $0.actor == .to })
        #expect(move.timingFunctions.first?.isLinear == true)
        guard case .spring(let spring) = move.timingFunctions[1] else {
            Issue.record("expected a spring, got \(move.timingFunctions[1])")
            return
        }
        // The segment lasts half of the 0.4 s animation; the spring the engine runs over it.
        let seconds = 0.5 * move.duration
        let curve = TimingFunction.spring(.dampingRatio(0.7, initialVelocity: 0))
        for f in [0.1, 0.3, 0.6, 0.9] {
            #expect(abs(spring.progress(at: f * seconds) - curve.progress(at: f, segmentDuration: seconds)) < 1e-12)
        }
        #expect(abs(spring.dampingRatio - 0.7) < 1e-9)
    }

    @Test func completionFlattensPerOutcomeWithUIKitsRemovalAfterTheFirstCompleteTransition() {
        let plan = PlanCompiler.plan(for: Self.animator, in: context(.push, style: nil, from: nil, to: nil))
        let finished = plan.completion.finished
        let cancelled = plan.completion.cancelled
        #expect(finished.first == .remove("snapshot.from"))
        #expect(finished.suffix(2) == [.completeTransition(didComplete: true), .uikitRemoves(.from)])
        #expect(cancelled.suffix(2) == [.completeTransition(didComplete: false), .uikitRemoves(.to)])
        #expect(finished.contains(.restore(.from)))
    }

    /// A dismissal that took the over-full-screen presenter from its controller loses it with the
    /// container: the plan says so, as the engine's trace does (Hero issue 705); one that asks the
    /// transition context leaves it where UIKit keeps it.
    @Test func aPresenterTakenFromItsControllerGoesWithTheContainer() {
        let dismiss = context(.dismiss, style: .overFullScreen, from: nil, to: nil)
        var taking = Self.animator.timeline(for: dismiss.direction, in: dismiss)
        taking.reachesPresenter = true
        let lost = PlanCompiler.plan(for: taking, animator: Self.animator, in: dismiss)
        #expect(lost.completion.finished.suffix(2) == [.uikitRemoves(.from), .uikitRemoves(.to)])
        let kept = PlanCompiler.plan(for: Self.animator, in: dismiss)
        #expect(!kept.completion.finished.contains(.uikitRemoves(.to)))
        #expect(kept.completion.finished.last == .uikitRemoves(.from))
    }

    @Test func aDimmingPresentationAddsTheControllersFadeOwnedByThePresentation() throws {
        let style = PresentationStyle.custom(presentedFrame: Rect(x: 0, y: 300, width: 375, height: 512), dimming: true)
        let plan = PlanCompiler.plan(for: Self.animator, in: context(.present, style: style, from: nil, to: nil))
        let dimming = try #require(plan.actor(.presentationDimming))
        #expect(dimming.owner == .presentation)
        let fade = try #require(plan.animations.first { $0.actor == .presentationDimming })
        #expect(fade.owner == .presentation)
        #expect(fade.values == [.number(0), .number(1)])
        #expect(fade.duration == 0.5)
        // A cancelled presentation takes the dimming view away with the presented view.
        #expect(plan.completion.cancelled.suffix(2) == [.uikitRemoves(.to), .uikitRemoves(.presentationDimming)])
    }

    @Test func layerDrivenAnimationsKeepTheirModelValueRule() throws {
        let catalog = shippedEffects
        let effect = try #require(catalog.first { $0.id == "circle-spread" })
        let plan = PlanCompiler.plan(for: try #require(effect.animator), in: context(.push, style: nil, from: nil, to: nil))
        let layer = plan.animations.filter { $0.driver == .layer }
        #expect(!layer.isEmpty)
        #expect(layer.allSatisfy { $0.keyPath == "mask.path" })
        #expect(plan.interaction.release == .interactiveTimer)
        for animation in layer where animation.resetsModelValueOnCancel {
            #expect(animation.modelValue(for: .cancelled) == animation.values.first)
            #expect(animation.modelValue(for: .finished) == animation.values.last)
        }
    }
}
