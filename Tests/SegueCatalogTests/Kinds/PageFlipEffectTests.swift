import SegueEffects
import SegueEngine
import Testing

@Suite struct PageFlipEffectTests {
    @Test func coverTurnsAQuarterAboutItsLeftEdgeUnderTheContainersPerspective() {
        let context = KindProbe.context()
        let timeline = PageFlipEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(KindProbe.close(KindProbe.perspective(start.actor("container")?.state.sublayerTransform), -0.002))
        #expect(start.actor("snapshot.from")?.state.anchorPoint == Point(x: 0, y: 0.5))
        #expect(KindProbe.close(KindProbe.rotation(end.actor("snapshot.from")?.state.transform, about: .y), -Double.pi / 2))
        #expect(KindProbe.close(start.actor("shade.page")?.state.alpha, 0))
        #expect(KindProbe.close(end.actor("shade.page")?.state.alpha, 1))
        #expect(KindProbe.close(start.actor("shade.beneath")?.state.alpha, 1))
        #expect(KindProbe.close(end.actor("shade.beneath")?.state.alpha, 0))
    }

    @Test func goingBackTheCoverTurnsBackToIdentity() {
        let context = KindProbe.context(.pop)
        let timeline = PageFlipEffect.timeline(for: .back, in: context, configuration: KindProbe.configuration())
        #expect(
            KindProbe.close(
                KindProbe.rotation(timeline.sample(at: 0, in: context).actor("snapshot.to")?.state.transform, about: .y), -Double.pi / 2))
        #expect(timeline.sample(at: 0.5, in: context).actor("snapshot.to")?.matrix.isIdentity(tolerance: 1e-12) == true)
    }
}
