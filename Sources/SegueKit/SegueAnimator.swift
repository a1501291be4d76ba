#if canImport(UIKit)
import Foundation
import SegueEngine
import SegueKitCore
import UIKit

/// A `UIViewControllerAnimatedTransitioning` that plays a Segue effect: it compiles the effect's
/// plan for UIKit's context and hands it to the runtime (``PlanPlayer``).
@MainActor
public final class SegueAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// What it plays.
    public let request: SegueTransitionRequest
    /// The player of the running transition.
    public var player: PlanPlayer<UIKitToolkit>? { interruptible?.animating.player }
    /// The interruptible animator of the running transition: one per transition, as UIKit requires.
    private var interruptible: SegueInterruptibleAnimator?
    /// The tab bar controller around the transition's screens, for the clean-up in ``animationEnded(_:)``.
    private weak var tabBarController: UITabBarController?
    /// Called once the transition has ended, with whether it completed (a delegate's
    /// ``ReentryGate`` opens then).
    public var onEnded: ((Bool) -> Void)?

    /// The effect when it flies shared elements (``SegueEffect/takesSharedElements``): the views
    /// the app marked (``UIKit/UIView/segueElement``) are measured when the transition starts and
    /// flown instead of the manifest's rectangles. Set by the delegates.
    public var sharedElements: SegueEffect?
    /// Ids the last measurement left out, and why (also logged).
    public private(set) var ignoredElements: [ElementPairing.Ignored] = []

    /// An animator for `request`.
    public init(_ request: SegueTransitionRequest) { self.request = request }

    /// An animator for `request` of `effect`, which measures the shared elements it flies.
    convenience init(_ request: SegueTransitionRequest, effect: SegueEffect) {
        self.init(request)
        if effect.takesSharedElements { sharedElements = effect }
    }

    /// The effect's duration for the transition's direction (toDuration or backDuration).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        let direction = TransitionContext.naturalDirection(request.operation, fromIndex: request.fromIndex, toIndex: request.toIndex)
        return request.animator.duration(for: direction)
    }

    /// Plays the transition: the interruptible animator, started. A push or pop whose plan
    /// captures the arriving view stages on the next turn of the main queue, outside UIKit's
    /// callback (``PlanAnimating/startAnimation(deferringCapturesWith:)``).
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        _ = interruptibleAnimator(using: transitionContext)
        guard let interruptible else { return }
        let navigation = request.operation == .push || request.operation == .pop
        var schedule: ((@escaping () -> Void) -> Void)?
        if navigation { schedule = { work in Self.onNextMainTurn(work) } }
        interruptible.animating.startAnimation(deferringCapturesWith: schedule)
    }

    /// Runs `work` on the main queue's next turn. The work is the main actor's (the animator's
    /// staging); the main queue runs on the main thread, where the main actor's work runs.
    private nonisolated static func onNextMainTurn(_ work: @escaping () -> Void) {
        nonisolated(unsafe) let work = work
        DispatchQueue.main.async { work() }
    }

    /// The same object for the whole transition ("You must return the same animator object for the
    /// duration of the transition", interruptibleAnimator(using:)), made on first use.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let interruptible { return interruptible }
        let context = UIKitTransitionContext(transitionContext)
        tabBarController =
            transitionContext.viewController(forKey: .from)?.tabBarController
            ?? transitionContext.viewController(forKey: .to)?.tabBarController
        var request = self.request
        if let effect = sharedElements {
            // Measured now, after UIKit's layout, with the arriving view laid out at its final frame.
            let measured = SharedElementStage.measure(
                request, effect: effect, reduceMotion: UIAccessibility.isReduceMotionEnabled, context: context,
                reader: SegueKitDefaults.elementReader)
            request = measured.request
            ignoredElements = measured.pairing?.ignored ?? []
            for ignored in ignoredElements { NSLog("Segue: %@", ignored.description) }
        }
        let player = PlanPlayer<UIKitToolkit>(request: request, context: context)
        // A custom presentation's one dimming view, for the presentation and the dismissal alike.
        let presented =
            request.operation == .dismiss
            ? transitionContext.viewController(forKey: .from) : transitionContext.viewController(forKey: .to)
        player.presentationDimming = (presented?.presentationController as? SeguePresentationController)?.dimmingView
        let made = SegueInterruptibleAnimator(PlanAnimating(player: player, context: context))
        interruptible = made
        return made
    }

    /// Starts the transition paused at percent 0, for an interaction controller to drive.
    func startInteractive(using transitionContext: any UIViewControllerContextTransitioning) -> PlanPlayer<UIKitToolkit>? {
        interruptibleAnimator(using: transitionContext).pauseAnimation()
        return player
    }

    /// Forgets the transition's interruptible animator (the next transition makes its own) and, after
    /// a push or pop, removes the animations UIKit left on the tab bar
    /// (``SegueTransitionRequest/clearsTabBarAnimations``).
    public func animationEnded(_ transitionCompleted: Bool) {
        interruptible = nil
        if request.clearsTabBarAnimations { tabBarController?.tabBar.layer.removeAllAnimations() }
        tabBarController = nil
        let ended = onEnded
        onEnded = nil
        ended?(transitionCompleted)
    }
}

