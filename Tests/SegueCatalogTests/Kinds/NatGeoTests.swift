import SegueEffects
import SegueEngine
import Testing

@Suite struct NatGeoTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    @Test func arrivingPageStartsTurnedAwayAndTheOldPageFoldsFromTwentyPercent() {
        let context = spotContext390()
        let timeline = NatGeoEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let start = timeline.sample(at: 0, in: context)
        let degree = Double.pi / 180
        #expect(
            start.actor("to")?.state.transform
                == TransformValue([
                    .perspective(m34: -1.0 / 500), .rotate(angle: 5 * degree, axis: .z), .translate(x: 320, y: -40, z: 150),
                    .rotate(angle: -45 * degree, axis: .y), .rotate(angle: 10 * degree, axis: .x),
                ]))
        #expect(start.actor("from")?.state.anchorPoint == Point(x: 0, y: 0.5))
        let waiting = timeline.sample(at: 0.2, in: context).actor("from")?.state.transform.matrix.entries ?? []
        let initial = start.actor("from")?.state.transform.matrix.entries ?? []
        #expect(waiting.count == 16 && zip(waiting, initial).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(
            timeline.sample(at: 1, in: context).actor("from")?.state.transform
                == TransformValue([
                    .perspective(m34: -1.0 / 500), .rotate(angle: 80 * degree, axis: .y), .translate(x: 0, y: 0, z: -30),
                    .translate(x: 170, y: 0, z: 0),
                ]))
    }

    @Test func backReturnsTheCoveredPageInTheFirstEightyPercent() {
        let context = spotContext390(.pop)
        let timeline = NatGeoEffect.timeline(for: .back, in: context, configuration: Self.configuration)
        #expect(timeline.sample(at: 0.8, in: context).actor("to")?.state.transform.isIdentity(tolerance: 1e-12) == false)
        let pose = timeline.sample(at: 0.8, in: context).actor("to")?.state.transform.operations ?? []
        #expect(
            pose.dropFirst().allSatisfy { op in
                switch op {
                case .rotate(let a, _): a == 0
                case .translate(let x, let y, let z): x == 0 && y == 0 && z == 0
                default: false
                }
            })
    }
}
