import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// A push or pop that captures the arriving view does not capture inside UIKit's
/// `animateTransition(using:)` callback: staging runs in the work handed to the scheduler (the
/// main queue's `async` on iOS), after the callback returns (issue 48, item 8). Not timed: the
/// fakes record every capture (``FakeWorld/captures``), so the test sees where it happened.
@Suite struct DeferredCaptureTests {
    @Test(arguments: [TransitionOperation.push, .pop])
    func capturesOfTheArrivingViewWaitForTheNextTurn(operation: TransitionOperation) throws {
        var deferred = 0
        var immediate = 0
        for effect in shippedEffects {
            let animator = try #require(effect.animator)
            let world = FakeWorld()
            try FakeWorld.$current.withValue(world) {
                let context = FakeContext(TransitionContext(operation: operation), world: world)
                let player = PlanPlayer<FakeToolkit>(
                    request: SegueTransitionRequest(animator: animator, operation: operation), context: context)
                let animating = PlanAnimating(player: player, context: context)
                var queue: [() -> Void] = []
                animating.startAnimation(deferringCapturesWith: { queue.append($0) })
                if player.capturesArrivingView {
                    deferred += 1
                    // Inside the callback: nothing captured, nothing staged, the animator active.
                    #expect(world.captures.isEmpty, "\(effect.id) captured inside the callback")
                    #expect(player.phase == .idle && animating.state == .active)
                    try #require(queue.count == 1)
                    queue.removeFirst()()
                    #expect(!world.captures.isEmpty && player.phase == .running, "\(effect.id)")
                } else {
                    immediate += 1
                    #expect(queue.isEmpty && player.phase == .running, "\(effect.id)")
                }
            }
        }
        // Both kinds exist in the shipped catalog, so both branches ran.
        #expect(deferred > 0 && immediate > 0, "deferred \(deferred), immediate \(immediate)")
    }
}
