import SegueEngine

/// A plan timing function evaluated for a segment of known length.
///
/// - Cubic Bézier (`CAMediaTimingFunction`,
///   https://developer.apple.com/documentation/quartzcore/camediatimingfunction): "models a
///   section of the timing curve as a cubic Bézier curve" from (0, 0) to (1, 1) through two control
///   points; the output is y at the x that equals the elapsed fraction, solved by the engine's
///   Bézier solver (Newton steps with a bisection fallback).
/// - SpringParameters (`CASpringAnimation`, https://developer.apple.com/documentation/quartzcore/caspringanimation):
///   a damped harmonic oscillator of `mass`, `stiffness`, `damping` and `initialVelocity`, evolving in
///   real seconds from the segment's start; where the segment ends before it settles
///   (`settlingDuration`), the value is the target, as a removed animation leaves the model value.
///   The oscillator's closed form is the engine's ``SpringParameters``.
/// - `steps()` and `linear()` are CSS Easing Level 2 functions
///   (https://www.w3.org/TR/css-easing-2/).
///
/// Every form is the engine's own curve (``PreparedCurve``, what a compiled track evaluates), so the
/// plan and the engine's trace ease with the same bits.
package struct PlanCurve: Sendable {
    private let curve: PreparedCurve

    /// Prepares `function` for a segment lasting `seconds`.
    package init(_ function: PlanTimingFunction, seconds: Double) {
        curve = PreparedCurve(function.timingFunction, segmentDuration: seconds)
    }

    /// Progress at `fraction` of the segment: 0...1, or beyond it for an end segment under a
    /// whole-animation curve that overshoots, where the engine's curve carries on (a Bézier along
    /// its end tangents, `steps` and `linear()` as CSS, a spring held at 0 and 1), as its
    /// `TrackSampler` does.
    package func progress(at fraction: Double) -> Double {
        curve.progress(at: fraction)
    }
}
