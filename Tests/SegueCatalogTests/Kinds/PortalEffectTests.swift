import SegueEffects
import SegueEngine
import Testing

@Suite struct PortalEffectTests {
    @Test func doorsTravelHalfTheWidthEachWhileTheNewScreenGrowsFromEightyPercent() {
        let context = KindProbe.context()
        let timeline = PortalEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(start.actor("door.left")?.state.frame == Rect(x: 0, y: 0, width: 195, height: 844))
        #expect(start.actor("door.right")?.state.frame == Rect(x: 195, y: 0, width: 195, height: 844))
        #expect(end.actor("door.left")?.state.frame == Rect(x: -195, y: 0, width: 195, height: 844))
        #expect(end.actor("door.right")?.state.frame == Rect(x: 390, y: 0, width: 195, height: 844))
        #expect(KindProbe.close(KindProbe.scaleFactor(start.actor("to")?.state.transform), 0.8))
        #expect(end.actor("to")?.matrix.isIdentity(tolerance: 1e-12) == true)
        #expect(start.actor("from")?.isEffectivelyHidden == true)
    }

    @Test func goingBackTheNewScreensDoorsCloseAndTheOldOneShrinks() {
        let context = KindProbe.context(.pop)
        let timeline = PortalEffect.timeline(for: .back, in: context, configuration: KindProbe.configuration())
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(start.actor("door.left")?.state.frame.minX == -195)
        #expect(start.actor("door.right")?.state.frame.minX == 390)
        #expect(end.actor("door.left")?.state.frame.minX == 0)
        #expect(end.actor("door.right")?.state.frame.minX == 195)
        #expect(KindProbe.close(KindProbe.scaleFactor(end.actor("from")?.state.transform), 0.8))
        #expect(start.actor("door.left")?.source == "to")
    }
}
