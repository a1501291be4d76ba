import Testing

@testable import SegueEngine

/// The exact bits of a value (kind, then every number in hex); NaNs count as one value, since
/// their sign already differs between optimised and debug builds of the same code.
func fingerprint(_ value: AnimatableValue?) -> String {
    guard let value else { return "nil" }
    func hex(_ numbers: [Double]) -> String {
        numbers.map { $0.isNaN ? "nan" : String($0.bitPattern, radix: 16) }.joined(separator: ",")
    }
    switch value {
    case .number: return "number " + hex(value.components)
    case .point: return "point " + hex(value.components)
    case .rect: return "rect " + hex(value.components)
    case .color: return "color " + hex(value.components)
    case .circle: return "circle " + hex(value.components)
    case .bool(let b): return "bool \(b)"
    case .transform(let t): return "transform " + t.operations.map { "\($0.kind)(\(hex($0.numbers)))" }.joined(separator: " ")
    }
}

/// Random tracks of every value kind and curve, including malformed ones: unsorted or repeated key
/// times, times outside 0...1, non-finite numbers, out-of-domain curves, zero and negative lengths.
struct RandomTracks {
    var generator: SeededGenerator

    mutating func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
    mutating func below(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }

    mutating func number(_ scale: Double = 100) -> Double {
        switch below(40) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -0.0
        case 3: return 0
        case 4: return 1
        default: return (unit() * 2 - 1) * scale
        }
    }

    mutating func positive(_ scale: Double = 2) -> Double {
        switch below(30) {
        case 0: return .nan
        case 1: return 0
        case 2: return -1
        default: return unit() * scale + 0.01
        }
    }

    mutating func value(kind: Int) -> AnimatableValue {
        switch kind {
        case 0: return .number(number())
        case 1: return .point(Point(x: number(), y: number()))
        case 2: return .rect(Rect(x: number(), y: number(), width: number(), height: number()))
        case 3: return .color(RGBAColor(red: number(1), green: number(1), blue: number(1), alpha: number(1)))
        case 4: return .circle(center: Point(x: number(), y: number()), radius: number())
        case 5: return .bool(below(2) == 0)
        default:
            var operations: [TransformOperation] = []
            for _ in 0..<below(3) {
                switch below(4) {
                case 0: operations.append(.translate(x: number(), y: number(), z: number(1)))
                case 1: operations.append(.scale(x: number(2), y: number(2), z: 1))
                case 2: operations.append(.rotate(angle: number(3), axis: [.x, .y, .z][below(3)]))
                default: operations.append(.perspective(m34: number(0.01)))
                }
            }
            return .transform(TransformValue(operations))
        }
    }

    mutating func curve() -> TimingFunction {
        switch below(12) {
        case 0: return .linear
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .easeInEaseOut
        case 4: return .default
        case 5:
            return .cubicBezier(
                x1: below(8) == 0 ? number(2) : unit(), y1: number(2), x2: below(8) == 0 ? number(2) : unit(), y2: number(2))
        case 6: return .steps(below(8) - 1, StepPosition.allCases[below(4)])
        case 7: return .linearPoints((0..<below(5)).map { _ in LinearStop(number(2), at: below(3) == 0 ? nil : number(1.5)) })
        case 8:
            let mass = positive()
            let stiffness = positive(300)
            let damping: Double
            switch below(4) {
            case 0: damping = 2 * (stiffness * mass).squareRoot()
            case 1: damping = 3 * (stiffness * mass).squareRoot()
            default: damping = positive(30)
            }
            return .spring(.physical(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: number(10)))
        case 9, 10:
            let ratio = below(10) == 0 ? number(3) : [1.0, 0.5, 0.6, 0.8, 1.5, 0.001, unit() * 2][below(7)]
            return .spring(.dampingRatio(ratio, initialVelocity: below(3) == 0 ? number(10) : 0))
        default:
            return .spring(.bounce(duration: below(10) == 0 ? number(1) : unit() + 0.05, bounce: number(1.2)))
        }
    }

    mutating func track() -> Track {
        let count = below(7)
        var times: [Double]
        switch below(6) {
        case 0: times = (0..<count).map { _ in below(20) == 0 ? number(1) : unit() }
        case 1: times = (0..<count).map { _ in Double(below(3)) / 2 }.sorted()
        default:
            times = (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
            if count > 2, below(3) == 0 {
                for i in 1..<(count - 1) { times[i] = (Double(i) + unit() - 0.5) / Double(count - 1) }
            }
        }
        let kind = below(8)
        var keyframes: [Keyframe] = []
        for time in times { keyframes.append(Keyframe(time, value(kind: kind == 7 ? below(7) : kind))) }
        var curves: [TimingFunction] = []
        for _ in 0..<below(4) { curves.append(curve()) }
        let begin = below(5) == 0 ? number(1) : unit() * 0.5
        let duration = below(5) == 0 ? number(1) : unit() * 0.5 + (below(6) == 0 ? 0 : 0.01)
        return Track(actor: "a", property: .alpha, keyframes: keyframes, curves: curves, begin: begin, duration: duration)
    }
}

