#if canImport(UIKit)
import Foundation
import ObjectiveC
import SegueEngine
import SegueKitCore
import UIKit

/// What the one-line API shares: the resolver of every ``SegueEffectID`` it is given.
@MainActor
public enum SegueKitDefaults {
    /// Resolves built-in ids from the built-in catalog and an app's generated constants from their
    /// manifests, once each. A debug build stops on an invalid manifest with its diagnostics
    /// (`assertionFailure`); a release build logs them and plays the system transition.
    public static var resolver: SegueEffectResolver = {
        #if DEBUG
        let build = BuildKind.debug
        #else
        let build = BuildKind.release
        #endif
        return SegueEffectResolver(build: build, report: { assertionFailure("\($0)") }, log: { NSLog("Segue: %@", $0) })
    }()

    /// How the runtime reads the views an app marked (`segueElement`): UIKit's subviews, `isHidden`
    /// and `convert(_:to:)` less the screen's bounds origin.
    public static let elementReader = ElementReader<UIView>(
        children: { $0.subviews }, element: { $0.segueElement }, isHidden: { $0.isHidden },
        frame: { view, root in
            let frame = view.convert(view.bounds, to: root)
            return Rect(x: frame.minX - root.bounds.minX, y: frame.minY - root.bounds.minY, width: frame.width, height: frame.height)
        })
}

/// The keys of the associated objects below: distinct addresses, allocated once for the app's life.
@MainActor
private enum Key {
    static let effect = make()
    static let defaultEffect = make()
    static let transitioning = make()
    static let navigation = make()
    static let tab = make()
    static let tabEffect = make()
    static let element = make()

    static func make() -> UnsafeRawPointer { UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }
}

