import SegueEngine

/// `final.presenter`: The presenter is missing or moved after a presentation.
package struct FinalPresenterCheck: Check {
    package static let description = CheckDescription(
        code: "final.presenter", severity: .error,
        short: "The presenter is missing or moved after a presentation",
        full: "A presentation that keeps its presenter must leave the presenter's view where it was.",
        source:
            "UIPresentationController.shouldRemovePresentersView: presentations that keep the presenter (over full screen, form and page sheets, popovers) leave its view where it was."
    )
}

extension FinalPresenterCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let context = transition.context
        guard end.outcome == .finished, context.keepsFromView else { return }
        let message: String
        if !end.model.contains(.from) {
            message = "the presenter's view was removed although the presentation keeps it (black screen)"
        } else {
            let list = end.problems(.from, at: context.finalFrame(for: .from), in: context)
            guard !list.isEmpty else { return }
            message = "the presenter stays but has " + list.joined(separator: ", ")
        }
        report.append(Self.finding(message, at: end, of: transition))
    }
}
