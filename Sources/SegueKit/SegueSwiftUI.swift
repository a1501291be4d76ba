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

/// Presents a hosting controller from the controller behind it when `isPresented` turns true.
struct SegueCoverPresenter<Content: View>: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    let effect: SegueEffect
    let content: () -> Content

    func makeUIViewController(context: Context) -> PresenterController { PresenterController(effect: effect) }

    func updateUIViewController(_ uiViewController: PresenterController, context: Context) {
        if isPresented.wrappedValue, uiViewController.presentedViewController == nil {
            let hosting = UIHostingController(rootView: content())
            uiViewController.delegate.prepare(hosting)
            uiViewController.present(hosting, animated: true)
        } else if !isPresented.wrappedValue, uiViewController.presentedViewController != nil {
            uiViewController.dismiss(animated: true)
        }
    }

    final class PresenterController: UIViewController {
        let delegate: SegueTransitioningDelegate

        init(effect: SegueEffect) {
            delegate = SegueTransitioningDelegate(effect: effect)
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }
    }
}
#endif
