import SegueEffects
import SegueEngine
import Testing

@Suite struct MiddleFlipEffectTests {
    /// wazrx/XWTransition, XWTransition/XWCoolAnimator/XWCoolAnimator+XWMiddlePageFlip.m:
    /// `rationAngle = direction == Left || direction == Bottom`; the arriving half ends at
    /// `rationAngle ? -0.001 : 0.001`, the leaving one turns to `rationAngle ? M_PI_2 : -M_PI_2`.
    static let cases: [(String, RotationAxis, Double)] = [
        ("left", .y, -0.001), ("right", .y, 0.001), ("top", .x, 0.001), ("bottom", .x, -0.001),
    ]

    @Test(arguments: cases)
    func landingHalfEndsAtAThousandthOfARadianOppositeTheFirstFold(side: String, axis: RotationAxis, landing: Double) {
        let context = KindProbe.context()
        let timeline = MiddleFlipEffect.timeline(
            for: .to, in: context, configuration: KindProbe.configuration(["direction": .choice(side)]))
        let half = timeline.sample(at: 0.25, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        #expect(KindProbe.close(KindProbe.rotation(end.actor("half.to.fold")?.state.transform, about: axis), landing))
        #expect(
            KindProbe.close(KindProbe.rotation(half.actor("half.from.fold")?.state.transform, about: axis), -landing * 1000 * Double.pi / 2)
        )
        #expect(
            KindProbe.close(KindProbe.rotation(half.actor("half.to.fold")?.state.transform, about: axis), landing * 1000 * Double.pi / 2))
        // The perspective is the container's sublayerTransform (m34 = -0.002), not the halves' own.
        #expect(KindProbe.perspective(end.actor("half.to.fold")?.state.transform) == nil)
        #expect(end.actor("container")?.state.sublayerTransform.matrix.m34 == -0.002)
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

    /// XWCoolAnimator+XWMiddlePageFlip.m `_xw_addGrandientLayerWithStartPoint:endPoint:forView:`: the
    /// shadow is a CAGradientLayer from black at alpha 0 to black at alpha 0.5, running from the half's
    /// outer edge to the spine (from the left: start (0, 0), end (1, 0) on the left half). The bands
    /// that draw it deepen toward the spine and stay within 0.5 / 16 of the gradient.
    @Test func shadowsAreAGradientFromNothingAtTheEdgeToHalfAtTheSpine() throws {
        let context = KindProbe.context()
        let timeline = MiddleFlipEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        let scene = timeline.sample(at: 0.25, in: context)
        let bands = (0..<MiddleFlipEffect.gradientBands).compactMap { scene.actor(ActorID("shadow.from.fold.\($0)")) }
        #expect(bands.count == MiddleFlipEffect.gradientBands)
        for band in bands {
            let x = band.state.frame.midX / 195
            let alpha = band.state.backgroundColor?.alpha ?? .nan
            #expect(abs(alpha - 0.5 * x) <= 0.5 / 16 + 1e-12, "\(band.id)")
            #expect(band.parent == "shadow.from.fold")
        }
        // The band at the spine (x near 195 in the left half) is the darkest; the outer one the lightest.
        let alphas = bands.sorted { $0.state.frame.minX < $1.state.frame.minX }.map { $0.state.backgroundColor?.alpha ?? 0 }
        #expect(alphas == alphas.sorted() && alphas.first! < 0.05 && alphas.last! > 0.45)
        // The arriving half is the right one: its shadow deepens toward its left edge, the spine.
        let landing = (0..<MiddleFlipEffect.gradientBands).compactMap { scene.actor(ActorID("shadow.to.fold.\($0)")) }
        let byX = landing.sorted { $0.state.frame.minX < $1.state.frame.minX }.map { $0.state.backgroundColor?.alpha ?? 0 }
        #expect(byX == byX.sorted(by: >))
    }
}