@Suite struct TrackSamplerTests {
    @Test func compiledSamplingMatchesTheCodeBeforeCompilationBitForBit() {
        var random = RandomTracks(generator: SeededGenerator(seed: 0x5E6_0E))
        var interpolated = 0
        for _ in 0..<1500 {
            let track = random.track()
            let duration = [0.0, 0.3, 0.5, 0.7, 1, 2.7, random.unit() * 3, .nan][random.below(8)]
            let sampler = TrackSampler(track, timelineDuration: duration)
            let keyframeValues = Set(track.keyframes.map { fingerprint($0.value) })
            var times = track.keyframes.map { (track.begin + $0.time * track.duration) * duration }
            times += times.map { $0 + 1e-13 }
            times += (0..<40).map { _ in (random.unit() * 1.4 - 0.2) * max(duration, 1) }
            times += (0..<20).map { (track.begin + Double($0) / 19 * track.duration) * duration }
            times += [-.infinity, .infinity, .nan]
            for seconds in times {
                let expected = fingerprint(LegacySampling.value(of: track, atSeconds: seconds, timelineDuration: duration))
                let compiled = fingerprint(sampler?.value(atSeconds: seconds))
                #expect(compiled == expected, "\(track) at \(seconds) s of \(duration)")
                #expect(fingerprint(track.value(atSeconds: seconds, timelineDuration: duration)) == expected)
                if !keyframeValues.contains(compiled) { interpolated += 1 }
            }
        }
        // Enough samples must fall between keyframes, or the comparison above proves little
        // (24,686 of the 104,000 or so with this seed; the rest are keyframes, fills and malformed tracks).
        #expect(interpolated > 20_000)
    }

    @Test func preparedCurvesMatchTheCodeBeforeCompilationBitForBit() {
        var random = RandomTracks(generator: SeededGenerator(seed: 7))
        for _ in 0..<2000 {
            let curve = random.curve()
            let seconds = [0, 0.1, 0.35, 1, 5, random.number(2), .nan, .infinity][random.below(8)]
            for fraction in [-0.5, 0, 1e-9, 0.25, 0.5, 0.75, 1 - 1e-9, 1, 1.5, .nan, .infinity, random.unit(), random.unit()] {
                let expected = LegacySampling.progress(of: curve, at: fraction, segmentDuration: seconds)
                let actual = curve.progress(at: fraction, segmentDuration: seconds)
                #expect(actual.bitPattern == expected.bitPattern || (actual.isNaN && expected.isNaN), "\(curve) at \(fraction)")
            }
        }
    }

