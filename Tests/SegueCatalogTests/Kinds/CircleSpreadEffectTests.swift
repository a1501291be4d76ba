import SegueEffects
import SegueEngine
import Testing

@Suite struct CircleSpreadEffectTests {
    func radius(_ scene: ResolvedScene, _ id: ActorID) -> Double? {
        if case .circle(_, let r)? = scene.actor(id)?.state.mask { return r }
        return nil
    }

    @Test func endRadiusReachesTheFarthestCornerFromTheCentre() {
        let context = KindProbe.context()
        let configuration = KindProbe.configuration([
            "center": .point(LengthPoint(x: .points(100), y: .points(200))), "radius": .number(20),
        ])
        let timeline = CircleSpreadEffect.timeline(for: .to, in: context, configuration: configuration)
        let farthest = (290.0 * 290 + 644 * 644).squareRoot()
        #expect(KindProbe.close(radius(timeline.sample(at: 0, in: context), "to"), 20))
        #expect(KindProbe.close(radius(timeline.sample(at: 0.5, in: context), "to"), farthest))
        #expect(KindProbe.close(radius(timeline.sample(at: 0.25, in: context), "to"), (20 + farthest) / 2, 1e-6))
        if case .circle(let c, _)? = timeline.sample(at: 0.5, in: context).actor("to")?.state.mask {
            #expect(c == Point(x: 100, y: 200))
        } else {
            Issue.record("the to view has no circle mask")
        }
    }

    @Test func defaultsToTheCentreAndShrinksBackOnTheLeavingView() {
        let context = KindProbe.context(.pop)
        let timeline = CircleSpreadEffect.timeline(for: .back, in: context, configuration: KindProbe.configuration())
        let farthest = (195.0 * 195 + 422 * 422).squareRoot()
        #expect(KindProbe.close(radius(timeline.sample(at: 0, in: context), "from"), farthest))
        #expect(KindProbe.close(radius(timeline.sample(at: 0.5, in: context), "from"), 20))
        #expect(timeline.sample(at: 0.5, in: context).actor("to")?.state.mask == nil)
    }

    @Test func zeroRadiusMeansAHundredthOfAPointAndTheMaskIsLayerDriven() {
        let context = KindProbe.context()
        let timeline = CircleSpreadEffect.timeline(
            for: .to, in: context, configuration: KindProbe.configuration(["radius": .number(0)]))
        #expect(KindProbe.close(radius(timeline.sample(at: 0, in: context), "to"), 0.01))
        #expect(timeline.tracks.allSatisfy { $0.driver == .layer && $0.resetsModelValueOnCancel })
    }
}
