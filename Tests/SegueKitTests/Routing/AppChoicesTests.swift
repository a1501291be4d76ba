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

/// A tab switch made in code goes the tap's way (issue 48, item 7).
@Suite struct TabSwitchingTests {
    /// The app's delegate refuses the locked tab. A plain switch in code skips it (that is
    /// UIKit's, ``FakeTabBar``); SegueKit's switch in code asks it as a tap does, and tells
    /// `didSelect` after, so a SwiftUI `TabView`'s selection follows.
    @Test func aSwitchInCodeAsksTheAppsDelegateAndAnnouncesItself() {
        let bar = FakeTabBar(selected: "feed")
        bar.shouldSelect = { $0 != "locked" }
        bar.selectInCode("locked")
        #expect(bar.selected == "locked" && bar.didSelect.isEmpty)
        bar.selected = "feed"
        var switching = TabSwitching<String>(policy: .none)
        // What `segueSelect(_:)` does.
        func segueSelect(_ tab: String) {
            guard switching.shouldSelect(tab, app: bar.shouldSelect(tab)) else { return }
            bar.selectInCode(tab)
            bar.announce(tab)
        }
        segueSelect("locked")
        #expect(bar.selected == "feed" && bar.didSelect.isEmpty)
        segueSelect("settings")
        #expect(bar.selected == "settings" && bar.didSelect == ["settings"])
    }

    /// A plain `selectedIndex =` in the app's code: UIKit asks only for the animator, and
    /// SegueKit (the delegate) tells `didSelect` for it, so a `TabView`'s selection follows; a
    /// tap is told once, by UIKit, and a held tab once, by SegueKit. Before, a switch in code
    /// was told nothing (the test did not compile: there was no `switchStarts(to:)`).
    @Test func aPlainSwitchInCodeIsAnnouncedAsATapIs() {
        let bar = FakeTabBar(selected: "feed")
        var switching = TabSwitching<String>(policy: .wait)
        bar.shouldSelect = { switching.shouldSelect($0, app: nil) }
        bar.animatorAsked = { if switching.switchStarts(to: $0) { bar.announce($0) } }
        bar.tap("settings")
        #expect(bar.didSelect == ["settings"])
        bar.selectInCode("feed")
        #expect(bar.selected == "feed" && bar.didSelect == ["settings", "feed"])
        // A tab held under `wait`, then selected by SegueKit: announced by the held path only.
        switching.began()
        bar.tap("profile")
        #expect(bar.selected == "feed")
        let held = switching.ended()
        #expect(held == "profile")
        if let held {
            bar.selectInCode(held)
            bar.announce(held)
        }
        #expect(bar.didSelect == ["settings", "feed", "profile"])
    }

    /// Under `reentry: wait`, a switch asked for while one runs is held, then selected in code
    /// once it ends and announced with `didSelect` as a tap's; a tab the app refuses is not held.
    @Test func aHeldTabIsSelectedAndAnnouncedWhenTheRunningSwitchEnds() {
        let bar = FakeTabBar(selected: "feed")
        bar.shouldSelect = { $0 != "locked" }
        var switching = TabSwitching<String>(policy: .wait)
        switching.began()
        let settings = switching.shouldSelect("settings", app: bar.shouldSelect("settings"))
        let locked = switching.shouldSelect("locked", app: bar.shouldSelect("locked"))
        #expect(!settings && !locked)
        let held = switching.ended()
        #expect(held == "settings")
        if let held {
            bar.selectInCode(held)
            bar.announce(held)
        }
        #expect(bar.selected == "settings" && bar.didSelect == ["settings"])
    }
}
