import SegueEngine

/// `cancel.from-view`: A cancelled transition leaves the old screen changed.
package struct CancelFromViewCheck: Check {
    package static let description = CheckDescription(
        code: "cancel.from-view", severity: .error,
        short: "A cancelled transition leaves the old screen changed",
        full: "After a cancel the from view must be back in its initial state: frame, transform, alpha, in the container.",
        source:
            "UIPercentDrivenInteractiveTransition.cancel() runs the animations back: after a cancel the from view must be as it was, at initialFrame(for:).",
        broken: [.effect("from-faded-manual", in: "manual-cleanup")],
        clean: [.effect("from-faded-automatic", in: "automatic-cleanup")])
}

extension CancelFromViewCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard end.outcome == .cancelled else { return }
        let message: String
        if !end.model.contains(.from) {
            message = "after cancel the from view is not in the container"
        } else {
            let list = end.problems(.from, at: end.fromRest, in: transition.context)
            guard !list.isEmpty else { return }
            message = "after cancel the from view is not back in its initial state: " + list.joined(separator: ", ")
        }
        report.append(Self.finding(message, at: end, of: transition))
    }
}
