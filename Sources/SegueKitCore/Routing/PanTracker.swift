import SegueEngine
import SeguePlan

/// A pan gesture's decisions, from the manifest's gesture: where a touch may begin, the percent a
/// translation gives, and whether a release finishes. The UIKit side feeds it a pan recognizer's
/// `location(in:)`, `translation(in:)` and `velocity(in:)`, all in the container's coordinates.
public struct PanTracker: Sendable, Hashable {
    /// The gesture.
    public let config: GestureConfig
    /// The container's bounds.
    public let bounds: Rect

    /// Tracks `config` in a container of `bounds`.
    public init(config: GestureConfig, bounds: Rect) {
        self.config = config
        self.bounds = bounds
    }

    /// True when a touch beginning at `location` may start the gesture (the edge band).
    public func begins(at location: Point) -> Bool { config.allowsBegin(at: location, in: bounds) }

    /// The percent to pass to `update(_:)` for `translation`.
    public func percent(translation: Point) -> Double { config.percent(forTranslation: translation, in: bounds) }

    /// Whether a release with `translation` and `velocity` (points per second, both axes) finishes:
    /// past the threshold, or faster than the velocity threshold along the gesture's direction.
    public func finishes(translation: Point, velocity: Point) -> Bool {
        config.shouldFinish(percent: percent(translation: translation), velocity: config.distance(along: velocity))
    }

    /// The interaction controller's `completionSpeed` after a release at `percent`.
    public func completionSpeed(releasedAt percent: Double) -> Double { config.completionSpeed(releasedAt: percent) }

    /// The interaction controller's `completionCurve`, for a transition of `duration` seconds.
    public func completionCurve(duration: Double) -> PlanTimingFunction {
        PlanTimingFunction(config.completionCurve, segmentDuration: duration)
    }
}
