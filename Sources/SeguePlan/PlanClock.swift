import SegueEngine

/// Where a plan's animations stand: the container's time for view-driven animations, and what
/// layer-driven ones do.
package struct PlanClock: Sendable, Hashable {
    /// What layer-driven animations show.
    package enum Layer: Sendable, Hashable {
        /// They follow this time of the container.
        case time(Double)
        /// They have been removed: each shows its model value for the outcome
        /// (``PlanAnimation/modelValue(for:)``). Percent-driven release without the interactive timer.
        case removed(TransitionOutcome)
    }

    /// A restart of every view-driven animation (Hero): each goes from its value at `fromTime`
    /// to its value at ``viewTime`` by `fraction`.
    package struct Restart: Sendable, Hashable {
        /// The container time the animations restart from.
        package var fromTime: Double
        /// How far along the fresh curve they are (0...1).
        package var fraction: Double
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
    package static func running(_ time: Double) -> PlanClock { PlanClock(viewTime: time, layer: .time(time)) }
}
