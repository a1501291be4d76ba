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
