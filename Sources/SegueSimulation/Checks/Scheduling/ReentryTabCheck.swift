import SegueEngine

/// `reentry.tab`: A second tab tap during a custom tab transition starts another one.
package struct ReentryTabCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "reentry.tab", severity: .warning,
        short: "A second tab tap during a custom tab transition starts another one",
        full:
            "UITabBarController starts a new custom transition while the first still holds both views: the screen can go blank and the tab bar stop responding (Hero issues 166, 193, 226, 245). Return false from tabBarController(_:shouldSelect:) while a transition runs and set reentry: refuse.",
        source: "Hero issues 166, 193, 226, 245: fast tab switching with a custom animator leaves a black screen or a dead tab bar.",
        broken: [.routes("hero-245-fast-tab-switching")],
        clean: [.routes("hero-245-tab-switch-refused")])
}

extension ReentryTabCheck {
    /// A second tab selection `when` (how far into the running switch) starts another transition.
    static func finding(when: String, transition: Int, frame: Int) -> Finding {
        finding(
            "a second tab selection \(when) starts another custom transition while the first still holds both views: "
                + "the screen can go blank and the tab bar stop responding (Hero issues 166, 193, 226, 245); "
                + "return false from tabBarController(_:shouldSelect:) while a transition runs",
            transition: transition, frame: frame)
    }
}
