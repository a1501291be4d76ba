import SegueEngine

/// `leftover.actor`: A view made for the transition is left in the container.
package struct LeftoverActorCheck: Check {
    package static let description = CheckDescription(
        code: "leftover.actor", severity: .error,
        short: "A view made for the transition is left in the container",
        full:
            "Snapshots, overlays and dimming views the animator adds must be removed when the transition ends, or declared to outlive it.",
        source:
            "Views the animator adds to the container (snapshots, overlays, dimming views) are its own to remove; XWTransition's XWDrawerAnimator.m keeps fromTempView on purpose, which a manifest declares with outlives:.",
        broken: [.effect("peek", in: "snapshot-left-behind")],
        clean: [.effect("peek-kept", in: "snapshot-kept-on-purpose")])
}

extension LeftoverActorCheck: CompletionHook {
    /// An actor the manifest declares in `outlives:` may stay after success; after a cancel it
    /// must still go, and an undeclared one is always reported.
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        for id in transition.resolver.createdActors where end.model.contains(id) {
            if end.outcome == .finished && transition.timeline.outlivesOnPurpose.contains(id) { continue }
            report.append(Self.finding("'\(id)' is still in the container after the transition", at: end, of: transition))
        }
    }
}
