import SegueEngine

/// `scenario.invalid-step`: A scenario step cannot run.
package struct InvalidStepCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "scenario.invalid-step", severity: .note,
        short: "A scenario step cannot run",
        full: "A step of the scenario or script does not apply here (a pop with nothing to pop) and is skipped.",
        source:
            "The engine's own: a scenario or script step that the app's state cannot take (a pop with nothing pushed, a tab that does not exist)."
    )
}

extension InvalidStepCheck {
    /// Step `step` cannot run, for the reason `message` gives; it is skipped.
    static func finding(step: Int, _ message: String) -> Finding {
        finding("step \(step): \(message); skipped")
    }
}
