import SegueEngine

/// `percent.out-of-range`: The interaction percent leaves 0...1.
package struct PercentOutOfRangeCheck: Check {
    package static let description = CheckDescription(
        code: "percent.out-of-range", severity: .warning,
        short: "The interaction percent leaves 0...1",
        full:
            "UIPercentDrivenInteractiveTransition.update(_:) clamps below 0 and treats above 1 as complete; the gesture's percent should stay in range.",
        source: "UIPercentDrivenInteractiveTransition.update(_:) treats a percent below 0 as 0 and one above 1 as complete (issue 15).",
        broken: [.effect("drag-unclamped", in: "percent-unclamped")],
        clean: [.effect("crossfade")])

    /// Set once reported: one warning per transition.
    var reported = false
}

extension PercentOutOfRangeCheck: FrameHook, ReleaseHook {
    mutating func frame(_ frame: FrameFacts, of transition: TransitionFacts, report: inout [Finding]) {
        check(frame.sample.percent, transition: frame.sample.transition, frame: frame.sample.index, report: &report)
    }

    /// The interactive timer's crossing tick passes its percent to update(_:) too.
    mutating func release(_ moment: ReleaseMoment, of transition: TransitionFacts, report: inout [Finding]) {
        guard case .updated(let percent, let frame) = moment else { return }
        check(percent, transition: transition.index, frame: frame, report: &report)
    }

    /// Once per transition: UIKit's `update(_:)` treats below 0 as 0 and above 1 as complete, so
    /// an app that passes such a percent gets a warning saying so.
    private mutating func check(_ percent: Double, transition: Int, frame: Int, report: inout [Finding]) {
        guard !reported, percent.isFinite, percent < -1e-9 || percent > 1 + 1e-9 else { return }
        reported = true
        report.append(
            Self.finding(
                "the interaction percent \(percent) leaves 0...1: UIKit's update(_:) treats it as \(percent < 0 ? "0" : "complete (1)"); clamp it to say so",
                transition: transition, frame: frame))
    }
}
