#if canImport(UIKit)
import ObjectiveC
import SegueEngine
import SegueKitCore
import UIKit

/// A tab bar controller's delegate that switches tabs with the config's tab route.
@MainActor
public final class SegueTabBarDelegate: NSObject, UITabBarControllerDelegate {
    /// The effect; nil keeps UIKit's switch.
    public var effect: SegueEffect? {
        didSet { switching.gate.policy = effect?.reentry ?? .none }
    }
    private var sequence = TransitionSequence()
    /// The tab route's `reentry:` over the tab a tap or ``UIKit/UITabBarController/segueSelect(_:)`` asks for.
    private var switching: TabSwitching<ObjectIdentifier>
    /// The delegate the tab bar controller had: asked too, animating what SegueKit does not, and
    /// sent every call SegueKit does not handle. Read by `responds(to:)` and `forwardingTarget(for:)`
    /// too, which NSObject declares nonisolated; UIKit sends its delegate messages on the main
    /// thread, where this is written.
    nonisolated(unsafe) private var chain = DelegateChain<any UITabBarControllerDelegate>()
    // UIKit's optional requirements as optional functions (nil when not implemented).
    private typealias SelectRequirement = (UITabBarController, UIViewController) -> Bool
    private typealias DidSelectRequirement = (UITabBarController, UIViewController) -> Void
    private typealias AnimationRequirement = (UITabBarController, UIViewController, UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    private typealias InteractionRequirement = (UITabBarController, any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?

    /// True once a switch made in code has been logged.
    private var reportedSwitchInCode = false

    /// A delegate with `router`'s tab route.
    public convenience init(router: SegueRouter) { self.init(effect: router.effect(for: .tab)) }

    /// A delegate switching tabs with `effect` (``UIKit/UITabBarController/segueTabEffect``).
    public init(effect: SegueEffect?) {
        self.effect = effect
        switching = TabSwitching(policy: effect?.reentry ?? .none)
    }

    /// While a Segue tab transition runs, a tap on another tab does what the route's `reentry:`
    /// says: goes through (none), is dropped (refuse), or is selected once the transition ends (wait).
    /// The previous delegate is asked first: a tab it refuses is not held.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let theirs = chain.answer(nil) { previous -> Bool? in
            let requirement: SelectRequirement? = previous.tabBarController(_:shouldSelect:)
            return requirement?(tabBarController, viewController)
        }
        return switching.shouldSelect(ObjectIdentifier(viewController), app: theirs)
    }

    /// Tells the previous delegate (a SwiftUI `TabView`'s, which keeps its `selection` from it)
    /// that `viewController` was selected: UIKit says so only after a tap, and SegueKit selects in
    /// code (``UIKit/UITabBarController/segueSelect(_:)``, a tab held under `reentry: wait`).
    func announce(_ viewController: UIViewController, in tabBarController: UITabBarController) {
        chain.forward { previous in
            let theirs: DidSelectRequirement? = previous.tabBarController(_:didSelect:)
            theirs?(tabBarController, viewController)
        }
    }

    /// Makes this the delegate of `tabBarController` (which keeps it weakly: keep this object),
    /// keeping the delegate it had, before this one is set (see ``SegueNavigationDelegate/install(on:)``).
    public func install(on tabBarController: UITabBarController) {
        if chain.install(self, replacing: tabBarController.delegate) {
            NSLog("Segue: the tab bar controller's delegate was replaced since Segue installed; Segue is in front of the new one again")
        }
        tabBarController.delegate = self
    }

    /// Gives `tabBarController` back the delegate it had before ``install(on:)``, unless the app
    /// or SwiftUI has set another since (which stays).
    public func uninstall(from tabBarController: UITabBarController) {
        let (restore, previous) = chain.uninstall(self, current: tabBarController.delegate)
        if restore { tabBarController.delegate = previous }
    }

