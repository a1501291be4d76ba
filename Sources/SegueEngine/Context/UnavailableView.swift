/// The view an animator cannot reach under an over-full-screen or custom presentation.
///
/// UIKit hands the animator the presenting view controller's view only when the presentation
/// removes it: `view(forKey:)` "may return nil, which indicates that the animator should not
/// manipulate the associated view controller's view" (UIViewControllerContextTransitioning,
/// `view(forKey:)`, Apple's documentation), and for `.overFullScreen` and `.custom` presentations
/// (whose presentation controller keeps `shouldRemovePresentersView == false`) it does return nil
/// for the presenter: `.from` while presenting, `.to` while dismissing (Apple's "Customizing the
/// Transition Animations", *Custom View Controller Transitions* sample: "the presenting view
/// controller's view is not part of the container for these styles"). Everything the effect asks
/// of that view is sent to nil and does nothing; the presenter stays where it is, underneath.
///
/// `apply` removes from a timeline what would be sent to the nil view (its tracks, set-up changes
/// and completion steps, and the snapshots or slices of it, which `snapshotView` of nil cannot
/// make) and says what it removed, for the `presentation.presenter-unavailable` finding.
package enum UnavailableView {
    /// The actor `view(forKey:)` returns nil for in this context, if any.
    package static func actor(in context: TransitionContext) -> ActorID? {
        guard let style = context.presentationStyle, style.keepsPresenter else { return nil }
        switch context.operation {
        case .present: return .from
        case .dismiss: return .to
        default: return nil
        }
    }

    /// The timeline as a device plays it, and what the effect asked of the unreachable view. An
    /// animator that takes the view from its controller (``Timeline/reachesPresenter``) reaches it:
    /// nothing is removed.
    package static func apply(to timeline: Timeline, in context: TransitionContext) -> (timeline: Timeline, ignored: [String]) {
        guard !timeline.reachesPresenter, let unavailable = actor(in: context) else { return (timeline, []) }
        // The nil view and everything made from it (snapshots, slices, and what hangs under them).
        var gone: Set<ActorID> = [unavailable]
        var grew = true
        while grew {
            grew = false
            for actor in timeline.actors where !gone.contains(actor.id) {
                // A snapshot of nil is nil; a subview added to nil is never on screen.
                if actor.source.map(gone.contains) == true || gone.contains(actor.parent) {
                    gone.insert(actor.id)
                    grew = true
                }
            }
        }
        var ignored: [String] = []
        var result = timeline
        result.actors = timeline.actors.filter { actor in
            guard gone.contains(actor.id) else { return true }
            ignored.append("\(actor.id) (\(actor.role.rawValue))")
            return false
        }
        result.tracks = timeline.tracks.filter { track in
            guard gone.contains(track.actor) else { return true }
            ignored.append("\(track.actor).\(track.property.rawValue)")
            return false
        }
        result.touchesDisabled = timeline.touchesDisabled.filter { !gone.contains($0) }
        result.setup = timeline.setup.filter { change in
            let target: ActorID
            let what: String
            switch change {
            case .set(let id, let property, _): (target, what) = (id, property.rawValue)
            case .mask(let id, _): (target, what) = (id, "mask")
            case .filter(let id, _): (target, what) = (id, "filter")
            }
            guard gone.contains(target) else { return true }
            ignored.append("\(target).\(what) (set up)")
            return false
        }
        result.completion = CompletionPlan(Self.steps(timeline.completion.steps, keepingAwayFrom: gone, ignored: &ignored))
        return (result, ignored)
    }

    /// Completion steps without those addressed to the nil view or what was made from it. The
    /// clean-up every timeline gets (restoring, showing, unmasking) is dropped quietly; a step that
    /// changes the view (hiding, removing, setting a property) is reported.
    private static func steps(
        _ steps: [CompletionStep], keepingAwayFrom gone: Set<ActorID>, ignored: inout [String]
    ) -> [CompletionStep] {
        steps.compactMap { step in
            switch step {
            case .removeActor(let id), .restoreInitialState(let id), .showView(let id), .removeMask(let id),
                .removeFilter(let id), .enableTouches(let id):
                return gone.contains(id) ? nil : step
            case .setProperty(let id, let property, _):
                guard gone.contains(id) else { return step }
                if id == .from || id == .to, property == .transform { return nil }  // the standard reset
                ignored.append("\(id).\(property.rawValue) (at completion)")
                return nil
            case .hideView(let id), .removeFromSuperview(let id):
                guard gone.contains(id) else { return step }
                ignored.append(step.isHide ? "hiding \(id) (at completion)" : "removing \(id) (at completion)")
                return nil
            case .completeTransition: return step
            case .onlyIf(let outcome, let inner):
                return .onlyIf(outcome, Self.steps(inner, keepingAwayFrom: gone, ignored: &ignored))
            }
        }
    }
}

extension CompletionStep {
    fileprivate var isHide: Bool {
        if case .hideView = self { return true }
        return false
    }
}
