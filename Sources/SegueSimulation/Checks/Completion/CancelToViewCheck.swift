import SegueEngine

/// `cancel.to-view`: A cancelled transition leaves the new screen behind.
package struct CancelToViewCheck: Check {
    package static let description = CheckDescription(
        code: "cancel.to-view", severity: .error,
        short: "A cancelled transition leaves the new screen behind",
        full: "After a cancel the to view must be removed from the container.",
        source:
            "After a cancelled push, presentation, tab switch or child swap UIKit removes the to view, and a presenter it kept must be as before."
    )
}

extension CancelToViewCheck: CompletionHook {
    /// A presenter that was there before must be as it was; any other to view must be gone, except
    /// the presenter of a cancelled dismissal, which UIKit leaves (``CancelPresenterLeftCheck``).
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let context = transition.context
        guard end.outcome == .cancelled else { return }
        let message: String
        if context.toViewWasPresent {
            let list = end.problems(.to, at: context.initialFrame(for: .to), in: context)
            guard !list.isEmpty else { return }
            message = "after cancel the presenter is not as before: " + list.joined(separator: ", ")
        } else if !context.cancelLeavesToView, end.model.contains(.to) {
            message = "after cancel the to view is still in the container"
        } else {
            return
        }
        report.append(Self.finding(message, at: end, of: transition))
    }
}
