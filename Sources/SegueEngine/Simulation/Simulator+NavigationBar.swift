extension SimulationRun {
    /// The message of `navigation.bar-visibility-jump`: a push or pop hid or showed an opaque
    /// navigation bar, and the to view ended where UIKit laid it out when the transition began
    /// (`finalFrame(for: .to)`, for the bar's old state), `frame`, so the navigation controller moves
    /// it to `settled` when the transition completes (``NavigationBar``; openradar 16974099,
    /// CBStoreHouseTransition issue 1).
    static func barVisibilityJump(_ bar: NavigationBar, operation: TransitionOperation, from frame: Rect, to settled: Rect) -> String {
        let hiding = !bar.isHidden(before: operation)
        let screen = operation == .push ? "the pushed screen" : "the screen the pop goes back to"
        let shift = describe(abs(settled.minY - frame.minY))
        let during = hiding
            ? "a blank strip shows where the bar was while the bar goes away"
            : "the bar comes back over the top of the screen"
        return "\(screen) \(hiding ? "hides the opaque navigation bar" : "shows the opaque navigation bar again"), but UIKit lays it out "
            + "for the bar as it was when the transition began, at \(describe(frame)) (finalFrame(for: .to) here), so \(during), and when the transition "
            + "completes the navigation controller lays the screen out at \(describe(settled)): the whole screen jumps \(hiding ? "up" : "down") "
            + "\(shift) pt (openradar 16974099; CBStoreHouseTransition issue 1). Let the screen extend under the bar "
            + "(extendedLayoutIncludesOpaqueBars = true) or make the bar translucent, so the screen has the same frame with the bar shown "
            + "or hidden, and declare it with navigationBar: translucent"
    }
}
