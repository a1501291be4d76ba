import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Fly from corner: 1.2 s of growth from the button, then 0.5 s of fade, in one 1.7 s timeline.
@Suite struct FlyFromCornerEffectTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1.7, backDuration: 1.7)
    static let button = Rect(x: 390 - 20 - 56, y: 844 - 20 - 56, width: 56, height: 56)

    @Test func theSnapshotGrowsFromTheButtonThenFades() throws {
        let context = kindContext(.push)
        let timeline = FlyFromCornerEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        #expect(timeline.duration == 1.7)
        let start = try #require(state("snapshot.to", at: 0, of: timeline, in: context))
        #expect(start.frame == Self.button)
        #expect(start.alpha == 1)
        let grown = try #require(state("snapshot.to", at: 1.2, of: timeline, in: context))
        #expect(grown.frame.isClose(to: kindTestBounds, tolerance: 1e-9))
        #expect(near(grown.alpha, 1, 1e-9))
        #expect(near(state("snapshot.to", at: 1.7, of: timeline, in: context)?.alpha, 0))
        // The real view stays hidden while the snapshot grows, then appears under it.
        #expect(state(.to, at: 0.6, of: timeline, in: context)?.isHidden == true)
        #expect(state(.to, at: 1.19, of: timeline, in: context)?.isHidden == true)
        #expect(state(.to, at: 1.25, of: timeline, in: context)?.isHidden == false)
        // Halfway through the fade.
        let fading = try #require(state("snapshot.to", at: 1.45, of: timeline, in: context))
        #expect(fading.alpha > 0 && fading.alpha < 1)
    }

    @Test func backShrinksTheLeavingScreenIntoTheButton() throws {
        let context = kindContext(.pop)
        let timeline = FlyFromCornerEffect.timeline(for: .back, in: context, configuration: Self.configuration)
        #expect(state("snapshot.from", at: 0, of: timeline, in: context)?.frame == kindTestBounds)
        #expect(state(.from, at: 0, of: timeline, in: context)?.isHidden == true)
        let shrunk = try #require(state("snapshot.from", at: 1.2, of: timeline, in: context))
        #expect(shrunk.frame.isClose(to: Self.button, tolerance: 1e-9))
        #expect(near(state("snapshot.from", at: 1.7, of: timeline, in: context)?.alpha, 0))
    }

    @Test func runsCleanly() {
        let animator = FlyFromCornerEffect.animator(Self.configuration)
        for operation in [TransitionOperation.push, .pop, .present, .dismiss] {
            let trace = Simulator.runTransition(
                animator, operation: operation, interaction: .release(atPercent: 0.7, config: GestureConfig(direction: .down)))
            #expect(trace.findings.isEmpty, "\(operation): \(trace.findings)")
        }
    }
}
