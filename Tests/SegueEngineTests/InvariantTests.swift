import SegueSimulation
import Testing

@testable import SegueEngine

@Suite struct InvariantTests {
    func run(_ animator: any TransitionAnimator, _ op: TransitionOperation = .push, _ interaction: Interaction? = nil) -> Trace {
        Simulator.runTransition(animator, operation: op, interaction: interaction)
    }

    @Test(arguments: [TransitionOperation.push, .pop, .present, .dismiss, .tab, .container])
    func correctAnimatorsProduceNoFindings(_ op: TransitionOperation) {
        let animators: [any TransitionAnimator] = [SlideAnimator(), CrossfadeAnimator(), CircleMaskAnimator()]
        for animator in animators {
            #expect(problemCodes(run(animator, op)).isEmpty, "\(animator.identity)")
            for p in [0.2, 0.5, 0.8] {
                #expect(problemCodes(run(animator, op, .release(atPercent: p))).isEmpty, "\(animator.identity) \(p)")
            }
        }
    }

    @Test func completeTransitionExactlyOnce() {
        #expect(problemCodes(run(BrokenAnimator(bug: .noComplete))).contains("complete.missing"))
        #expect(problemCodes(run(BrokenAnimator(bug: .completeTwice))).contains("complete.twice"))
        let wrong = run(BrokenAnimator(bug: .alwaysTrue), .pop, .release(atPercent: 0.2))
        #expect(problemCodes(wrong).contains("complete.wrong-flag"))
        // UIKit believed the flag: the to view stays although the gesture cancelled.
        #expect(problemCodes(wrong).contains("cancel.to-view"))
        #expect(wrong.completions.first?.calls.map(\.didComplete) == [true])
    }

    @Test func finalStateAfterSuccessAndCancel() {
        #expect(problemCodes(run(BrokenAnimator(bug: .toHalfAlpha))).contains("final.to-view"))
        let cancelled = run(BrokenAnimator(base: SlideAnimator(), bug: .noRestore), .pop, .release(atPercent: 0.3))
        #expect(problemCodes(cancelled).contains("cancel.from-view"))
        // Full screen removes the presenter; over full screen must keep it.
        let full = run(SlideAnimator(), .present)
        #expect(full.frames.last?.actors.contains { $0.id == .from } == false)
    }

