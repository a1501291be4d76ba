import SegueEffects
import SegueEngine
import Testing

@Suite struct PanTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    @Test func slidesAFullWidthOverAHalfWidthDrift() {
        let context = spotContext390()
        let timeline = PanEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        #expect(timeline.sample(at: 0, in: context).actor("to")?.state.frame.minX == 390)
        #expect(timeline.sample(at: 1, in: context).actor("from")?.state.frame.minX == -195)
        let back = PanEffect.timeline(for: .back, in: spotContext390(.pop), configuration: Self.configuration)
        #expect(back.sample(at: 0, in: spotContext390(.pop)).actor("to")?.state.frame.minX == -195)
        #expect(back.sample(at: 1, in: spotContext390(.pop)).actor("from")?.state.frame.minX == 390)
    }
}
