import SegueEngine

/// A 390 x 844 context for kind spot checks.
func spotContext390(_ operation: TransitionOperation = .push, seed: UInt64 = 1) -> TransitionContext {
    TransitionContext(operation: operation, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844), seed: seed)
}
