import Testing

@testable import SegueEngine

/// Issue 15, item 1: `UIView.animateKeyframes` builds one `CAKeyframeAnimation` per property whose
/// `timingFunction` (the options' curve bits) eases the whole animation and whose
/// `calculationMode` (the options' calculation mode) fills the keyframes; `timingFunctions`
/// (per keyframe) are the other, per-segment form. Apple's CAKeyframeAnimation documentation;
/// StackOverflow 20521214 shows the animation UIKit builds.
@Suite struct KeyframeAnimationTests {
    static func track(
        _ values: [Double], at times: [Double], curves: [TimingFunction] = [.linear],
        whole: TimingFunction? = nil, mode: CalculationMode = .linear
    ) -> Track {
        Track(
            actor: .to, property: .alpha, keyframes: zip(times, values).map { Keyframe($0, .number($1)) }, curves: curves,
            animationCurve: whole, calculationMode: mode)
    }

    static func number(_ track: Track, _ seconds: Double) -> Double {
        if case .number(let v) = track.value(atSeconds: seconds, timelineDuration: 1) { return v }
        return .nan
    }

    /// Whole-animation easing maps time first: with easeInEaseOut, 0.25 s is eased time
    /// 0.12916193 (the reference check value), inside the first segment [0, 0.5] at 0.25832386.
    @Test func theAnimationCurveEasesTheWholeTrack() {
        let whole = Self.track([0, 1, 1], at: [0, 0.5, 1], whole: .easeInEaseOut)
        #expect(abs(Self.number(whole, 0.25) - 0.25832386) < 1e-7)
        // The per-segment form (timingFunctions) eases the segment on its own: 0.25 s is half of
        // [0, 0.5], and easeInEaseOut(0.5) = 0.5.
        let perSegment = Self.track([0, 1, 1], at: [0, 0.5, 1], curves: [.easeInEaseOut])
        #expect(abs(Self.number(perSegment, 0.25) - 0.5) < 1e-9)
        // Both forms agree at the ends and at the symmetric midpoint.
        #expect(Self.number(whole, 0.5) == 1 && Self.number(whole, 1) == 1)
    }

    /// A spring over the whole track moves two keyframes as the same spring on their one segment:
    /// the animation's timing function "is applied first followed by the timing function for the
    /// specific keyframe segment" (Apple's CAKeyframeAnimation.timingFunctions), here linear. It
    /// overshoots the last keyframe, which the eased time used to be clamped to; with more
    /// keyframes the last segment carries on past it (Web Animations extrapolates the same way).
    @Test func aWholeTrackSpringOvershootsAsOnItsSegment() {
        let spring = TimingFunction.spring(.dampingRatio(0.4, initialVelocity: 0))
        let whole = Self.track([0, 10], at: [0, 1], whole: spring)
        let segment = Self.track([0, 10], at: [0, 1], curves: [spring])
        let three = Self.track([0, 5, 10], at: [0, 0.5, 1], whole: spring)
        var furthest = -Double.infinity
        var furthestOfThree = -Double.infinity
        for i in 0...200 {
            let s = Double(i) / 200
            #expect(abs(Self.number(whole, s) - Self.number(segment, s)) < 1e-9, "at \(s) s")
            furthest = max(furthest, Self.number(whole, s))
            furthestOfThree = max(furthestOfThree, Self.number(three, s))
        }
        #expect(furthest > 11)
        #expect(furthestOfThree > 10.5)
        #expect(Self.number(whole, 1) == 10 && Self.number(three, 1) == 10)
    }

    /// kCAAnimationDiscrete: a value holds until the next key time.
    @Test func discreteHoldsEachValue() {
        let t = Self.track([0, 10, 20], at: [0, 0.5, 1], mode: .discrete)
        #expect(Self.number(t, 0.2) == 0)
        #expect(Self.number(t, 0.49) == 0)
        #expect(Self.number(t, 0.6) == 10)
        #expect(Self.number(t, 1) == 20)
    }

    /// kCAAnimationPaced: key times are ignored; values 0, 10, 40 are reached at distances 10
    /// and 40 of 40, so 10 arrives at a quarter of the time, whatever the key times say.
    @Test func pacedSpacesKeyframesByDistance() {
        let t = Self.track([0, 10, 40], at: [0, 0.9, 1], curves: [.easeIn], mode: .paced)
        #expect(abs(Self.number(t, 0.25) - 10) < 1e-9)
        #expect(abs(Self.number(t, 0.5) - 20) < 1e-9)  // even speed: 40 * 0.5, and the curve ignored
    }

    /// The paced modes ignore the animation's timingFunction too (Apple's kCAAnimationPaced and
    /// kCAAnimationCubicPaced pages: "keyTimes and timingFunction are ignored"): easeInEaseOut
    /// over the whole animation changes nothing.
    @Test func pacedIgnoresTheAnimationCurve() {
        for mode in [CalculationMode.paced, .cubicPaced] {
            let plain = Self.track([0, 10, 40], at: [0, 0.9, 1], mode: mode)
            let eased = Self.track([0, 10, 40], at: [0, 0.9, 1], whole: .easeInEaseOut, mode: mode)
            for s in [0.1, 0.25, 0.6, 0.9] { #expect(Self.number(plain, s) == Self.number(eased, s), "\(mode) at \(s)") }
        }
        #expect(abs(Self.number(Self.track([0, 10, 40], at: [0, 0.9, 1], whole: .easeInEaseOut, mode: .paced), 0.5) - 20) < 1e-9)
    }

    /// kCAAnimationCubic: a Catmull-Rom spline through the values. Through 0, 10, 0 at 0, 0.5, 1
    /// the middle tangent is (0 - 0) / 2 = 0 and the end tangents (10 - 0) / 2 = 5 (ends repeated),
    /// so at a quarter (t = 0.5 in the first segment) the Hermite form gives
    /// 0.5 * 0 + 0.125 * 5 + 0.5 * 10 - 0.125 * 0 = 5.625, where linear gives 5.
    @Test func cubicFollowsACatmullRomSpline() {
        let t = Self.track([0, 10, 0], at: [0, 0.5, 1], mode: .cubic)
        #expect(abs(Self.number(t, 0.25) - 5.625) < 1e-9)
        #expect(Self.number(t, 0.5) == 10)
        #expect(abs(Self.number(Self.track([0, 10, 0], at: [0, 0.5, 1]), 0.25) - 5) < 1e-9)
    }
}
