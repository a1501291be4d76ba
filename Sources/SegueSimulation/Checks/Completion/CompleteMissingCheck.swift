import SegueEngine

/// `complete.missing`: completeTransition is never called.
package struct CompleteMissingCheck: Check {
    package static let description = CheckDescription(
        code: "complete.missing", severity: .error,
        short: "completeTransition is never called",
        full:
            "UIKit waits for completeTransition(_:) forever: the app stops responding to touches. Call it exactly once when the animation ends.",
        source:
            "UIViewControllerContextTransitioning.completeTransition(_:): 'You must call this method after your animations have completed'; until then UIKit ignores touches."
    )
}

extension CompleteMissingCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard end.calls.isEmpty else { return }
        report.append(Self.finding("completeTransition was never called: the app would hang", at: end, of: transition))
    }
}
