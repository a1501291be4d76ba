import SegueEngine

/// A timing curve in the forms Core Animation and the Web Animations API take.
package enum PlanTimingFunction: Sendable, Hashable {
    /// A `CAMediaTimingFunction` (CSS `cubic-bezier()`); `name` is the named function it equals
    /// (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`), if any.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double, name: String?)
    /// CSS `steps(count, position)`.
    case steps(Int, StepPosition)
    /// CSS `linear(stops...)`.
    case linearStops([LinearStop])
    /// A `CASpringAnimation`'s physics (mass, stiffness, damping, initial velocity), evolving in
    /// real seconds from the start of its segment and snapping to the target when the segment ends.
    case spring(SpringParameters)

    /// The plan's form of an engine curve for a segment lasting `segmentDuration` seconds: UIKit's
    /// damping-ratio springs are fitted to that length, as UIKit fits them to the animation's
    /// duration, so the plan carries the physical spring Core Animation runs.
    package init(_ function: TimingFunction, segmentDuration: Double) {
        switch function.form {
        case .bezier(let b): self = .cubicBezier(x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2, name: b.name)
        case .steps(let n, let position): self = .steps(n, position)
        case .linearPoints(let stops): self = .linearStops(stops)
        case .spring(let timing):
            let seconds = segmentDuration.isFinite ? max(segmentDuration, 0) : 0
            self = .spring(timing.spring(forSegmentDuration: seconds))
        }
    }

    /// The engine's curve this one is, the inverse of ``init(_:segmentDuration:)``: `linear` is the
    /// engine's identity, the other Béziers its cubic Béziers, a physical spring its physical spring
    /// (which evolves in real seconds whatever the segment's length, as the plan's does).
    package var timingFunction: TimingFunction {
        switch self {
        case .cubicBezier(0, 0, 1, 1, "linear"): return .linear
        case .cubicBezier(let x1, let y1, let x2, let y2, _): return .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        case .steps(let n, let position): return .steps(n, position)
        case .linearStops(let stops): return .linearPoints(stops)
        case .spring(let spring):
            return .spring(
                .physical(
                    mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: spring.initialVelocity))
        }
    }

    /// True for the identity curve.
    package var isLinear: Bool {
        if case .cubicBezier(0, 0, 1, 1, _) = self { return true }
        return false
    }
}
