/// Why a timing function was rejected.
public enum TimingError: Error, Sendable, Hashable {
    /// A cubic-bezier x control point outside 0...1 (the curve would not be a function of time).
    case controlPointOutOfRange(name: String, value: Double)
    /// A number that must be finite was not.
    case notFinite(name: String)
    /// A steps() count below the minimum for its position (1, or 2 for jump-none).
    case invalidStepCount(Int)
    /// A linear() easing needs at least two stops.
    case tooFewLinearStops(Int)
    /// A spring parameter outside its domain (mass and stiffness > 0, damping >= 0, durations > 0).
    case invalidSpring(String)
}

/// A unit cubic Bézier easing with P0 = (0, 0) and P3 = (1, 1), as `CAMediaTimingFunction`.
///
/// Solved by Newton-Raphson from x itself, falling back to bisection, to about 1e-12 in t. Outside
/// 0...1 the curve continues along its end tangents (WebKit and Chromium do the same).
struct CubicBezierSolver: Sendable {
    let ax, bx, cx, ay, by, cy: Double
    let startSlope, endSlope: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        // Clamp rather than trap: validation is the caller's job, sampling must never produce nonsense.
        let x1 = x1.isFinite ? x1.clamped(to: 0...1) : 0
        let x2 = x2.isFinite ? x2.clamped(to: 0...1) : 1
        let y1 = y1.isFinite ? y1 : 0
        let y2 = y2.isFinite ? y2 : 1
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        if x1 > 0 {
            startSlope = y1 / x1
        } else if x2 > 0 {
            startSlope = y2 / x2
        } else {
            startSlope = 0
        }
        if x2 < 1 {
            endSlope = (y2 - 1) / (x2 - 1)
        } else if x1 < 1 {
            endSlope = (y1 - 1) / (x1 - 1)
        } else {
            endSlope = 0
        }
    }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The parameter t whose x is `x`, for x in 0...1.
    @inline(__always)
    func solveT(_ x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = sampleX(t) - x
            let d = sampleDerivativeX(t)
            if abs(d) < 1e-6 { break }
            let step = error / d
            // Judge convergence by the step in t, not the error in x: near a flat end a tiny x error
            // still hides a t error that a steep y would magnify.
            if abs(step) < 1e-13 && t >= 0 && t <= 1 { return t - step }
            t -= step
        }
        // Newton stalled (flat derivative) or left the interval: bisection always converges because
        // x(t) is monotone on 0...1 when the x control points are in 0...1.
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if sampleX(mid) < x { lo = mid } else { hi = mid }
            if hi - lo < 1e-15 { break }
        }
        return (lo + hi) / 2
    }

    @inline(__always)
    func value(at x: Double) -> Double {
        if x <= 0 { return x == 0 ? 0 : startSlope * x }
        if x >= 1 { return x == 1 ? 1 : 1 + endSlope * (x - 1) }
        return sampleY(solveT(x))
    }
}
