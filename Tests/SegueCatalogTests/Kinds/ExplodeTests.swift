import Foundation
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

    /// wazrx/XWTransition, XWTransition/XWCoolAnimator/XWCoolAnimator+XWExplode.m sets each tile's
    /// `view.transform = CGAffineTransformScale(CGAffineTransformMakeRotation(random in -10...10), 0.01,
    /// 0.01)` inside `animateWithDuration:`: a `transform` animation between two matrices, which Core
    /// Animation interpolates decomposed, the rotation along the shorter arc. So however large the
    /// random angle, no tile turns more than pi on screen. The turn is followed frame by frame (unwrapped
    /// from the matrix), so a tile spun through its whole angle would fail.
    @Test func noTileTurnsMoreThanPi() throws {
        let context = spotContext390()
        let timeline = ExplodeEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let tiles = timeline.actors.filter { $0.role == .slice }.map(\.id)
        var turned = Dictionary(uniqueKeysWithValues: tiles.map { ($0, 0.0) })
        var last = Dictionary(uniqueKeysWithValues: tiles.map { ($0, 0.0) })
        var largestDrawn = 0.0
        for step in 1...100 {
            let scene = timeline.sample(at: 0.5 * Double(step) / 100, in: context)
            for id in tiles {
                let m = try #require(scene.actor(id)?.state.transform.matrix)
                let angle = atan2(m.m12, m.m11)
                var delta = angle - last[id]!
                while delta > Double.pi { delta -= 2 * Double.pi }
                while delta < -Double.pi { delta += 2 * Double.pi }
                turned[id]! += delta
                last[id] = angle
            }
        }
        for (id, total) in turned { #expect(abs(total) <= Double.pi + 1e-6, "\(id) turned \(total) rad") }
        // The random angles themselves go well past pi (up to 10 rad), so the test means something.
        let end = timeline.sample(at: 0.5, in: context)
        for actor in end.actors where actor.role == .slice {
            for case .rotate(let a, _) in actor.state.transform.operations { largestDrawn = max(largestDrawn, abs(a)) }
        }
        #expect(largestDrawn > 2 * Double.pi)
    }
}
