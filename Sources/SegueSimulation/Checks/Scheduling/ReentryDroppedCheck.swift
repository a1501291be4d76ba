import SegueEngine

/// `reentry.dropped`: A present or dismiss asked for during a modal transition never happens.
package struct ReentryDroppedCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "reentry.dropped", severity: .warning,
        short: "A present or dismiss asked for during a modal transition never happens",
        full:
            "UIKit refuses a presentation or dismissal while one is in progress and only logs it ('Attempt to present ... while a presentation is in progress'), so the user's tap is lost. Make the request from the running transition's completion (reentry: wait).",
        source:
            "UIKit's log 'Attempt to present ... while a presentation is in progress': a view controller refuses a presentation or dismissal while one runs."
    )
}

extension ReentryDroppedCheck {
    /// A present or dismiss requested `when` (how far into the running transition) is refused.
    static func finding(requested: TransitionOperation, when: String, transition: Int, frame: Int) -> Finding {
        finding(
            "a \(requested.rawValue) requested \(when) never happens: UIKit refuses a presentation or dismissal while one is in progress "
                + "and only logs it, so the user's tap is lost; make the request from the running transition's completion",
            transition: transition, frame: frame)
    }
}
