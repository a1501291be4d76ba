import SegueEngine
import SeguePlan

/// A pan gesture driving one interactive transition at a time: SegueKit's
/// `SegueInteractionController` feeds it the recognizer's states and UIKit's start.
///
/// UIKit starts the transition it was asked for (`popViewController(animated:)`,
/// `dismiss(animated:)`) when it gets to it, not inside the call: `startInteractiveTransition(_:)`
/// may come after a quick flick has already ended. A release met before the start is kept and
/// played as soon as the transition starts, so the transition never sits paused at 0 with touches
/// blocked (UIKit blocks interaction during a transition until `completeTransition`:
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)).
package final class PanInteraction<K: SegueToolkit> {
    /// The gesture's settings.
    package let gesture: GestureConfig
    /// True from the pan's start until its release: delegates return the interaction controller
    /// only then.
    package private(set) var isInteracting = false
    private var player: PlanPlayer<K>?
    private var tracker: PanTracker?
    private var translation = Point.zero
    /// A release met before the transition started: where and how fast the finger lifted (no
    /// translation: the recognizer was cancelled). Decided at the start, when the bounds are known.
    private var pendingRelease: (translation: Point?, velocity: Point)?

    /// A pan with `gesture`'s settings.
    package init(gesture: GestureConfig) { self.gesture = gesture }

    /// The recognizer began: the caller then asks UIKit for the transition.
    package func began() {
        isInteracting = true
        pendingRelease = nil
        translation = .zero
    }

    /// The finger moved to `translation` (in the container's coordinates).
    package func changed(translation: Point) {
        self.translation = translation
        if let player, let tracker { player.update(tracker.percent(translation: translation)) }
    }

    /// The finger lifted with `translation` and `velocity`; a cancelled or failed recognizer
    /// passes nil and the transition goes back.
    package func ended(translation: Point?, velocity: Point = .zero) {
        guard isInteracting else { return }
        isInteracting = false
        if let translation { self.translation = translation }
        guard let player, let tracker else {
            pendingRelease = (translation, velocity)
            return
        }
        release(player, tracker, translation: translation, velocity: velocity)
    }

    /// UIKit started the transition: `player` is staged paused at 0 in a container of `bounds`.
    /// A release that came first plays now.
    package func start(_ player: PlanPlayer<K>, bounds: Rect) {
        let tracker = PanTracker(config: gesture, bounds: bounds)
        self.tracker = tracker
        self.player = player
        if translation != .zero { player.update(tracker.percent(translation: translation)) }
        if let pending = pendingRelease {
            pendingRelease = nil
            release(player, tracker, translation: pending.translation, velocity: pending.velocity)
        }
    }

    private func release(_ player: PlanPlayer<K>, _ tracker: PanTracker, translation: Point?, velocity: Point) {
        let finishing = translation.map { tracker.finishes(translation: $0, velocity: velocity) } ?? false
        player.release(
            finishing: finishing, completionSpeed: tracker.completionSpeed(releasedAt: player.percent),
            completionCurve: tracker.completionCurve(duration: player.plan.duration))
        self.player = nil
        self.tracker = nil
    }
}
