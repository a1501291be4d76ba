import SegueEngine

/// `navigation.back-swipe-lost`: The system swipe back no longer works after this push.
package struct BackSwipeLostCheck: RouteHook {
    package static let description = CheckDescription(
        code: "navigation.back-swipe-lost", severity: .warning,
        short: "The system swipe back no longer works after this push",
        full:
            "A navigation delegate that supplies animators turns off UINavigationController's interactivePopGestureRecognizer (openradar 15215690; Hero issues 62, 143, 269). Give the route a back gesture that pans right from the edge, or restore the system swipe and set restoresBackSwipe: true.",
        source:
            "openradar 15215690 and WordPress-iOS pull request 6639: a navigation delegate that supplies animators turns off interactivePopGestureRecognizer; Hero issues 62, 143, 269.",
        broken: [.routes("hero-62-back-swipe-lost")],
        clean: [.routes("hero-62-back-swipe-restored")])
}

extension BackSwipeLostCheck {
    /// The warning for `route`, which shows `effect`, or nil when the system's swipe back survives.
    ///
    /// Once a navigation controller's delegate implements
    /// `navigationController(_:animationControllerFor:from:to:)`, the controller's
    /// `interactivePopGestureRecognizer` no longer starts the system's edge swipe back, "even if only
    /// returning nil" (openradar 15215690; WordPress-iOS pull request 6639: "once you implement
    /// navigationController(_:animationControllerFor operation:from:to:) the navigation controller
    /// disables its interactivePopGestureRecognizer"; Hero issues 62, 143 and 269). Segue's
    /// navigation delegate is such a delegate. The swipe survives only if the effect's own back
    /// gesture takes its place (a pan to the right, which is the edge swipe's movement; `backGesture`
    /// is its direction, nil for none) or the app restores the system's (`restoresBackSwipe: true`,
    /// e.g. returning nil from the delegate while the edge gesture runs, as RMPZoomTransitionAnimator
    /// issue 1 shows). Only a push is affected.
    package static func finding(route: String, pushes: Bool, restoresBackSwipe: Bool, effect: String, backGesture: String?)
        -> Finding?
    {
        guard pushes, !restoresBackSwipe, backGesture != PanDirection.right.rawValue else { return nil }
        let gesture = backGesture.map { "its back gesture pans \($0)" } ?? "it has no back gesture"
        return finding(
            "route '\(route)' pushes with '\(effect)' through a custom navigation delegate, which turns off UIKit's edge swipe back, "
                + "and \(gesture): users cannot swipe back from this screen; give the route a back gesture "
                + "(gesture: {back: {direction: right, edgeSpacing: 40}}) or set restoresBackSwipe: true if the app restores the system swipe"
        )
    }
}
