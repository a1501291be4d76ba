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

    /// CETurnAnimationController.m runs UIView.animateKeyframes(withDuration: 1, options: 0) with
    /// blocks 0-0.5 (from turns away) and 0.5-1 (to turns in). Options 0 ease the whole second
    /// with easeInEaseOut, so at 0.25 s the eased time is easeInEaseOut(0.25) = 0.12916193 (the
    /// reference value), which is 0.25832386 of the first block: 90 * 0.25832386 = 23.249 degrees,
    /// not the 45 degrees of a block eased on its own.
    @Test func theWholeAnimationIsEasedNotEachHalf() throws {
        let context = spotContext390()
        let timeline = TurnEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let from = try #require(timeline.sample(at: 0.25, in: context).actor("from")?.state.transform.operations.first)
        guard case .rotate(let angle, .y) = from else {
            Issue.record("expected a rotation about y, got \(from)")
            return
        }
        #expect(abs(-angle * 180 / Double.pi - 23.249) < 0.001)
        // The to view starts moving when the eased time reaches 0.5, that is at t = 0.5 s exactly.
        #expect(
            timeline.sample(at: 0.5, in: context).actor("to")?.state.transform == TransformValue([.rotate(angle: Double.pi / 2, axis: .y)]))
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
