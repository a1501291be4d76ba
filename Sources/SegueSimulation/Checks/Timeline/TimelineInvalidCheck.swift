import SegueEngine

/// `timeline.invalid`: The effect's timeline cannot be built.
package struct TimelineInvalidCheck: Check {
    package static let description = CheckDescription(
        code: "timeline.invalid", severity: .error,
        short: "The effect's timeline cannot be built",
        full: "The kind or keyframes produced a timeline the engine cannot run (a track with no keyframes, a time outside 0...1).",
        source: "The engine's own: a timeline it cannot run (unknown actors, keyframe times outside 0...1, values of the wrong type).")
}

extension TimelineInvalidCheck: TimelineHook {
    mutating func timeline(_ transition: TransitionFacts, report: inout [Finding]) {
        for problem in transition.resolver.problems {
            report.append(Self.finding(problem, of: transition))
        }
    }
}
