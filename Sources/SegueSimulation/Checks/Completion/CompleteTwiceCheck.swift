import SegueEngine

/// `complete.twice`: completeTransition is called more than once.
package struct CompleteTwiceCheck: Check {
    package static let description = CheckDescription(
        code: "complete.twice", severity: .error,
        short: "completeTransition is called more than once",
        full: "UIKit ignores the second call, so whatever it was meant to finish is left undone.",
        source:
            "UIViewControllerContextTransitioning.completeTransition(_:) ends the transition once; UIKit acts on the first call and ignores the rest."
    )
}

extension CompleteTwiceCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard end.calls.count > 1 else { return }
        report.append(
            Self.finding(
                "completeTransition was called \(end.calls.count) times (UIKit ignores all but the first)",
                at: end, of: transition))
    }
}
