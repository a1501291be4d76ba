/// How a spring timing is parameterised.
public enum SpringTiming: Sendable, Hashable, Codable {
    /// A `CASpringAnimation`: evolves in real seconds from the start of its segment, whatever the
    /// segment's length; if the segment ends first, the value snaps to the target.
    case physical(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`, fitted to the segment's duration.
    case dampingRatio(Double, initialVelocity: Double)
    /// SwiftUI's `.spring(duration:bounce:)`: physical, evolving in real seconds.
    case bounce(duration: Double, bounce: Double)

    /// The spring this timing runs for a segment of `segmentDuration` seconds.
    package func spring(forSegmentDuration segmentDuration: Double) -> SpringParameters {
        switch self {
        case .physical(let mass, let stiffness, let damping, let velocity):
            return SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .dampingRatio(let ratio, let velocity):
            return FittedSpringCache.spring(duration: segmentDuration, dampingRatio: ratio, initialVelocity: velocity)
        case .bounce(let duration, let bounce):
            return .bounce(duration: duration, bounce: bounce)
        }
    }
}

/// A timing curve mapping a segment's elapsed fraction to its progress.
///
/// Bézier curves follow Core Animation; `steps` and `linearPoints` follow CSS Easing Level 2; springs
/// follow the closed forms of ``SpringParameters``. Every function returns exactly 0 at fraction 0 (except a
/// `steps` jump at the start) and exactly 1 at fraction 1.
public enum TimingFunction: Sendable, Hashable, Codable {
    /// Constant speed.
    case linear
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    case easeIn
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    case easeOut
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1), UIKit's default view curve.
    case easeInEaseOut
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1), CSS `ease`.
    case `default`
    /// A custom cubic Bézier; x control points must be in 0...1 (see ``validatedCubicBezier(x1:y1:x2:y2:)``).
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// CSS `steps(n, position)`.
    case steps(Int, StepPosition)
    /// CSS `linear(stops...)`.
    case linearPoints([LinearStop])
    /// A spring.
    case spring(SpringTiming)

    /// A cubic Bézier after checking that both x control points are finite and in 0...1.
    package static func validatedCubicBezier(x1: Double, y1: Double, x2: Double, y2: Double) throws(TimingError)
        -> TimingFunction
    {
        let curve = TimingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        try curve.validate()
        return curve
    }

    /// Throws when the function's parameters are outside their domain.
    public func validate() throws(TimingError) {
        switch self {
        case .linear, .easeIn, .easeOut, .easeInEaseOut, .default: return
        case .cubicBezier(let x1, let y1, let x2, let y2):
            for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
                throw .notFinite(name: name)
            }
            if !(0...1).contains(x1) { throw .controlPointOutOfRange(name: "x1", value: x1) }
            if !(0...1).contains(x2) { throw .controlPointOutOfRange(name: "x2", value: x2) }
        case .steps(let n, let position):
            if n < (position == .jumpNone ? 2 : 1) { throw .invalidStepCount(n) }
        case .linearPoints(let stops):
            if stops.count < 2 { throw .tooFewLinearStops(stops.count) }
            for stop in stops where !stop.output.isFinite || !(stop.input?.isFinite ?? true) {
                throw .notFinite(name: "linear stop")
            }
        case .spring(let timing):
            switch timing {
            case .physical(let m, let k, let c, let v):
                _ = try SpringParameters.validated(mass: m, stiffness: k, damping: c, initialVelocity: v)
            case .dampingRatio(let ratio, let v):
                guard ratio.isFinite, v.isFinite else { throw .notFinite(name: "spring") }
                guard ratio > 0 else { throw .invalidSpring("dampingRatio must be > 0") }
            case .bounce(let duration, let bounce):
                guard duration.isFinite, bounce.isFinite else { throw .notFinite(name: "spring") }
                guard duration > 0 else { throw .invalidSpring("duration must be > 0") }
                guard bounce > -1 && bounce <= 1 else { throw .invalidSpring("bounce must be in (-1, 1]") }
            }
        }
    }

    /// Core Animation's named curves, in the order the manifest reference lists them.
    package static let named: [TimingFunction] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    /// A cubic Bézier's control points, with Core Animation's name for a named curve
    /// (`kCAMediaTimingFunctionEaseIn` is `easeIn`) and nil for a custom one.
    package struct Bezier: Sendable, Hashable {
        package let x1: Double
        package let y1: Double
        package let x2: Double
        package let y2: Double
        package let name: String?
    }

    /// The curve by its form, a named curve as the Bézier it is: the one place the named curves'
    /// names and control points are written, read by the sampler, the plan (Core Animation's and
    /// the web's curves) and the manifest's words.
    package enum Form: Sendable, Hashable {
        case bezier(Bezier)
        case steps(Int, StepPosition)
        case linearPoints([LinearStop])
        case spring(SpringTiming)
    }

    /// This curve's ``Form``.
    package var form: Form {
        switch self {
        case .linear: .bezier(Bezier(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear"))
        case .easeIn: .bezier(Bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, name: "easeIn"))
        case .easeOut: .bezier(Bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, name: "easeOut"))
        case .easeInEaseOut: .bezier(Bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "easeInEaseOut"))
        case .default: .bezier(Bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, name: "default"))
        case .cubicBezier(let x1, let y1, let x2, let y2): .bezier(Bezier(x1: x1, y1: y1, x2: x2, y2: y2, name: nil))
        case .steps(let n, let position): .steps(n, position)
        case .linearPoints(let stops): .linearPoints(stops)
        case .spring(let timing): .spring(timing)
        }
    }

    /// Core Animation's name of a named curve; nil for any other.
    package var name: String? {
        guard case .bezier(let bezier) = form else { return nil }
        return bezier.name
    }

    /// The Bézier control points of the named curves and of `cubicBezier`; nil for other kinds.
    package var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        guard case .bezier(let b) = form else { return nil }
        return (b.x1, b.y1, b.x2, b.y2)
    }

    /// True for spring timings, whose progress depends on the segment's length in seconds.
    package var isSpring: Bool {
        if case .spring = self { return true }
        return false
    }

    /// Progress at `fraction` of a segment lasting `segmentDuration` seconds.
    ///
    /// Bézier curves extrapolate linearly outside 0...1 with their end tangents; `steps` and
    /// `linearPoints` follow CSS outside 0...1; springs hold 0 before the start and snap to 1 at the
    /// end of the segment (see ``endSnap(segmentDuration:)``).
    public func progress(at fraction: Double, segmentDuration: Double = 1) -> Double {
        PreparedCurve(self, segmentDuration: segmentDuration).progress(at: fraction)
    }

    /// How far a spring still is from its target when its segment ends and it snaps: |1 - p(end)|.
    ///
    /// Zero for every non-spring curve. A snap above 0.01 (1% of the animated range) is visible.
    package func endSnap(segmentDuration: Double) -> Double {
        guard case .spring(let timing) = self else { return 0 }
        let seconds = segmentDuration.isFinite ? max(segmentDuration, 0) : 0
        return abs(1 - timing.spring(forSegmentDuration: seconds).progress(at: seconds))
    }
}
