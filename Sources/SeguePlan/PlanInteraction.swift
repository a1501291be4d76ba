/// How percent-driven interaction drives the plan.
public struct PlanInteraction: Sendable, Hashable {
    /// How the animations run after the finger lifts.
    public enum Release: String, Sendable, Hashable, CaseIterable {
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
    public var release: Release
    /// The curve of a ``Release/restart``.
    public var restartCurve: PlanTimingFunction?
    /// The effect's own `completionSpeed`; nil leaves the interaction controller's.
    public var completionSpeed: Double?
    /// True when `completionSpeed` returns `1 - percentComplete`.
    public var completionSpeedIsRemainingPercent: Bool
    /// The effect's own `completionCurve`; nil leaves the interaction controller's.
    public var completionCurve: PlanTimingFunction?

    /// Creates the interaction description.
    public init(
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
