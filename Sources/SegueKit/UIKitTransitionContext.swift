#if canImport(UIKit)
import SegueEngine
import SegueKitCore
import UIKit

/// UIKit's transition context on the runtime's surface: one-line forwards.
@MainActor
public struct UIKitTransitionContext: @MainActor SegueTransitionContext {
    /// UIKit's context.
    public let base: any UIViewControllerContextTransitioning

    /// Wraps `base`.
    public init(_ base: any UIViewControllerContextTransitioning) { self.base = base }

    /// `containerView`.
    public var containerView: UIView { base.containerView }
    /// `isInteractive`.
    public var isInteractive: Bool { base.isInteractive }
    /// `view(forKey:)`: nil for the presenter an over-full-screen or custom presentation keeps.
    public func view(forKey key: ViewKey) -> UIView? { base.view(forKey: key == .from ? .from : .to) }
    /// `initialFrame(for:)` of the view controller for `key`.
    public func initialFrame(for key: ViewKey) -> CGRect { controller(key).map(base.initialFrame(for:)) ?? .zero }
    /// `finalFrame(for:)` of the view controller for `key`.
    public func finalFrame(for key: ViewKey) -> CGRect { controller(key).map(base.finalFrame(for:)) ?? .zero }
    /// `updateInteractiveTransition(_:)`.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) { base.updateInteractiveTransition(percentComplete) }
    /// `finishInteractiveTransition()`.
    public func finishInteractiveTransition() { base.finishInteractiveTransition() }
    /// `cancelInteractiveTransition()`.
    public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    /// `completeTransition(_:)`.
    public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

    private func controller(_ key: ViewKey) -> UIViewController? { base.viewController(forKey: key == .from ? .from : .to) }
}
#endif
