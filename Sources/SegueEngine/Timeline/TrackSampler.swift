/// A track compiled for a timeline of known duration: what the engine evaluates on every frame.
///
/// Compiling works out once what each sample would otherwise derive again from the track: its start
/// and length in seconds, the keyframe times as a flat array, each segment's curve prepared for the
/// segment's length (Bézier coefficients; springs fitted and reduced to their closed forms), and the
/// keyframe values' numbers laid out flat. ``Track/value(atSeconds:timelineDuration:)`` compiles a
/// sampler and samples it once, so both always give the same bits.
public struct TrackSampler: Sendable {
    /// A segment between two keyframes.
    private struct Segment: Sendable {
        /// Its length as a fraction of the track.
        let span: Double
        /// Its curve, prepared for its length in seconds.
        let curve: SegmentCurve
    }

    /// The track compiled.
    public let track: Track
    /// When the track begins, in seconds since the timeline started.
    public let startSeconds: Double
    /// How long it runs, in seconds.
    private let length: Double
    /// Keyframe times, fractions of the track.
    private let times: [Double]
    /// Segment `i` runs from keyframe `i` to `i + 1`.
    private let segments: [Segment]
    private let values: KeyframeValues

    /// Within this distance of a key time (as a fraction of the track), the keyframe's own value wins.
    private static let snap = 1e-12

    /// Compiles `track` for a timeline lasting `timelineDuration` seconds.
    public init(_ track: Track, timelineDuration: Double) {
        let times = track.keyframes.map(\.time)
        let length = track.duration * timelineDuration
        self.track = track
        self.startSeconds = track.begin * timelineDuration
        self.length = length
        self.times = times
        self.segments = times.indices.dropLast().map { i in
            let span = times[i + 1] - times[i]
            return Segment(span: span, curve: SegmentCurve(track.curve(forSegment: i), segmentDuration: span * length))
        }
        self.values = KeyframeValues(track.keyframes)
    }

    /// The track's value at `seconds` since the timeline started; nil when it has no keyframes.
    ///
    /// Before the track begins the first value shows (UIKit's delayed animations fill backwards);
    /// after it ends the last value holds. Exactly at a keyframe time its value comes back bit for bit.
    public func value(atSeconds seconds: Double) -> AnimatableValue? {
        let last = times.count - 1
        guard last >= 0 else { return nil }
        let u: Double
        if length > 0 {
            u = ((seconds - startSeconds) / length).clamped(to: 0...1)
        } else {
            u = seconds >= startSeconds ? 1 : 0
        }
        guard u.isFinite else { return values.value(at: 0) }
        // Seconds rebuilt from fractions carry rounding; near a key time the keyframe's own value
        // wins, so endpoints are exact even under curves that are steep there (springs).
        if u <= times[0] + Self.snap { return values.value(at: 0) }
        if u >= times[last] - Self.snap { return values.value(at: last) }
        var index = 0
        for i in 0..<last where times[i] <= u { index = i }
        let aTime = times[index], bTime = times[index + 1]
        if abs(u - aTime) <= Self.snap { return values.value(at: index) }
        if abs(u - bTime) <= Self.snap { return values.value(at: index + 1) }
        let span = segments[index].span
        guard span > 0 else { return values.value(at: index + 1) }
        let progress = segments[index].curve.progress(at: (u - aTime) / span)
        return values.interpolated(from: index, by: progress)
    }
}