extension UIViewController {
    /// The effect this screen arrives with when pushed (and leaves with when popped, its back
    /// gesture included), or presented by ``present(_:effect:animated:completion:)``. Nil: its
    /// navigation controller's ``UINavigationController/segueDefaultEffect``. Setting it installs
    /// what a plain `pushViewController` needs: Segue's delegate on the screen's navigation
    /// controller, or, for a screen not in one yet, on every navigation controller of the app's
    /// windows (``UINavigationController/installSegueOnWindowStacks()``); and the effect's
    /// manifest is read on a background thread (``SegueEffectResolver/prepare(_:)``).
    public var segueEffect: SegueEffectID? {
        get { objc_getAssociatedObject(self, Key.effect) as? SegueEffectID }
        set {
            objc_setAssociatedObject(self, Key.effect, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            guard let newValue else { return }
            SegueKitDefaults.resolver.prepare(newValue)
            if let navigationController, navigationController !== self {
                navigationController.installSegue()
            } else if !(self is UINavigationController) {
                UINavigationController.installSegueOnWindowStacks()
            }
        }
    }

    /// Sets ``segueEffect`` for a push or presentation SegueKit makes itself, which installs what
    /// it needs there: not on every stack of the app, as the setter does for a screen not in one.
    fileprivate func name(_ effect: SegueEffectID) {
        objc_setAssociatedObject(self, Key.effect, effect, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Presents `viewController` with `effect` and dismisses it the same way, from a tap or the
    /// effect's back gesture. An effect that cannot play presents with UIKit's transition.
    public func present(_ viewController: UIViewController, effect: SegueEffectID, animated: Bool = true, completion: (() -> Void)? = nil) {
        viewController.name(effect)
        if let resolved = SegueKitDefaults.resolver.effect(effect) {
            let delegate = SegueTransitioningDelegate(effect: resolved)
            delegate.prepare(viewController)
            // UIKit keeps the transitioning delegate weakly: the presented screen keeps it.
            objc_setAssociatedObject(viewController, Key.transitioning, delegate, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        present(viewController, animated: animated, completion: completion)
    }
}

extension UINavigationController {
    /// Pushes `viewController` with `effect` (nil: the defaults); its pop plays the same effect.
    /// Like ``SegueNavigationDelegate/perform(_:)``, a push asked for while a Segue transition
    /// runs goes as that route's `reentry:` says.
    public func push(_ viewController: UIViewController, effect: SegueEffectID?, animated: Bool = true) {
        if let effect { viewController.name(effect) }
        installSegue().perform { [weak self, weak viewController] in
            guard let self, let viewController else { return }
            self.pushViewController(viewController, animated: animated)
        }
    }

    /// The effect of every push whose screen names none; setting it installs Segue's delegate.
    public var segueDefaultEffect: SegueEffectID? {
        get { objc_getAssociatedObject(self, Key.defaultEffect) as? SegueEffectID }
        set {
            objc_setAssociatedObject(self, Key.defaultEffect, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            if let newValue { SegueKitDefaults.resolver.prepare(newValue) }
            installSegue()
        }
    }

    /// Installs Segue on every navigation controller in the app's windows (their tabs, stacks and
    /// presentations: ``StackFinder/navigations(under:children:presented:isNavigation:)``), for a
    /// screen given an effect before it is in a stack: the plain `pushViewController` that adds it
    /// tells only the navigation controller's delegate, before any callback of the screen's own.
    /// The application is asked for by name: `UIApplication.shared` is unavailable to app
    /// extensions, which may link SegueKit (there, nil: nothing to install on). A navigation
    /// controller made later installs at ``push(_:effect:animated:)`` or ``installSegue()``.
    static func installSegueOnWindowStacks() {
        let name = "sharedApplication"
        guard let application = UIApplication.perform(Selector(name))?.takeUnretainedValue() as? UIApplication else { return }
        let roots = application.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows }.joined().compactMap(\.rootViewController)
        let stacks = StackFinder.navigations(
            under: Array(roots), children: { $0.children }, presented: { $0.presentedViewController },
            isNavigation: { $0 is UINavigationController })
        for case let navigationController as UINavigationController in stacks { navigationController.installSegue() }
    }

    /// Segue's navigation delegate, made once and kept by this navigation controller (UIKit keeps
    /// its delegate weakly), installed in front of the delegate it had (``DelegateChain``).
    @discardableResult
    public func installSegue() -> SegueNavigationDelegate {
        let delegate =
            (objc_getAssociatedObject(self, Key.navigation) as? SegueNavigationDelegate)
            ?? {
                let made = SegueNavigationDelegate(router: SegueRouter(config: .standard))
                objc_setAssociatedObject(self, Key.navigation, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return made
            }()
        if self.delegate !== delegate { delegate.install(on: self) }
        return delegate
    }

    /// Removes Segue from this navigation controller: the delegate it had before comes back
    /// (unless the app has set another since), and so do its back swipe's, as Hero gives the
    /// navigation controller its delegate back when it is disabled.
    public func uninstallSegue() {
        guard let delegate = objc_getAssociatedObject(self, Key.navigation) as? SegueNavigationDelegate else { return }
        delegate.uninstall(from: self)
        objc_setAssociatedObject(self, Key.navigation, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension UITabBarController {
    /// The effect of every tab switch (nil: UIKit's); setting it installs Segue's tab bar
    /// delegate in front of the one the controller had.
    public var segueTabEffect: SegueEffectID? {
        get { objc_getAssociatedObject(self, Key.tabEffect) as? SegueEffectID }
        set {
            objc_setAssociatedObject(self, Key.tabEffect, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            let resolved = newValue.flatMap { SegueKitDefaults.resolver.effect($0) }
            if let installed = objc_getAssociatedObject(self, Key.tab) as? SegueTabBarDelegate {
                installed.effect = resolved
                if delegate !== installed { installed.install(on: self) }
                return
            }
            let made = SegueTabBarDelegate(effect: resolved)
            objc_setAssociatedObject(self, Key.tab, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            made.install(on: self)
        }
    }
}

extension UITabBarController {
    /// Selects `viewController` the way a tap does, which a switch in code (`selectedIndex`)
    /// does not: the delegate is asked `tabBarController(_:shouldSelect:)` (the app's answer, then
    /// the tab route's `reentry:` when Segue's delegate is installed) and told
    /// `tabBarController(_:didSelect:)` after, so a SwiftUI `TabView`'s selection follows.
    public func segueSelect(_ viewController: UIViewController) {
        guard viewControllers?.contains(where: { $0 === viewController }) == true else { return }
        typealias Select = (UITabBarController, UIViewController) -> Bool
        typealias DidSelect = (UITabBarController, UIViewController) -> Void
        if let delegate {
            let should: Select? = delegate.tabBarController(_:shouldSelect:)
            guard should?(self, viewController) ?? true else { return }
        }
        selectedViewController = viewController
        if let segue = delegate as? SegueTabBarDelegate {
            segue.announce(viewController, in: self)
        } else if let delegate {
            let did: DidSelect? = delegate.tabBarController(_:didSelect:)
            did?(self, viewController)
        }
    }
}

extension UIView {
    /// A shared element's id: a view on the screen leaving and one on the screen arriving with the
    /// same id fly from one frame to the other in effects that take shared elements
    /// (`magic-move`), measured when the transition starts.
    public var segueElement: String? {
        get { objc_getAssociatedObject(self, Key.element) as? String }
        set { objc_setAssociatedObject(self, Key.element, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
#endif
