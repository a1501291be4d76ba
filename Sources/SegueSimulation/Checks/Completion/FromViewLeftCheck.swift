import SegueEngine

/// `final.from-view-present`: The leaving screen stays after a finished transition.
package struct FromViewLeftCheck: Check {
    package static let description = CheckDescription(
        code: "final.from-view-present", severity: .error,
        short: "The leaving screen stays after a finished transition",
        full:
            "After a finished push, pop, tab or child swap the from view is removed; leaving it in the container covers or blocks the new screen.",
        source:
            "After a finished push, pop, tab switch or child swap UIKit removes the from view; the engine models that removal, so a from view still there was put back by the animator."
    )
}

extension FromViewLeftCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard end.outcome == .finished, !transition.context.keepsFromView, end.model.contains(.from) else { return }
        report.append(Self.finding("after success the from view is still in the container", at: end, of: transition))
    }
}
