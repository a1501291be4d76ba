import SegueEngine

/// One plan animation evaluated the way a `CAKeyframeAnimation` is, at a fraction of its duration.
///
/// Rules, from Apple's documentation:
/// - `timingFunction` (https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction,
///   "defines the pacing of the animation"): maps the animation's elapsed fraction first; the key
///   times are looked up in that eased time.
/// - `keyTimes` (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes):
///   "Each value in the array is a floating point number between 0.0 and 1.0 that defines the time
///   point (specified as a fraction of the animation's total duration) at which to apply the
///   corresponding keyframe value." Discrete animations "require one less element in the values
///   array than the keyTimes array. Each value / keyTime pair represents the value from the
///   specified time until the next keyframe" (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/discrete);
///   the paced modes ignore key times and the animation's `timingFunction`
///   (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced).
/// - `timingFunctions` (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions):
///   "If the values property defines n keyframes, there should be n-1 objects in this array", each
///   the pacing between two keyframes; ignored by the paced modes (`calculationMode`,
///   https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode).
/// - `calculationMode`: linear interpolates between keyframes; discrete uses "each keyframe value …
///   in turn, no interpolated values are calculated"; paced interpolates "to produce an even pace
///   throughout the animation" (spacing measured here as the Euclidean distance between the values'
///   numbers, the engine's measure); cubic runs "a smooth spline" through the keyframes
///   (Kochanek-Bartels with tension, continuity and bias 0, i.e. Catmull-Rom, the end keyframes
///   repeated beyond the ends as the engine does); cubicPaced is that spline at an even pace.
/// - Transforms interpolate by decomposing the matrices (key path `transform`) or per operation
///   (`transform.rotation.z` and such): the engine's ``TransformValue`` interpolation.
package struct KeyframeEvaluator: Sendable {
    /// The animation.
    package let animation: PlanAnimation
    /// Key times in effect: the plan's, or the paced ones.
    private let times: [Double]
    private let segmentCurves: [PlanCurve]
    private let wholeCurve: PlanCurve?
    /// Each transform value decomposed once (nil for other values and singular matrices): a
    /// sample then decomposes nothing, with the same bits as ``TransformValue/interpolated(to:by:using:)``,
    /// which decomposes both ends every call (as the engine's `KeyframeValues` does).
    private let decomposed: [DecomposedTransform?]

    /// Prepares `animation`.
    package init(_ animation: PlanAnimation) {
        self.animation = animation
        let values = animation.values
        let paced = animation.calculationMode.isPaced
        times = paced ? Self.pacedTimes(values) : animation.keyTimes
        segmentCurves = (0..<max(values.count - 1, 0)).map { i in
            guard !paced, i < animation.timingFunctions.count else {
                return PlanCurve(.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear"), seconds: 0)
            }
            let span = (animation.keyTimes[i + 1] - animation.keyTimes[i]) * animation.duration
            return PlanCurve(animation.timingFunctions[i], seconds: span)
        }
        // Paced modes ignore the animation's timingFunction as well as the key times
        // (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced).
        wholeCurve = paced ? nil : animation.timingFunction.map { PlanCurve($0, seconds: animation.duration) }
        decomposed =
            values.contains { if case .transform = $0 { true } else { false } }
            ? values.map { value in
                guard case .transform(let transform) = value else { return nil }
                return DecomposedTransform(transform.matrix)
            }
            : []
    }

    /// The value at `fraction` (0...1) of the animation's duration.
    package func value(at fraction: Double) -> AnimatableValue {
        let values = animation.values
        guard values.count > 1 else { return values[0] }
        var u = fraction.clamped(0, 1)
        if let wholeCurve, u > 0, u < 1 { u = wholeCurve.progress(at: u) }
        guard u.isFinite else { return values[0] }
        if animation.calculationMode == .discrete {
            // n + 1 key times: value i shows from key time i until key time i + 1.
            var index = 0
            for i in 0..<values.count where i < times.count && times[i] <= u { index = i }
            return values[index]
        }
        let last = values.count - 1
        // An eased time beyond 0...1 carries on along the end segment, as the engine's TrackSampler
        // does (the whole curve "is applied first followed by the timing function for the specific
        // keyframe segment", CAKeyframeAnimation.timingFunctions): a whole-animation spring overshoots.
        let beyond = u < 0 || u > 1
        if !beyond, u <= times[0] { return values[0] }
        if !beyond, u >= times[last] { return values[last] }
        var index = 0
        for i in 1..<last where times[i] <= u { index = i }
        let span = times[index + 1] - times[index]
        guard span > 0 else { return values[index + 1] }
        let t = segmentCurves[index].progress(at: (u - times[index]) / span)
        switch animation.calculationMode {
        case .cubic, .cubicPaced:
            // A spline falls back to the matrix form for transforms.
            if t != 0, t != 1, let between = decomposedTransform(from: index, by: t) { return between }
            return Self.spline(values, from: index, by: t)
        default:
            if t != 0, t != 1, animation.transformInterpolation == .matrix,
                let between = decomposedTransform(from: index, by: t)
            {
                return between
            }
            return Self.interpolate(values[index], values[index + 1], t, animation.transformInterpolation)
        }
    }

    /// Transform `index` towards the next by `t` in the matrix form, from the decompositions made
    /// once; nil unless both are decomposed transforms.
    private func decomposedTransform(from index: Int, by t: Double) -> AnimatableValue? {
        guard index + 1 < decomposed.count, let a = decomposed[index], let b = decomposed[index + 1] else { return nil }
        return .transform(TransformValue(decomposed: a.interpolated(to: b, by: t)))
    }

    /// Linear interpolation of two values of one kind (booleans and mismatched kinds switch at the end).
    static func interpolate(
        _ a: AnimatableValue, _ b: AnimatableValue, _ t: Double, _ form: TransformInterpolation
    ) -> AnimatableValue {
        if t == 0 { return a }
        if t == 1 { return b }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(mix(x, y))
        case (.point(let p), .point(let q)): return .point(Point(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.rect(let r), .rect(let s)):
            return .rect(
                Rect(
                    x: mix(r.origin.x, s.origin.x), y: mix(r.origin.y, s.origin.y), width: mix(r.width, s.width),
                    height: mix(r.height, s.height)))
        case (.color(let c), .color(let d)):
            return .color(
                RGBAColor(red: mix(c.red, d.red), green: mix(c.green, d.green), blue: mix(c.blue, d.blue), alpha: mix(c.alpha, d.alpha)))
        case (.circle(let c, let r), .circle(let d, let s)):
            return .circle(center: Point(x: mix(c.x, d.x), y: mix(c.y, d.y)), radius: mix(r, s))
        case (.transform(let x), .transform(let y)): return .transform(x.interpolated(to: y, by: t, using: form))
        default: return t >= 1 ? b : a
        }
    }

    /// Catmull-Rom through the values' numbers, from value `index` to the next at `t`.
    static func spline(_ values: [AnimatableValue], from index: Int, by t: Double) -> AnimatableValue {
        if t == 0 { return values[index] }
        if t == 1 { return values[index + 1] }
        let p1 = values[index].components
        let p2 = values[index + 1].components
        let p0 = values[max(index - 1, 0)].components
        let p3 = values[min(index + 2, values.count - 1)].components
        guard case let kind = values[index], kind.isFlat, [p0, p2, p3].allSatisfy({ $0.count == p1.count }) else {
            return interpolate(values[index], values[index + 1], t, .matrix)
        }
        return kind.withComponents(CatmullRom.point(p0, p1, p2, p3, at: t))
    }

    /// Paced key times: 0 and 1 at the ends, each value between at its share of the distance travelled.
    package static func pacedTimes(_ values: [AnimatableValue]) -> [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        var cumulative = [0.0]
        for i in 1..<n {
            let a = values[i - 1].components
            let b = values[i].components
            let step = a.count == b.count ? zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot() : 0
            cumulative.append(cumulative[i - 1] + (step.isFinite ? step : 0))
        }
        guard let total = cumulative.last, total > 0 else { return (0..<n).map { Double($0) / Double(n - 1) } }
        return cumulative.enumerated().map { $0.offset == n - 1 ? 1 : $0.element / total }
    }
}

extension AnimatableValue {
    /// True for kinds made of plain numbers (a spline runs through them).
    var isFlat: Bool {
        switch self {
        case .number, .point, .rect, .color, .circle: return true
        case .bool, .transform: return false
        }
    }

    /// A value of this kind made of `c`, in ``components`` order.
    func withComponents(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .number: return .number(c[0])
        case .point: return .point(Point(x: c[0], y: c[1]))
        case .rect: return .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case .circle: return .circle(center: Point(x: c[0], y: c[1]), radius: c[2])
        case .bool, .transform: return self
        }
    }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}
