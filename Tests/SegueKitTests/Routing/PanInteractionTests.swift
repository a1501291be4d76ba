import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// A pan driving a transition when UIKit starts it late: `popViewController(animated:)` and
/// `dismiss(animated:)` start the transition on a later turn of the run loop, so a quick flick may
/// end before `startInteractiveTransition(_:)` (UIKit then blocks touches until
/// `completeTransition`: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)).
@Suite struct PanInteractionTests {
    /// The first shipped effect with a back gesture, and its gesture.
    static func effectWithBackGesture() throws -> (SegueEffect, GestureConfig) {
        let effect = try #require(shippedEffects.compactMap(SegueEffect.init).first { $0.gesture(for: .back) != nil })
        return (effect, try #require(effect.gesture(for: .back)))
    }

    /// A pop driven by `events` (run against `pan` before and after UIKit's start), then the
    /// display links until it completes.
    static func pop(
        before: (PanInteraction<FakeToolkit>, GestureConfig) -> Void,
        after: (PanInteraction<FakeToolkit>, GestureConfig) -> Void = { _, _ in }
    ) throws -> (FakeContext, PlanPlayer<FakeToolkit>) {
        let (effect, gesture) = try effectWithBackGesture()
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let pan = PanInteraction<FakeToolkit>(gesture: gesture)
            let context = FakeContext(TransitionContext(operation: .pop, isInteractive: true), world: world)
            before(pan, gesture)
            let player = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: effect.animator, operation: .pop), context: context)
            player.startInteractive(in: context)
            pan.start(player, bounds: Rect(context.containerView.layer.bounds))
            after(pan, gesture)
            var n = 0
            while player.phase != .completed && n < 600 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
            }
            return (context, player)
        }
    }

    static func along(_ gesture: GestureConfig, _ distance: Double) -> Point {
        Point(x: gesture.direction.unitVector.x * distance, y: gesture.direction.unitVector.y * distance)
    }

    /// The finger lifts far along the gesture before UIKit starts the transition: the transition
    /// finishes on its own instead of sitting paused at 0.
    @Test func aFlickThatEndsBeforeTheStartStillFinishes() throws {
        let (context, player) = try Self.pop { pan, gesture in
            pan.began()
            pan.changed(translation: Self.along(gesture, 150))
            pan.ended(translation: Self.along(gesture, 300), velocity: Self.along(gesture, 1500))
            #expect(!pan.isInteracting)
        }
        #expect(player.phase == .completed)
        #expect(context.completions == [true] && context.finishes == 1)
        #expect(context.violations.isEmpty, "\(context.violations)")
    }

    /// A recognizer cancelled before the start goes back.
    @Test func aCancelledPanBeforeTheStartCancels() throws {
        let (context, player) = try Self.pop { pan, gesture in
            pan.began()
            pan.changed(translation: Self.along(gesture, 40))
            pan.ended(translation: nil)
        }
        #expect(player.phase == .completed)
        #expect(context.completions == [false] && context.cancels == 1)
    }

    /// The usual order still works: start, moves, release.
    @Test func aPanAfterTheStartDrivesAndReleases() throws {
        let (context, _) = try Self.pop { pan, _ in
            pan.began()
        } after: { pan, gesture in
            pan.changed(translation: Self.along(gesture, 100))
            pan.changed(translation: Self.along(gesture, 300))
            pan.ended(translation: Self.along(gesture, 300), velocity: Self.along(gesture, 1500))
        }
        #expect(context.updates.count >= 2)
        #expect(context.completions == [true])
    }
}
