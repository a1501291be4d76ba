import SegueEngine

/// How a tab switch goes, whether the user tapped a tab or the app switched in code.
///
/// UIKit asks the tab bar controller's delegate `tabBarController(_:shouldSelect:)` and tells it
/// `tabBarController(_:didSelect:)` only for a tap: both are "called only in response to user
/// taps in the tab bar and [are] not called when your code changes the tab bar contents
/// programmatically"
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)).
/// So a switch in code skipped the app's own `shouldSelect` and the route's `reentry:`, and a tab
/// SegueKit held under `wait` and selected in code once the running switch ended was never told
/// to `didSelect`, where a SwiftUI `TabView`'s delegate updates its `selection`. Through
/// SegueKit (`segueSelect(_:)`, and the held tab), every switch takes the tap's path: the app's
/// answer, then the gate, then `didSelect`.
package struct TabSwitching<Tab> {
    /// The tab route's `reentry:`.
    package var gate: ReentryGate<Tab>

    /// No switch running, under `policy`.
    package init(policy: ReentryGuard) { gate = ReentryGate(policy: policy) }

    /// A tap or a switch in code asks for `tab`: the app's delegate answers first (`app`, nil when
    /// it has no answer), a tab it refuses is not held, then the route's `reentry:` decides.
    package mutating func shouldSelect(_ tab: Tab, app: Bool?) -> Bool {
        guard app ?? true else { return false }
        return gate.allows(tab)
    }

    /// A Segue tab switch started.
    package mutating func began() { gate.began() }

    /// The running switch ended: the tab held meanwhile, to select now and then announce with
    /// `didSelect` as a tap's selection is.
    package mutating func ended() -> Tab? { gate.ended() }
}
