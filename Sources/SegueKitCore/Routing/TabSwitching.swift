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
///
/// A switch in code made without SegueKit (`selectedIndex =`) cannot take that path: UIKit
/// selects the tab first and tells the delegate nothing. What UIKit does ask, for a tap and a
/// switch in code alike, is the delegate's animator (``switchStarts(to:)``): there SegueKit plays
/// the effect and, once the tab is shown, tells `didSelect` as a tap's is told.
package struct TabSwitching<Tab> {
    /// The tab route's `reentry:`.
    package var gate: ReentryGate<Tab>
    /// The tab a tap or SegueKit's own selection last asked for and was allowed: UIKit's next
    /// animator request for it is that selection's.
    private var asked: Tab?

    /// No switch running, under `policy`.
    package init(policy: ReentryGuard) { gate = ReentryGate(policy: policy) }

    /// A tap or a switch in code asks for `tab`: the app's delegate answers first (`app`, nil when
    /// it has no answer), a tab it refuses is not held, then the route's `reentry:` decides.
    package mutating func shouldSelect(_ tab: Tab, app: Bool?) -> Bool {
        guard app ?? true, gate.allows(tab) else { return false }
        asked = tab
        return true
    }

    /// A Segue tab switch started.
    package mutating func began() { gate.began() }

    /// The running switch ended: the tab held meanwhile, to select now and then announce with
    /// `didSelect` as a tap's selection is.
    package mutating func ended() -> Tab? {
        let held = gate.ended()
        if let held { asked = held }
        return held
    }
}

extension TabSwitching where Tab: Equatable {
    /// UIKit asks the delegate for the animator of `tab`'s switch, a tap's or one made in code
    /// (VCTransitionsLibrary starts its interactive tab transition by setting `selectedIndex` in
    /// code, CEHorizontalSwipeInteractionController.m:73, and the delegate's animator plays it;
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)).
    /// True when no tap or SegueKit selection asked for `tab`: the app switched in code, so
    /// SegueKit tells `didSelect` once the tab is shown, as UIKit does after a tap. The app's
    /// `shouldSelect` is not asked: UIKit has selected the tab by then.
    package mutating func switchStarts(to tab: Tab) -> Bool {
        defer { asked = nil }
        return asked != tab
    }
}
