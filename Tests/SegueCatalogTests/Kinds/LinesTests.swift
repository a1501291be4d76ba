import SegueEffects
import SegueEngine
import Testing

@Suite struct LinesTests {
    static func configuration(_ orientation: String) -> EffectConfiguration {
        EffectConfiguration(id: "t", toDuration: 0.5, backDuration: 0.8, parameters: ["orientation": .choice(orientation)])
    }

    @Test func horizontalStripsAreFourPointsThickAndComeFromOneToEightWidthsAway() throws {
        let context = spotContext390()
        let timeline = LinesEffect.timeline(for: .to, in: context, configuration: Self.configuration("horizontal"))
        let strips = timeline.actors.filter { $0.role == .slice }
        #expect(strips.count == 2 * 211)
        #expect(strips.allSatisfy { $0.initial.frame.height == 4 && $0.initial.frame.width == 390 })
        let start = timeline.sample(at: 0, in: context)
        // wazrx/XWTransition, XWTransition/XWCoolAnimator/XWCoolAnimator+XWLines.m: each strip moves
        // `CGRectGetWidth(frame) * XWRandomFloat(1.0, 8.0)`, a continuous factor in (1, 8].
        var fractional = 0
        for i in 0..<211 {
            let x = try #require(start.actor(ActorID("line.to.\(i)"))?.state.frame.minX)
            let widths = x / 390
            #expect(widths > 1 && widths <= 8)
            if abs(widths - widths.rounded()) > 1e-6 { fractional += 1 }
        }
        #expect(fractional > 200, "the factors are continuous, not whole widths")
        let end = timeline.sample(at: 0.5, in: context)
        #expect(end.actor("line.to.7")?.state.frame.isClose(to: Rect(x: 0, y: 28, width: 390, height: 4)) == true)
    }

    /// XWCoolAnimator+XWLines.m: `animateWithDuration:duration - 0.01 ... usingSpringWithDamping:0.8`:
    /// the strips are home 10 ms before the declared duration.
    @Test func theStripsAnimateForTheDurationLessTenMilliseconds() throws {
        let context = spotContext390()
        let timeline = LinesEffect.timeline(for: .to, in: context, configuration: Self.configuration("horizontal"))
        #expect(timeline.duration == 0.5)
        #expect(timeline.tracks.allSatisfy { abs($0.duration * 0.5 - 0.49) < 1e-12 && $0.begin == 0 })
        let home = Rect(x: 0, y: 40, width: 390, height: 4)
        #expect(timeline.sample(at: 0.49, in: context).actor("line.to.10")?.state.frame.isClose(to: home) == true)
        #expect(timeline.sample(at: 0.3, in: context).actor("line.to.10")?.state.frame.isClose(to: home) == false)
    }

    @Test func verticalStripsAlternateBelowAndAbove() throws {
        let context = spotContext390()
        let timeline = LinesEffect.timeline(for: .to, in: context, configuration: Self.configuration("vertical"))
        let start = timeline.sample(at: 0, in: context)
        let even = try #require(start.actor("line.to.0")?.state.frame.minY)
        let odd = try #require(start.actor("line.to.1")?.state.frame.minY)
        // XWRandomFloat(1.0, 4.0) screen heights, continuous.
        #expect(even > 844 && even <= 4 * 844)
        #expect(odd < -844 && odd >= -4 * 844)
    }

    /// XWTransition ran the back animation for the to duration; Segue runs it for the back duration.
    @Test func backAnimationRunsForTheBackDuration() throws {
        let context = spotContext390(.pop)
        let timeline = LinesEffect.timeline(for: .back, in: context, configuration: Self.configuration("horizontal"))
        #expect(timeline.duration == 0.8)
        #expect(timeline.tracks.allSatisfy { $0.begin == 0 && abs($0.duration * 0.8 - 0.79) < 1e-12 })
        // Still moving at the to duration, home at the back duration less 10 ms.
        let home = Rect(x: 0, y: 40, width: 390, height: 4)
        #expect(timeline.sample(at: 0.5, in: context).actor("line.to.10")?.state.frame.isClose(to: home) == false)
        #expect(timeline.sample(at: 0.79, in: context).actor("line.to.10")?.state.frame.isClose(to: home) == true)
    }

    @Test func sameSeedSamePictureOtherSeedAnother() {
        let configuration = Self.configuration("horizontal")
        let a = LinesEffect.timeline(for: .to, in: spotContext390(seed: 3), configuration: configuration)
        let b = LinesEffect.timeline(for: .to, in: spotContext390(seed: 3), configuration: configuration)
        let c = LinesEffect.timeline(for: .to, in: spotContext390(seed: 4), configuration: configuration)
        #expect(a == b)
        #expect(a != c)
    }
}
