import SegueEngine

/// `tabbar.animations-left`: UIKit's animations stay on the tab bar and it stops taking touches.
package struct TabBarAnimationsLeftCheck: Check {
    package static let description = CheckDescription(
        code: "tabbar.animations-left", severity: .warning,
        short: "UIKit's animations stay on the tab bar and it stops taking touches",
        full:
            "Pushing a screen with hidesBottomBarWhenPushed, and popping back, UIKit animates the tab bar alongside the transition and leaves those animations on the bar's layer after a custom transition, so the bar stops responding (Hero issues 354, 275). Remove them when the transition ends (tabBarController?.tabBar.layer.removeAllAnimations(), as Hero does) and declare it with clearsTabBarAnimations: true.",
        source:
            "Hero issues 354, 275: after a custom push with hidesBottomBarWhenPushed, and the pop back, UIKit's animations stay on the tab bar's layer; Hero removes them (tabBar.layer.removeAllAnimations()).",
        broken: [.routes("hero-354-tab-bar-not-responding")],
        clean: [.routes("hero-354-tab-bar-animations-removed")])
}

extension TabBarAnimationsLeftCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard transition.tabBarAnimated, let tabBar = transition.tabBar, !tabBar.appRemovesAnimations else { return }
        let operation = transition.context.operation
        report.append(
            Self.finding(
                "UIKit animated the tab bar \(operation == .push ? "away for the pushed screen (hidesBottomBarWhenPushed)" : "back in") "
                    + "and leaves those animations on the bar's layer after a custom transition, so the tab bar stops responding to touches "
                    + "(Hero issues 354, 275): remove them when the transition ends (tabBarController?.tabBar.layer.removeAllAnimations(), as Hero does) "
                    + "and declare it with clearsTabBarAnimations: true",
                at: end, of: transition))
    }
}
