/// Where a scene's animations stand: the container's time for view-driven animations, and what
/// layer-driven ones do. The engine's frames and a plan's playback both give one to
/// ``LayerAnimations``.
package struct AnimationClock: Sendable, Hashable {
    /// What layer-driven animations show.
    package enum Layer: Sendable, Hashable {
        /// They follow this time of the container.
        case time(Double)
        /// They have been removed: each shows the model value it leaves for the outcome
        /// (``Track/leavesStartValue(driver:resetsModelValueOnCancel:after:)``). A percent-driven
        /// release without the interactive timer.
        case removed(TransitionOutcome)
    }

    /// A restart of every view-driven animation (Hero): each goes from its value at `fromTime`
    /// to its value at ``viewTime`` by `fraction`.
    package struct Restart: Sendable, Hashable {
        /// The container time the animations restart from.
        package var fromTime: Double
        /// How far along the fresh curve they are (0...1).
        package var fraction: Double

        /// A restart from `fromTime`, `fraction` of the way along its fresh curve.
        package init(fromTime: Double, fraction: Double) {
            self.fromTime = fromTime
            self.fraction = fraction
        }
    }

    /// The container's time (seconds since the transition began) that view-driven animations see:
    /// under percent-driven interaction the container layer is paused (`speed` 0) with its
    /// `timeOffset` at `percent * duration`.
    package var viewTime: Double
    /// What layer-driven animations show.
    package var layer: Layer
    /// A restart in progress, if any.
    package var restart: Restart?

    /// Creates a clock.
    package init(viewTime: Double, layer: Layer, restart: Restart? = nil) {
        self.viewTime = viewTime
        self.layer = layer
        self.restart = restart
    }

    /// An uninterrupted run at `time`: every animation sees the same time.
    package static func running(_ time: Double) -> AnimationClock { AnimationClock(viewTime: time, layer: .time(time)) }
}
