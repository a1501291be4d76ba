#if canImport(UIKit)
import ObjectiveC
import SegueEngine
import SegueKitCore
import UIKit

/// A navigation controller's delegate that pushes with the route's effect, pops each screen with
/// the effect that pushed it, drives pops from the effect's back gesture, and leaves UIKit's back
/// swipe on wherever no Segue gesture claims the left edge (``ScreenRouting``).
@MainActor
public final class SegueNavigationDelegate: NSObject, UINavigationControllerDelegate {
    /// The routes.
    public let router: SegueRouter
    /// The route a push takes, from the screen shown to the screen pushed; nil: the first push route.
    public var route: (UIViewController, UIViewController) -> String?
    private var routing = ScreenRouting<ObjectIdentifier>()
    /// The screens pushed without an effect of their own, for the log when one names it later.
    private var late = LateDeclarations<ObjectIdentifier>()
    private var sequence = TransitionSequence()
    /// The back gesture of each screen on the stack, attached once (``GestureAttachments``).
    private var gestures = GestureAttachments<ObjectIdentifier, SegueInteractionController>()
    /// The delegate the navigation controller had (an app coordinator's, SwiftUI's): every call is
    /// forwarded to it, and what SegueKit does not animate it may. Read by `responds(to:)` and
    /// `forwardingTarget(for:)` too, which NSObject declares nonisolated; UIKit sends its delegate
    /// messages on the main thread, where this is written.
    nonisolated(unsafe) private var chain = DelegateChain<any UINavigationControllerDelegate>()
    // The delegate's requirements as functions. UIKit declares them optional, so a reference to
    // one is nil when the delegate does not implement it; typed as optionals here so the same
    // code reads a required one too.
    private typealias AnimationRequirement = (
        UINavigationController, UINavigationController.Operation, UIViewController, UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    private typealias InteractionRequirement = (UINavigationController, any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    private typealias ShowRequirement = (UINavigationController, UIViewController, Bool) -> Void
    /// The running transition's route's `reentry:` over navigation asked for meanwhile.
    private var gate = ReentryGate<() -> Void>(policy: .none)

    /// A delegate over `router`'s routes.
    public init(router: SegueRouter, route: @escaping (UIViewController, UIViewController) -> String? = { _, _ in nil }) {
        self.router = router
        self.route = route
    }

    /// Makes `navigation` (a push or pop the app asks for) now, or as the running Segue
    /// transition's route says (`reentry:`): at once (none), never (refuse), or once it has ended
    /// (wait). UIKit would start it on top of the running one ("nested push animation can result
    /// in corrupted navigation bar").
    public func perform(_ navigation: @escaping () -> Void) {
        if gate.allows(navigation) { navigation() }
    }

    /// A Segue animator for `effect`'s transition, with the gate closed until it ends.
    private func animator(_ request: SegueTransitionRequest, effect: SegueEffect) -> SegueAnimator {
        let animator = SegueAnimator(request, effect: effect)
        gate.policy = effect.reentry
        gate.began()
        animator.onEnded = { [weak self] _ in self?.gate.ended()?() }
        return animator
    }

    /// Makes this the delegate of `navigationController` (which keeps it weakly: keep this object),
    /// keeping the delegate it had (``DelegateChain``, strongly) and forwarding every call to it.
    /// The previous delegate is kept before this one is set, so that what UIKit asks `responds(to:)`
    /// when a delegate is set already includes what the previous one answers. Called again after
    /// the app or SwiftUI set a delegate of their own, it goes back in front of that one (and says
    /// so in the log). It also answers for UIKit's back swipe (``systemSwipeMayBegin(in:contentSwipe:)``).
    public func install(on navigationController: UINavigationController) {
        if chain.install(self, replacing: navigationController.delegate) {
            NSLog("Segue: the navigation controller's delegate was replaced since Segue installed; Segue is in front of the new one again")
        }
        navigationController.delegate = self
        reportedReplaced = false
        takeBackSwipes(of: navigationController)
    }

    /// Gives `navigationController` back the delegate it had before ``install(on:)``, unless the
    /// app or SwiftUI has set another since (which stays), gives its back swipe recognizers back
    /// their delegates, and removes Segue's back gestures.
    public func uninstall(from navigationController: UINavigationController) {
        let (restore, previous) = chain.uninstall(self, current: navigationController.delegate)
        if restore { navigationController.delegate = previous }
        for taken in backSwipes where taken.recognizer.delegate === taken.ours { taken.recognizer.delegate = taken.previous }
        backSwipes = []
        gestures.detachAll()
    }

    /// UIKit's back swipe recognizers SegueKit answers for, with the delegate each had (kept to
    /// give back); UIKit keeps a recognizer's delegate weakly, so this keeps SegueKit's.
    private var backSwipes:
        [(recognizer: UIGestureRecognizer, ours: SegueBackSwipeDelegate, previous: (any UIGestureRecognizerDelegate)?)] = []

    /// Becomes the delegate of the navigation controller's back swipe recognizers, once each (an
    /// app that sets its own delegate there later keeps it). Their `isEnabled` stays the app's.
    private func takeBackSwipes(of navigationController: UINavigationController) {
        let recognizers = [
            (navigationController.interactivePopGestureRecognizer, false), (Self.contentPopGesture(of: navigationController), true),
        ]
        for case (let recognizer?, let content) in recognizers where !backSwipes.contains(where: { $0.recognizer === recognizer }) {
            let ours = SegueBackSwipeDelegate(owner: self, navigationController: navigationController, contentSwipe: content)
            backSwipes.append((recognizer, ours, recognizer.delegate))
            recognizer.delegate = ours
        }
    }

    /// Whether UIKit's back swipe (`contentSwipe`: iOS 26's content-area one) may begin now
    /// (``ScreenRouting/systemSwipeMayBegin(on:stackCount:isPresenting:isTransitioning:contentSwipe:rightToLeft:)``).
    /// When the app or SwiftUI has set another delegate since, SegueKit steps aside (the swipe
    /// begins as UIKit's would) and says so once in the log.
    func systemSwipeMayBegin(in navigationController: UINavigationController, contentSwipe: Bool) -> Bool {
        let isDelegate = isDelegate(of: navigationController)
        return routing.systemSwipeMayBegin(
            on: navigationController.viewControllers.last.map(ObjectIdentifier.init),
            stackCount: navigationController.viewControllers.count,
            isPresenting: navigationController.presentedViewController != nil,
            isTransitioning: gate.isRunning || navigationController.transitionCoordinator != nil, contentSwipe: contentSwipe,
            rightToLeft: navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft, segueIsDelegate: isDelegate)
    }

    /// True once a replaced delegate has been reported (until the next install).
    private var reportedReplaced = false

    /// Whether this is still `navigationController`'s delegate; when it is not, says so once in
    /// the log. UIKit tells only its delegate of a push or pop, so the first sign SegueKit gets
    /// is a back swipe tried (UIKit's or a Segue pan) after the app or SwiftUI replaced it.
    private func isDelegate(of navigationController: UINavigationController) -> Bool {
        let isDelegate = navigationController.delegate === self
        if !isDelegate && !reportedReplaced {
            reportedReplaced = true
            NSLog(
                "Segue: the navigation controller's delegate was replaced; Segue's effects and gestures are off there until installSegue() runs again"
            )
        }
        return isDelegate
    }

    /// True for the methods this class implements and for every one the previous delegate
    /// responds to (``DelegateChain/responds(implementedBySegue:previousResponds:)``): UIKit sends
    /// an optional delegate method only to a delegate that says it responds to it.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        chain.responds(implementedBySegue: super.responds(to: aSelector)) { $0.responds(to: aSelector) }
    }

    /// The previous delegate, for a method this class does not implement and it does: the
    /// orientation methods (`navigationControllerSupportedInterfaceOrientations(_:)`,
    /// `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`) and whatever else
    /// the app's or SwiftUI's delegate implements. They need no method of their own here: an
    /// optional protocol method is an ordinary Objective-C message, which UIKit sends once
    /// `respondsToSelector:` says yes ("check whether an optional method is implemented", Apple's
    /// Programming with Objective-C, Working with Protocols), and a message the receiver does not
    /// implement is redirected to the object this returns before it could be unrecognized
    /// ("the returned object is used as the new receiver object and the message dispatch resumes
    /// to that new object": https://developer.apple.com/documentation/objectivec/nsobject/1418855-forwardingtarget).
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        chain.forwardingTarget(implementedBySegue: super.responds(to: aSelector)) { $0.responds(to: aSelector) }
            ?? super.forwardingTarget(for: aSelector)
    }

