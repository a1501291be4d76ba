import SegueEngine

/// `reentry.container`: A child swap during a running swap starts another one.
package struct ReentryContainerCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "reentry.container", severity: .warning,
        short: "A child swap during a running swap starts another one",
        full:
            "A custom container has no guard of UIKit's: both transitions move the same views at once. Ignore or queue swaps while one runs (reentry: refuse or wait).",
        source:
            "UIKit's view controller containment has no guard against a second transition while one runs: the custom container must keep one."
    )
}

extension ReentryContainerCheck {
    /// A child swap requested `when` (how far into the running swap) starts another one.
    static func finding(when: String, transition: Int, frame: Int) -> Finding {
        finding(
            "a child swap requested \(when) starts while the first still owns the container: a custom container has "
                + "no guard of UIKit's, so both transitions move the same views; ignore or queue swaps while one runs",
            transition: transition, frame: frame)
    }
}
