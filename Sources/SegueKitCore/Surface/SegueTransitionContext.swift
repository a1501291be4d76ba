import Foundation
import SegueEngine

/// The transition context as the runtime reads it: `UIViewControllerContextTransitioning`, with
/// the from and to keys of both `view(forKey:)` and the view controllers' frames folded into
/// ``ViewKey``. UIKit's context is a protocol, so SegueKit wraps it in a struct whose members are
/// one-line forwards.
public protocol SegueTransitionContext {
    /// `UIView`.
    associatedtype View

    /// `containerView`.
    var containerView: View { get }
    /// `isInteractive`.
    var isInteractive: Bool { get }
    /// `view(forKey:)`: nil when UIKit keeps that view out of the transition.
    func view(forKey key: ViewKey) -> View?
    /// `initialFrame(for:)` of the view controller for `key`.
    func initialFrame(for key: ViewKey) -> CGRect
    /// `finalFrame(for:)` of the view controller for `key`.
    func finalFrame(for key: ViewKey) -> CGRect
    /// `updateInteractiveTransition(_:)`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// `completeTransition(_:)`.
    func completeTransition(_ didComplete: Bool)
}

/// What the delegate that vends an animator knows about the transition, beyond the context.
public struct SegueTransitionRequest: Sendable {
    /// The effect's animator.
    public var animator: any TransitionAnimator
    /// push, pop, present, dismiss, tab or container.
    public var operation: TransitionOperation
    /// For present and dismiss: how the screen is presented.
    package var presentationStyle: PresentationStyle?
    /// For tab and container switches: the index left and the index shown.
    package var fromIndex: Int?
    /// The index shown.
    package var toIndex: Int?
    /// Which transition of the app's life this is (effects with randomness derive from it).
    package var transitionIndex: Int
    /// The seed of effects with randomness.
    public var seed: UInt64
    /// True in a right-to-left layout for an effect that mirrors there: the plan plays mirrored
    /// (``AnimationPlan/mirroredHorizontally()``).
    package var mirrorsHorizontally = false

    /// Creates a request.
    public init(
        animator: any TransitionAnimator, operation: TransitionOperation, presentationStyle: PresentationStyle? = nil,
        fromIndex: Int? = nil, toIndex: Int? = nil, transitionIndex: Int = 0, seed: UInt64 = 0
    ) {
        self.animator = animator
        self.operation = operation
        self.presentationStyle = presentationStyle
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.transitionIndex = transitionIndex
        self.seed = seed
    }

    /// The engine's context for this request in a container of `bounds`: push and pop take the
    /// pushed screen's frame (`finalFrame(for: .to)`) as the navigation content frame when it is not
    /// the whole container (below an opaque bar).
    package func engineContext(containerBounds bounds: Rect, finalToFrame: Rect, isInteractive: Bool) -> TransitionContext {
        var context = TransitionContext(
            operation: operation, containerBounds: bounds, isInteractive: isInteractive,
            presentationStyle: presentationStyle, fromIndex: fromIndex, toIndex: toIndex,
            transitionIndex: transitionIndex, seed: seed)
        if operation == .push || operation == .pop, finalToFrame != bounds, finalToFrame.width > 0, finalToFrame.height > 0 {
            context.navigationContentFrame = finalToFrame
        }
        return context
    }

    /// True when the tab bar's animations are removed once the transition ends: a push or pop may
    /// hide or show the tab bar (`hidesBottomBarWhenPushed`), and UIKit leaves the animations it adds
    /// to the bar on its layer after a custom transition, so the bar stops taking touches (Hero
    /// issues 354 and 275; Hero's HeroTransition+Complete.swift removes them the same way). Segue's
    /// runtime does it after every push and pop, which is what `clearsTabBarAnimations: true` says.
    package var clearsTabBarAnimations: Bool { operation == .push || operation == .pop }
}

extension Rect {
    /// The engine's rect of a Core Graphics rect.
    public init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The Core Graphics rect.
    package var cgRect: CGRect { CGRect(x: origin.x, y: origin.y, width: width, height: height) }
}

extension Point {
    /// The engine's point of a Core Graphics point.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }

    /// The Core Graphics point.
    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}