    /// The previous delegate's animator when SegueKit plays none.
    private func theirAnimator(
        _ navigationController: UINavigationController, _ operation: UINavigationController.Operation, _ fromVC: UIViewController,
        _ toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        chain.answer(nil) { previous in
            let theirs: AnimationRequirement? = previous.navigationController(_:animationControllerFor:from:to:)
            return theirs?(navigationController, operation, fromVC, toVC) ?? nil
        }
    }

    /// A push plays the route's effect (or the first push route's) and remembers it for the
    /// screen; a pop plays the effect that pushed the screen leaving, unless UIKit's back swipe
    /// drives it (nil: the system pop).
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        switch operation {
        case .push:
            let routed = route(fromVC, toVC).flatMap(router.effect(forRoute:)) ?? router.effect(for: .push)
            // What the app named in code comes first: the screen's own (read from its view value
            // for a SwiftUI destination, nothing laid out), then a system transition of its own,
            // then the navigation controller's default (EffectDeclarations, tested on fakes).
            let choice = EffectDeclarations(
                screen: Self.declaredEffect(of: toVC), hasOwnTransition: Self.hasTransitionOfItsOwn(toVC),
                container: navigationController.segueDefaultEffect
            ).choice()
            let screen = ObjectIdentifier(toVC)
            late.pushed(screen, name: Self.screenName(of: toVC), choice: choice)
            guard
                let effect = routing.arrive(screen, choice: choice, route: routed, resolve: { SegueKitDefaults.resolver.effect($0) })
            else { return theirAnimator(navigationController, operation, fromVC, toVC) }
            return animator(
                sequence.request(
                    effect, operation: .push, reduceMotion: UIAccessibility.isReduceMotionEnabled,
                    rightToLeft: navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft), effect: effect)
        case .pop:
            // UIKit's back swipes (the edge one, and iOS 26's content-area one) drive this pop:
            // UIKit's own interactive pop, not a Segue animator no gesture drives.
            let states = [navigationController.interactivePopGestureRecognizer, Self.contentPopGesture(of: navigationController)]
                .compactMap { $0?.state }
            let systemSwipe = states.contains { $0 == .began || $0 == .changed }
            guard let effect = routing.leave(ObjectIdentifier(fromVC), systemBackSwipe: systemSwipe) else {
                return theirAnimator(navigationController, operation, fromVC, toVC)
            }
            return animator(
                sequence.request(
                    effect, operation: .pop, reduceMotion: UIAccessibility.isReduceMotionEnabled,
                    rightToLeft: navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft), effect: effect)
        default:
            return theirAnimator(navigationController, operation, fromVC, toVC)
        }
    }

    /// The effect's back gesture while it drives the pop; nil otherwise (a tap on Back, or UIKit's swipe).
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard let animator = animationController as? SegueAnimator else {
            // Not ours: the previous delegate's animator, and its interaction.
            return chain.answer(nil) { previous in
                let theirs: InteractionRequirement? = previous.navigationController(_:interactionControllerFor:)
                return theirs?(navigationController, animationController) ?? nil
            }
        }
        guard let interaction = gestures.first(where: { $0.isInteracting }) else { return nil }
        interaction.animator = animator
        return interaction
    }

    /// The effect `screen` declares: its own `segueEffect` (a UIKit screen's, or one a SwiftUI
    /// marker has set already), else the one its root view value holds (a hosting controller's,
    /// ``DeclaredInValue``), else the first a child controller declares, depth first (a SwiftUI
    /// destination may be hosted by a child of the controller pushed).
    static func declaredEffect(of screen: UIViewController) -> SegueEffectID? {
        EffectDeclarations.declared(
            by: screen,
            own: { controller in
                controller.segueEffect
                    ?? (controller as? any SegueRootViewReadable).flatMap { DeclaredInValue.effect(in: $0.segueRootView) }
            }, children: { $0.children })
    }

    /// The name of `screen` in a log: the view a hosting controller (it, or the first it contains)
    /// shows, else its class's.
    static func screenName(of screen: UIViewController) -> String {
        if let hosting = screen as? any SegueRootViewReadable { return DeclaredInValue.screenName(of: hosting.segueRootView) }
        for child in screen.children {
            if let hosting = child as? any SegueRootViewReadable { return DeclaredInValue.screenName(of: hosting.segueRootView) }
        }
        return String(describing: type(of: screen))
    }

    /// True for a screen with a system transition of its own: iOS 18's `preferredTransition`
    /// (SwiftUI's `.navigationTransition(.zoom(...))`), read by name as the SDK this package
    /// builds against predates it. Such a destination keeps its own transition unless it names a
    /// Segue effect itself (``EffectDeclarations/Choice/ownTransition``).
    static func hasTransitionOfItsOwn(_ screen: UIViewController) -> Bool {
        let key = "preferredTransition"
        guard screen.responds(to: Selector(key)) else { return false }
        return screen.value(forKey: key) != nil
    }

    /// `controller` (a pushed screen, or a controller inside one) has just been told `effect` by
    /// a SwiftUI marker its body holds: when its screen was pushed without an effect of its own,
    /// the push has played already, so the log says once per screen type where to write it.
    func controller(_ controller: UIViewController, declaredLate effect: SegueEffectID, in navigationController: UINavigationController) {
        var current: UIViewController? = controller
        while let candidate = current, candidate.parent !== navigationController { current = candidate.parent }
        guard let screen = current.map(ObjectIdentifier.init),
            let line = late.declared(screen, effect: effect, played: routing.effect(of: screen))
        else { return }
        NSLog("%@", line)
    }

    /// iOS 26's `interactiveContentPopGestureRecognizer`, read by name: the SDK this package
    /// builds against predates it, and on earlier systems the navigation controller does not
    /// respond to it (nil).
    static func contentPopGesture(of navigationController: UINavigationController) -> UIGestureRecognizer? {
        let key = "interactiveContentPopGestureRecognizer"
        guard navigationController.responds(to: Selector(key)) else { return nil }
        return navigationController.value(forKey: key) as? UIGestureRecognizer
    }

    /// Forwarded to the previous delegate.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        chain.forward { previous in
            let theirs: ShowRequirement? = previous.navigationController(_:willShow:animated:)
            theirs?(navigationController, viewController, animated)
        }
    }

    /// After each transition: forgets screens no longer on the stack (removing their back
    /// gestures) and gives the screen shown the back gesture of the effect that pushed it. UIKit's
    /// back swipe is not touched here: SegueKit answers whether it begins
    /// (``systemSwipeMayBegin(in:contentSwipe:)``), never writes its `isEnabled`.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        defer {
            chain.forward { previous in
                let theirs: ShowRequirement? = previous.navigationController(_:didShow:animated:)
                theirs?(navigationController, viewController, animated)
            }
        }
        takeBackSwipes(of: navigationController)
        let stack = Set(navigationController.viewControllers.map { ObjectIdentifier($0) })
        routing.keep(only: stack)
        late.keep(only: stack)
        let screen = ObjectIdentifier(viewController)
        let rightToLeft = navigationController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        gestures.shown(screen, among: stack) {
            guard let gesture = routing.effect(of: screen)?.gesture(for: .back, rightToLeft: rightToLeft) else { return nil }
            let interaction = SegueInteractionController(gesture: gesture) { [weak navigationController] in
                _ = navigationController?.popViewController(animated: true)
            }
            interaction.mayBegin = { [weak self, weak navigationController] in
                guard let self, let navigationController else { return false }
                return self.routing.segueBackGestureMayBegin(segueIsDelegate: self.isDelegate(of: navigationController), gate: self.gate)
            }
            interaction.attach(to: viewController.view)
            return interaction
        }
    }
}

/// A controller whose root view value can be read without knowing its type: every
/// `UIHostingController` (SegueSwiftUI.swift), whatever its content and subclass.
@MainActor
protocol SegueRootViewReadable: AnyObject {
    /// The root view value, as the controller holds it.
    var segueRootView: Any { get }
}

/// The delegate of UIKit's back swipe recognizer while SegueKit is installed: it answers whether
/// the swipe begins from SegueKit's routing. The recognizer keeps its delegate weakly; the
/// navigation delegate keeps this one.
@MainActor
final class SegueBackSwipeDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var owner: SegueNavigationDelegate?
    private weak var navigationController: UINavigationController?
    private let contentSwipe: Bool

    init(owner: SegueNavigationDelegate, navigationController: UINavigationController, contentSwipe: Bool) {
        self.owner = owner
        self.navigationController = navigationController
        self.contentSwipe = contentSwipe
    }

    /// True when there is a screen to go back to and no Segue gesture claims the touches.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let owner, let navigationController else { return false }
        return owner.systemSwipeMayBegin(in: navigationController, contentSwipe: contentSwipe)
    }
}
#endif
