import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// An animator whose timeline is given.
struct FixedAnimator: TransitionAnimator {
    var identity = "fixed"
    var toDuration = 0.5
    var backDuration = 0.5
    var build: @Sendable (TransitionContext) -> Timeline

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline { build(context) }
}

/// What the player does beyond what the differential test compares.
@Suite struct PlanPlayerTests {
    static func play(_ animator: some TransitionAnimator, operation: TransitionOperation = .push)
        -> (PlanPlayer<FakeToolkit>, FakeContext, FakeWorld)
    {
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: operation), world: world)
            let player = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: animator, operation: operation), context: context)
            player.start(in: context)
            var n = 0
            while player.phase != .completed && n < 1000 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
            }
            return (player, context, world)
        }
    }

    @Test func completeTransitionIsCalledOnceEvenWhenTheTimelineCallsItTwice() {
        let twice = FixedAnimator { context in
            var b = TimelineBuilder(duration: 0.5, context: context)
            b.track(.alpha, of: .to, from: 0, to: 1)
            b.customCompletion = CompletionPlan([.completeTransition(.notCancelled), .completeTransition(.notCancelled)])
            return b.build()
        }
        let (player, context, _) = Self.play(twice)
        #expect(context.completions == [true])
        #expect(player.completeTransitionCalls == 2)
        // UIKit removed the from view on the one call that counted.
        #expect(context.fromView.layer.superlayer == nil)
    }

    @Test func aCurveCoreAnimationCannotTakeIsReportedAndLeavesTheModelValue() {
        let steps = FixedAnimator { context in
            var b = TimelineBuilder(duration: 0.5, context: context)
            b.track(.alpha, of: .to, from: 0, to: 1, curve: .steps(4, .jumpEnd))
            return b.build()
        }
        let (player, _, world) = Self.play(steps)
        #expect(player.unsupported.map(\.index) == [0])
        #expect(player.unsupported.first?.description.contains("steps()") == true)
        #expect(world.added.isEmpty)
    }

    @Test func aSpringSegmentIsACASpringAnimationThenAHoldOfItsTarget() throws {
        let spring = FixedAnimator { context in
            var b = TimelineBuilder(duration: 0.5, context: context)
            b.track(.alpha, of: .to, from: 0, to: 1, curve: .spring(.dampingRatio(0.5, initialVelocity: 0)), begin: 0, duration: 0.5)
            return b.build()
        }
        let (_, _, world) = Self.play(spring)
        let kinds = world.added.map { "\(type(of: $0.2)) \($0.2.fillMode.rawValue) \($0.2.beginTime)" }
        #expect(kinds == ["FakeSpringAnimation backwards 0.0", "FakeKeyframeAnimation forwards 0.25"])
    }

    /// A spring over the whole of two keyframes (`animationCurve`) plays as the same spring on their
    /// segment, a CASpringAnimation then a hold of its target, instead of being refused: Apple
    /// applies the whole curve first, then the segment's (linear), and the engine and the evaluator
    /// overshoot alike (KeyframeAnimationTests, PlanPageScriptTests).
    @Test func aWholeTrackSpringOverTwoValuesIsItsSegmentsCASpringAnimation() throws {
        let spring = TimingFunction.spring(.dampingRatio(0.5, initialVelocity: 0))
        func played(whole: Bool) -> ([String], [UnsupportedAnimation]) {
            let animator = FixedAnimator { context in
                var b = TimelineBuilder(duration: 0.5, context: context)
                b.keyframes(
                    .alpha, of: .to, [Keyframe(0, .number(0)), Keyframe(1, .number(1))], curves: [whole ? .linear : spring],
                    animationCurve: whole ? spring : nil)
                return b.build()
            }
            let (player, _, world) = Self.play(animator)
            return (world.added.map { "\(type(of: $0.2)) \($0.2.fillMode.rawValue) \($0.2.beginTime)" }, player.unsupported)
        }
        let (whole, refused) = played(whole: true)
        #expect(refused.isEmpty, "\(refused.map(\.description))")
        #expect(whole == ["FakeSpringAnimation backwards 0.0", "FakeKeyframeAnimation forwards 0.5"])
        #expect(whole == played(whole: false).0)
    }

    @Test func aContainerSwapRemovesTheOldChildOnSuccessAndRunsItsCompletionOnce() throws {
        let effect = try #require(shippedEffects.first { $0.id == "container-spring-slide" })
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let container = FakeView(world: world, name: "container")
            container.setFrame(Rect(x: 0, y: 0, width: 390, height: 844))
            let old = FakeView(world: world, name: "from")
            let new = FakeView(world: world, name: "to")
            container.addSubview(old)
            var finished: [Bool] = []
            let context = ContainerTransitionContext(
                container: container, from: old, to: new, bounds: container.layer.bounds, isInteractive: false,
                completion: { finished.append($0) })
            let request = SegueTransitionRequest(animator: effect.animator!, operation: .container, fromIndex: 0, toIndex: 1)
            let player = PlanPlayer<FakeToolkit>(request: request, context: context)
            player.start(in: context)
            var n = 0
            while player.phase != .completed && n < 1000 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
            }
            #expect(finished == [true])
            #expect(container.subviews.map { $0.layer.name } == ["to"])
            #expect(new.layer.bounds.size.width == 390)
        }
    }
}
