import Foundation
import SegueEngine
import SegueKitCore
import SeguePlan

/// `CAMediaTimingFillMode`'s stand-in.
struct FakeFillMode: RawRepresentable, Hashable {
    var rawValue: String
}

/// `CAAnimationCalculationMode`'s stand-in.
struct FakeCalculationMode: RawRepresentable, Hashable {
    var rawValue: String
}

/// `CAMediaTimingFunction(controlPoints:)`'s stand-in: the Float control points Core Animation keeps.
struct FakeTimingFunction: Hashable {
    var c1x: Float, c1y: Float, c2x: Float, c2y: Float

    var plan: PlanTimingFunction { .cubicBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y), name: nil) }
}

/// `CAAnimation`'s stand-in: the timing every animation object has.
class FakeAnimation: SegueAnimationObject {
    typealias FillMode = FakeFillMode
    let keyPath: String
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Float = 1
    var timeOffset: Double = 0
    var fillMode = FakeFillMode(rawValue: "removed")
    var isRemovedOnCompletion = true
    var isAdditive = false

    init(keyPath: String) { self.keyPath = keyPath }

    var planFillMode: SegueEngine.FillMode { SegueEngine.FillMode(rawValue: fillMode.rawValue) ?? .removed }

    func copy() -> FakeAnimation { fatalError("subclass") }

    func copyTiming(to other: FakeAnimation) -> FakeAnimation {
        other.beginTime = beginTime
        other.duration = duration
        other.speed = speed
        other.timeOffset = timeOffset
        other.fillMode = fillMode
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.isAdditive = isAdditive
        return other
    }

    /// The evaluator of the animation's values, with Core Animation's keyframe rules (SeguePlan's
    /// ``KeyframeEvaluator``); nil, with a problem recorded, when the animation is malformed.
    func evaluator(world: FakeWorld, layer: String) -> KeyframeEvaluator? { nil }

    /// The engine value of a boxed value.
    static func unbox(_ value: Any?) -> AnimatableValue? {
        switch value as? LayerValue {
        case .number(let v): .number(v)
        case .point(let p): .point(p)
        // A size interpolates as a point does, component by component.
        case .size(let w, let h): .point(Point(x: w, y: h))
        case .rect(let r): .rect(r)
        case .transform(let m): .transform(TransformValue(matrix: m))
        case .color(let c): .color(c)
        case .bool(let b): .bool(b)
        case .path(.circle(let c, let r)): .circle(center: c, radius: r)
        case .path(.rect(let r)), .path(.roundedRect(let r, _)): .rect(r)
        case nil: nil
        }
    }

    func plan(
        values: [AnimatableValue], keyTimes: [Double], functions: [PlanTimingFunction], whole: PlanTimingFunction?, mode: CalculationMode
    ) -> PlanAnimation {
        PlanAnimation(
            actor: "fake", property: .alpha, keyPath: keyPath, values: values, keyTimes: keyTimes, timingFunctions: functions,
            timingFunction: whole, calculationMode: mode, beginTime: 0, duration: duration, fillMode: planFillMode, driver: .view,
            resetsModelValueOnCancel: false, transformInterpolation: .matrix, owner: .animator)
    }
}

/// `CAKeyframeAnimation`'s stand-in.
final class FakeKeyframeAnimation: FakeAnimation, SegueKeyframeAnimation {
    typealias TimingFunction = FakeTimingFunction
    typealias CalculationMode = FakeCalculationMode
    var values: [Any]?
    var keyTimes: [NSNumber]?
    var timingFunctions: [FakeTimingFunction]?
    var timingFunction: FakeTimingFunction?
    var calculationMode = FakeCalculationMode(rawValue: "linear")

    override func copy() -> FakeAnimation {
        let other = FakeKeyframeAnimation(keyPath: keyPath)
        other.values = values
        other.keyTimes = keyTimes
        other.timingFunctions = timingFunctions
        other.timingFunction = timingFunction
        other.calculationMode = calculationMode
        return copyTiming(to: other)
    }

    override func evaluator(world: FakeWorld, layer: String) -> KeyframeEvaluator? {
        let unboxed = (values ?? []).map(Self.unbox)
        let values = unboxed.compactMap { $0 }
        let times = (keyTimes ?? []).map(\.doubleValue)
        guard let mode = SegueEngine.CalculationMode(rawValue: calculationMode.rawValue) else {
            world.problems.append("\(layer) \(keyPath): calculation mode \(calculationMode.rawValue)")
            return nil
        }
        let functions = (timingFunctions ?? []).map(\.plan)
        // CAKeyframeAnimation's documented shapes: n values, n key times (n + 1 when discrete),
        // n - 1 timing functions or none.
        let expectedTimes = mode == .discrete ? values.count + 1 : values.count
        guard !values.isEmpty, values.count == unboxed.count, times.count == expectedTimes,
            functions.isEmpty || functions.count == values.count - 1
        else {
            world.problems.append("\(layer) \(keyPath): \(values.count) values, \(times.count) key times, \(functions.count) functions")
            return nil
        }
        let linear = PlanTimingFunction.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear")
        let segmentFunctions = functions.isEmpty ? Array(repeating: linear, count: values.count - 1) : functions
        return KeyframeEvaluator(
            plan(values: values, keyTimes: times, functions: segmentFunctions, whole: timingFunction?.plan, mode: mode))
    }
}

/// `CASpringAnimation`'s stand-in: the damped harmonic oscillator of its mass, stiffness, damping
/// and initial velocity from `fromValue` to `toValue`.
final class FakeSpringAnimation: FakeAnimation, SegueSpringAnimation {
    var fromValue: Any?
    var toValue: Any?
    var mass: CGFloat = 1
    var stiffness: CGFloat = 100
    var damping: CGFloat = 10
    var initialVelocity: CGFloat = 0

    override func copy() -> FakeAnimation {
        let other = FakeSpringAnimation(keyPath: keyPath)
        other.fromValue = fromValue
        other.toValue = toValue
        other.mass = mass
        other.stiffness = stiffness
        other.damping = damping
        other.initialVelocity = initialVelocity
        return copyTiming(to: other)
    }

    override func evaluator(world: FakeWorld, layer: String) -> KeyframeEvaluator? {
        guard let from = Self.unbox(fromValue), let to = Self.unbox(toValue) else {
            world.problems.append("\(layer) \(keyPath): spring without from and to values")
            return nil
        }
        let spring = SpringParameters(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
        return KeyframeEvaluator(plan(values: [from, to], keyTimes: [0, 1], functions: [.spring(spring)], whole: nil, mode: .linear))
    }
}
