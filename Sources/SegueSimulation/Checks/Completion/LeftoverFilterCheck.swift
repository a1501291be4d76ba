import SegueEngine

/// `leftover.filter`: A filter is left on a view.
package struct LeftoverFilterCheck: Check {
    package static let description = CheckDescription(
        code: "leftover.filter", severity: .error,
        short: "A filter is left on a view",
        full: "A Core Image filter set for the transition must be removed at the end.",
        source: "A Core Image filter set for the transition stays on the layer until it is removed.")
}

extension LeftoverFilterCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        for node in end.model.nodes where node.state.filter != nil {
            report.append(Self.finding("'\(node.id)' still has a filter after the transition", at: end, of: transition))
        }
    }
}
