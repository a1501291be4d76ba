import SegueEffects
import SegueEngine
import Testing

@Suite struct CardsTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    @Test func fromTiltsBackThenShrinksWhileTheCardRisesAndOvershoots() {
        let context = spotContext390()
        let timeline = CardsEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let tilt = TransformValue([
            .perspective(m34: -1.0 / 900), .translate(x: 0, y: 0, z: 0), .scale(x: 0.95, y: 0.95, z: 1),
            .rotate(angle: 15 * Double.pi / 180, axis: .x),
        ])
        let back = TransformValue([
            .perspective(m34: -1.0 / 900), .translate(x: 0, y: -0.08 * 844, z: 0), .scale(x: 0.8, y: 0.8, z: 1),
            .rotate(angle: 0, axis: .x),
        ])
        #expect(timeline.sample(at: 0.4, in: context).actor("from")?.state.transform == tilt)
        #expect(timeline.sample(at: 0.4, in: context).actor("from")?.state.alpha == 0.6)
        #expect(timeline.sample(at: 0.6, in: context).actor("from")?.state.transform == back)
        #expect(timeline.sample(at: 0, in: context).actor("to")?.state.frame.minY == 844)
        #expect(timeline.sample(at: 0.8, in: context).actor("to")?.state.frame.minY == -30)
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.frame.minY == 0)
    }

    @Test func backDropsTheCardAndRestoresTheCoveredScreen() {
        let context = spotContext390(.pop)
        let timeline = CardsEffect.timeline(for: .back, in: context, configuration: Self.configuration)
        let start = timeline.sample(at: 0, in: context)
        #expect(start.actor("to")?.state.alpha == 0.6)
        #expect(timeline.sample(at: 0.5, in: context).actor("from")?.state.frame.minY == 844)
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.transform.isIdentity() == false)
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.alpha == 1)
    }
}
