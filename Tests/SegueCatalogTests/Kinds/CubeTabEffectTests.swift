import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// The tab cube: m34 -1/200, ±π/2 about y, hinges on the shared edge, container ±W/2.
@Suite struct CubeTabEffectTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 0.7, backDuration: 0.7)

    static func turned(_ angle: Double) -> TransformValue {
        TransformValue([.rotate(angle: angle, axis: .y), .perspective(m34: -1.0 / 200)])
    }

    @Test func goingRightTurnsTheFacesAboutTheirSharedEdge() throws {
        let context = kindContext(.tab, from: 0, to: 1)
        let timeline = CubeTabEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        #expect(timeline.duration == 0.7)
        let to = try #require(state(.to, at: 0, of: timeline, in: context))
        #expect(to.transform == Self.turned(-Double.pi / 2))
        #expect(to.anchorPoint == Point(x: 0, y: 0.5))
        #expect(to.transform.matrix.m34 == -1.0 / 200)
        let from = try #require(state(.from, at: 0.7, of: timeline, in: context))
        #expect(from.transform == Self.turned(Double.pi / 2))
        #expect(from.anchorPoint == Point(x: 1, y: 0.5))
        #expect(state(.container, at: 0, of: timeline, in: context)?.translation == Point(x: 195, y: 0))
        #expect(state(.container, at: 0.7, of: timeline, in: context)?.translation == Point(x: -195, y: 0))
        // On screen: the old screen fills it at the start, the new one at the end.
        let first = timeline.sample(at: 0, in: context)
        #expect(near(first.project(.zero, in: .from)?.x, 0, 1e-6))
        #expect(near(first.project(Point(x: 0, y: 422), in: .to)?.x, 390, 1e-6))
        let last = timeline.sample(at: 0.7, in: context)
        #expect(near(last.project(.zero, in: .to)?.x, 0, 1e-6))
        #expect(near(last.project(Point(x: 390, y: 0), in: .to)?.x, 390, 1e-6))
    }

    @Test func goingLeftMirrorsEverything() throws {
        let context = kindContext(.tab, from: 1, to: 0)
        let timeline = CubeTabEffect.timeline(for: .back, in: context, configuration: Self.configuration)
        #expect(state(.to, at: 0, of: timeline, in: context)?.transform == Self.turned(Double.pi / 2))
        #expect(state(.to, at: 0, of: timeline, in: context)?.anchorPoint == Point(x: 1, y: 0.5))
        #expect(state(.from, at: 0.7, of: timeline, in: context)?.transform == Self.turned(-Double.pi / 2))
        #expect(state(.container, at: 0, of: timeline, in: context)?.translation == Point(x: -195, y: 0))
        #expect(state(.container, at: 0.7, of: timeline, in: context)?.translation == Point(x: 195, y: 0))
    }

    @Test func everythingIsResetAfterTheSwitch() {
        let animator = CubeTabEffect.animator(Self.configuration)
        for (from, to) in [(0, 1), (1, 0)] {
            for interaction in [nil, Interaction.release(atPercent: 0.3, config: GestureConfig(direction: .left))] {
                let trace = Simulator.runTransition(animator, operation: .tab, fromIndex: from, toIndex: to, interaction: interaction)
                #expect(trace.findings.isEmpty, "\(from) -> \(to): \(trace.findings)")
            }
        }
    }
}
