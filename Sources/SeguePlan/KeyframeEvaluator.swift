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
/// These are the rules the engine's ``TrackSampler`` applies to its tracks, and the evaluator is
/// that sampler: it reads the animation back as a track lasting the animation's duration (its key
/// times, curves, calculation mode and interpolation) and samples it, so a plan and the engine's
/// trace show the same bits, near a key time too (within 1e-12 of one, the keyframe's own value).
package struct KeyframeEvaluator: Sendable {
    /// The animation.
    package let animation: PlanAnimation
    /// The animation as the engine's compiled track.
    private let sampler: TrackSampler

    /// Prepares `animation`.
    package init(_ animation: PlanAnimation) {
        self.animation = animation
        sampler = Self.sampler(animation)
    }

    /// The engine's compiled track for `animation`, which has at least one value (a plan animates
    /// only tracks with keyframes).
    package static func sampler(_ animation: PlanAnimation) -> TrackSampler {
        guard let sampler = TrackSampler(track(animation), timelineDuration: animation.duration) else {
            preconditionFailure("plan animation of \(animation.actor).\(animation.property.rawValue) has no values")
        }
        return sampler
    }

    /// The engine's track for `animation` (its property, driver, reset and interpolation too),
    /// starting at 0 and lasting the whole animation: a discrete animation's last key time (the
    /// n + 1th, where its last value ends) is left out, as the engine's tracks hold their last
    /// value; a segment without a timing function is linear.
    static func track(_ animation: PlanAnimation) -> Track {
        let values = animation.values
        let keyframes = values.indices.map { i in
            Keyframe(i < animation.keyTimes.count ? animation.keyTimes[i] : Double(i) / Double(max(values.count - 1, 1)), values[i])
        }
        let curves = (0..<max(values.count - 1, 0)).map { i in
            i < animation.timingFunctions.count ? animation.timingFunctions[i].timingFunction : .linear
        }
        return Track(
            actor: animation.actor, property: animation.property, keyframes: keyframes, curves: curves,
            driver: animation.driver, resetsModelValueOnCancel: animation.resetsModelValueOnCancel,
            animationCurve: animation.timingFunction?.timingFunction, calculationMode: animation.calculationMode,
            transformInterpolation: animation.transformInterpolation)
    }

    /// The value at `fraction` (0...1) of the animation's duration.
    package func value(at fraction: Double) -> AnimatableValue {
        sampler.value(atFraction: fraction.clamped(0, 1))
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
