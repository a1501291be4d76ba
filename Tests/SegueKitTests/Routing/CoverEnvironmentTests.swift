import SegueKitCore
import Testing

/// Issue 35 item 6: the cover `.segueFullScreenCover` hosts by hand sees the environment of the
/// view that presents it. A `UIHostingController` is the root of its own SwiftUI hierarchy: its
/// root view starts from the default environment, so an `@EnvironmentObject` the presenter's
/// ancestors supplied is missing and SwiftUI stops the app ("set a corresponding model object on
/// an ancestor view by calling the environmentObject(_:) modifier",
/// https://developer.apple.com/documentation/swiftui/environmentobject). The fake hosting
/// controller does the same: content rendered without a carried environment reads the default one.
@MainActor @Suite struct CoverEnvironmentTests {
    /// SwiftUI's `EnvironmentValues`: environment objects and values by key.
    typealias Environment = [String: String]
    /// A view that reads the environment object "store" (`@EnvironmentObject var store: Store`).
    typealias Content = (Environment) -> String

    /// `UIHostingController(rootView:)`: renders its root in the default environment, plus what the
    /// root view itself applies (SegueKit's root applies the carried environment).
    final class FakeHost: CoverHost {
        var shown: String?
        var crashes: [String] = []
        var presents = 0

        func presentCover(_ root: HostedCover<Content, Environment>) {
            presents += 1
            shown = render(root.content, in: root.environment)
        }
        func updateCover(_ root: HostedCover<Content, Environment>) { shown = render(root.content, in: root.environment) }
        func dismissCover() { shown = nil }

        /// A hosting controller given only the content, as `.segueFullScreenCover` did before.
        func presentContentAlone(_ content: Content) { shown = render(content, in: [:]) }

        private func render(_ content: Content, in environment: Environment) -> String? {
            guard environment["store"] != nil else {
                crashes.append(
                    "No ObservableObject of type Store found. A View.environmentObject(_:) for Store may be missing as an ancestor of this view."
                )
                return nil
            }
            return content(environment)
        }
    }

    static let player: Content = { "playing from \($0["store"] ?? "?") in \($0["colorScheme"] ?? "?")" }

    @Test func theCoverSeesThePresentersEnvironmentObjectsAndValues() {
        let host = FakeHost()
        let driver = CoverDriver<FakeHost>()
        let presenter: Environment = ["store": "Library", "colorScheme": "dark"]
        driver.update(isPresented: true, inWindow: true, content: { Self.player }, environment: presenter, host: host)
        #expect(host.crashes.isEmpty)
        #expect(host.shown == "playing from Library in dark")
        // The presenter's environment changes (the system turns light): the shown cover follows.
        driver.update(
            isPresented: true, inWindow: true, content: { Self.player }, environment: ["store": "Library", "colorScheme": "light"],
            host: host)
        #expect(host.shown == "playing from Library in light" && host.presents == 1)
    }

    /// A present that waited for the window takes the environment of the latest update.
    @Test func aPresentThatWaitedForTheWindowCarriesTheLatestEnvironment() {
        let host = FakeHost()
        let driver = CoverDriver<FakeHost>()
        driver.update(isPresented: true, inWindow: false, content: { Self.player }, environment: ["store": "Old"], host: host)
        #expect(host.shown == nil)
        driver.update(
            isPresented: true, inWindow: false, content: { Self.player }, environment: ["store": "Library", "colorScheme": "dark"],
            host: host)
        driver.didMoveToWindow(host: host)
        #expect(host.shown == "playing from Library in dark")
    }

    /// The control: hosted as before, the content alone, the fake stops as SwiftUI does.
    @Test func contentHostedAloneMissesTheEnvironmentObject() {
        let host = FakeHost()
        host.presentContentAlone(Self.player)
        #expect(host.shown == nil && host.crashes.count == 1)
    }
}
