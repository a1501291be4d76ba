import Segue

/// Tracks to sample, and the same arithmetic written out by hand as the floor.
public enum SamplingWorkload {
    /// One track per curve family the shipped kinds use: alpha under a cubic Bézier, a position under a
    /// named curve with three keyframes, and the three spring timings.
    public static let tracks: [(name: String, track: Track)] = [
        (
            "cubic-bezier alpha",
            Track(
                actor: .to, property: .alpha, keyframes: [Keyframe(0, .number(0)), Keyframe(1, .number(1))],
                curves: [.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)])
        ),
        (
            "easeInEaseOut position, 3 keyframes",
            Track(
                actor: .from, property: .position,
                keyframes: [
                    Keyframe(0, .point(Point(x: 195, y: 422))), Keyframe(0.5, .point(Point(x: 0, y: 422))),
                    Keyframe(1, .point(Point(x: -195, y: 422))),
                ],
                curves: [.easeInEaseOut])
        ),
        (
            "spring dampingRatio (UIKit)",
            Track(
                actor: .to, property: .position,
                keyframes: [Keyframe(0, .point(Point(x: 585, y: 422))), Keyframe(1, .point(Point(x: 195, y: 422)))],
                curves: [.spring(.dampingRatio(0.6, initialVelocity: 0))])
        ),
        (
            "spring physical (Core Animation)",
            Track(
                actor: .to, property: .alpha, keyframes: [Keyframe(0, .number(0)), Keyframe(1, .number(1))],
                curves: [.spring(.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))])
        ),
        (
            "spring bounce (SwiftUI)",
            Track(
                actor: .to, property: .alpha, keyframes: [Keyframe(0, .number(0)), Keyframe(1, .number(1))],
                curves: [.spring(.bounce(duration: 0.5, bounce: 0.3))])
        ),
    ]

    /// Seconds of the timeline the tracks run in.
    public static let duration = 0.5

    /// Each track compiled for `duration`: what the engine samples on every frame.
    public static func samplers() -> [(name: String, sampler: TrackSampler)] {
        tracks.compactMap { entry in TrackSampler(entry.track, timelineDuration: duration).map { (entry.name, $0) } }
    }

    /// Samples a compiled track at `count` evenly spaced times; returns a checksum so nothing is
    /// optimised away.
    @inline(never)
    public static func sample(_ sampler: TrackSampler, count: Int) -> Double {
        var sum = 0.0
        let step = duration / Double(count)
        for i in 0..<count { sum += checksum(sampler.value(atSeconds: Double(i) * step)) }
        return sum
    }

    /// The same through `Track.value`, which compiles the track again on every call.
    @inline(never)
    public static func sampleTrackValue(_ track: Track, count: Int) -> Double {
        var sum = 0.0
        let step = duration / Double(count)
        for i in 0..<count {
            if let value = track.value(atSeconds: Double(i) * step, timelineDuration: duration) { sum += checksum(value) }
        }
        return sum
    }

    @inline(__always)
    private static func checksum(_ value: AnimatableValue) -> Double {
        switch value {
        case .number(let n): return n
        case .point(let p): return p.x
        default: return 1
        }
    }

    /// The floor for a cubic-Bézier number track: Newton on x(t), then y(t) and a lerp, on plain Doubles.
    @inline(never)
    public static func bareBezier(count: Int) -> Double {
        let x1 = 0.4
        let y1 = 0.0
        let x2 = 0.2
        let y2 = 1.0
        let cx = 3 * x1
        let bx = 3 * (x2 - x1) - cx
        let ax = 1 - cx - bx
        let cy = 3 * y1
        let by = 3 * (y2 - y1) - cy
        let ay = 1 - cy - by
        var sum = 0.0
        let step = 1 / Double(count)
        for i in 0..<count {
            let x = Double(i) * step
            var t = x
            for _ in 0..<8 {
                let error = ((ax * t + bx) * t + cx) * t - x
                let d = (3 * ax * t + 2 * bx) * t + cx
                if abs(d) < 1e-6 { break }
                let s = error / d
                t -= s
                if abs(s) < 1e-13 { break }
            }
            let y = ((ay * t + by) * t + cy) * t
            sum += 0 + (1 - 0) * y
        }
        return sum
    }

    /// The floor for a spring number track: the underdamped closed form, one exp, one sin, one cos.
    @inline(never)
    public static func bareSpring(count: Int) -> Double {
        let w0 = 10.0
        let zeta = 0.5
        let v0 = 0.0
        let x0 = -1.0
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (v0 + zeta * w0 * x0) / wd
        var sum = 0.0
        let step = duration / Double(count)
        for i in 0..<count {
            let t = Double(i) * step
            let x = mathExpBare(-zeta * w0 * t) * (x0 * mathCosBare(wd * t) + b * mathSinBare(wd * t))
            sum += 1 + x
        }
        return sum
    }

    /// Every shipped effect's "to" timeline in a push, sampled as whole scenes (all tracks at once).
    public static func shippedTimelines() -> [(Timeline, TransitionContext)] {
        let catalog = CatalogLoader().load(Corpus.shipped).catalog
        let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
        return catalog.effects.compactMap { effect in
            effect.animator.map { ($0.timeline(for: .to, in: context), context) }
        }
    }

    /// Samples each timeline at `perTimeline` times through `Timeline.sample`, which compiles the
    /// timeline for every scene; returns the number of track samples taken.
    @inline(never)
    public static func sampleScenes(_ timelines: [(Timeline, TransitionContext)], perTimeline: Int) -> Int {
        var trackSamples = 0
        for (timeline, context) in timelines {
            for i in 0..<perTimeline {
                let scene = timeline.sample(at: timeline.duration * Double(i) / Double(perTimeline - 1), in: context)
                blackHole(scene)
                trackSamples += timeline.tracks.count
            }
        }
        return trackSamples
    }

    /// The same scenes from one `TimelineSampler` per timeline (compiled once, as the simulator does).
    @inline(never)
    public static func sampleScenesCompiled(_ timelines: [(Timeline, TransitionContext)], perTimeline: Int) -> Int {
        var trackSamples = 0
        for (timeline, context) in timelines {
            let sampler = TimelineSampler(timeline, in: context)
            for i in 0..<perTimeline {
                blackHole(sampler.scene(at: timeline.duration * Double(i) / Double(perTimeline - 1)))
                trackSamples += timeline.tracks.count
            }
        }
        return trackSamples
    }
}

@inline(never)
func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

#if canImport(Glibc)
import Glibc
@inline(__always) func mathExpBare(_ x: Double) -> Double { Glibc.exp(x) }
@inline(__always) func mathSinBare(_ x: Double) -> Double { Glibc.sin(x) }
@inline(__always) func mathCosBare(_ x: Double) -> Double { Glibc.cos(x) }
#else
import Foundation
@inline(__always) func mathExpBare(_ x: Double) -> Double { Foundation.exp(x) }
@inline(__always) func mathSinBare(_ x: Double) -> Double { Foundation.sin(x) }
@inline(__always) func mathCosBare(_ x: Double) -> Double { Foundation.cos(x) }
#endif
