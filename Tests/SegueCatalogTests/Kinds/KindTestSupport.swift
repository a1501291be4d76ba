import SegueEffects
import SegueEngine

/// The 390 x 844 screen the kind spot checks use.
let kindTestBounds = Rect(x: 0, y: 0, width: 390, height: 844)

/// A context for `operation` on the test screen.
func kindContext(_ operation: TransitionOperation, from: Int? = nil, to: Int? = nil) -> TransitionContext {
    TransitionContext(operation: operation, containerBounds: kindTestBounds, fromIndex: from, toIndex: to, seed: 1)
}

/// The state of `actor` at `seconds` into `timeline`.
func state(_ actor: ActorID, at seconds: Double, of timeline: Timeline, in context: TransitionContext) -> ActorState? {
    timeline.sample(at: seconds, in: context).actor(actor)?.state
}

/// True when `a` and `b` differ by at most `tolerance`.
func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

/// The time fraction at which easeInEaseOut (control points (0.42, 0), (0.58, 1)) reaches
/// `progress`: where a keyframe at that key time shows in an animation eased as a whole (as
/// `UIView.animateKeyframes` eases it). Solved on the Bézier's parametric form by bisection,
/// independently of the engine's solver.
func easeInEaseOutTime(reaching progress: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bezier(mid, 0, 1) < progress { lo = mid } else { hi = mid }
    }
    return bezier((lo + hi) / 2, 0.42, 0.58)
}
