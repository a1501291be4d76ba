import SegueEngine

/// `duration.mismatch`: The animation lasts longer or shorter than declared.
package struct DurationMismatchCheck: Check {
    package static let description = CheckDescription(
        code: "duration.mismatch", severity: .warning,
        short: "The animation lasts longer or shorter than declared",
        full:
            "transitionDuration(using:) must match what the animator runs, or interactive transitions end early or late (XWTransition's lines and scanning ran back for toDuration).",
        source:
            "UIViewControllerAnimatedTransitioning.transitionDuration(using:) is what UIPercentDrivenInteractiveTransition scrubs; XWTransition's lines and scanning animators ran back for toDuration.",
        broken: [.effect("lines-legacy", in: "back-runs-long")],
        clean: [.effect("lines-horizontal")])
}

extension DurationMismatchCheck: TimelineHook {
    mutating func timeline(_ transition: TransitionFacts, report: inout [Finding]) {
        let direction = transition.direction
        let timeline = transition.timeline
        let declared = transition.animator.duration(for: direction)
        guard !(abs(timeline.duration - declared) <= 1e-9) else { return }
        report.append(
            Self.finding(
                "the \(direction.rawValue) timeline runs \(timeline.duration) s but the declared \(direction.rawValue) duration is \(declared) s",
                of: transition))
    }
}
