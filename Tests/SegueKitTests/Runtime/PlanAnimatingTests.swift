import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// The interruptible animator (`interruptibleAnimator(using:)`'s object) on the fakes: UIKit's
/// `UIViewAnimating` states, scrubbing, pausing a running transition, and one completeTransition.
@Suite struct PlanAnimatingTests {
    /// A run of `id`'s push on the fakes, driven by `drive` with a vsync function (advance to time t).
    static func run(
        _ id: String, interactive: Bool = false, _ drive: (PlanAnimating<FakeToolkit>, FakeContext, (Double) -> [RecordedActor]) -> Void
    ) throws {
        let effect = try #require(shippedEffects.first { $0.id == id })
        let animator = try #require(effect.animator)
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: .push, isInteractive: interactive), world: world)
            let player = PlanPlayer<FakeToolkit>(request: SegueTransitionRequest(animator: animator, operation: .push), context: context)
            let animating = PlanAnimating(player: player, context: context)
            drive(animating, context) { t in
                world.clock = t
                world.vsync()
                return FakeRecorder.record(context.containerView.layer, world: world)
            }
        }
    }

    @Test func startingPlaysThePlanToTheEndAndCompletesOnce() throws {
        try Self.run("slide") { animating, context, at in
            var ended: [PlanAnimating<FakeToolkit>.Position] = []
            animating.addCompletion { ended.append($0) }
            #expect(animating.state == .inactive && !animating.isRunning)
            animating.startAnimation()
            #expect(animating.state == .active && animating.isRunning)
            _ = at(0.1)
            #expect(abs(animating.fractionComplete - 0.1 / animating.player.plan.duration) < 1e-9)
            var t = 0.1
            while animating.state == .active && t < 5 {
                t += 1.0 / 60
                _ = at(t)
            }
            #expect(animating.state == .inactive && !animating.isRunning)
            #expect(context.completions == [true] && ended == [.end])
            #expect(animating.fractionComplete == 1)
            animating.startAnimation()  // nothing more happens once ended
            #expect(context.completions == [true] && ended == [.end])
        }
    }

    /// Paused mid-run the screen stands still however much time passes; scrubbed, it shows what a
    /// plain run shows at that fraction; started again it runs the effect's release to the end.
    @Test func aRunningTransitionPausesScrubsAndResumes() throws {
        var plain: [Double: [RecordedActor]] = [:]
        try Self.run("slide") { animating, _, at in
            animating.startAnimation()
            for t in [0.1, 0.2] { plain[t] = at(t) }
        }
        try Self.run("slide") { animating, context, at in
            animating.startAnimation()
            let atPause = at(0.1)
            #expect(atPause == plain[0.1])
            animating.pauseAnimation()
            #expect(animating.state == .active && !animating.isRunning)
            #expect(at(0.3) == atPause && at(0.9) == atPause)
            let d = animating.player.plan.duration
            animating.fractionComplete = 0.2 / d
            #expect(at(1.0) == plain[0.2])
            animating.startAnimation()
            #expect(animating.isRunning)
            var t = 1.0
            while animating.state == .active && t < 5 {
                t += 1.0 / 60
                _ = at(t)
            }
            #expect(context.completions == [true])
        }
    }

    /// Paused before it starts, the transition is interactive: UIKit hears the updates and the
    /// finish or cancel; reversed, a release goes back to the start and cancels.
    @Test func pausedFromTheStartItIsInteractiveAndCanBeReversed() throws {
        try Self.run("slide", interactive: true) { animating, context, at in
            var ended: [PlanAnimating<FakeToolkit>.Position] = []
            animating.addCompletion { ended.append($0) }
            animating.pauseAnimation()
            #expect(animating.state == .active && animating.fractionComplete == 0)
            animating.fractionComplete = 0.4
            #expect(context.updates == [0.4])
            animating.isReversed = true
            animating.startAnimation()
            var t = 0.0
            while animating.state == .active && t < 5 {
                t += 1.0 / 60
                _ = at(t)
            }
            #expect(context.cancels == 1 && context.finishes == 0)
            #expect(context.completions == [false] && ended == [.start])
        }
    }

    /// Stopped, it waits for finishAnimation(at:): the start cancels, the end finishes, and a
    /// finish asked for before a stop is ignored.
    @Test func stoppedItEndsWhereFinishAnimationSays() throws {
        for (position, flag) in [(PlanAnimating<FakeToolkit>.Position.start, false), (.end, true), (.current, true)] {
            try Self.run("fade-in") { animating, context, at in
                var ended: [PlanAnimating<FakeToolkit>.Position] = []
                animating.addCompletion { ended.append($0) }
                animating.startAnimation()
                _ = at(0.1)
                animating.finishAnimation(at: position)
                #expect(context.completions.isEmpty)
                animating.stopAnimation(false)
                #expect(animating.state == .stopped && !animating.isRunning)
                #expect(at(0.5).isEmpty == false && context.completions.isEmpty)
                animating.finishAnimation(at: position)
                #expect(animating.state == .inactive)
                #expect(context.completions == [flag] && ended == [position])
            }
        }
        try Self.run("fade-in") { animating, context, at in
            animating.startAnimation()
            _ = at(0.1)
            animating.stopAnimation(true)
            #expect(animating.state == .inactive && context.completions == [true])
        }
    }
}
