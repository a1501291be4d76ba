import SegueEffects
import SegueEngine
import Testing

/// Fade in and fade out, and that each one's back is the other.
@Suite struct FadeEffectTests {
    static func timeline(_ style: String, going: TransitionDirection, in context: TransitionContext) -> Timeline {
        FadeEffect.timeline(
            for: going, in: context,
            configuration: EffectConfiguration(id: "t", toDuration: 0.35, backDuration: 0.35, parameters: ["style": .choice(style)]))
    }

    @Test func fadeInBringsTheNewScreenInOnTop() throws {
        let context = kindContext(.push)
        let timeline = Self.timeline("in", going: .to, in: context)
        #expect(timeline.duration == 0.35)
        let start = try #require(state(.to, at: 0, of: timeline, in: context))
        #expect(start.alpha == 0 && start.zPosition == 1)
        #expect(state(.to, at: 0.35, of: timeline, in: context)?.alpha == 1)
        #expect(state(.from, at: 0.35, of: timeline, in: context)?.alpha == 1)
        #expect(timeline.tracks.allSatisfy { $0.curves == [.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)] })
    }

    @Test func fadeOutUncoversTheNewScreen() throws {
        let context = kindContext(.push)
        let timeline = Self.timeline("out", going: .to, in: context)
        let start = try #require(state(.from, at: 0, of: timeline, in: context))
        #expect(start.alpha == 1 && start.zPosition == 1)
        #expect(state(.from, at: 0.35, of: timeline, in: context)?.alpha == 0)
        #expect(state(.to, at: 0, of: timeline, in: context)?.alpha == 1)
    }

    @Test func backPlaysTheOtherStyle() {
        let pop = kindContext(.pop)
        // Fade in's back: the screen on top fades out.
        let inBack = Self.timeline("in", going: .back, in: pop)
        #expect(state(.from, at: 0.35, of: inBack, in: pop)?.alpha == 0)
        #expect(state(.to, at: 0, of: inBack, in: pop)?.alpha == 1)
        // Fade out's back: the old screen fades back in on top.
        let outBack = Self.timeline("out", going: .back, in: pop)
        #expect(state(.to, at: 0, of: outBack, in: pop)?.alpha == 0)
        #expect(state(.to, at: 0, of: outBack, in: pop)?.zPosition == 1)
    }
}
