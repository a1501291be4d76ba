import SegueEngine
import SegueSimulation
import Testing

/// A navigation bar one of the screens hides (openradar 16974099; CBStoreHouseTransition issue 1):
/// UIKit lays the to screen out for the bar as it was when the transition began, and the navigation
/// controller lays it out again for the bar's new state once the transition completes.
@Suite struct NavigationBarVisibilityTests {
    static let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
    static let belowBar = Rect(x: 0, y: 103, width: 393, height: 749)

    /// Lays the to view out over the whole container whatever finalFrame(for:) says, and fades it in.
    struct WholeContainerAnimator: TransitionAnimator {
        var identity = "whole-container"
        var toDuration = 0.3
        var backDuration = 0.3

        func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
            var b = TimelineBuilder(duration: duration(for: direction), context: context)
            b.set(.to, .frame, .rect(context.containerBounds))
            b.set(.to, .alpha, 0)
            b.track(.alpha, of: .to, from: 0, to: 1, curve: .linear)
            return b.build()
        }
    }

    @Test func theFramesFollowTheBarBeforeAndAfterEachPushAndPop() {
        let pushedHides = NavigationBar(isTranslucent: false, topInset: 59, hiddenBy: .pushedScreen)
        // The push starts with the bar shown and ends with it hidden; the pop the other way round.
        #expect(pushedHides.frameDuring(.push, in: Self.bounds) == Self.belowBar)
        #expect(pushedHides.frameWhenSettled(in: Self.bounds, after: .push) == Self.bounds)
        #expect(pushedHides.frameDuring(.pop, in: Self.bounds) == Self.bounds)
        #expect(pushedHides.frameWhenSettled(in: Self.bounds, after: .pop) == Self.belowBar)
        let belowHides = NavigationBar(isTranslucent: false, topInset: 59, hiddenBy: .screenBelow)
        #expect(belowHides.frameDuring(.push, in: Self.bounds) == Self.bounds)
        #expect(belowHides.frameWhenSettled(in: Self.bounds, after: .push) == Self.belowBar)
        #expect(belowHides.frameDuring(.pop, in: Self.bounds) == Self.belowBar)
        #expect(belowHides.frameWhenSettled(in: Self.bounds, after: .pop) == Self.bounds)
        // A bar that stays, and a translucent bar the screens hide: nothing moves.
        let stays = NavigationBar(isTranslucent: false, topInset: 59)
        let translucent = NavigationBar(isTranslucent: true, topInset: 59, hiddenBy: .pushedScreen)
        for operation in [TransitionOperation.push, .pop] {
            #expect(!stays.takesPart(in: operation) && translucent.takesPart(in: operation))
            #expect(stays.frameDuring(operation, in: Self.bounds) == Self.belowBar)
            #expect(stays.frameWhenSettled(in: Self.bounds, after: operation) == Self.belowBar)
            #expect(translucent.frameDuring(operation, in: Self.bounds) == Self.bounds)
            #expect(translucent.frameWhenSettled(in: Self.bounds, after: operation) == Self.bounds)
        }
        #expect(!pushedHides.takesPart(in: .present) && !pushedHides.takesPart(in: .tab))
    }

    /// finalFrame(for: .to) and the from view's initial frame are the frames for the bar as the
    /// transition begins: an animator that trusts them jumps at completion, in both directions.
    @Test func aScreenLeftAtFinalFrameJumpsWhenTheOpaqueBarChanges() throws {
        var scenario = Scenario(steps: [.push("detail", animator: SlideAnimator()), .pop()], containerBounds: Self.bounds)
        scenario.navigationBar = NavigationBar(isTranslucent: false, topInset: 59, hiddenBy: .pushedScreen)
        let trace = Simulator.run(scenario)
        #expect(trace.transitions.map { $0.context.finalFrame(for: .to) } == [Self.belowBar, Self.bounds])
        #expect(trace.transitions.map { $0.context.initialFrame(for: .from) } == [Self.belowBar, Self.bounds])
        let jumps = trace.findings.filter { $0.code == "navigation.bar-visibility-jump" }
        #expect(jumps.map(\.transition) == [0, 1], "\(trace.findings.map(\.code))")
        #expect(jumps.allSatisfy { $0.severity == .warning })
        #expect(trace.findings.count == 2, "\(trace.findings.map(\.code))")
        let push = try #require(jumps.first)
        #expect(push.message.contains("hides the opaque navigation bar") && push.message.contains("jumps up 103 pt"), "\(push.message)")
        #expect(push.message.contains("openradar 16974099"))
        #expect(jumps.last?.message.contains("jumps down 103 pt") == true)
        let bar = trace.events.compactMap { event -> Bool? in
            if case .navigationBarAnimated(let hiding) = event.kind { return hiding }
            return nil
        }
        #expect(bar == [true, false])
    }

    /// Hiding the bar, a to view over the whole container is where the navigation controller puts
    /// it anyway: no jump, and no navigation.opaque-bar-frame either. Showing it, the same view
    /// ends under the returning bar and jumps.
    @Test func aScreenAlreadyAtItsSettledFrameDoesNotJump() {
        var scenario = Scenario(
            steps: [.push("detail", animator: WholeContainerAnimator()), .pop()], containerBounds: Self.bounds)
        scenario.navigationBar = NavigationBar(isTranslucent: false, topInset: 59, hiddenBy: .pushedScreen)
        let trace = Simulator.run(scenario)
        #expect(!trace.findings.contains { $0.transition == 0 }, "\(trace.findings.map(\.message))")
        #expect(trace.findings.map(\.code) == ["navigation.bar-visibility-jump"], "\(trace.findings.map(\.message))")
        #expect(trace.findings.first?.transition == 1)
    }

    @Test func underATranslucentBarTheBarTakesPartAndNothingJumps() {
        var scenario = Scenario(steps: [.push("detail", animator: SlideAnimator()), .pop()], containerBounds: Self.bounds)
        scenario.navigationBar = NavigationBar(isTranslucent: true, topInset: 59, hiddenBy: .screenBelow)
        let trace = Simulator.run(scenario)
        #expect(trace.findings.isEmpty, "\(trace.findings.map(\.message))")
        let bar = trace.events.compactMap { event -> Bool? in
            if case .navigationBarAnimated(let hiding) = event.kind { return hiding }
            return nil
        }
        #expect(bar == [false, true])
        // A bar that stays is not animated at all.
        scenario.navigationBar = NavigationBar(isTranslucent: false, topInset: 59)
        let staying = Simulator.run(scenario)
        #expect(staying.findings.isEmpty)
        #expect(!staying.events.contains { if case .navigationBarAnimated = $0.kind { true } else { false } })
    }
}
