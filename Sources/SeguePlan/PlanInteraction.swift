/// How percent-driven interaction drives the plan.
package struct PlanInteraction: Sendable, Hashable {
    /// How the animations run after the finger lifts.
    package enum Release: String, Sendable, Hashable, CaseIterable {
        /// `UIPercentDrivenInteractiveTransition`: the container's paused time resumes towards the
        /// end (finish) or the start (cancel) at `completionSpeed` on `completionCurve`.
        case percentDriven
        /// XWTransition's display-link timer keeps calling `update(_:)` in 1/60 steps until the
        /// percent crosses 1 or 0 (``InteractiveTimer``).
        case interactiveTimer
        /// Hero: every view animation restarts from where it stands towards its end or start value,
        /// over the remaining `(1 - p) * duration` seconds on `restartCurve`.
        case restart
        /// The completion hangs on a layer animation's `animationDidStop`: released without the
        /// timer, the animations jump to their end and the completion runs on the next frame.
        case layerAnimationStops
    }

    /// How the animations run after release.
    package var release: Release
    /// The curve of a ``Release/restart``.
    package var restartCurve: PlanTimingFunction?
    /// The effect's own `completionSpeed`; nil leaves the interaction controller's.
    package var completionSpeed: Double?
    /// True when `completionSpeed` returns `1 - percentComplete`.
    package var completionSpeedIsRemainingPercent: Bool
    /// The effect's own `completionCurve`; nil leaves the interaction controller's.
    package var completionCurve: PlanTimingFunction?

    /// Creates the interaction description.
    package init(
        release: Release, restartCurve: PlanTimingFunction?, completionSpeed: Double?,
        completionSpeedIsRemainingPercent: Bool, completionCurve: PlanTimingFunction?
    ) {
        self.release = release
        self.restartCurve = restartCurve
        self.completionSpeed = completionSpeed
        self.completionSpeedIsRemainingPercent = completionSpeedIsRemainingPercent
        self.completionCurve = completionCurve
    }
}
