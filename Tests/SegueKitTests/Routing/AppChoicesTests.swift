import SegueKitCore
import Testing

/// What the app chose stands (issue 48, item 7).
@Suite struct AppChoicesTests {
    /// A controller's modal presentation style as UIKit keeps it: `.automatic` until someone sets
    /// it ("The default value for this property is UIModalPresentationStyle.automatic",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle).
    enum FakeModalStyle: Equatable { case automatic, fullScreen, overFullScreen, pageSheet, custom }

    /// `present(_:effect:)` gives the route's style only to a controller still at UIKit's
    /// default; a style the app set (over full screen, to keep its presenter visible beneath) is
    /// kept. Before, `prepare(_:)` always wrote the route's style.
    @Test func aPresentationStyleTheAppSetIsKept() {
        let route = FakeModalStyle.custom
        #expect(SegueEffect.chosenStyle(app: FakeModalStyle.automatic, route: route, automatic: .automatic) == .custom)
        for app in [FakeModalStyle.fullScreen, .overFullScreen, .pageSheet] {
            #expect(SegueEffect.chosenStyle(app: app, route: route, automatic: .automatic) == app)
        }
    }
}
