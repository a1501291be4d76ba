#if canImport(SwiftUI) && canImport(UIKit)
import SegueKitCore
import SwiftUI
import UIKit

extension View {
    /// Plays `delegate`'s effects for the pushes and pops of the `NavigationStack` this view is in,
    /// by making it the delegate of the navigation controller behind the stack.
    public func segueNavigation(_ delegate: SegueNavigationDelegate) -> some View {
        background { SegueNavigationInstaller(delegate: delegate) }
    }

    /// Lets the destinations of the `NavigationStack` this view is in choose their effects
    /// (``segueTransition(_:)``); pushes whose destination names none play `defaultEffect`, or
    /// UIKit's push when nil. Write it once, on the stack's root view.
    public func segueNavigation(default defaultEffect: SegueEffectID? = nil) -> some View {
        background { SegueNavigationInstaller(delegate: nil, defaultEffect: defaultEffect) }
    }

    /// The effect this destination is pushed with, and popped with (its back gesture included),
    /// in a stack marked with ``segueNavigation(default:)``. Write it where the `NavigationLink`
    /// or `navigationDestination` builds the destination (`NavigationLink { Article().segueTransition(.cover) }`):
    /// Segue reads it there when UIKit asks for the push's animator. Written inside the
    /// destination's `body`, it shows up only once SwiftUI builds that body, after the push began:
    /// the push stays UIKit's, and the log says so.
    public func segueTransition(_ effect: SegueEffectID) -> some View {
        background { SegueMarker(effect: effect, element: nil) }
    }

    /// Switches the tabs of the `TabView` this view is in with `effect`: on iOS a `TabView` is
    /// a tab bar controller, which this makes play ``UIKit/UITabBarController/segueTabEffect``.
    /// Put it on one tab's content.
    public func segueTabs(_ effect: SegueEffectID) -> some View {
        background { SegueTabInstaller(effect: effect) }
    }

    /// Marks this view as the shared element `id`: with the same id on the other screen, effects
    /// that take shared elements (`magic-move`) fly it from one frame to the other.
    public func segueElement(_ id: String) -> some View {
        background { SegueMarker(effect: nil, element: id) }
    }

    /// Marks this view as the shared element `id` within `scope` (``ElementMark/id(_:in:)``), as
    /// `matchedGeometryEffect(id:in:)` takes a namespace: in a `ForEach`, give each row's view
    /// its item's id as the scope, and the destination the id of the item it shows, so that each
    /// row flies its own view.
    public func segueElement(_ id: String, in scope: some Hashable) -> some View {
        segueElement(ElementMark.id(id, in: scope))
    }

    /// Presents `content` full screen with `effect` (and dismisses it with the effect's way back)
    /// while `isPresented` is true. The content sees this view's environment. However the cover
    /// goes (a dismissal without animation, one from a controller below, the effect's back
    /// gesture), `isPresented` goes back to false and `onDismiss` runs, as with SwiftUI's own.
    public func segueFullScreenCover<Content: View>(
        isPresented: Binding<Bool>, effect: SegueEffect, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background { SegueCoverPresenter(isPresented: isPresented, effect: { effect }, onDismiss: onDismiss, content: content) }
    }

    /// Presents `content` full screen with the effect `id` names (UIKit's cover when it cannot play).
    public func segueFullScreenCover<Content: View>(
        isPresented: Binding<Bool>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background {
            SegueCoverPresenter(
                isPresented: isPresented, effect: { SegueKitDefaults.resolver.effect(id) }, onDismiss: onDismiss, content: content)
        }
    }

    /// Presents `content` for `item` full screen with the effect `id` names while `item` is not
    /// nil, and sets it back to nil when the cover goes. A new item while one is shown updates
    /// the cover's content (SwiftUI's own would dismiss and present again).
    public func segueFullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        segueFullScreenCover(isPresented: Self.presence(of: item), effect: id, onDismiss: onDismiss) {
            if let shown = item.wrappedValue { content(shown) }
        }
    }

    /// Presents `content` as a page sheet with the effect `id` names (UIKit's sheet when it cannot play).
    public func segueSheet<Content: View>(
        isPresented: Binding<Bool>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background {
            SegueCoverPresenter(
                isPresented: isPresented, effect: { SegueKitDefaults.resolver.effect(id)?.presenting(.pageSheet) }, onDismiss: onDismiss,
                content: content)
        }
    }

    /// Presents `content` for `item` as a page sheet with the effect `id` names while `item` is not nil.
    public func segueSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        segueSheet(isPresented: Self.presence(of: item), effect: id, onDismiss: onDismiss) {
            if let shown = item.wrappedValue { content(shown) }
        }
    }

    /// True while `item` holds one; set to false, it becomes nil.
    private static func presence<Item>(of item: Binding<Item?>) -> Binding<Bool> {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}

