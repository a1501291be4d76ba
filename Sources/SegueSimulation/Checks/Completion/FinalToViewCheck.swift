import SegueEngine

/// `final.to-view`: The arriving screen is not where UIKit expects after the transition.
package struct FinalToViewCheck: Check {
    package static let description = CheckDescription(
        code: "final.to-view", severity: .error,
        short: "The arriving screen is not where UIKit expects after the transition",
        full: "After a finished transition the to view must sit at finalFrame(for:) with an identity transform and full alpha.",
        source:
            "UIViewControllerContextTransitioning.finalFrame(for:): where the to view must be when the transition completes, untransformed and opaque.",
        broken: [.effect("to-half-faded", in: "manual-cleanup")],
        clean: [.effect("crossfade")])
}

extension FinalToViewCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let message: String
        switch end.toView {
        case .missing: message = "after success the to view is not in the container"
        case .rests(let problems) where !problems.isEmpty: message = "after success the to view has " + problems.joined(separator: ", ")
        default: return
        }
        report.append(Self.finding(message, at: end, of: transition))
    }
}
