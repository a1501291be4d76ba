/// Which clock a track follows, which decides what interaction does to it.
public enum TrackDriver: String, Sendable, Hashable, Codable {
    /// A UIView animation inside the container's layer timing: follows the percent while interacting
    /// and the completion (or cancel) animation after release.
    case view
    /// A Core Animation animation outside it (mask path, filter ratio from a display link): follows
    /// the percent while interacting, but on release without the interactive timer it jumps to its end
    /// value on finish, or to its model value on cancel.
    case layer
}

/// How a keyframe animation fills the time between keyframes: `CAKeyframeAnimation.calculationMode`,
/// which `UIView.animateKeyframes` takes from its options (`.calculationModeLinear` is the default).
public enum CalculationMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// `kCAAnimationLinear`: straight lines between keyframes at their key times.
    case linear
    /// `kCAAnimationDiscrete`: each value holds until the next key time; no interpolation.
    case discrete
    /// `kCAAnimationPaced`: even speed; key times and per-keyframe curves are ignored.
    case paced
    /// `kCAAnimationCubic`: a Catmull-Rom spline through the values (Kochanek-Bartels with
    /// tension, continuity and bias 0), at the key times.
    case cubic
    /// `kCAAnimationCubicPaced`: the spline at even speed; key times and curves are ignored.
    case cubicPaced

    /// True for the paced modes, which ignore key times and per-keyframe curves.
    package var isPaced: Bool { self == .paced || self == .cubicPaced }
}

/// A keyframe at a relative time of its track.
public struct Keyframe: Sendable, Hashable, Codable {
    /// Relative time in 0...1 within the track.
    public var time: Double
    /// Value at that time.
    public var value: AnimatableValue

    /// Creates a keyframe.
    public init(_ time: Double, _ value: AnimatableValue) {
        self.time = time
        self.value = value
    }
}

/// One property of one actor animated through keyframes.
public struct Track: Sendable, Hashable, Codable {
    /// The animated actor.
    public var actor: ActorID
    /// The animated property.
    public var property: AnimatableProperty
    /// Keyframes in increasing time; the first should be at 0 and the last at 1.
    public var keyframes: [Keyframe]
    /// Curve of each segment (segment i runs from keyframe i to i + 1); a short list repeats its last
    /// curve, an empty one means linear.
    public var curves: [TimingFunction]
    /// Start, as a fraction of the timeline's duration.
    package var begin: Double
    /// Length, as a fraction of the timeline's duration.
    public var duration: Double
    /// Which clock drives it.
    package var driver: TrackDriver
    /// For layer tracks: a cancel shows the start value instead of the end value (the model value
    /// was reset), avoiding a flash of the finished state.
    package var resetsModelValueOnCancel: Bool
    /// The curve of the whole track (`CAKeyframeAnimation.timingFunction`): it maps the track's
    /// time before the keyframes are looked up, so key times sit in eased time. `UIView.animateKeyframes`
    /// sets it from its options' curve bits: easeInEaseOut by default, linear with `.curveLinear`.
    /// Nil: no whole-track curve (each segment's own curve only, as separate `UIView.animate` calls).
    package var animationCurve: TimingFunction?
    /// How values between keyframes are computed.
    package var calculationMode: CalculationMode
    /// How transform values interpolate: decomposed matrices (UIView, key path `transform`, the
    /// default) or each operation's parameters (key paths like `transform.rotation.z`).
    package var transformInterpolation: TransformInterpolation

    /// Creates a track.
    public init(
        actor: ActorID, property: AnimatableProperty, keyframes: [Keyframe], curves: [TimingFunction] = [.linear],
        begin: Double = 0, duration: Double = 1, driver: TrackDriver = .view, resetsModelValueOnCancel: Bool = false,
        animationCurve: TimingFunction? = nil, calculationMode: CalculationMode = .linear,
        transformInterpolation: TransformInterpolation = .matrix
    ) {
        self.transformInterpolation = transformInterpolation
        self.animationCurve = animationCurve
        self.calculationMode = calculationMode
        self.actor = actor
        self.property = property
        self.keyframes = keyframes
        self.curves = curves
        self.begin = begin
        self.duration = duration
        self.driver = driver
        self.resetsModelValueOnCancel = resetsModelValueOnCancel
    }

    /// True when an animation removed at the end of a transition leaves its property at its first
    /// value rather than its last: only a layer-driven animation whose model value was reset on
    /// cancel, the way XWTransition and Hero cancel a mask or filter without a flash of the finished
    /// state. Otherwise the last value stays, which UIKit sets on the model before it animates.
    /// The one home of the rule: the engine's scene and the plan's model value both ask it.
    package static func leavesStartValue(driver: TrackDriver, resetsModelValueOnCancel: Bool, after outcome: TransitionOutcome) -> Bool {
        outcome == .cancelled && driver == .layer && resetsModelValueOnCancel
    }

    /// The first keyframe's value.
    package var startValue: AnimatableValue? { keyframes.first?.value }
    /// The last keyframe's value, which Core Animation leaves as the model value.
    package var endValue: AnimatableValue? { keyframes.last?.value }

    /// The curve of segment `index`.
    public func curve(forSegment index: Int) -> TimingFunction {
        guard !curves.isEmpty else { return .linear }
        return curves[min(index, curves.count - 1)]
    }

    /// The track's value at `seconds` since the timeline started, for a timeline of `timelineDuration`.
    ///
    /// Before `begin` the first value shows (UIKit's delayed animations fill backwards); after the
    /// end the last value holds. Exactly at a keyframe time its value comes back bit for bit.
    ///
    /// Compiles the track for this one call: to sample it repeatedly, keep a ``TrackSampler``.
    public func value(atSeconds seconds: Double, timelineDuration: Double) -> AnimatableValue? {
        guard !keyframes.isEmpty else { return nil }
        return TrackSampler(compiling: self, timelineDuration: timelineDuration).value(atSeconds: seconds)
    }

    /// Per-component ranges of the keyframe values (max - min), for jump checks.
    package var componentRanges: [Double] {
        guard let first = keyframes.first?.value.components else { return [] }
        var lo = first
        var hi = first
        for keyframe in keyframes {
            let c = keyframe.value.components
            guard c.count == lo.count else { continue }
            for i in c.indices {
                lo[i] = min(lo[i], c[i])
                hi[i] = max(hi[i], c[i])
            }
        }
        return zip(lo, hi).map { $1 - $0 }
    }
}
