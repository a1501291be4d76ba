import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// What UIKit's transition contract asks of the runtime beyond what the engine's trace shows: the
/// calls an interaction must make, the transaction `completeTransition` runs in, and the display
/// link a player owns.
@Suite struct TransitionContractTests {
    /// A push of shipped effect `id` on the fakes, interactive or not, handed to `drive` with a
    /// vsync function (advance the clock to `t` and run the display links).
    static func run(
        _ id: String, interactive: Bool, _ drive: (PlanPlayer<FakeToolkit>, FakeContext, FakeWorld, (Double) -> Void) throws -> Void
    ) throws {
        let effect = try #require(shippedEffects.first { $0.id == id })
        let animator = try #require(effect.animator)
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: .push, isInteractive: interactive), world: world)
            let player = PlanPlayer<FakeToolkit>(request: SegueTransitionRequest(animator: animator, operation: .push), context: context)
            try drive(player, context, world) { t in
                world.clock = t
                world.vsync()
            }
        }
    }

    /// Runs the display links until the player completes (at most five seconds of frames).
    static func settle(_ player: PlanPlayer<FakeToolkit>, from start: Double, _ at: (Double) -> Void) {
        var t = start
        while player.phase != .completed && t < start + 5 {
            t += 1.0 / 60
            at(t)
        }
    }

    // MARK: Item 11

    /// A player dropped mid-run stops its display link. A `CADisplayLink` is kept by the run loop
    /// and keeps its target until `invalidate()`
    /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate(): "Removing
    /// the display link from all run loop modes causes it to be released by the run loop"), so
    /// without a `deinit` that invalidates it, a link fires at the display's rate for the app's life.
    @Test func aPlayerDroppedMidRunInvalidatesItsDisplayLink() throws {
        let effect = try #require(shippedEffects.first { $0.id == "slide" })
        let animator = try #require(effect.animator)
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: .push), world: world)
            do {
                let player = PlanPlayer<FakeToolkit>(
                    request: SegueTransitionRequest(animator: animator, operation: .push), context: context)
                player.start(in: context)
                world.clock = 0.1
                world.vsync()
                #expect(player.phase == .running)
            }
            #expect(world.links.count == 1)
            #expect(world.links.allSatisfy { !$0.isValid }, "a dropped player's display link still fires")
        }
    }

    // MARK: Item 8

    /// XWTransition's timer effects released at 0 % or at 100 % end in the gesture handler, and an
    /// interactive transition must say how it ended before `completeTransition`: "call
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`" first
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)).
    /// The fake context records a `completeTransition` without them as a violation.
    @Test(arguments: [(0.0, false), (1.0, true), (1.2, true), (-0.1, false)])
    func aTimerEffectReleasedAtABoundTellsUIKitHowTheInteractionEnded(release: Double, finishes: Bool) throws {
        try Self.run("circle-spread", interactive: true) { player, context, _, at in
            #expect(player.plan.interaction.release == .interactiveTimer)
            player.startInteractive(in: context)
            at(0.016)
            player.update(release)
            // The timer reads the percent the finger reached, unclamped, as XWTransition does.
            player.release(finishing: finishes)
            Self.settle(player, from: 0.016, at)
            #expect(context.completions == [finishes])
            #expect(context.finishes == (finishes ? 1 : 0) && context.cancels == (finishes ? 0 : 1))
            #expect(context.violations.isEmpty, "\(context.violations)")
        }
    }

    /// `stopAnimation(true)` while a release heads back to the start ends the transition where it
    /// was heading: cancelled. UIKit: "the animator ... is left in the inactive state" with the
    /// views where they are, so the outcome is the one the interaction already told UIKit
    /// (https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)); finishing
    /// it would contradict the `cancelInteractiveTransition()` already sent.
    @Test func stoppingACancellingReleaseEndsCancelled() throws {
        try Self.run("slide", interactive: true) { player, context, _, at in
            let animating = PlanAnimating(player: player, context: context)
            animating.pauseAnimation()
            animating.fractionComplete = 0.3
            at(0.05)
            player.release(finishing: false)
            at(0.1)
            #expect(player.phase == .releasing)
            animating.stopAnimation(true)
            #expect(context.completions == [false], "\(context.completions)")
            #expect(context.cancels == 1 && context.finishes == 0)
            #expect(context.violations.isEmpty, "\(context.violations)")
        }
    }

    // MARK: Item 10

    /// `completeTransition` runs outside any transaction with actions disabled. UIKit calls the
    /// appearing screen's `viewDidAppear(_:)`, the navigation delegate's `didShow` and the
    /// presentation's completion block synchronously inside `completeTransition(_:)`, so a
    /// `CATransaction.setDisableActions(true)` still open there disables the app's own implicit
    /// animations ("disables actions for the layer property changes made in the transaction",
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)).
    @Test(arguments: [false, true])
    func completeTransitionRunsWithActionsEnabled(interactive: Bool) throws {
        try Self.run("fade-in", interactive: interactive) { player, context, _, at in
            if interactive {
                player.startInteractive(in: context)
                player.update(0.6)
                player.release(finishing: true)
            } else {
                player.start(in: context)
            }
            Self.settle(player, from: 0, at)
            #expect(context.completions == [true])
            #expect(context.completedWithActionsDisabled == [false])
        }
    }
}
