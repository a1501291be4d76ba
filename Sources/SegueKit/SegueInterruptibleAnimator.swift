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

    public var state: UIViewAnimatingState {
        switch animating.state {
        case .inactive: .inactive
        case .active: .active
        case .stopped: .stopped
        }
    }

    public var isRunning: Bool { animating.isRunning }
    public var isReversed: Bool {
        get { animating.isReversed }
        set { animating.isReversed = newValue }
    }
    public var fractionComplete: CGFloat {
        get { CGFloat(animating.fractionComplete) }
        set { animating.fractionComplete = Double(newValue) }
    }

    public func startAnimation() { animating.startAnimation() }
    public func startAnimation(afterDelay delay: TimeInterval) {
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { [weak self] in self?.animating.startAnimation() }
    }
    public func pauseAnimation() { animating.pauseAnimation() }
    public func stopAnimation(_ withoutFinishing: Bool) { animating.stopAnimation(withoutFinishing) }
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        switch finalPosition {
        case .end: animating.finishAnimation(at: .end)
        case .start: animating.finishAnimation(at: .start)
        case .current: animating.finishAnimation(at: .current)
        @unknown default: animating.finishAnimation(at: .current)
        }
    }
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