/// An invisible child controller that finds the navigation controller above it.
struct SegueNavigationInstaller: UIViewControllerRepresentable {
    let delegate: SegueNavigationDelegate?
    var defaultEffect: SegueEffectID?

    func makeUIViewController(context: Context) -> InstallerController { InstallerController(delegate, defaultEffect: defaultEffect) }
    func updateUIViewController(_ uiViewController: InstallerController, context: Context) {}

    final class InstallerController: UIViewController {
        private let segueDelegate: SegueNavigationDelegate?
        private let defaultEffect: SegueEffectID?

        init(_ delegate: SegueNavigationDelegate?, defaultEffect: SegueEffectID?) {
            segueDelegate = delegate
            self.defaultEffect = defaultEffect
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        /// True once a missing stack has been reported.
        private var reported = false

        /// Installs as soon as the installer is in the controller tree.
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            install()
        }

        /// SwiftUI sets its own delegate on the navigation controller: install on every appearance.
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            install()
        }

        /// Says at run time, once, when there is no stack to install on.
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard !install(), !reported else { return }
            reported = true
            NSLog(
                "Segue: .segueNavigation() found no navigation controller to install on: write it on the NavigationStack, or on a view inside one; pushes keep UIKit's transition"
            )
        }

        /// Installs on the stack's navigation controller, above or beside this installer
        /// (``StackFinder``); false when there is none.
        @discardableResult
        private func install() -> Bool {
            let found = StackFinder.navigation(
                from: self as UIViewController, parent: { $0.parent }, children: { $0.children },
                isNavigation: { $0 is UINavigationController })
            guard let navigationController = found as? UINavigationController else { return false }
            if let segueDelegate {
                segueDelegate.install(on: navigationController)
                return true
            }
            if let defaultEffect { navigationController.segueDefaultEffect = defaultEffect }
            navigationController.installSegue()
            return true
        }
    }
}

/// An invisible child controller that finds the tab bar controller above it.
struct SegueTabInstaller: UIViewControllerRepresentable {
    let effect: SegueEffectID

    func makeUIViewController(context: Context) -> InstallerController { InstallerController(effect) }
    func updateUIViewController(_ uiViewController: InstallerController, context: Context) {}

    final class InstallerController: UIViewController {
        private let effect: SegueEffectID

        init(_ effect: SegueEffectID) {
            self.effect = effect
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        /// SwiftUI may set its own delegate on the tab bar controller: install on every appearance.
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            tabBarController?.segueTabEffect = effect
        }
    }
}

/// Every hosting controller's root view value, whatever its content (an unconditional
/// conformance of the generic class holds for each specialization and subclass, SwiftUI's own
/// `UIHostingController<AnyView>` subclasses included): `rootView` is public
/// (SwiftUI.swiftinterface of the iOS 16.5 SDK, line 20656).
extension UIHostingController: SegueRootViewReadable {
    var segueRootView: Any { rootView }
}

/// An invisible view inside a SwiftUI screen that names the screen's effect, or carries a shared
/// element's id at the marked view's frame. Written where a `NavigationLink` or
/// `navigationDestination` builds the destination, it is part of the view value the destination's
/// hosting controller holds, where the navigation delegate finds it when UIKit asks for the
/// animator (``DeclaredInValue``). Once SwiftUI builds the screen's body, it also tells the
/// screen's hosting controller its effect (``UIKit/UIViewController/segueEffect``); a screen
/// pushed without one by then is reported in the log
/// (``SegueNavigationDelegate/controller(_:declaredLate:in:)``).
struct SegueMarker: UIViewRepresentable, EffectDeclaringMarker {
    let effect: SegueEffectID?
    let element: String?

    /// The effect named: read from the value, off the view's life (nonisolated: a stored constant).
    nonisolated var declaredEffect: SegueEffectID? { effect }

    func makeUIView(context: Context) -> MarkerView {
        if let effect { SegueKitDefaults.resolver.prepare(effect) }
        let view = MarkerView()
        view.effect = effect
        view.segueElement = element
        return view
    }

    func updateUIView(_ uiView: MarkerView, context: Context) {
        uiView.effect = effect
        uiView.segueElement = element
        uiView.tellController()
    }

    final class MarkerView: UIView {
        var effect: SegueEffectID?

        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            tellController()
        }

        /// The nearest view controller up the responder chain is the screen's hosting controller.
        func tellController() {
            guard let effect else { return }
            var responder: UIResponder? = next
            while let current = responder {
                if let controller = current as? UIViewController {
                    // Set once: each setting installs what a push needs.
                    guard controller.segueEffect != effect else { return }
                    controller.segueEffect = effect
                    if let navigationController = controller.navigationController,
                        let delegate = navigationController.delegate as? SegueNavigationDelegate
                    {
                        delegate.controller(controller, declaredLate: effect, in: navigationController)
                    }
                    return
                }
                responder = current.next
            }
        }
    }
}

