/// A track compiled for a timeline of known duration: what the engine evaluates on every frame.
///
/// Compiling works out once what each sample would otherwise derive again from the track: its start
/// and length in seconds, its segments with their key times and each one's curve prepared for the
/// segment's length (Bézier coefficients; springs fitted and reduced to their closed forms), and the
/// keyframe values' numbers laid out flat. ``Track/value(atSeconds:timelineDuration:)`` compiles a
/// sampler and samples it once, so both always give the same bits. A track without keyframes has
/// nothing to sample and no sampler.
public struct TrackSampler: Sendable {
    /// The track compiled.
    package let track: Track
    /// When the track begins, in seconds since the timeline started.
    package let startSeconds: Double
    /// How long it runs, in seconds.
    package let length: Double
    /// The index of the last keyframe.
    private let lastKeyframe: Int
    /// Up to this fraction of the track the first keyframe shows: its time, plus the snap.
    private let firstKeyframeUntil: Double
    /// From this fraction on the last keyframe shows: its time, minus the snap.
    private let lastKeyframeFrom: Double
    /// Keyframe times, fractions of the track.
    private let times: [Double]
    /// Segment `i` runs from keyframe `i` to `i + 1`.
    private let segments: [Segment]
    /// The resolved stops of the track's `linear()` curves, which the segments' curves refer to.
    private let stopLists: [LinearEasing.Points]
    private let values: KeyframeValues
    /// The whole track's curve, prepared for the track's length; nil when it has none.
    private let animationCurve: SegmentCurve?
    private let mode: CalculationMode

    /// A stretch between two keyframes, with its curve.
    private struct Segment: Sendable {
        /// The key times it runs between, as fractions of the track.
        let start, end: Double
        /// `end - start`.
        let span: Double
        /// Prepared for the segment's length in seconds.
        let curve: SegmentCurve
    }

    /// Within this distance of a key time (as a fraction of the track), the keyframe's own value wins.
    private static let snap = 1e-12

    /// Compiles `track` for a timeline lasting `timelineDuration` seconds; nil when it has no keyframes.
    public init?(_ track: Track, timelineDuration: Double) {
        guard !track.keyframes.isEmpty else { return nil }
        self.init(compiling: track, timelineDuration: timelineDuration)
    }

    /// Compiles a track that has keyframes.
    init(compiling track: Track, timelineDuration: Double) {
        let values = KeyframeValues(track.keyframes, transformInterpolation: track.transformInterpolation)
        // Paced modes space the keyframes by the distance between their values, not their times.
        let times = track.calculationMode.isPaced ? values.pacedTimes() : track.keyframes.map(\.time)
        let length = track.duration * timelineDuration
        self.track = track
        self.startSeconds = track.begin * timelineDuration
        self.length = length
        self.times = times
        self.lastKeyframe = times.count - 1
        // One keyframe shows everywhere, whatever its time: set here, not tested per sample, so a
        // key time that is not a number cannot fall through both tests into a track with no segment.
        self.firstKeyframeUntil = times.count == 1 ? .infinity : times[0] + Self.snap
        self.lastKeyframeFrom = times[times.count - 1] - Self.snap
        var stopLists: [LinearEasing.Points] = []
        self.segments = (0..<times.count - 1).map { i in
            let span = times[i + 1] - times[i]
            // Paced modes ignore timingFunctions (CAKeyframeAnimation's documentation).
            let function = track.calculationMode.isPaced ? .linear : track.curve(forSegment: i)
            let curve = SegmentCurve(function, segmentDuration: span * length, stopLists: &stopLists)
            return Segment(start: times[i], end: times[i + 1], span: span, curve: curve)
        }
        // The paced modes ignore the animation's timingFunction too: "keyTimes and timingFunction
        // are ignored and keyframe times are automatically generated to give the animation a
        // constant velocity" (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/paced,
        // and the same words on .../cubicpaced).
        self.animationCurve =
            track.calculationMode.isPaced
            ? nil
            : track.animationCurve.map {
                SegmentCurve($0, segmentDuration: length, stopLists: &stopLists)
            }
        self.stopLists = stopLists
        self.values = values
        self.mode = track.calculationMode
    }

    /// The first keyframe's value.
    package var startValue: AnimatableValue { values.value(at: 0) }
    /// The last keyframe's value, which Core Animation leaves as the model value.
    package var endValue: AnimatableValue { values.value(at: lastKeyframe) }

