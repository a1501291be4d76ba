/// One actor of a staged timeline: who it is, and its state before and after the animator's setup.
package struct StagedActor: Sendable, Hashable {
    /// Id.
    package var id: ActorID
    /// Role.
    package var role: ActorRole
    /// The view a snapshot or slice shows.
    package var source: ActorID?
    /// The parent; nil for the container.
    package var parent: ActorID?
    /// True for actors the timeline creates (snapshots, slices, overlays, ...).
    package var isCreated: Bool
    /// The state before the animator touched anything (what `restoreInitialState` returns to);
    /// a created actor's spec state.
    package var before: ActorState
    /// The state after created actors and setup changes: the model value each property shows
    /// until an animation covers it.
    package var start: ActorState
}

/// A track in the order the engine applies it, with its backwards fill.
package struct StagedTrack: Sendable, Hashable {
    /// The track.
    package var track: Track
    /// How the track fills the time outside its interval: `.both` for the earliest track of its
    /// actor and property (its first value shows before it begins), `.forwards` for a later one
    /// (nothing until it begins). The engine's scene and the plan time the track through this.
    package var fillMode: FillMode
    /// True for tracks the presentation controller adds (the dimming view's fade), not the animator.
    package var isPresentationChrome: Bool
}

/// What the engine samples for one timeline in one context, laid out for other forms to compile from
/// (animation plans): the scene's actors in insertion order and the tracks in application order.
///
/// Built by the same ``SceneResolver`` the simulator samples, so the two never disagree on which
/// real views exist, the presentation's dimming view and its fade, or the order tracks apply in.
package struct TimelineStaging: Sendable {
    /// Every actor of the scene before the first frame, in insertion order (real views first).
    package let actors: [StagedActor]
    /// Tracks that apply something (with keyframes, on an actor of the scene), stably sorted by begin.
    package let tracks: [StagedTrack]
    /// Soundness problems of the timeline (empty for a sound one).
    package let problems: [String]

    /// Stages `timeline` for `context`.
    package init(_ timeline: Timeline, in context: TransitionContext) {
        let resolver = SceneResolver(timeline: timeline, context: context)
        let created = Set(resolver.createdActors)
        actors = resolver.startModel.nodes.map { node in
            let before =
                resolver.initialModel.node(node.id)?.state
                ?? timeline.actors.first { $0.id == node.id }?.initial ?? node.state
            return StagedActor(
                id: node.id, role: node.role, source: node.source, parent: node.parent,
                isCreated: created.contains(node.id), before: before, start: node.state)
        }
        tracks = zip(resolver.animations.animations, resolver.isChrome).map { animation, isChrome in
            StagedTrack(track: animation.sampler.track, fillMode: animation.fillMode, isPresentationChrome: isChrome)
        }
        problems = resolver.problems
    }
}
