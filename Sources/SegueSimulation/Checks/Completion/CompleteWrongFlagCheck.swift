import SegueEngine

/// `complete.wrong-flag`: completeTransition gets the wrong flag.
package struct CompleteWrongFlagCheck: Check {
    package static let description = CheckDescription(
        code: "complete.wrong-flag", severity: .error,
        short: "completeTransition gets the wrong flag",
        full: "didComplete must be !transitionWasCancelled; a wrong flag leaves both screens, or neither, in the hierarchy.",
        source:
            "UIViewControllerContextTransitioning.completeTransition(_:): didComplete is true when the transition completed and false when it was cancelled, which is !transitionWasCancelled."
    )
}

extension CompleteWrongFlagCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let expected = end.outcome == .finished
        guard let wrong = end.calls.first(where: { $0 != expected }) else { return }
        report.append(
            Self.finding(
                "completeTransition(\(wrong)) on a \(end.outcome.rawValue) transition; pass !transitionWasCancelled",
                at: end, of: transition))
    }
}
