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
///
/// The values are sampled by the engine's ``KeyframeValues``: linear interpolation, the spline and
/// the paced spacing are the engine's rules, applied to the plan's key times and curves.
package struct KeyframeEvaluator: Sendable {
    /// The animation.
    package let animation: PlanAnimation
    /// Key times in effect: the plan's, or the paced ones.
    private let times: [Double]
    private let segmentCurves: [PlanCurve]
    private let wholeCurve: PlanCurve?
    /// The values laid out for the engine's keyframe sampler, which interpolates them, runs the
    /// spline and spaces paced keyframes for the engine's tracks too; each transform is decomposed
    /// once (matrix form), so a sample decomposes nothing.
    private let values: KeyframeValues

    /// Prepares `animation`.
    package init(_ animation: PlanAnimation) {
        self.animation = animation
        let values = KeyframeValues(values: animation.values, transformInterpolation: animation.transformInterpolation)
        let paced = animation.calculationMode.isPaced
        times = paced ? values.pacedTimes() : animation.keyTimes
        segmentCurves = (0..<max(animation.values.count - 1, 0)).map { i in
            guard !paced, i < animation.timingFunctions.count else {
                return PlanCurve(.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear"), seconds: 0)
            }
            let span = (animation.keyTimes[i + 1] - animation.keyTimes[i]) * animation.duration
            return PlanCurve(animation.timingFunctions[i], seconds: span)
        }
        // Paced modes ignore the animation's timingFunction as well as the key times
        // (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced).
        wholeCurve = paced ? nil : animation.timingFunction.map { PlanCurve($0, seconds: animation.duration) }
        self.values = values
    }

    /// The value at `fraction` (0...1) of the animation's duration.
    package func value(at fraction: Double) -> AnimatableValue {
        let count = animation.values.count
        guard count > 1 else { return animation.values[0] }
        var u = fraction.clamped(0, 1)
        if let wholeCurve, u > 0, u < 1 { u = wholeCurve.progress(at: u) }
        guard u.isFinite else { return values.value(at: 0) }
        if animation.calculationMode == .discrete {
            // n + 1 key times: value i shows from key time i until key time i + 1.
            var index = 0
            for i in 0..<count where i < times.count && times[i] <= u { index = i }
            return values.value(at: index)
        }
        let last = count - 1
        // An eased time beyond 0...1 carries on along the end segment, as the engine's TrackSampler
        // does (the whole curve "is applied first followed by the timing function for the specific
        // keyframe segment", CAKeyframeAnimation.timingFunctions): a whole-animation spring overshoots.
        let beyond = u < 0 || u > 1
        if !beyond, u <= times[0] { return values.value(at: 0) }
        if !beyond, u >= times[last] { return values.value(at: last) }
        var index = 0
        for i in 1..<last where times[i] <= u { index = i }
        let span = times[index + 1] - times[index]
        guard span > 0 else { return values.value(at: index + 1) }
        let t = segmentCurves[index].progress(at: (u - times[index]) / span)
        switch animation.calculationMode {
        case .cubic, .cubicPaced: return values.spline(from: index, by: t)
        case .linear, .paced, .discrete: return values.interpolated(from: index, by: t)
        }
    }

    /// Paced key times: 0 and 1 at the ends, each value between at its share of the distance
    /// travelled (the engine's spacing, ``KeyframeValues/pacedTimes()``).
    package static func pacedTimes(_ values: [AnimatableValue]) -> [Double] {
        KeyframeValues(values: values, transformInterpolation: .components).pacedTimes()
    }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}
