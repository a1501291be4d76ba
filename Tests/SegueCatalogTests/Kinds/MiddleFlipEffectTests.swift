import SegueEffects
import SegueEngine
import Testing

@Suite struct MiddleFlipEffectTests {
    static let cases: [(String, Axis, Double)] = [
        ("left", .y, -0.001), ("right", .y, 0.001), ("top", .x, -0.001), ("bottom", .x, 0.001),
    ]

    @Test(arguments: cases)
    func landingHalfEndsAtAThousandthOfARadianOppositeTheFirstFold(side: String, axis: Axis, landing: Double) {
        let context = KindProbe.context()
        let timeline = MiddleFlipEffect.timeline(
            for: .to, in: context, configuration: KindProbe.configuration(["direction": .choice(side)]))
        let half = timeline.sample(at: 0.25, in: context), end = timeline.sample(at: 0.5, in: context)
        #expect(KindProbe.close(KindProbe.rotation(end.actor("half.to.fold")?.state.transform, about: axis), landing))
        #expect(KindProbe.close(KindProbe.rotation(half.actor("half.from.fold")?.state.transform, about: axis), -landing * 1000 * Double.pi / 2))
        #expect(KindProbe.close(KindProbe.rotation(half.actor("half.to.fold")?.state.transform, about: axis), landing * 1000 * Double.pi / 2))
        #expect(KindProbe.close(KindProbe.perspective(end.actor("half.to.fold")?.state.transform), -0.002))
        #expect(KindProbe.close(half.actor("shadow.from.fold")?.state.alpha, 1))
        #expect(KindProbe.close(end.actor("shadow.to.fold")?.state.alpha, 0))
    }

    @Test func fromLeftHalvesHingeAtTheSpine() {
        let context = KindProbe.context()
        let timeline = MiddleFlipEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        let scene = timeline.sample(at: 0, in: context)
        #expect(scene.actor("half.from.fold")?.state.frame == Rect(x: 0, y: 0, width: 195, height: 844))
        #expect(scene.actor("half.from.fold")?.state.position == Point(x: 195, y: 422))
        #expect(scene.actor("half.to.fold")?.state.position == Point(x: 195, y: 422))
        #expect(scene.actor("shadow.from.fold")?.state.frame == Rect(x: 0, y: 0, width: 195, height: 844))
    }

    @Test func goingBackUsesTheOppositeSide() {
        let context = KindProbe.context(.pop)
        let timeline = MiddleFlipEffect.timeline(for: .back, in: context, configuration: KindProbe.configuration())
        let scene = timeline.sample(at: 0.5, in: context)
        // From the left going to, so from the right going back: the right half folds first.
        #expect(scene.actor("half.from.fold")?.state.frame.minX == 195)
        #expect(KindProbe.close(KindProbe.rotation(scene.actor("half.to.fold")?.state.transform, about: .y), 0.001))
    }
}
