import SegueEngine
import SeguePlan

/// A pan gesture's decisions, from the manifest's gesture: where a touch may begin, the percent a
/// translation gives, and whether a release finishes. The UIKit side feeds it a pan recognizer's
/// `location(in:)`, `translation(in:)` and `velocity(in:)`, all in the container's coordinates.
package struct PanTracker: Sendable, Hashable {
    /// The gesture.
    package let config: GestureConfig
    /// The container's bounds.
    package let bounds: Rect

    /// Tracks `config` in a container of `bounds`.
    package init(config: GestureConfig, bounds: Rect) {
        self.config = config
        self.bounds = bounds
    }

    /// True when a touch beginning at `location` may start the gesture (the edge band).
    package func begins(at location: Point) -> Bool { config.allowsBegin(at: location, in: bounds) }

    /// The percent to pass to `update(_:)` for `translation`.
    package func percent(translation: Point) -> Double { config.percent(forTranslation: translation, in: bounds) }

    /// Whether a release with `translation` and `velocity` (points per second, both axes) finishes:
    /// past the threshold, or faster than the velocity threshold along the gesture's direction.
    package func finishes(translation: Point, velocity: Point) -> Bool {
        config.shouldFinish(percent: percent(translation: translation), velocity: config.distance(along: velocity))
    }

    /// The interaction controller's `completionSpeed` after a release at `percent`.
    package func completionSpeed(releasedAt percent: Double) -> Double { config.completionSpeed(releasedAt: percent) }

    /// The interaction controller's `completionCurve`, for a transition of `duration` seconds.
    package func completionCurve(duration: Double) -> PlanTimingFunction {
        PlanTimingFunction(config.completionCurve, segmentDuration: duration)
    }
}
