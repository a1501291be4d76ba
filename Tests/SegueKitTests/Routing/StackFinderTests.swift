import SegueKitCore
import Testing

/// `.segueNavigation()` finds its stack's navigation controller wherever it is written (issue 48,
/// item 4). The fake controllers form the trees SwiftUI builds: a `NavigationStack` is a
/// navigation controller hosted as a child of the hosting controller around it, its root view a
/// hosting controller inside it (UIKit's `children` and `parent`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/children), the installer a
/// child of the controller of the view the modifier is on, and a tab bar controller's children
/// its tabs (https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers).
/// swiftui-navigation-transitions finds the stack the same way, above or among the descendants
/// of the nearest common ancestor of its anchors (SwiftUIIntrospect's scopes,
/// siteline/swiftui-introspect Sources/Introspect.swift:161-187 at commit 9c0d0a2).
@Suite struct StackFinderTests {
    final class Controller {
        let name: String
        weak var parent: Controller?
        var children: [Controller] = []
        init(_ name: String, in parent: Controller? = nil) {
            self.name = name
            if let parent {
                self.parent = parent
                parent.children.append(self)
            }
        }
        var isNavigation: Bool { name.hasPrefix("navigation") }
        var isTabs: Bool { name.hasPrefix("tabs") }
    }

    static func find(from installer: Controller) -> String? {
        StackFinder.navigation(
            from: installer, parent: { $0.parent }, children: { $0.children }, isNavigation: { $0.isNavigation }, isTabs: { $0.isTabs }
        )?.name
    }

    /// On the stack's root view: the navigation controller above (what `navigationController` read before).
    @Test func onTheRootViewItIsTheAncestor() {
        let app = Controller("app hosting")
        let navigation = Controller("navigation", in: app)
        let root = Controller("root hosting", in: navigation)
        #expect(Self.find(from: Controller("installer", in: root)) == "navigation")
    }

    /// On the `NavigationStack` itself (so it is loaded even when the stack is restored from a
    /// path and its root never shows): the installer is the stack's sibling. Before, the
    /// installer read its own `navigationController`, nil there, and did nothing.
    @Test func onTheNavigationStackItIsTheSibling() {
        let app = Controller("app hosting")
        let installer = Controller("installer", in: app)
        _ = Controller("navigation", in: app)
        #expect(Self.find(from: installer) == "navigation")
        // In a tab: the nearest ancestor's stack, not another tab's.
        let tabs = Controller("tabs")
        let first = Controller("first tab hosting", in: tabs)
        _ = Controller("navigation of the first tab", in: first)
        let second = Controller("second tab hosting", in: tabs)
        let secondInstaller = Controller("installer", in: second)
        _ = Controller("navigation of the second tab", in: second)
        #expect(Self.find(from: secondInstaller) == "navigation of the second tab")
    }

    /// In a tab without a stack of its own: none (which the installer reports), not the stack of
    /// another tab. Before, the search climbed to the tab bar controller and took the first
    /// tab's stack from there ("navigation of the first tab").
    @Test func inATabWithoutAStackItIsNotAnotherTabs() {
        let tabs = Controller("tabs")
        let first = Controller("first tab hosting", in: tabs)
        _ = Controller("navigation of the first tab", in: first)
        let second = Controller("second tab hosting", in: tabs)
        #expect(Self.find(from: Controller("installer", in: second)) == nil)
        // The tab bar controller's own stack (a tab that is a navigation controller) is found.
        let third = Controller("navigation of the third tab", in: tabs)
        let root = Controller("third root hosting", in: third)
        #expect(Self.find(from: Controller("installer", in: root)) == "navigation of the third tab")
    }

    /// A stack around the tab bar controller (`NavigationStack { TabView { ... } }`, or a UIKit
    /// navigation controller whose root is a tab bar controller) is found from inside a tab, as
    /// UIKit's `navigationController` finds it ("the nearest ancestor in the view controller
    /// hierarchy that is a navigation controller",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller).
    /// Stopping the climb at the tab bar controller lost it (a review of the fix above).
    @Test func aStackAroundTheTabsIsFoundFromATab() {
        let app = Controller("app hosting")
        let navigation = Controller("navigation around the tabs", in: app)
        let tabsHosting = Controller("tabs hosting", in: navigation)
        let tabs = Controller("tabs", in: tabsHosting)
        let tab = Controller("first tab hosting", in: tabs)
        #expect(Self.find(from: Controller("installer", in: tab)) == "navigation around the tabs")
        // Not a stack beside the tabs: nothing above the tab bar controller is searched down.
        let beside = Controller("beside hosting", in: app)
        _ = Controller("navigation beside the tabs", in: beside)
        let bare = Controller("tabs", in: Controller("bare hosting", in: beside))
        #expect(Self.find(from: Controller("installer", in: Controller("a tab", in: bare))) == nil)
    }

    /// No stack anywhere: nil, which the installer reports at run time.
    @Test func withoutAStackThereIsNone() {
        let app = Controller("app hosting")
        #expect(Self.find(from: Controller("installer", in: app)) == nil)
    }
}

/// `segueEffect` set on a screen not yet in a stack installs Segue on the navigation controllers
/// that may push it (issue 48, item 7): every one in the windows' controller trees, presented
/// ones included (UIKit's `presentedViewController`,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller).
@Suite struct VisibleStacksTests {
    final class Controller {
        let name: String
        var children: [Controller] = []
        var presented: Controller?
        init(_ name: String, in parent: Controller? = nil) {
            self.name = name
            parent?.children.append(self)
        }
        var isNavigation: Bool { name.hasPrefix("navigation") }
    }

    static func find(_ roots: [Controller]) -> [String] {
        StackFinder.navigations(under: roots, children: { $0.children }, presented: { $0.presented }, isNavigation: { $0.isNavigation })
            .map(\.name)
    }

    @Test func everyStackOfEveryTabAndPresentationIsFound() {
        let tabs = Controller("tabs")
        let feed = Controller("navigation feed", in: tabs)
        _ = Controller("feed root", in: feed)
        _ = Controller("settings", in: tabs)
        let sheet = Controller("navigation sheet")
        feed.children[0].presented = sheet
        let other = Controller("navigation of a second window")
        #expect(Self.find([tabs, other]) == ["navigation of a second window", "navigation feed", "navigation sheet"])
    }

    @Test func aWindowWithoutAStackHasNone() {
        let root = Controller("root")
        _ = Controller("child", in: root)
        #expect(Self.find([root]).isEmpty)
    }
}
