import SegueEngine

/// `navigation.bar-visibility-jump`: A screen that hides or shows an opaque navigation bar jumps by the bar's height when the transition completes.
package struct BarVisibilityJumpCheck: Check {
    package static let description = CheckDescription(
        code: "navigation.bar-visibility-jump", severity: .warning,
        short: "A screen that hides or shows an opaque navigation bar jumps by the bar's height when the transition completes",
        full:
            "When the to screen of a custom push or pop hides the navigation bar (setNavigationBarHidden(true, animated: true) in viewWillAppear) or shows it again, UIKit cannot change the bar before the screen appears: it lays the screen out for the bar as it was when the transition began (finalFrame(for: .to)), and once the transition completes the navigation controller lays it out again for the bar's new state. Under an opaque bar that is a different frame: a blank strip shows where the bar was, then the whole screen jumps by the bar's height (openradar 16974099; CBStoreHouseTransition issue 1). Let the screen extend under the bar (extendedLayoutIncludesOpaqueBars = true) or make the bar translucent, and declare it with navigationBar: translucent.",
        source:
            "openradar 16974099 and CBStoreHouseTransition issue 1: a push or pop that hides or shows an opaque navigation bar lays the to screen out for the bar's old state, then again when it completes.",
        broken: [.routes("openradar-16974099-bar-hidden-jump")],
        clean: [.routes("openradar-16974099-screen-under-bar")])
}

extension BarVisibilityJumpCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard case .barVisibilityJump(let bar, let frame, let settled) = end.toView else { return }
        report.append(
            Self.finding(
                Self.message(bar, operation: transition.context.operation, from: frame, to: settled),
                at: end, of: transition))
    }

    /// A push or pop hid or showed an opaque navigation bar, and the to view ended where UIKit laid
    /// it out when the transition began (`finalFrame(for: .to)`, for the bar's old state), `frame`,
    /// so the navigation controller moves it to `settled` when the transition completes
    /// (``NavigationBar``; openradar 16974099, CBStoreHouseTransition issue 1).
    static func message(_ bar: NavigationBar, operation: TransitionOperation, from frame: Rect, to settled: Rect) -> String {
        let hiding = !bar.isHidden(before: operation)
        let screen = operation == .push ? "the pushed screen" : "the screen the pop goes back to"
        let shift = CheckText.number(abs(settled.minY - frame.minY))
        let during =
            hiding
            ? "a blank strip shows where the bar was while the bar goes away"
            : "the bar comes back over the top of the screen"
        return "\(screen) \(hiding ? "hides the opaque navigation bar" : "shows the opaque navigation bar again"), but UIKit lays it out "
            + "for the bar as it was when the transition began, at \(CheckText.frame(frame)) (finalFrame(for: .to) here), so \(during), and when the transition "
            + "completes the navigation controller lays the screen out at \(CheckText.frame(settled)): the whole screen jumps \(hiding ? "up" : "down") "
            + "\(shift) pt (openradar 16974099; CBStoreHouseTransition issue 1). Let the screen extend under the bar "
            + "(extendedLayoutIncludesOpaqueBars = true) or make the bar translucent, so the screen has the same frame with the bar shown "
            + "or hidden, and declare it with navigationBar: translucent"
    }
}
