import SegueEngine

/// A plan timing function evaluated for a segment of known length.
///
/// - Cubic Bézier (`CAMediaTimingFunction`,
///   https://developer.apple.com/documentation/quartzcore/camediatimingfunction): "models a
///   section of the timing curve as a cubic Bézier curve" from (0, 0) to (1, 1) through two control
///   points; the output is y at the x that equals the elapsed fraction, solved here by Newton steps
///   with a bisection fallback.
/// - SpringParameters (`CASpringAnimation`, https://developer.apple.com/documentation/quartzcore/caspringanimation):
///   a damped harmonic oscillator of `mass`, `stiffness`, `damping` and `initialVelocity`, evolving in
///   real seconds from the segment's start; where the segment ends before it settles
///   (`settlingDuration`), the value is the target, as a removed animation leaves the model value.
///   The oscillator's closed form is the engine's ``SpringParameters``.
/// - `steps()` and `linear()` are CSS Easing Level 2 functions
///   (https://www.w3.org/TR/css-easing-2/), the engine's ``TimingFunction`` implementations.
package struct PlanCurve: Sendable {
    private let function: PlanTimingFunction
    private let seconds: Double

    /// Prepares `function` for a segment lasting `seconds`.
    package init(_ function: PlanTimingFunction, seconds: Double) {
        self.function = function
        self.seconds = seconds
    }

    /// Progress at `fraction` (0...1, or beyond for an end segment under an overshooting whole curve) of the segment.
    package func progress(at fraction: Double) -> Double {
        switch function {
        case .cubicBezier(let x1, let y1, let x2, let y2, _):
            // An end segment under a whole curve overshooting 0...1 is read beyond it: the engine's
            // Bézier carries on along its end tangents there (KeyframeEvaluator, TrackSampler).
            if fraction < 0 || fraction > 1 { return TimingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: fraction) }
            return Self.bezier(x1: x1, y1: y1, x2: x2, y2: y2, at: fraction)
        case .steps(let n, let position):
            return TimingFunction.steps(n, position).progress(at: fraction)
        case .linearStops(let stops):
            return TimingFunction.linearPoints(stops).progress(at: fraction)
        case .spring(let spring):
            if fraction <= 0 { return 0 }
            if fraction >= 1 { return 1 }
            return spring.progress(at: fraction * seconds)
        }
    }

    /// y of the Bézier (0,0) (x1,y1) (x2,y2) (1,1) where its x equals `x`; linear beyond 0...1
    /// (which timing never asks for: fractions are clamped first).
    static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // B(s) = 3(1-s)^2 s P1 + 3(1-s) s^2 P2 + s^3, per coordinate.
        func curve(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = curve(x1, x2, s) - x
            if abs(error) < 1e-12 { return curve(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-9 { break }
            s -= error / d
            if !(s >= 0 && s <= 1) { break }
        }
        // Bisection: x(s) is monotonic for control x in 0...1.
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<60 {
            let value = curve(x1, x2, s)
            if abs(value - x) < 1e-13 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return curve(y1, y2, s)
    }
}
