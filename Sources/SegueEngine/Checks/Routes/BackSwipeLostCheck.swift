/// `navigation.back-swipe-lost`: The system swipe back no longer works after this push.
package struct BackSwipeLostCheck: Check {
    package static let description = CheckDescription(
        code: "navigation.back-swipe-lost", severity: .warning, hooks: [.route],
        short: "The system swipe back no longer works after this push",
        full:
            "A navigation delegate that supplies animators turns off UINavigationController's interactivePopGestureRecognizer (openradar 15215690; Hero issues 62, 143, 269). Give the route a back gesture that pans right from the edge, or restore the system swipe and set restoresBackSwipe: true.",
        source:
            "openradar 15215690 and WordPress-iOS pull request 6639: a navigation delegate that supplies animators turns off interactivePopGestureRecognizer; Hero issues 62, 143, 269.",
        broken: [.routes("hero-62-back-swipe-lost")],
        clean: [.routes("hero-62-back-swipe-restored")])
}
