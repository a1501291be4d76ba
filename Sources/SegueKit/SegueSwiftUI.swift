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

    /// Presents `content` full screen with `effect` (and dismisses it with the effect's way back)
    /// while `isPresented` is true.
    public func segueFullScreenCover<Content: View>(
        isPresented: Binding<Bool>, effect: SegueEffect, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        background { SegueCoverPresenter(isPresented: isPresented, effect: effect, content: content) }
    }
}

/// An invisible child controller that finds the navigation controller above it.
struct SegueNavigationInstaller: UIViewControllerRepresentable {
    let delegate: SegueNavigationDelegate

    func makeUIViewController(context: Context) -> InstallerController { InstallerController(delegate) }
    func updateUIViewController(_ uiViewController: InstallerController, context: Context) {}

    final class InstallerController: UIViewController {
        private let segueDelegate: SegueNavigationDelegate

        init(_ delegate: SegueNavigationDelegate) {
            segueDelegate = delegate
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let navigationController { segueDelegate.install(on: navigationController) }
        }
    }
}

/// Presents a hosting controller from the controller behind it while `isPresented` is true, with
/// SegueKitCore's ``CoverPresentation`` deciding: a present waits for the presenter's window, a
/// dismissal UIKit made (the effect's back gesture) sets the binding back to false, and each
/// update gives the shown cover the new content.
struct SegueCoverPresenter<Content: View>: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    let effect: SegueEffect
    let content: () -> Content

    func makeUIViewController(context: Context) -> PresenterController { PresenterController(effect: effect) }

    func updateUIViewController(_ uiViewController: PresenterController, context: Context) {
        uiViewController.makeContent = content
        uiViewController.isPresented = isPresented
        uiViewController.perform(
            uiViewController.cover.update(isPresented: isPresented.wrappedValue, inWindow: uiViewController.view.window != nil))
    }

    final class PresenterController: UIViewController {
        let delegate: SegueTransitioningDelegate
        var cover = CoverPresentation()
        var makeContent: (() -> Content)?
        var isPresented: Binding<Bool>?
        private weak var hosting: UIHostingController<Content>?

        init(effect: SegueEffect) {
            delegate = SegueTransitioningDelegate(effect: effect)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        /// A present asked for before the view was in a window goes now.
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            perform(cover.didMoveToWindow())
        }

        func perform(_ action: CoverPresentation.Action) {
            switch action {
            case .none:
                break
            case .present:
                guard let makeContent else { return }
                let hosting = UIHostingController(rootView: makeContent())
                delegate.prepare(hosting)
                delegate.onDismissed = { [weak self] in
                    guard let self, self.cover.didDismiss() else { return }
                    self.isPresented?.wrappedValue = false
                }
                self.hosting = hosting
                present(hosting, animated: true)
            case .updateContent:
                if let makeContent { hosting?.rootView = makeContent() }
            case .dismiss:
                dismiss(animated: true)
            }
        }
    }
}
#endif
