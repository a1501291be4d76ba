import SegueEffects
import SegueEngine
import Testing

@Suite struct MagicMoveEffectTests {
    static let pair = RectPair(
        from: LengthRect(x: .points(16), y: .points(120), width: .points(80), height: .points(80)),
        to: LengthRect(x: .points(0), y: .points(0), width: .fraction(1), height: .fraction(0.4)))

    @Test func elementFliesFromItsStartFrameToItsEndFrameWhileTheScreensCrossFade() {
        let context = KindProbe.context()
        let timeline = MagicMoveEffect.timeline(
            for: .to, in: context, configuration: KindProbe.configuration(["pairs": .rectPairs([Self.pair])]))
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(start.actor("element.0")?.state.frame == Rect(x: 16, y: 120, width: 80, height: 80))
        #expect(start.actor("element.0")?.state.contentsRect == Rect(x: 16.0 / 390, y: 120.0 / 844, width: 80.0 / 390, height: 80.0 / 844))
        #expect(end.actor("element.0")?.state.frame == Rect(x: 0, y: 0, width: 390, height: 337.6))
        #expect(KindProbe.close(start.actor("to")?.state.alpha, 0))
        #expect(KindProbe.close(end.actor("to")?.state.alpha, 1))
        #expect(KindProbe.close(end.actor("from")?.state.alpha, 0))
    }

    @Test func goingBackTheGroupsSwap() {
        let context = KindProbe.context(.pop)
        let timeline = MagicMoveEffect.timeline(
            for: .back, in: context, configuration: KindProbe.configuration(["pairs": .rectPairs([Self.pair]), "damping": .bool(true)]))
        #expect(timeline.sample(at: 0, in: context).actor("element.0")?.state.frame == Rect(x: 0, y: 0, width: 390, height: 337.6))
        #expect(timeline.sample(at: 0.5, in: context).actor("element.0")?.state.frame == Rect(x: 16, y: 120, width: 80, height: 80))
        #expect(timeline.tracks.contains { $0.actor == "element.0" && $0.curves.first?.isSpring == true })
    }

    /// wazrx/XWTransition, XWTransition/XWMagicMoveAnimator/XWMagicMoveAnimator.m: with dampingEnable,
    /// `fromVC.view.alpha = 0.0f; toVC.view.alpha = 1.0f;` sit in the same
    /// `usingSpringWithDamping:0.55 initialSpringVelocity:1 / 0.55` block as the frames: the fade springs.
    @Test func withDampingTheFadeSpringsToo() throws {
        let context = KindProbe.context()
        let damped = MagicMoveEffect.timeline(
            for: .to, in: context, configuration: KindProbe.configuration(["pairs": .rectPairs([Self.pair]), "damping": .bool(true)]))
        for actor in [ActorID.to, .from] {
            let fade = try #require(damped.tracks.first { $0.actor == actor && $0.property == .alpha })
            #expect(fade.curves == [.spring(.dampingRatio(0.55, initialVelocity: 1 / 0.55))])
        }
        // An underdamped spring with that velocity passes its target: the arriving view's alpha goes above 1
        // in the model before Core Animation clamps it when drawing.
        let peak = (1...49).compactMap { damped.sample(at: Double($0) / 100, in: context).actor("to")?.state.alpha }.max() ?? 0
        #expect(peak > 1)
        let plain = MagicMoveEffect.timeline(
            for: .to, in: context, configuration: KindProbe.configuration(["pairs": .rectPairs([Self.pair])]))
        #expect(plain.tracks.first { $0.actor == .to && $0.property == .alpha }?.curves == [.easeInEaseOut])
    }

    @Test func withoutPairsItIsACrossFade() {
        let context = KindProbe.context()
        let timeline = MagicMoveEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        #expect(timeline.actors.isEmpty)
        #expect(timeline.tracks.count == 2)
    }
}