    /// True for the methods this class implements and for every one the previous delegate responds to.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        chain.responds(implementedBySegue: super.responds(to: aSelector)) { $0.responds(to: aSelector) }
    }

    /// The previous delegate, for a method this class does not implement and it does:
    /// `didSelect`, the customizing ones, the orientation ones, whatever else it implements.
    /// Forwarding is enough for them (see ``SegueNavigationDelegate/forwardingTarget(for:)``).
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        chain.forwardingTarget(implementedBySegue: super.responds(to: aSelector)) { $0.responds(to: aSelector) }
            ?? super.forwardingTarget(for: aSelector)
    }

    /// No interaction drives a Segue tab switch; another animator's interaction is the previous
    /// delegate's to give (forwarded whole, it would be asked about Segue's animators too).
    public func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        guard !(animationController is SegueAnimator) else { return nil }
        return chain.answer(nil) { previous in
            let theirs: InteractionRequirement? = previous.tabBarController(_:interactionControllerFor:)
            return theirs?(tabBarController, animationController) ?? nil
        }
    }

    /// The tab route's animator for a switch from one tab to another (by their indexes); nil without
    /// a route. UIKit asks for it after a tap and after a switch in code (`selectedIndex =`) alike;
    /// a switch in code, which UIKit tells the delegate nothing else of, is told `didSelect` once
    /// its tab is shown, as a tap's is (``TabSwitching/switchStarts(to:)``).
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let madeInCode = switching.switchStarts(to: ObjectIdentifier(toVC))
        if madeInCode && !reportedSwitchInCode {
            reportedSwitchInCode = true
            NSLog(
                "Segue: a tab switch made in code (selectedIndex, selectedViewController) is not asked tabBarController(_:shouldSelect:) (UIKit asks it for taps only); segueSelect(_:) asks it"
            )
        }
        guard let effect, let tabs = tabBarController.viewControllers,
            let from = tabs.firstIndex(where: { $0 === fromVC }), let to = tabs.firstIndex(where: { $0 === toVC })
        else {
            if madeInCode { announce(toVC, in: tabBarController) }
            return chain.answer(nil) { previous in
                let theirs: AnimationRequirement? = previous.tabBarController(_:animationControllerForTransitionFrom:to:)
                return theirs?(tabBarController, fromVC, toVC) ?? nil
            }
        }
        let animator = SegueAnimator(
            sequence.request(
                effect, operation: .tab, fromIndex: from, toIndex: to, reduceMotion: UIAccessibility.isReduceMotionEnabled,
                rightToLeft: tabBarController.view.effectiveUserInterfaceLayoutDirection == .rightToLeft))
        switching.began()
        animator.onEnded = { [weak self, weak tabBarController, weak toVC] completed in
            guard let self else { return }
            let held = self.switching.ended()
            guard let tabBarController else { return }
            if madeInCode, completed, let toVC { self.announce(toVC, in: tabBarController) }
            guard let held, let next = tabBarController.viewControllers?.first(where: { ObjectIdentifier($0) == held })
            else { return }
            tabBarController.selectedViewController = next
            self.announce(next, in: tabBarController)
        }
        return animator
    }
}

/// A container that swaps its child screens with an effect, through the runtime's
/// ``ContainerTransitionContext`` (a custom container has no UIKit context).
@MainActor
open class SegueContainerViewController: UIViewController {
    /// The effect of a swap; nil swaps at once.
    public var effect: SegueEffect?
    /// The screens.
    public let screens: [UIViewController]
    /// The screen shown.
    public private(set) var selectedIndex = 0
    private var sequence = TransitionSequence()
    private var player: PlanPlayer<UIKitToolkit>?
    /// The effect's `reentry:` over the index a swap asks for while one runs.
    private var gate = ReentryGate<Int>(policy: .none)

    /// A container of `screens`, showing the first.
    public init(screens: [UIViewController], effect: SegueEffect?) {
        self.screens = screens
        self.effect = effect
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows the first screen.
    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let first = screens.first else { return }
        addChild(first)
        first.view.frame = view.bounds
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    /// Shows screen `index`, with the effect. While a swap runs the effect's `reentry:` decides:
    /// refused (none and refuse: a custom container has no UIKit guard, and two swaps would move
    /// the same views), or shown once the swap ends (wait).
    public func show(_ index: Int) {
        guard index != selectedIndex, screens.indices.contains(index) else { return }
        gate.policy = effect?.reentry == .wait ? .wait : .refuse
        guard gate.allows(index) else { return }
        let old = screens[selectedIndex]
        let new = screens[index]
        let from = selectedIndex
        selectedIndex = index
        old.willMove(toParent: nil)
        addChild(new)
        guard let effect else {
            new.view.frame = view.bounds
            view.addSubview(new.view)
            old.view.removeFromSuperview()
            old.removeFromParent()
            new.didMove(toParent: self)
            return
        }
        let context = ContainerTransitionContext(
            container: view, from: old.view, to: new.view, bounds: view.bounds, isInteractive: false
        ) { [weak self] finished in
            guard let self else { return }
            if finished {
                old.removeFromParent()
                new.didMove(toParent: self)
            } else {
                new.removeFromParent()
                self.selectedIndex = from
            }
            self.player = nil
            if let held = self.gate.ended() { self.show(held) }
        }
        let request = sequence.request(
            effect, operation: .container, fromIndex: from, toIndex: index, reduceMotion: UIAccessibility.isReduceMotionEnabled,
            rightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let player = PlanPlayer<UIKitToolkit>(request: request, context: context)
        self.player = player
        gate.began()
        player.start(in: context)
    }
}
#endif