    @Test func springClosedFormsMatchTheCodeBeforeCompilationBitForBit() {
        var random = RandomTracks(generator: SeededGenerator(seed: 11))
        var regimes: Set<SpringRegime> = []
        for _ in 0..<2000 {
            let stiffness = random.positive(300)
            let damping = random.below(4) == 0 ? 2 * stiffness.squareRoot() : random.positive(30)
            let spring = SpringParameters(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: random.number(10))
            regimes.insert(spring.regime)
            for t in [-1, 0, 0.01, 0.1, 0.3, 1, 10, random.unit(), .infinity] {
                let (d, e) = (spring.displacement(at: t), spring.envelope(at: t))
                let (legacyD, legacyE) = (LegacySampling.displacement(of: spring, at: t), LegacySampling.envelope(of: spring, at: t))
                #expect(d.bitPattern == legacyD.bitPattern || (d.isNaN && legacyD.isNaN), "\(spring) at \(t)")
                #expect(e.bitPattern == legacyE.bitPattern || (e.isNaN && legacyE.isNaN), "\(spring) at \(t)")
            }
            let (duration, ratio) = ([0.1, 0.3, 0.5, 1][random.below(4)], [0.3, 0.6, 1, 2][random.below(4)])
            let velocity = random.below(2) == 0 ? 0 : random.number(5)
            #expect(
                SpringParameters.fitted(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                    == LegacySampling.fitted(duration: duration, dampingRatio: ratio, initialVelocity: velocity))
        }
        #expect(regimes == [.underdamped, .critical, .overdamped])
    }

    static let kinds: [(AnimatableValue, AnimatableValue, AnimatableValue)] = [
        (.number(-0.0), .number(0.3), .number(-7)),
        (.point(Point(x: 195, y: 422)), .point(Point(x: 0.1, y: -3)), .point(Point(x: -195, y: 422))),
        (.rect(Rect(x: 0, y: 844, width: 390, height: 844)), .rect(.zero), .rect(Rect(x: -1, y: 2, width: 3, height: 4))),
        (.color(.black), .color(RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), .color(.white)),
        (.circle(center: Point(x: 1, y: 2), radius: 0), .circle(center: .zero, radius: 3), .circle(center: Point(x: 5, y: 5), radius: 900)),
        (
            .transform(.identity), .transform(TransformValue([.rotate(angle: 1, axis: .y)])),
            .transform(TransformValue([.scale(x: 2, y: 2, z: 1)]))
        ),
        (.bool(false), .bool(true), .bool(false)),
        (.number(1), .bool(true), .point(.zero)),
    ]

    static let curves: [TimingFunction] = [
        .linear, .easeInEaseOut, .cubicBezier(x1: 0.3, y1: 1.4, x2: 0.6, y2: -0.4), .steps(3, .jumpStart),
        .linearPoints([LinearStop(0), LinearStop(1.2), LinearStop(1)]), .spring(.dampingRatio(0.4, initialVelocity: 2)),
        .spring(.bounce(duration: 0.3, bounce: 0.3)), .spring(.physical(mass: 1, stiffness: 50, damping: 3, initialVelocity: 0)),
    ]

