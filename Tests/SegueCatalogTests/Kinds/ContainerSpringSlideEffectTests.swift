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
        let travels = timeline.tracks.filter { $0.property == .transform }
        #expect(travels.count == 2)
        #expect(travels.allSatisfy { $0.curves == [.spring(.dampingRatio(0.5, initialVelocity: 0.5))] })
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

    @Test func theFadeFollowsTheSpringButStaysWithinZeroAndOne() throws {
        let context = kindContext(.container, from: 0, to: 1)
        let timeline = ContainerSpringSlideEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let spring = TimingFunction.spring(.dampingRatio(0.5, initialVelocity: 0.5))
        for t in stride(from: 0.0, through: 1.0, by: 0.01) {
            let alpha = try #require(state(.to, at: t, of: timeline, in: context)?.alpha)
            #expect(alpha >= 0 && alpha <= 1)
            let fromAlpha = try #require(state(.from, at: t, of: timeline, in: context)?.alpha)
            #expect(fromAlpha >= 0 && fromAlpha <= 1)
        }
        // At a keyframe the fade is the spring's progress, clamped.
        let expected = min(1, spring.progress(at: 5.0 / 60, segmentDuration: 1))
        #expect(near(state(.to, at: 5.0 / 60, of: timeline, in: context)?.alpha, expected, 1e-9))
        #expect(state(.to, at: 1, of: timeline, in: context)?.alpha == 1)
    }
}