/// Drives a ``SegueAnimator`` from a pan gesture with the manifest's direction, edge band, base,
/// threshold and velocity (``PanTracker``), and its completion speed and curve.
@MainActor
public final class SegueInteractionController: NSObject, UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
    /// The gesture's settings.
    public var gesture: GestureConfig { pan.gesture }
    /// The animator UIKit chose for the transition this gesture drives; set by the delegate.
    public var animator: SegueAnimator?
    /// True from the pan's start until release: delegates return this controller only then.
    public var isInteracting: Bool { pan.isInteracting }
    /// The pan recognizer, added to the view given to ``attach(to:)``.
    public var recognizer: UIPanGestureRecognizer? { attachment.recognizer as? UIPanGestureRecognizer }
    private let begin: () -> Void
    /// The recognizer and its view: added once, removed when done (SegueKitCore's
    /// `PanAttachment`, tested on fakes).
    private var attachment = PanAttachment<UIView>()
    /// The pan's side of the transition, with a release that beats UIKit's start (SegueKitCore's
    /// `PanInteraction`, tested on fakes).
    private let pan: PanInteraction<UIKitToolkit>

    /// A controller for `gesture` whose pan calls `begin` (pop, dismiss, select...) when it starts.
    public init(gesture: GestureConfig, begin: @escaping () -> Void) {
        pan = PanInteraction(gesture: gesture)
        self.begin = begin
    }

    /// Adds the pan recognizer to `view`, once: a recognizer added before (the screen pushed
    /// again) is removed first. A gesture limited to an edge band is a screen-edge pan from that
    /// edge (``GestureArbitration/screenEdge(of:)``), as UIKit's back swipe is; in its band too it
    /// gives way to a scroll view that can still scroll its way.
    public func attach(to view: UIView) {
        attachment.attach(gesture, to: view) { edge in
            let pan: UIPanGestureRecognizer
            if let edge {
                let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                edgePan.edges =
                    switch edge {
                    case .left: .left
                    case .right: .right
                    case .top: .top
                    case .bottom: .bottom
                    }
                pan = edgePan
            } else {
                pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            }
            pan.delegate = self
            return pan
        }
    }

    /// Removes the pan recognizer from its view (the screen has left the stack, or SegueKit was
    /// uninstalled): a view keeps every recognizer added to it until removed
    /// (https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)).
    package func detach() { attachment.detach() }

    /// True while the pan drives the transition, so UIKit starts it interactively.
    public var wantsInteractiveStart: Bool { isInteracting }

    /// Starts the animator's transition paused at 0 for the pan to drive (a release that came
    /// first plays at once). Without an animator it cancels at once, telling UIKit the interaction
    /// was cancelled before completing it, as an interactive transition must.
    public func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let animator, let player = animator.startInteractive(using: transitionContext) else {
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
            return
        }
        pan.start(player, bounds: Rect(transitionContext.containerView.bounds))
    }

    // The sender is typed `AnyObject` (an `id` sender, as target-action allows).
    @objc func handlePan(_ sender: AnyObject) {
        guard let view = attachment.host, let recognizer = sender as? UIPanGestureRecognizer else { return }
        let translation = Point(recognizer.translation(in: view))
        switch recognizer.state {
        case .began:
            pan.began()
            begin()
        case .changed:
            pan.changed(translation: translation)
        case .ended:
            pan.ended(translation: translation, velocity: Point(recognizer.velocity(in: view)))
        case .cancelled, .failed:
            pan.ended(translation: nil)
        default:
            break
        }
    }

    /// Whether a new pan may start now; a delegate whose route refuses or waits re-entry says no
    /// while a transition runs (``ReentryGate``).
    public var mayBegin: () -> Bool = { true }

    /// A pan begins in the manifest's edge band, moving the gesture's way, when ``mayBegin`` allows
    /// and no scroll view under the touch can still scroll that way
    /// (``GestureArbitration/mayBegin(_:over:)``): the app's lists and carousels go first.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard mayBegin(), let view = attachment.host, let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let location = pan.location(in: view)
        let tracker = PanTracker(config: gesture, bounds: Rect(view.bounds))
        guard tracker.begins(at: Point(location)), gesture.distance(along: Point(pan.velocity(in: view))) > 0 else { return false }
        var scrolls: [GestureArbitration.Scroll] = []
        var touched = view.hitTest(location, with: nil)
        // Up to the gesture's view, included: a table view controller's view is its table.
        while let current = touched {
            if let scroll = current as? UIScrollView {
                let inset = scroll.adjustedContentInset
                scrolls.append(
                    GestureArbitration.Scroll(
                        offset: Point(scroll.contentOffset), contentWidth: Double(scroll.contentSize.width),
                        contentHeight: Double(scroll.contentSize.height), width: Double(scroll.bounds.width),
                        height: Double(scroll.bounds.height),
                        inset: (Double(inset.top), Double(inset.left), Double(inset.bottom), Double(inset.right))))
            }
            touched = current === view ? nil : current.superview
        }
        return GestureArbitration.mayBegin(gesture.direction, over: scrolls)
    }
}

// The navigation and transitioning delegates keep their pans in SegueKitCore's
// `GestureAttachments`, which detaches them when their screen leaves.
extension SegueInteractionController: @MainActor SegueGestureDetaching {}
#endif
