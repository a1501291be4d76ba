import SegueEngine

/// `interaction.update-after-end`: update(_:) is called after the interaction finished or cancelled.
package struct UpdateAfterEndCheck: Check {
    package static let description = CheckDescription(
        code: "interaction.update-after-end", severity: .warning,
        short: "update(_:) is called after the interaction finished or cancelled",
        full:
            "UIKit documents no meaning for update(_:) after finish() or cancel(), and Hero's controller re-seeks the running animation so the transition sticks half way (Hero issues 90, 123). Stop forwarding the pan once you have finished or cancelled.",
        source:
            "UIPercentDrivenInteractiveTransition documents one finish() or cancel() and no meaning for update(_:) after it; Hero issues 90, 123 and HeroTransition+Interactive.swift, which re-seeks a running animation.",
        broken: [.script("hero-90-update-after-end")],
        clean: [.script("hero-90-updates-stop")])
}

extension UpdateAfterEndCheck: CompletionHook {
    /// The engine ignores each late update(_:), as a controller that stops at the end does; what
    /// an app sees instead depends on its controller, so the warning says what Hero's does.
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let updates = end.callsAfterEnd.filter { if case .update = $0 { true } else { false } }.count
        guard updates > 0 else { return }
        let ended = end.outcome == .finished ? "finish()" : "cancel()"
        report.append(
            Self.finding(
                "the app called update(_:) \(updates) time\(updates == 1 ? "" : "s") after \(ended): "
                    + "UIKit documents no meaning for it, and Hero's controller re-seeks the running animation so the transition sticks "
                    + "(Hero issues 90, 123); stop forwarding the pan once you have finished or cancelled",
                at: end, of: transition))
    }
}
