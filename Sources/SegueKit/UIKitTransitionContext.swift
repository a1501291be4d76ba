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

    public var containerView: UIView { base.containerView }
    public var isInteractive: Bool { base.isInteractive }
    public func view(forKey key: ViewKey) -> UIView? { base.view(forKey: key == .from ? .from : .to) }
    public func initialFrame(for key: ViewKey) -> CGRect { controller(key).map(base.initialFrame(for:)) ?? .zero }
    public func finalFrame(for key: ViewKey) -> CGRect { controller(key).map(base.finalFrame(for:)) ?? .zero }
    public func updateInteractiveTransition(_ percentComplete: CGFloat) { base.updateInteractiveTransition(percentComplete) }
    public func finishInteractiveTransition() { base.finishInteractiveTransition() }
    public func cancelInteractiveTransition() { base.cancelInteractiveTransition() }
    public func completeTransition(_ didComplete: Bool) { base.completeTransition(didComplete) }

    private func controller(_ key: ViewKey) -> UIViewController? { base.viewController(forKey: key == .from ? .from : .to) }
}
#endif