    /// The track's value at `seconds` since the timeline started.
    ///
    /// Before the track begins the first value shows (UIKit's delayed animations fill backwards);
    /// after it ends the last value holds. Exactly at a keyframe time its value comes back bit for bit.
    public func value(atSeconds seconds: Double) -> AnimatableValue {
        // Sampled, the track fills both ways: whether it shows at all is the scene's question.
        value(atFraction: fraction(atSeconds: seconds, fillMode: .both) ?? 0)
    }

    /// The track's value at `fraction` (0...1) of its own duration: Core Animation's keyframe rules
    /// (the whole curve first, then the segment's key times, curve and calculation mode). The
    /// plan's ``KeyframeEvaluator`` samples its animations through this too, so a plan and the
    /// engine's trace show the same bits.
    @inline(__always)
    package func value(atFraction fraction: Double) -> AnimatableValue {
        // Not optional: destroying an optional AnimatableValue goes through the runtime's generic
        // Optional witnesses, which cost callers more than a Bézier sample's own arithmetic.
        switch position(atFraction: fraction) {
        case .keyframe(let index): return values.value(at: index)
        case .between(let index, let progress):
            switch mode {
            case .cubic, .cubicPaced: return values.spline(from: index, by: progress)
            case .linear, .paced, .discrete: return values.interpolated(from: index, by: progress)
            }
        }
    }

    /// The track's active fraction at `seconds` since the timeline started, under `fillMode`;
    /// nil when it contributes nothing then. Core Animation's rule (``MediaTiming``), which the
    /// plan's animations are timed by too.
    @inline(__always)
    package func fraction(atSeconds seconds: Double, fillMode: FillMode) -> Double? {
        MediaTiming.fraction(parentTime: seconds, beginTime: startSeconds, duration: length, fillMode: fillMode)
    }

    /// Where a time falls on the track.
    private enum Position {
        /// On keyframe `index` (or before the first, or after the last): its own value shows.
        case keyframe(Int)
        /// Inside segment `index`, at `progress` along its curve.
        case between(Int, progress: Double)
    }

    /// Where `fraction` of the track falls, with the curve evaluated: all of a sample but building
    /// its value.
    @inline(__always)
    private func position(atFraction fraction: Double) -> Position {
        // A fraction that is not a number shows the first keyframe, as a time before the beginning.
        guard !fraction.isNaN else { return .keyframe(0) }
        var u = fraction
        if let animationCurve, u > 0, u < 1 {
            // The whole animation's curve maps its time first; keyframes sit in that eased time.
            u = animationCurve.progress(at: u, stopLists: stopLists)
            guard u.isFinite else { return .keyframe(0) }
            // A curve overshooting 0...1 (a spring, a Bézier with y outside 0...1) carries the value
            // on along the end segment. Apple: the animation's timingFunction "is applied first
            // followed by the timing function for the specific keyframe segment"
            // (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions),
            // so two keyframes under a whole-track spring move as that spring on their one segment
            // does: a CASpringAnimation between them, which overshoots the target. Web Animations
            // extrapolates the first or last keyframe interval the same way
            // (https://www.w3.org/TR/web-animations-1/#the-effect-value-of-a-keyframe-animation-effect).
            if u < 0 || u > 1, mode != .discrete, lastKeyframe > 0 {
                let index = u < 0 ? 0 : lastKeyframe - 1
                let segment = segments[index]
                guard segment.span > 0 else { return .keyframe(index + 1) }
                return .between(index, progress: segment.curve.progress(at: (u - segment.start) / segment.span, stopLists: stopLists))
            }
        }
        // Seconds rebuilt from fractions carry rounding; near a key time the keyframe's own value
        // wins, so endpoints are exact even under curves that are steep there (springs).
        if u <= firstKeyframeUntil { return .keyframe(0) }
        if u >= lastKeyframeFrom { return .keyframe(lastKeyframe) }
        // The last segment starting at or before u (the first one if none does).
        var index = 0
        for i in 1..<lastKeyframe where times[i] <= u { index = i }
        // Discrete: each value holds until the next key time.
        if mode == .discrete { return .keyframe(index) }
        let segment = segments[index]
        if abs(u - segment.start) <= Self.snap { return .keyframe(index) }
        if abs(u - segment.end) <= Self.snap { return .keyframe(index + 1) }
        guard segment.span > 0 else { return .keyframe(index + 1) }
        let progress = segment.curve.progress(at: (u - segment.start) / segment.span, stopLists: stopLists)
        return .between(index, progress: progress)
    }
}
