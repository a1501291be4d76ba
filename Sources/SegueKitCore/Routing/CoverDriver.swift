/// What `.segueFullScreenCover` gives the hosting controller it presents: the content, and the
/// environment of the view that presents it.
///
/// A `UIHostingController` is the root of a new SwiftUI hierarchy: its root view sees the default
/// environment, not the one of the view that made it, so an `@EnvironmentObject` the presenter's
/// ancestors supplied is missing there ("set a corresponding model object on an ancestor view by
/// calling the environmentObject(_:) modifier",
/// https://developer.apple.com/documentation/swiftui/environmentobject) and SwiftUI stops the app.
/// SwiftUI's own `fullScreenCover` carries the presenter's environment into the cover; a cover
/// hosted by hand must carry it itself: SegueKit's root view applies `environment` to `content`
/// (`.environment(\.self, environment)`, with the `EnvironmentValues` SwiftUI hands the
/// representable: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment).
package struct HostedCover<Content, Environment> {
    /// The cover's content, as the modifier's closure builds it now.
    package let content: Content
    /// The presenter's environment at this update.
    package let environment: Environment

    /// `content` in `environment`.
    package init(content: Content, environment: Environment) {
        self.content = content
        self.environment = environment
    }
}

/// The UIKit side of a cover: it makes a hosting controller of a root and presents it with the
/// effect's transitioning delegate, gives the shown one a new root, or dismisses it.
@MainActor
package protocol CoverHost: AnyObject {
    /// The SwiftUI content's type.
    associatedtype Content
    /// SwiftUI's `EnvironmentValues` (a fake's own type in the tests).
    associatedtype Environment
    /// Presents a hosting controller whose root is `root`.
    func presentCover(_ root: HostedCover<Content, Environment>)
    /// Gives the shown cover's hosting controller `root`.
    func updateCover(_ root: HostedCover<Content, Environment>)
    /// Dismisses the cover.
    func dismissCover()
}

/// Drives a ``CoverHost`` from SwiftUI's updates and UIKit's events with ``CoverPresentation``'s
/// decisions, handing the host the content with the presenter's environment each time.
@MainActor
package final class CoverDriver<Host: CoverHost> {
    /// The decisions so far.
    package private(set) var cover = CoverPresentation()
    private var pending: (() -> Host.Content, Host.Environment)?

    /// A driver with nothing presented.
    package init() {}

    /// A SwiftUI update (`updateUIViewController`): the binding's value, whether the presenter's
    /// view is in a window, the content builder and the presenter's environment now.
    package func update(
        isPresented: Bool, inWindow: Bool, content: @escaping () -> Host.Content, environment: Host.Environment, host: Host
    ) {
        pending = (content, environment)
        perform(cover.update(isPresented: isPresented, inWindow: inWindow), host: host)
    }

    /// The presenter's view entered a window: a present that waited goes now.
    package func didMoveToWindow(host: Host) { perform(cover.didMoveToWindow(), host: host) }

    /// The presenter's view appeared (`viewDidAppear`), its cover still presented or not: true
    /// when the cover went unseen and the binding must be set back to false
    /// (``CoverPresentation/presenterAppeared(coverStillPresented:)``); then a present that
    /// waited for the window goes.
    package func presenterDidAppear(coverStillPresented: Bool, host: Host) -> Bool {
        let gone = cover.presenterAppeared(coverStillPresented: coverStillPresented)
        didMoveToWindow(host: host)
        return gone
    }

    /// UIKit dismissed the cover: true when the binding must be set back to false.
    package func didDismiss() -> Bool { cover.didDismiss() }

    private func perform(_ action: CoverPresentation.Action, host: Host) {
        guard let (content, environment) = pending else { return }
        switch action {
        case .none: break
        case .present: host.presentCover(HostedCover(content: content(), environment: environment))
        case .updateContent: host.updateCover(HostedCover(content: content(), environment: environment))
        case .dismiss: host.dismissCover()
        }
    }
}