/// The root of a cover's hosting controller: the content in the presenter's environment, which a
/// `UIHostingController` does not inherit (``HostedCover``).
struct SegueCoverRoot<Content: View>: View {
    let hosted: HostedCover<Content, EnvironmentValues>

    var body: some View { hosted.content.environment(\.self, hosted.environment) }
}

/// Presents a hosting controller from the controller behind it while `isPresented` is true, with
/// SegueKitCore's ``CoverDriver`` deciding: a present waits for the presenter's window, a
/// dismissal UIKit made (the effect's back gesture, a sheet swiped down, a dismissal without
/// animation or from a controller below) sets the binding back to false, and each update gives
/// the shown cover the new content and the presenter's environment.
struct SegueCoverPresenter<Content: View>: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    /// The effect, resolved when the presenter is made (on the main actor, where the resolver lives).
    let effect: @MainActor () -> SegueEffect?
    let onDismiss: (() -> Void)?
    let content: () -> Content

    func makeUIViewController(context: Context) -> PresenterController { PresenterController(effect: effect()) }

    func updateUIViewController(_ uiViewController: PresenterController, context: Context) {
        uiViewController.isPresented = isPresented
        uiViewController.onDismiss = onDismiss
        uiViewController.driver.update(
            isPresented: isPresented.wrappedValue, inWindow: uiViewController.view.window != nil, content: content,
            environment: context.environment, host: uiViewController)
    }

    final class PresenterController: UIViewController, CoverHost, UIAdaptivePresentationControllerDelegate {
        let effect: SegueEffect?
        let driver = CoverDriver<PresenterController>()
        var isPresented: Binding<Bool>?
        var onDismiss: (() -> Void)?
        private weak var hosting: SegueCoverHostingController<SegueCoverRoot<Content>>?
        /// True once this presentation's `onDismiss` has run.
        private var dismissReported = false

        init(effect: SegueEffect?) {
            self.effect = effect
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        /// A present asked for before the view was in a window goes now; a cover that went
        /// without SegueKit seeing it (no animator ran) is reported.
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if driver.presenterDidAppear(coverStillPresented: hosting?.presentingViewController != nil, host: self) {
                coverWent(resetBinding: true)
            }
        }

        /// The cover has gone: the binding goes back to false unless it asked for the dismissal,
        /// and `onDismiss` runs once for the presentation.
        private func coverWent(resetBinding: Bool) {
            if resetBinding { isPresented?.wrappedValue = false }
            guard !dismissReported else { return }
            dismissReported = true
            onDismiss?()
        }

        func presentCover(_ root: HostedCover<Content, EnvironmentValues>) {
            let hosting = SegueCoverHostingController(rootView: SegueCoverRoot(hosted: root))
            dismissReported = false
            hosting.onGone = { [weak self] in
                guard let self else { return }
                self.coverWent(resetBinding: self.driver.didDismiss())
            }
            if let effect {
                // A new delegate per presentation, kept by the presented controller: UIKit keeps
                // its transitioning delegate weakly, and the presentation may outlive this view.
                let delegate = SegueTransitioningDelegate(effect: effect)
                delegate.prepare(hosting)
                delegate.onDismissed = { [weak self] in
                    guard let self else { return }
                    self.coverWent(resetBinding: self.driver.didDismiss())
                }
                hosting.transitioning = delegate
            } else {
                hosting.modalPresentationStyle = .fullScreen
            }
            if hosting.modalPresentationStyle == .pageSheet || hosting.modalPresentationStyle == .formSheet {
                // A sheet UIKit's own drag dismisses is reported to the presentation controller's
                // delegate; the hosting controller's viewDidDisappear reports it too, and the
                // driver counts the first. Read after the style is set: before the present,
                // "accessing this property creates a presentation controller based on the current
                // value in the modalPresentationStyle property"
                // (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller).
                hosting.presentationController?.delegate = self
            }
            self.hosting = hosting
            present(hosting, animated: true)
        }

        /// A sheet swiped down by the user: the presentation controller's delegate hears it
        /// "after the user dismisses the presented view controller using a gesture"
        /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            coverWent(resetBinding: driver.didDismiss())
        }

        func updateCover(_ root: HostedCover<Content, EnvironmentValues>) { hosting?.rootView = SegueCoverRoot(hosted: root) }

        func dismissCover() { dismiss(animated: true) }
    }
}

/// The hosting controller of a cover: it keeps the presentation's transitioning delegate (UIKit
/// keeps it weakly) and reports its own dismissal, whichever way UIKit made it: a view
/// controller being dismissed sees `isBeingDismissed` in `viewDidDisappear(_:)`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed).
final class SegueCoverHostingController<Root: View>: UIHostingController<Root> {
    var transitioning: SegueTransitioningDelegate?
    var onGone: (() -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil, let gone = onGone else { return }
        onGone = nil
        gone()
    }
}
#endif
