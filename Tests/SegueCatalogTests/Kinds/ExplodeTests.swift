import SegueEffects
import SegueEngine
import Testing

@Suite struct ExplodeTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 0.5, backDuration: 0.5)

    @Test func tilesAreATenthOfTheWidthAndCoverTheScreen() throws {
        let context = spotContext390()
        let timeline = ExplodeEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let tiles = timeline.actors.filter { $0.role == .slice }
        #expect(tiles.count == 10 * 22)
        let first = try #require(tiles.first)
        #expect(first.initial.frame == Rect(x: 0, y: 0, width: 39, height: 39))
        #expect(first.source == .from)
        // The last row is cut short at the bottom edge.
        let last = try #require(tiles.last)
        #expect(abs(last.initial.frame.maxY - 844) < 1e-9)
    }

    @Test func tilesEndAtScaleOneHundredthAndAlphaZero() throws {
        let context = spotContext390()
        let timeline = ExplodeEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let end = timeline.sample(at: 0.5, in: context)
        let tile = try #require(end.actor("tile.3.4"))
        #expect(tile.state.alpha == 0)
        guard case .scale(let sx, let sy, _)? = tile.state.transform.operations.last else {
            Issue.record("no scale: \(tile.state.transform)")
            return
        }
        #expect(sx == 0.01 && sy == 0.01)
        // Offsets stay within ±100 pt and angles within ±10 rad.
        for actor in end.actors where actor.role == .slice {
            for op in actor.state.transform.operations {
                if case .translate(let x, let y, _) = op { #expect(abs(x) <= 100 && abs(y) <= 100) }
                if case .rotate(let a, _) = op { #expect(abs(a) <= 10) }
            }
        }
        #expect(end.actor("from")?.state.isHidden == true)
    }

    @Test func sameSeedSamePictureOtherSeedAnother() {
        let a = ExplodeEffect.timeline(for: .to, in: spotContext390(seed: 7), configuration: Self.configuration)
        let b = ExplodeEffect.timeline(for: .to, in: spotContext390(seed: 7), configuration: Self.configuration)
        let c = ExplodeEffect.timeline(for: .to, in: spotContext390(seed: 8), configuration: Self.configuration)
        #expect(a == b)
        #expect(a != c)
    }
}
