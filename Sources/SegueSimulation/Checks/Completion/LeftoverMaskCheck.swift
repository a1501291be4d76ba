import SegueEngine

/// `leftover.mask`: A mask is left on a view.
package struct LeftoverMaskCheck: Check {
    package static let description = CheckDescription(
        code: "leftover.mask", severity: .error,
        short: "A mask is left on a view",
        full: "A mask set for the transition must be removed at the end, or the view stays clipped.",
        source: "CALayer.mask clips the view until it is removed; a mask set for the transition is the animator's to remove.",
        broken: [.effect("mask-manual", in: "manual-cleanup")],
        clean: [.effect("mask-automatic", in: "automatic-cleanup")])
}

extension LeftoverMaskCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard !transition.timeline.masksStayOnPurpose else { return }
        for id in [ActorID.container, .from, .to] where end.model.node(id)?.state.mask != nil {
            report.append(Self.finding("'\(id)' still has a mask after the transition", at: end, of: transition))
        }
    }
}
