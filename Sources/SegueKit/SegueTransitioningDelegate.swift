#if canImport(UIKit)
import SegueCatalog
import SegueEngine
import SegueKitCore
import UIKit

/// A presented screen's transitioning delegate: presents and dismisses with one effect, in the
/// route's presentation (full screen, over full screen, custom with its frame and dimming view,
/// or a sheet) unless the app set the controller's own, and drives the dismissal from the
/// effect's back gesture.
@MainActor
public final class SegueTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    /// The effect.
    public let effect: SegueEffect
    private var sequence = TransitionSequence()
    /// The dismissal pan of the controller last prepared, attached once (``GestureAttachments``).
    private var dismissals = GestureAttachments<ObjectIdentifier, SegueInteractionController>()
    /// The presentation `prepare(_:)` decided last: the style kept and the effect as it plays.
    private var presentation: ModalPresentation?

    /// Called when a dismissal has completed, however it was started (the back gesture, a call
    /// to `dismiss`): SwiftUI's cover sets its binding back to false here.
    public var onDismissed: (() -> Void)?

    /// A delegate playing `effect`.
    public init(effect: SegueEffect) { self.effect = effect }

    /// Sets `presented`'s presentation style and transitioning delegate (which UIKit keeps weakly:
    /// keep this object) and the dismissal gesture; call before `present(_:animated:)`.
    public func prepare(_ presented: UIViewController) {
        // A style the app set stands; only UIKit's default, `.automatic`, is the route's to choose.
        // The style kept decides the rest (``ModalPresentation``): the gesture, staging, layout.
        // Presented again, its previous Segue delegate (kept by the screen) says which style it chose.
        let presentation = ModalPresentation(
            effect: effect, appStyle: presented.modalPresentationStyle.rawValue,
            previous: (presented.transitioningDelegate as? SegueTransitioningDelegate)?.presentation)
        self.presentation = presentation
        presented.modalPresentationStyle = UIModalPresentationStyle(rawValue: presentation.style) ?? presented.modalPresentationStyle
        presented.transitioningDelegate = self
        let rightToLeft = presented.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // One pan per presented controller, presented again or not; a previous one's is removed.
        // A sheet's own drag dismisses it downward: no Segue pan fights it.
        let key = ObjectIdentifier(presented)
        dismissals.shown(key, among: [key]) {
            guard let gesture = presentation.dismissalGesture(rightToLeft: rightToLeft) else { return nil }
            let interaction = SegueInteractionController(gesture: gesture) { [weak presented] in
                presented?.dismiss(animated: true)
            }
            interaction.attach(to: presented.view)
            return interaction
        }
    }

    /// The effect as the controller last prepared is presented (its style kept), or the route's.
    private var playing: SegueEffect { presentation?.effect ?? effect }

    private func style(_ controller: UIViewController) -> PresentationStyle {
        playing.presentationStyle(in: Rect(controller.view.bounds))
    }

    /// The presentation's animator: the effect, presenting in the style `prepare(_:)` set.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        SegueAnimator(
            sequence.request(
                playing, operation: .present, presentationStyle: style(presenting), reduceMotion: UIAccessibility.isReduceMotionEnabled,
                rightToLeft: presenting.view.effectiveUserInterfaceLayoutDirection == .rightToLeft), effect: playing)
    }

    /// The dismissal's animator: the same effect going back.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let animator = SegueAnimator(
            sequence.request(
                playing, operation: .dismiss, presentationStyle: style(dismissed.presentingViewController ?? dismissed),
                reduceMotion: UIAccessibility.isReduceMotionEnabled,
                rightToLeft: dismissed.view.effectiveUserInterfaceLayoutDirection == .rightToLeft), effect: playing)
        animator.onEnded = { [weak self] completed in if completed { self?.onDismissed?() } }
        return animator
    }

    /// The back gesture's controller while it drives the dismissal; nil for a tap-driven one.
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let dismissal = dismissals.first(where: { $0.isInteracting }), let animator = animator as? SegueAnimator else { return nil }
        dismissal.animator = animator
        return dismissal
    }

    /// For a custom style: the presentation controller that lays out the presented frame and the dimming view.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        guard playing.presentation == .custom else { return nil }
        return SeguePresentationController(presentedViewController: presented, presenting: presenting, effect: playing)
    }
}

/// The custom presentation: the presented view gets the route's frame and the presenter stays.
/// It owns one dimming view for the presentation and its dismissal, which the runtime stages as
/// the plan's dimming actor (``PlanPlayer/presentationDimming``) and fades with each transition,
/// and it lays both out again when the container changes size (rotation, iPad multitasking).
/// What it does with its views is SegueKitCore's ``PresentationChrome``, tested on fakes that
/// rotate and resize the way UIKit does; this class hands it UIKit's calls.
@MainActor
public final class SeguePresentationController: UIPresentationController {
    private let chrome: PresentationChrome<UIView>
    /// The dimming view, shared by the presentation and its dismissal.
    public var dimmingView: UIView { chrome.dimmingView }

    /// A presentation of `presentedViewController` with `effect`'s frame.
    public init(presentedViewController: UIViewController, presenting: UIViewController?, effect: SegueEffect) {
        let dimming = UIView()
        // Between a size change and the layout pass that follows it, the dimming view already
        // covers the container (a plain view does not resize with its superview by default).
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        chrome = PresentationChrome(effect: effect, dimmingView: dimming)
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    /// The custom presented frame, or the container's bounds.
    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        return chrome.presentedFrame(inContainer: containerView.bounds)
    }

    /// False: the presenter stays in the window beneath (and `view(forKey: .from)` is nil to the animator).
    public override var shouldRemovePresentersView: Bool { false }

    /// The container is about to lay out (after rotation or resizing, UIKit calls this once the
    /// container has its new size): the presented view takes the route's frame in the new bounds
    /// and the dimming view covers them.
    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let containerView else { return }
        chrome.containerViewWillLayoutSubviews(containerBounds: containerView.bounds, presentedView: presentedView)
    }

    /// After a dismissal the dimming view goes (the runtime has removed it when it completed).
    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        chrome.dismissalTransitionDidEnd(completed)
    }
}

#endif
