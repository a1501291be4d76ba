import SegueEffects
import SegueEngine
import Testing

/// The container child swap: W + 16 away on the side given by index order, spring 0.5 / 0.5.
@Suite struct ContainerSpringSlideEffectTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    @Test func aHigherIndexArrivesFromTheRight() throws {
        let context = kindContext(.container, from: 0, to: 2)
        #expect(context.isGoingRight)
        let timeline = ContainerSpringSlideEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        #expect(timeline.duration == 1)
        let to = try #require(state(.to, at: 0, of: timeline, in: context))
        #expect(to.transform.matrix.m41 == 390 + 16)
        #expect(to.alpha == 0)
        let from = try #require(state(.from, at: 1, of: timeline, in: context))
        #expect(from.transform.matrix.m41 == -(390 + 16))
        #expect(from.alpha == 0)
        #expect(state(.to, at: 1, of: timeline, in: context)?.transform.isIdentity() == true)
        #expect(timeline.tracks.allSatisfy { $0.curves == [.spring(.dampingRatio(0.5, initialVelocity: 0.5))] })
    }

    @Test func aLowerIndexArrivesFromTheLeft() throws {
        let context = kindContext(.container, from: 2, to: 0)
        #expect(!context.isGoingRight)
        let timeline = ContainerSpringSlideEffect.timeline(for: .back, in: context, configuration: Self.configuration)
        #expect(near(state(.to, at: 0, of: timeline, in: context)?.transform.matrix.m41, -406))
        #expect(near(state(.from, at: 1, of: timeline, in: context)?.transform.matrix.m41, 406))
    }

    @Test func theSpringOvershoots() {
        let context = kindContext(.container, from: 0, to: 1)
        let timeline = ContainerSpringSlideEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        // Damping 0.5 carries the arriving child past its place before it settles.
        let xs = stride(from: 0.0, through: 1.0, by: 0.01).compactMap {
            state(.to, at: $0, of: timeline, in: context)?.transform.matrix.m41
        }
        #expect((xs.min() ?? 0) < -1)
    }
}
