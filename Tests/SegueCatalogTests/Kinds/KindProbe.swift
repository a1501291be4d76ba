import SegueEffects
import SegueEngine

/// Spot-check helpers for the kind tests: a standard context, configurations and transform readers.
enum KindProbe {
    /// A 390 x 844 context for kind spot checks.
    static func context(_ operation: TransitionOperation = .push, seed: UInt64 = 1) -> TransitionContext {
        TransitionContext(operation: operation, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844), seed: seed)
    }

    /// A configuration of 0.5 s each way with `parameters`.
    static func configuration(_ parameters: [String: ParameterValue] = [:]) -> EffectConfiguration {
        EffectConfiguration(id: "t", toDuration: 0.5, backDuration: 0.5, parameters: parameters)
    }

    /// The rotation angle about `axis` in a transform value, if it has one.
    static func rotation(_ transform: TransformValue?, about axis: RotationAxis) -> Double? {
        for case .rotate(let angle, let a) in transform?.operations ?? [] where a == axis { return angle }
        return nil
    }

    /// The m34 of a transform value's perspective operation, if it has one.
    static func perspective(_ transform: TransformValue?) -> Double? {
        for case .perspective(let m34) in transform?.operations ?? [] { return m34 }
        return nil
    }

    /// The x scale factor of a transform value's scale operation, if it has one.
    static func scaleFactor(_ transform: TransformValue?) -> Double? {
        for case .scale(let x, _, _) in transform?.operations ?? [] { return x }
        return nil
    }

    /// True when `a` is within `tolerance` of `b`.
    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }
}