    /// UIKit leaves the to view of a cancelled dismissal in the container (Apple's CustomTransitions
    /// sample); the automatic clean-up removes it, a clean-up by hand that forgets it is reported,
    /// and the message says whether the user sees it.
    @Test func aCancelledDismissalKeepsThePresenterUnlessTheAnimatorRemovesIt() {
        let context = TransitionContext(operation: .dismiss)
        #expect(context.cancelLeavesToView)
        let plain = Timeline(duration: 0.3)
        #expect(context.viewsRemovedByUIKit(didComplete: false, in: plain).isEmpty)
        #expect(TransitionContext(operation: .pop).viewsRemovedByUIKit(didComplete: false, in: plain) == [.to])
        #expect(TransitionContext(operation: .present).viewsRemovedByUIKit(didComplete: false, in: plain) == [.to])
        // The presenter under an over-full-screen presentation was there before: nothing to remove.
        #expect(!TransitionContext(operation: .dismiss, presentationStyle: .overFullScreen).cancelLeavesToView)

        let cancel = Interaction.release(atPercent: 0.2)
        #expect(problemCodes(run(SlideAnimator(), .dismiss, cancel)).isEmpty)
        #expect(problemCodes(run(SlideAnimator(), .dismiss)).isEmpty)

        /// A dismissal cleaned up by hand: the presenter slides in over the presented screen.
        struct ByHand: TransitionAnimator {
            var identity = "by-hand"
            var toDuration = 0.3
            var backDuration = 0.3
            var removes = false
            var parksOffScreen = false
            func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
                var b = TimelineBuilder(duration: 0.3, context: context)
                let home = context.finalFrame(for: .to)
                let right = Rect(x: home.width, y: 0, width: home.width, height: home.height)
                b.set(.to, .zPosition, 1)
                b.track(.frame, of: .to, from: .rect(right), to: .rect(home))
                // Added on top, as CEFoldAnimationController adds it; nothing puts it back under.
                var steps: [CompletionStep] = []
                if parksOffScreen { steps = [.onlyIf(.cancelled, [.setProperty(.to, .frame, .rect(right))])] }
                if removes { steps.append(.onlyIf(.cancelled, [.removeFromSuperview(.to)])) }
                b.customCompletion = CompletionPlan(steps + [.completeTransition(.notCancelled)])
                return b.build()
            }
        }
        func findings(_ animator: ByHand) -> [Finding] {
            run(animator, .dismiss, cancel).findings.filter { $0.severity != .note }
        }
        let onTop = findings(ByHand(parksOffScreen: false))
        #expect(onTop.map(\.code) == ["cancel.presenter-left"])
        #expect(onTop.first?.message.contains("where the user sees it") == true, "\(onTop)")
        // VCTransitionsLibrary's own fix parks it off screen: out of sight, still there.
        let parked = findings(ByHand(parksOffScreen: true))
        #expect(parked.map(\.code) == ["cancel.presenter-left"])
        #expect(parked.first?.message.contains("out of sight") == true, "\(parked)")
        #expect(findings(ByHand(removes: true)).isEmpty)
        // A finished dismissal is not affected.
        #expect(run(ByHand(), .dismiss).findings.filter { $0.severity != .note }.isEmpty)
    }

    @Test func nothingLeftBehind() {
        #expect(problemCodes(run(BrokenAnimator(bug: .leaveSnapshot))).contains("leftover.actor"))
        #expect(problemCodes(run(BrokenAnimator(base: CircleMaskAnimator(), bug: .leaveMask), .present)).contains("leftover.mask"))
        var keeps = TimelineBuilder(duration: 0.3, context: TransitionContext(operation: .push))
        keeps.masksStayOnPurpose = true
        #expect(keeps.build().completion.steps.contains(.removeMask(.to)) == false)
    }

    @Test func noNonFiniteValues() {
        #expect(problemCodes(run(BrokenAnimator(bug: .nanAlpha))).contains("frame.non-finite"))
    }

    @Test func noBlankFrames() {
        let trace = run(BrokenAnimator(bug: .blankGap))
        #expect(problemCodes(trace).contains("frame.blank"))
    }

    @Test func noAbruptLayerJumpOnRelease() {
        let noTimer = CircleMaskAnimator(needsInteractiveTimer: false, resets: true)
        #expect(problemCodes(run(noTimer, .present, .release(atPercent: 0.6))).contains("interaction.layer-jump"))
        #expect(problemCodes(run(noTimer, .present)).isEmpty)
        #expect(problemCodes(run(CircleMaskAnimator(), .present, .release(atPercent: 0.6))).isEmpty)
    }

    @Test func noFlashOnCancel() {
        let noReset = CircleMaskAnimator(needsInteractiveTimer: false, resets: false)
        let codes = problemCodes(run(noReset, .present, .release(atPercent: 0.3)))
        #expect(codes.contains("cancel.flash"))
        let reset = CircleMaskAnimator(needsInteractiveTimer: false, resets: true)
        #expect(!problemCodes(run(reset, .present, .release(atPercent: 0.3))).contains("cancel.flash"))
    }

    @Test func timelineRunsTheDeclaredDuration() {
        let trace = run(BrokenAnimator(bug: .backUsesToDuration), .pop)
        #expect(problemCodes(trace).contains("duration.mismatch"))
        #expect(!problemCodes(run(BrokenAnimator(bug: .backUsesToDuration), .push)).contains("duration.mismatch"))
    }

    @Test func popUsesTheAnimatorThatPushed() {
        let steps: [ScenarioStep] = [
            .push("a", animator: SlideAnimator(identity: "slide#a")),
            .push("b", animator: CrossfadeAnimator(identity: "fade#b")),
            .pop(),
        ]
        let buggy = Simulator.run(Scenario(steps: steps, navigationPolicy: .latestPushedAnimator))
        #expect(problemCodes(buggy).isEmpty)  // b was pushed last, so the bug hides here
        let deeper = Simulator.run(Scenario(steps: steps + [.pop()], navigationPolicy: .latestPushedAnimator))
        #expect(problemCodes(deeper) == ["navigation.wrong-animator"])
        let correct = Simulator.run(Scenario(steps: steps + [.pop()]))
        #expect(problemCodes(correct).isEmpty)
    }

    @Test func percentMustStayInRange() {
        let unclamped = GestureConfig(direction: .right, clampsPercent: false)
        let over = run(SlideAnimator(), .pop, .release(atPercent: 1.3, config: unclamped))
        #expect(problemCodes(over).contains("percent.out-of-range"))
        let clamped = run(SlideAnimator(), .pop, .release(atPercent: 1.3))
        #expect(problemCodes(clamped).isEmpty)
        let back = run(
            SlideAnimator(), .pop,
            Interaction(
                .samples(
                    start: nil, [GestureSample(time: 0, translation: .zero), GestureSample(time: 0.1, translation: Point(x: -50, y: 0))]),
                config: unclamped))
        #expect(problemCodes(back).contains("percent.out-of-range"))
    }

    @Test func springsThatCannotSettleAreReported() {
        struct Springy: TransitionAnimator {
            var identity = "springy"
            var toDuration = 0.2
            var backDuration = 0.2
            func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
                var b = TimelineBuilder(duration: 0.2, context: context)
                b.track(
                    .alpha, of: .to, from: 0.5, to: 1, curve: .spring(.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)))
                return b.build()
            }
        }
        #expect(problemCodes(run(Springy())) == ["spring.snap"])
    }

    @Test func invalidTimelinesAreReportedNotFatal() {
        struct Bad: TransitionAnimator {
            var identity = "bad"
            var toDuration = 0.3
            var backDuration = 0.3
            func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
                var b = TimelineBuilder(duration: 0.3, context: context)
                b.track(.alpha, of: "ghost", from: 0, to: 1)
                b.track(.frame, of: .to, from: 0, to: 1, begin: 0.8, duration: 0.5)
                return b.build()
            }
        }
        let codes = problemCodes(run(Bad()))
        #expect(codes.filter { $0 == "timeline.invalid" }.count >= 3)
    }
}
