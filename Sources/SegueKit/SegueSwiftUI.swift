#if canImport(SwiftUI) && canImport(UIKit)
import SegueEngine
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
    /// while `isPresented` is true. This is SwiftUI's own `fullScreenCover(isPresented:onDismiss:content:)`,
    /// which Segue only animates: the content sees this view's environment with its own
    /// `dismiss` and `isPresented`, and the binding and `onDismiss` behave as SwiftUI's do. The
    /// effect's back gesture sets `isPresented` back to false. Under Reduce Motion, SwiftUI's own
    /// transition plays (unless the effect's route keeps its motion).
    public func segueFullScreenCover<Content: View>(
        isPresented: Binding<Bool>, effect: SegueEffect, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        segueCover(
            { effect }, .fullScreen, reset: { isPresented.wrappedValue = false },
            modifier: { $0.fullScreenCover(isPresented: isPresented, onDismiss: onDismiss) { content().segueCoverContent() } })
    }

    /// Presents `content` full screen with the effect `id` names (SwiftUI's own cover when it cannot play).
    public func segueFullScreenCover<Content: View>(
        isPresented: Binding<Bool>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        segueCover(
            { SegueKitDefaults.resolver.effect(id) }, .fullScreen, reset: { isPresented.wrappedValue = false },
            modifier: { $0.fullScreenCover(isPresented: isPresented, onDismiss: onDismiss) { content().segueCoverContent() } })
    }

    /// Presents `content` for `item` full screen with the effect `id` names while `item` is not
    /// nil, as SwiftUI's own `fullScreenCover(item:onDismiss:content:)`: a new item while one is
    /// shown dismisses it and presents the new one; the effect's back gesture sets `item` to nil.
    public func segueFullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        segueCover(
            { SegueKitDefaults.resolver.effect(id) }, .fullScreen, reset: { item.wrappedValue = nil },
            modifier: { $0.fullScreenCover(item: item, onDismiss: onDismiss) { content($0).segueCoverContent() } })
    }

    /// Presents `content` as a page sheet with the effect `id` names: SwiftUI's own
    /// `sheet(isPresented:onDismiss:content:)` (its sheet when the effect cannot play), which
    /// Segue animates; a sheet swiped down is SwiftUI's to report, as for its own.
    public func segueSheet<Content: View>(
        isPresented: Binding<Bool>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        segueCover(
            { SegueKitDefaults.resolver.effect(id)?.presenting(.pageSheet) }, .pageSheet, reset: { isPresented.wrappedValue = false },
            modifier: { $0.sheet(isPresented: isPresented, onDismiss: onDismiss) { content().segueCoverContent() } })
    }

    /// Presents `content` for `item` as a page sheet with the effect `id` names while `item` is
    /// not nil: SwiftUI's own `sheet(item:onDismiss:content:)`, which Segue animates.
    public func segueSheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, effect id: SegueEffectID, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        segueCover(
            { SegueKitDefaults.resolver.effect(id)?.presenting(.pageSheet) }, .pageSheet, reset: { item.wrappedValue = nil },
            modifier: { $0.sheet(item: item, onDismiss: onDismiss) { content($0).segueCoverContent() } })
    }

    /// SwiftUI's presentation `modifier` (presenting in `style`), written on an empty view in a
    /// ``SegueCoverHost`` behind this view; `reset` sets the binding back after the back gesture.
    private func segueCover<Presentation: View>(
        _ effect: @escaping @MainActor () -> SegueEffect?, _ style: PresentationStyle.Name, reset: @escaping () -> Void,
        modifier: (Color) -> Presentation
    ) -> some View {
        let presentation = modifier(Color.clear)
        return background { SegueCoverHost(effect: effect, modifier: style, goneByGesture: reset, presentation: presentation) }
    }

    /// A cover's content, with the probe that tells when SwiftUI presented it without Segue.
    fileprivate func segueCoverContent() -> some View { background { SegueCoverProbe() } }
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

        /// Installs on the stack's navigation controller, above or beside this installer, in its
        /// own tab (``StackFinder``); false when there is none.
        @discardableResult
        private func install() -> Bool {
            let found = StackFinder.navigation(
                from: self as UIViewController, parent: { $0.parent }, children: { $0.children },
                isNavigation: { $0 is UINavigationController }, isTabs: { $0 is UITabBarController })
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

/// The covers SwiftUI presented through a host, with their delegates (``CoverPresentations``).
@MainActor
enum SegueCovers {
    static let presentations = CoverPresentations<UIViewController, SegueTransitioningDelegate>()
}

/// The root of a cover's host: SwiftUI's presentation modifier on an empty view, in the
/// presenter's environment, which a `UIHostingController` does not inherit (its root view starts
/// from the default one): `.environment(\.self, _)` with the `EnvironmentValues` SwiftUI hands the
/// representable (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment).
/// SwiftUI's presentation then gives the content its own `dismiss` ("dismiss the current
/// presentation", https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss)
/// and `isPresented`.
struct SegueCoverHostRoot<Presentation: View>: View {
    let presentation: Presentation
    let environment: EnvironmentValues

    var body: some View { presentation.environment(\.self, environment) }
}

/// The host of `.segueFullScreenCover` and `.segueSheet`: an invisible child controller behind
/// the presenter that holds a ``SegueCoverHostingController`` whose root view carries SwiftUI's
/// presentation modifier, so SwiftUI presents through that hosting controller.
struct SegueCoverHost<Presentation: View>: UIViewControllerRepresentable {
    /// The effect, resolved when the host is made (on the main actor, where the resolver lives).
    let effect: @MainActor () -> SegueEffect?
    /// The style SwiftUI's modifier presents in.
    let modifier: PresentationStyle.Name
    /// Sets the binding back (false, or nil) after the effect's back gesture dismissed the cover.
    let goneByGesture: () -> Void
    let presentation: Presentation

    func makeUIViewController(context: Context) -> HostController {
        let hosting = SegueCoverHostingController(
            rootView: SegueCoverHostRoot(presentation: presentation, environment: context.environment))
        hosting.effect = effect()
        hosting.modifier = modifier
        return HostController(hosting)
    }

    func updateUIViewController(_ uiViewController: HostController, context: Context) {
        uiViewController.hosting.goneByGesture = goneByGesture
        uiViewController.hosting.rootView = SegueCoverHostRoot(presentation: presentation, environment: context.environment)
    }

    /// Fills the background, draws nothing and takes no touch; its child is the hosting controller.
    final class HostController: UIViewController {
        let hosting: SegueCoverHostingController<SegueCoverHostRoot<Presentation>>

        init(_ hosting: SegueCoverHostingController<SegueCoverHostRoot<Presentation>>) {
            self.hosting = hosting
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.isUserInteractionEnabled = false
            addChild(hosting)
            hosting.view.frame = view.bounds
            hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hosting.view.backgroundColor = .clear
            view.addSubview(hosting.view)
            hosting.didMove(toParent: self)
        }
    }
}

/// The hosting controller SwiftUI presents a cover from. Before UIKit reads the presented
/// controller's transitioning delegate (in the present itself), it gives it Segue's, as
/// ``CoverInterception`` decides, and keeps it in ``SegueCovers`` until the dismissal ends.
final class SegueCoverHostingController<Root: View>: UIHostingController<Root> {
    var effect: SegueEffect?
    var modifier: PresentationStyle.Name = .fullScreen
    var goneByGesture: (() -> Void)?
    /// The controller SwiftUI presented last through this host.
    private weak var last: UIViewController?

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        intercept(viewControllerToPresent)
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// SwiftUI dismisses its cover through this host; a call that comes after the cover went by
    /// the effect's gesture is dropped (``CoverPresentations/hostAsksDismissal(last:showing:)``).
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard SegueCovers.presentations.hostAsksDismissal(last: last, showing: presentedViewController) else {
            completion?()
            return
        }
        super.dismiss(animated: flag, completion: completion)
    }

    private func intercept(_ presented: UIViewController) {
        last = presented
        let covers = SegueCovers.presentations
        let decision = CoverInterception.decide(
            effect: effect, reduceMotion: UIAccessibility.isReduceMotionEnabled, modifier: modifier)
        guard case .segue(let style) = decision, let effect else {
            covers.didIntercept(presented, delegate: nil)
            return
        }
        // The style first: `prepare(_:)` keeps a style already set and plays the effect in it (no
        // Segue pan down a sheet), so it must see the one this presentation will have.
        // UIKit's style for the engine's, by its raw value (``ModalPresentation/Style``).
        presented.modalPresentationStyle =
            UIModalPresentationStyle(rawValue: ModalPresentation.Style(style).rawValue) ?? presented.modalPresentationStyle
        let delegate = SegueTransitioningDelegate(effect: effect)
        delegate.prepare(presented)
        delegate.onDismissed = { [weak self, weak presented] in
            guard let presented, covers.dismissalEnded(presented) else { return }
            self?.goneByGesture?()
        }
        covers.didIntercept(presented, delegate: delegate)
    }
}

/// An invisible view in a cover's content: when it enters a window and no controller of its
/// presentation came through a host (``CoverPresentations/contentAppeared(in:)``), SwiftUI
/// presented it some other way with its own transition; the log says so once.
struct SegueCoverProbe: UIViewRepresentable {
    func makeUIView(context: Context) -> ProbeView { ProbeView() }
    func updateUIView(_ uiView: ProbeView, context: Context) {}

    final class ProbeView: UIView {
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else { return }
            var responder: UIResponder? = next
            while let current = responder, !(current is UIViewController) { responder = current.next }
            var chain: [UIViewController] = []
            var controller = responder as? UIViewController
            while let current = controller {
                chain.append(current)
                controller = current.parent
            }
            guard !chain.isEmpty, SegueCovers.presentations.contentAppeared(in: chain) else { return }
            NSLog(
                "Segue: a .segueFullScreenCover or .segueSheet was presented without passing through Segue, so it plays SwiftUI's own transition, not its effect"
            )
        }
    }
}
#endif
