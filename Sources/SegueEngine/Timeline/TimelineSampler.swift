/// A timeline compiled for one transition context: scenes at any time of an uninterrupted run.
///
/// Compiling sets up the scene (created actors, setup changes) and compiles every track into a
/// ``TrackSampler`` once. ``Timeline/sample(at:in:)`` compiles for each call; keep one of these to
/// take many scenes of the same run.
public struct TimelineSampler: Sendable {
    private let resolver: SceneResolver

    /// Compiles `timeline` for `context`.
    public init(_ timeline: Timeline, in context: TransitionContext) {
        resolver = SceneResolver(timeline: timeline, context: context)
    }

    /// The resolved scene at `time` seconds of an uninterrupted run.
    public func scene(at time: Double) -> ResolvedScene {
        resolver.scene(at: .running(time))
    }
}
