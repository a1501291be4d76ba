import SegueEffects
import SegueEngine
import Testing

@Suite struct TurnTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    @Test func fromTurnsAwayThenToTurnsIn() {
        let context = spotContext390()
        let timeline = TurnEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        #expect(
            timeline.sample(at: 0, in: context).actor("container")?.state.sublayerTransform
                == TransformValue([.perspective(m34: -0.002)]))
        let half = timeline.sample(at: 0.5, in: context)
        #expect(half.actor("from")?.state.transform == TransformValue([.rotate(angle: -Double.pi / 2, axis: .y)]))
        #expect(half.actor("to")?.state.transform == TransformValue([.rotate(angle: Double.pi / 2, axis: .y)]))
        #expect(timeline.sample(at: 1, in: context).actor("to")?.state.transform == TransformValue([.rotate(angle: 0, axis: .y)]))
    }

    @Test func backFlipsTheSignsAboutX() {
        let context = spotContext390(.pop)
        let configuration = EffectConfiguration(
            id: "t", toDuration: 1, backDuration: 1, parameters: ["axis": .choice("horizontal")])
        let timeline = TurnEffect.timeline(for: .back, in: context, configuration: configuration)
        let half = timeline.sample(at: 0.5, in: context)
        #expect(half.actor("from")?.state.transform == TransformValue([.rotate(angle: Double.pi / 2, axis: .x)]))
    }

    /// VCTransitionsLibrary left the from view edge-on; Segue resets it.
    @Test func endsWithTheFromTransformReset() {
        let timeline = TurnEffect.timeline(for: .to, in: spotContext390(), configuration: Self.configuration)
        #expect(timeline.completion.steps.contains(.setProperty(.from, .transform, .transform(.identity))))
        let reset = timeline.completion.steps.firstIndex(of: .setProperty(.from, .transform, .transform(.identity)))
        let complete = timeline.completion.steps.firstIndex(of: .completeTransition(.notCancelled))
        #expect(reset != nil && complete != nil && reset! < complete!)
    }
}
