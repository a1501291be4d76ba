import Foundation
import SegueEngine

/// The transition context of a custom container's child swap, where no UIKit context exists: it
/// does what UIKit's does for its own containers. The container's bounds are every child's frame;
/// on `completeTransition(true)` the old child's view leaves the container, on `false` the new one's,
/// and `completion` runs once with the flag (the container then finishes the child view controller
/// calls: `didMove(toParent:)` or `removeFromParent()`).
package final class ContainerTransitionContext<View: SegueView>: SegueTransitionContext where View.Base == View {
    /// The container view: the custom container's own view.
    package let containerView: View
    /// True when a gesture drives the swap.
    package let isInteractive: Bool
    private let from: View
    private let to: View
    private let bounds: CGRect
    private let completion: (Bool) -> Void
    /// The flags `completeTransition` was called with, in order.
    package private(set) var completions: [Bool] = []
    /// The last percent reported by `updateInteractiveTransition`.
    package private(set) var percent = 0.0

    /// A swap from `from` to `to` inside `container`, whose bounds are `bounds`.
    package init(container: View, from: View, to: View, bounds: CGRect, isInteractive: Bool, completion: @escaping (Bool) -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.bounds = bounds
        self.isInteractive = isInteractive
        self.completion = completion
    }

    /// The child's view leaving (`.from`) or arriving (`.to`).
    package func view(forKey key: ViewKey) -> View? { key == .from ? from : to }
    /// The leaving child fills the container; the arriving one has no frame yet (zero).
    package func initialFrame(for key: ViewKey) -> CGRect { key == .from ? bounds : .zero }
    /// The arriving child ends filling the container; the leaving one leaves (zero).
    package func finalFrame(for key: ViewKey) -> CGRect { key == .to ? bounds : .zero }
    /// Records the percent a gesture stands at.
    package func updateInteractiveTransition(_ percentComplete: CGFloat) { percent = Double(percentComplete) }
    /// Nothing to tell: the container has no system controller to inform.
    package func finishInteractiveTransition() {}
    /// Nothing to tell: the container has no system controller to inform.
    package func cancelInteractiveTransition() {}

    /// Removes the view the outcome leaves out and calls the container's completion, once.
    package func completeTransition(_ didComplete: Bool) {
        completions.append(didComplete)
        guard completions.count == 1 else { return }
        (didComplete ? from : to).removeFromSuperview()
        completion(didComplete)
    }
}
