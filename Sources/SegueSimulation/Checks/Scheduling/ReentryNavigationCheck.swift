import SegueEngine

/// `reentry.navigation`: A push or pop asked for during a navigation transition starts on top of it.
package struct ReentryNavigationCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "reentry.navigation", severity: .warning,
        short: "A push or pop asked for during a navigation transition starts on top of it",
        full:
            "UINavigationController starts the second transition before the first completed and logs 'nested push animation can result in corrupted navigation bar'; a pop straight after a push can leave the navigation stuck (objc.io issue 5). Hold the request until navigationController(_:didShow:animated:) and set reentry: wait, or turn the back swipe and buttons off while a transition runs.",
        source:
            "UIKit's log 'nested push animation can result in corrupted navigation bar'; objc.io issue 5 (a pop straight after a push gets stuck); SloppySwiper's duringAnimation guard.",
        broken: [.routes("objcio-5-pop-right-after-push")],
        clean: [.routes("objcio-5-pop-waits")])
}

extension ReentryNavigationCheck {
    /// A push or pop requested `when` (how far into the running one) starts on top of it.
    static func finding(
        requested: TransitionOperation, running: TransitionOperation, when: String, transition: Int, frame: Int
    ) -> Finding {
        finding(
            "a \(requested.rawValue) requested \(when) starts before the \(running.rawValue) completed: UIKit logs "
                + "'nested \(requested.rawValue) animation can result in corrupted navigation bar' and the stack can be left stuck "
                + "(objc.io issue 5, a pop straight after a push); hold the request until navigationController(_:didShow:animated:), "
                + "or turn the back swipe and buttons off while a transition runs",
            transition: transition, frame: frame)
    }
}
