#if canImport(UIKit)
import Foundation
import SegueKitCore
import UIKit

/// The object `interruptibleAnimator(using:)` returns: UIKit's `UIViewImplicitlyAnimating` over
/// the runtime's ``PlanAnimating``, whose tests say what each call does to a transition.
@MainActor
public final class SegueInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The runtime animator it forwards to.
    public let animating: PlanAnimating<UIKitToolkit>

    init(_ animating: PlanAnimating<UIKitToolkit>) { self.animating = animating }

    /// `UIViewAnimatingState` of the runtime's state.
    public var state: UIViewAnimatingState {
        switch animating.state {
        case .inactive: .inactive
        case .active: .active
        case .stopped: .stopped
        }
    }

    /// True while the transition plays on its own.
    public var isRunning: Bool { animating.isRunning }
    /// True when a release plays back to the start.
    public var isReversed: Bool {
        get { animating.isReversed }
        set { animating.isReversed = newValue }
    }
    /// The fraction shown; setting it while paused scrubs the transition.
    public var fractionComplete: CGFloat {
        get { CGFloat(animating.fractionComplete) }
        set { animating.fractionComplete = Double(newValue) }
    }

    /// Plays the transition, or after a pause plays the effect's release.
    public func startAnimation() { animating.startAnimation() }
    /// `startAnimation()` after `delay` seconds on the main queue.
    public func startAnimation(afterDelay delay: TimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in self?.animating.startAnimation() }
    }
    /// Pauses the transition where it stands (or stages it paused at 0).
    public func pauseAnimation() { animating.pauseAnimation() }
    /// Stops where it stands, waiting for `finishAnimation(at:)` unless `withoutFinishing`.
    public func stopAnimation(_ withoutFinishing: Bool) { animating.stopAnimation(withoutFinishing) }
    /// Ends a stopped transition: `.start` cancels it, `.end` finishes it, `.current` finishes it unless reversed.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        switch finalPosition {
        case .end: animating.finishAnimation(at: .end)
        case .start: animating.finishAnimation(at: .start)
        case .current: animating.finishAnimation(at: .current)
        @unknown default: animating.finishAnimation(at: .current)
        }
    }
    /// Calls `completion` once, with where the transition ended.
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animating.addCompletion { position in
            switch position {
            case .end: completion(.end)
            case .start: completion(.start)
            case .current: completion(.current)
            }
        }
    }
}
#endif