    @Test(arguments: 0..<8, 0..<8)
    func keyframesHoldAtTheirTimesAndCurvesRunBetween(kind: Int, curve: Int) throws {
        let (a, b, c) = Self.kinds[kind]
        let keyframes = [Keyframe(0, a), Keyframe(0.3, b), Keyframe(1, c)]
        let delayed = Track(
            actor: .to, property: .alpha, keyframes: keyframes, curves: [Self.curves[curve]], begin: 0.15, duration: 0.7)
        let sampler = try #require(TrackSampler(delayed, timelineDuration: 0.7))
        for keyframe in keyframes {
            let seconds = (delayed.begin + keyframe.time * delayed.duration) * 0.7
            #expect(fingerprint(sampler.value(atSeconds: seconds)) == fingerprint(keyframe.value))
        }
        // Before the start the first value fills backwards; after the end the last one holds.
        #expect(fingerprint(sampler.value(atSeconds: -1)) == fingerprint(a))
        #expect(fingerprint(sampler.value(atSeconds: 0.1)) == fingerprint(a))
        #expect(fingerprint(sampler.value(atSeconds: 0.7)) == fingerprint(c))
        #expect(fingerprint(sampler.value(atSeconds: .infinity)) == fingerprint(c))
        // Between keyframes: the segment's curve over its own seconds, then keyframe interpolation.
        // One second long from 0, so the seconds are the track fraction itself, with no rounding.
        let plain = try #require(
            TrackSampler(Track(actor: .to, property: .alpha, keyframes: keyframes, curves: [Self.curves[curve]]), timelineDuration: 1))
        for u in [0.05, 0.17, 0.31, 0.5, 0.9, 0.999] {
            let index = u < 0.3 ? 0 : 1
            let span = keyframes[index + 1].time - keyframes[index].time
            let progress = Self.curves[curve].progress(at: (u - keyframes[index].time) / span, segmentDuration: span)
            let expected = keyframes[index].value.interpolated(to: keyframes[index + 1].value, by: progress)
            #expect(fingerprint(plain.value(atSeconds: u)) == fingerprint(expected), "u \(u)")
        }
    }

    /// Key times that are not numbers are a caller's mistake the engine must survive: one lone
    /// NaN keyframe used to trap on an empty range of segments.
    @Test(arguments: 0..<8)
    func nonNumericKeyTimesNeitherTrapNorInventValues(curve: Int) throws {
        let (a, b, c) = Self.kinds[0]
        let shapes: [[Keyframe]] = [
            [Keyframe(.nan, a)],
            [Keyframe(.infinity, a)],
            [Keyframe(.nan, a), Keyframe(.nan, b)],
            [Keyframe(0, a), Keyframe(.nan, b), Keyframe(1, c)],
            [Keyframe(-.infinity, a), Keyframe(.nan, b), Keyframe(.infinity, c)],
        ]
        for keyframes in shapes {
            let track = Track(actor: .to, property: .alpha, keyframes: keyframes, curves: [Self.curves[curve]])
            let sampler = try #require(TrackSampler(track, timelineDuration: 0.5))
            for seconds in [-1, 0, 0.1, 0.25, 0.5, 2, .nan, .infinity] {
                let value = sampler.value(atSeconds: seconds)
                if keyframes.count == 1 {
                    #expect(fingerprint(value) == fingerprint(a), "\(keyframes.map(\.time)) at \(seconds)")
                } else {
                    guard case .number = value else {
                        Issue.record("a number track gave \(value) at \(seconds)")
                        continue
                    }
                }
            }
            #expect(fingerprint(track.value(atSeconds: 0.2, timelineDuration: 0.5)) == fingerprint(sampler.value(atSeconds: 0.2)))
        }
    }

    @Test func aMonotoneBezierGivesMonotoneValues() throws {
        let track = Track(
            actor: .to, property: .alpha, keyframes: [Keyframe(0, 0), Keyframe(1, 1)],
            curves: [.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)])
        let sampler = try #require(TrackSampler(track, timelineDuration: 0.5))
        var previous = -Double.infinity
        for i in 0...1000 {
            guard case .number(let v) = sampler.value(atSeconds: 0.5 * Double(i) / 1000) else {
                Issue.record("not a number")
                return
            }
            #expect(v >= previous, "sample \(i)")
            if i > 0 && i < 1000 { #expect(v > 0 && v < 1, "sample \(i)") }
            previous = v
        }
        #expect(sampler.value(atSeconds: 0) == .number(0))
        #expect(sampler.value(atSeconds: 0.5) == .number(1))
    }

    @Test func withinOnePicoOfAKeyTimeTheKeyframeWins() throws {
        // A short physical spring is still 50% away from its target when its segment ends: only the
        // snap rule keeps the end exact.
        let curve = TimingFunction.spring(.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        #expect(curve.endSnap(segmentDuration: 0.1) > 0.3)
        let track = Track(actor: .to, property: .alpha, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], curves: [curve])
        let sampler = try #require(TrackSampler(track, timelineDuration: 0.1))
        #expect(sampler.value(atSeconds: 0.1 * (1 - 5e-13)) == .number(1))
        #expect(sampler.value(atSeconds: 0.1 * 5e-13) == .number(0))
        guard case .number(let near) = sampler.value(atSeconds: 0.1 * (1 - 1e-6)) else {
            Issue.record("not a number")
            return
        }
        #expect(near < 0.7)
    }

    @Test func aSpringTrackEndsExactlyOnItsEndValueAfterOvershooting() throws {
        let end = Point(x: 195.3, y: 422.1)
        let track = Track(
            actor: .to, property: .position, keyframes: [Keyframe(0, .point(Point(x: 585, y: 422.1))), Keyframe(1, .point(end))],
            curves: [.spring(.dampingRatio(0.3, initialVelocity: 0))], begin: 0.2, duration: 0.8)
        let sampler = try #require(TrackSampler(track, timelineDuration: 0.45))
        #expect(sampler.value(atSeconds: 0.45) == .point(end))
        let overshoots = (1..<100).contains { i in
            guard case .point(let p) = sampler.value(atSeconds: 0.09 + 0.36 * Double(i) / 100) else { return false }
            return p.x < end.x - 1
        }
        #expect(overshoots)
    }

    @Test func eachSegmentRunsItsOwnCurveOverItsOwnSeconds() throws {
        // Segment 0 linear over 0.25 s, segment 1 a UIKit spring fitted to its 0.75 s.
        let track = Track(
            actor: .to, property: .alpha, keyframes: [Keyframe(0, 10), Keyframe(0.25, 20), Keyframe(1, 40)],
            curves: [.linear, .spring(.dampingRatio(0.5, initialVelocity: 1))])
        let sampler = try #require(TrackSampler(track, timelineDuration: 1))
        #expect(sampler.value(atSeconds: 0.125) == .number(mix(10, 20, 0.5)))
        let spring = SpringParameters.fitted(duration: 0.75, dampingRatio: 0.5, initialVelocity: 1)
        #expect(sampler.value(atSeconds: 0.625) == .number(mix(20, 40, spring.progress(at: 0.5 * 0.75))))
    }

    @Test func repeatedKeyTimesJumpToTheLaterValue() throws {
        let track = Track(
            actor: .to, property: .alpha, keyframes: [Keyframe(0, 0), Keyframe(0.5, 1), Keyframe(0.5, 2), Keyframe(1, 3)])
        let sampler = try #require(TrackSampler(track, timelineDuration: 1))
        #expect(sampler.value(atSeconds: 0.25) == .number(0.5))
        #expect(sampler.value(atSeconds: 0.5) == .number(2))
        #expect(sampler.value(atSeconds: 0.75) == .number(2.5))
    }

    @Test func aTrackOfNoLengthJumpsAtItsStart() throws {
        let track = Track(actor: .to, property: .alpha, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], begin: 0.5, duration: 0)
        let sampler = try #require(TrackSampler(track, timelineDuration: 2))
        #expect(sampler.value(atSeconds: 0.999) == .number(0))
        #expect(sampler.value(atSeconds: 1) == .number(1))
        #expect(TrackSampler(Track(actor: .to, property: .alpha, keyframes: []), timelineDuration: 1) == nil)
    }

    @Test func aTimelineSamplerGivesTheScenesOfTimelineSample() {
        let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let animators: [any TransitionAnimator] = [SlideAnimator(), CrossfadeAnimator(), CircleMaskAnimator()]
        let timelines = animators.map { $0.timeline(for: .to, in: context) }
        for timeline in timelines {
            let sampler = TimelineSampler(timeline, in: context)
            for i in 0...40 {
                let time = timeline.duration * Double(i) / 40
                #expect(sampler.scene(at: time) == timeline.sample(at: time, in: context))
            }
        }
    }
}
