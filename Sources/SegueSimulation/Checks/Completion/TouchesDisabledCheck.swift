import SegueEngine

/// `touches.disabled`: The screen left on shows ignores touches.
package struct TouchesDisabledCheck: Check {
    package static let description = CheckDescription(
        code: "touches.disabled", severity: .error,
        short: "The screen left on shows ignores touches",
        full:
            "The effect turned a view's isUserInteractionEnabled off and the view is what the user is left on (the new screen after a finish, the old one after a cancel) with touches still off (VCTransitionsLibrary pull request 16). Turn touches back on in the completion for both outcomes.",
        source:
            "VCTransitionsLibrary pull request 16: NatGeo's cancelled interactive presentation left the from view with isUserInteractionEnabled false.",
        broken: [.effect("natgeo-touches-forgotten", in: "vctransitions-pr16-touches-left-disabled")],
        clean: [.effect("natgeo-touches-restored", in: "vctransitions-pr16-touches-restored")])
}

extension TouchesDisabledCheck: CompletionHook {
    /// A view the animator stopped touches on, left that way on the screen the user is left with:
    /// the to view after a finish (and the from view when the presentation keeps it), the from
    /// view after a cancel. VCTransitionsLibrary pull request 16 fixed exactly this in NatGeo: a
    /// cancelled interactive presentation left the from view with user interaction disabled.
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let timeline = transition.timeline
        let outcome = end.outcome
        let context = transition.context
        guard !timeline.touchesDisabled.isEmpty else { return }
        var enabled: Set<ActorID> = []
        func walk(_ steps: [CompletionStep]) {
            for step in steps {
                switch step {
                case .enableTouches(let id): enabled.insert(id)
                case .onlyIf(let condition, let nested): if condition == outcome { walk(nested) }
                default: break
                }
            }
        }
        walk(timeline.completion.steps)
        let onScreen: [ActorID] = outcome == .finished ? (context.keepsFromView ? [.to, .from] : [.to]) : [.from]
        for id in onScreen where timeline.touchesDisabled.contains(id) && !enabled.contains(id) {
            let screen = id == .to ? "the new screen" : outcome == .cancelled ? "the screen the user came back to" : "the screen beneath"
            report.append(
                Self.finding(
                    "after the transition \(outcome == .finished ? "finished" : "was cancelled"), '\(id)' keeps isUserInteractionEnabled = false: "
                        + "\(screen) ignores every tap and swipe; turn touches back on in the completion for both outcomes",
                    at: end, of: transition))
        }
    }
}
