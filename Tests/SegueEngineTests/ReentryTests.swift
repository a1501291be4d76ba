import SegueEngine
import SegueSimulation
import Testing

/// A transition asked for while another runs: UIKit's rules (ReentryHandling), the app's guard,
/// and the timing of requests against the previous step.
@Suite struct ReentryTests {
    let slide = SlideAnimator()  // 0.5 s to, 0.4 s back

    func run(_ steps: [ScenarioStep]) -> Trace { Simulator.run(Scenario(steps: steps)) }

    func handlings(_ trace: Trace) -> [ReentryHandling] {
        trace.events.compactMap { if case .requestWhileRunning(_, let h) = $0.kind { h } else { nil } }
    }

    @Test func aPopRightAfterAPushIsNestedAndReportedThenPlayedAfterIt() {
        let trace = run([.push("detail", animator: slide), .requested(.pop(), after: 0.1, guard: .none)])
        #expect(handlings(trace) == [.nested])
        let finding = trace.findings.first { $0.code == "reentry.navigation" }
        #expect(finding?.transition == 0)
        // Asked for 0.1 s in: frame 6 at 60 fps, inside the push's frames.
        #expect(finding?.frame == 6)
        #expect(finding?.severity == .warning)
        #expect(finding?.message.contains("0.1 s into the push (which runs 0.5 s)") == true)
        // The engine plays the pop once the push completed, so the trace goes on.
        #expect(trace.transitions.map(\.operation) == [.push, .pop])
        #expect(trace.transitions[1].firstFrame > trace.transitions[0].lastFrame)
    }

    @Test func anAppThatWaitsPlaysTheRequestAfterwardsWithoutAFinding() {
        let trace = run([.push("detail", animator: slide), .requested(.pop(), after: 0.1, guard: .wait)])
        #expect(handlings(trace) == [.appWaits])
        #expect(!trace.findings.contains { $0.code.hasPrefix("reentry.") })
        #expect(trace.transitions.map(\.operation) == [.push, .pop])
    }

    @Test func anAppThatRefusesDropsTheRequest() {
        let trace = run([.selectTab(1, animator: slide), .requested(.selectTab(2, animator: slide), after: 0.1, guard: .refuse)])
        #expect(handlings(trace) == [.appRefuses])
        #expect(trace.findings.isEmpty)
        #expect(trace.transitions.count == 1)
    }

    @Test func uikitRefusesADismissDuringThePresentAndTheTapIsLost() {
        let trace = run([.present("sheet", animator: slide), .requested(.dismiss(), after: 0.2, guard: .none)])
        #expect(handlings(trace) == [.uikitDrops])
        #expect(trace.findings.map(\.code) == ["reentry.dropped"])
        #expect(trace.transitions.map(\.operation) == [.present])
    }

    @Test func aSecondTabTapAndASecondChildSwapAreNested() {
        let tabs = run([.selectTab(1, animator: slide), .requested(.selectTab(2, animator: slide), after: 0.1, guard: .none)])
        #expect(tabs.findings.map(\.code) == ["reentry.tab"])
        #expect(tabs.findings.first?.message.contains("into the tab switch") == true)
        let children = run([.swapChild(1, animator: slide), .requested(.swapChild(2, animator: slide), after: 0.1, guard: .none)])
        #expect(children.findings.map(\.code) == ["reentry.container"])
    }

    @Test func aRequestAfterTheTransitionEndedIsNotReentry() {
        // The push runs 0.5 s: 0.6 s after it began it has completed.
        let trace = run([.push("detail", animator: slide), .requested(.pop(), after: 0.6, guard: .none)])
        #expect(handlings(trace).isEmpty)
        #expect(trace.findings.isEmpty)
        #expect(trace.transitions.count == 2)
    }

    @Test func anotherControllersTransitionIsIndependent() {
        let trace = run([.push("detail", animator: slide), .requested(.present("sheet", animator: slide), after: 0.1, guard: .none)])
        #expect(handlings(trace) == [.independent])
        #expect(trace.findings.isEmpty)
        #expect(trace.transitions.map(\.operation) == [.push, .present])
    }

    @Test func requestsCountFromThePreviousStepEvenWhenItWasDropped() {
        // Tab 1 begins at 0; the refused tap is 0.1 s in, the next one 0.1 s after that: 0.2 s in,
        // still inside the 0.5 s switch.
        let trace = run([
            .selectTab(1, animator: slide),
            .requested(.selectTab(2, animator: slide), after: 0.1, guard: .refuse),
            .requested(.selectTab(0, animator: slide), after: 0.1, guard: .none),
        ])
        #expect(handlings(trace) == [.appRefuses, .nested])
        let finding = trace.findings.first { $0.code == "reentry.tab" }
        #expect(finding?.frame == 12)
        #expect(finding?.message.contains("0.2 s into") == true)
    }

    @Test func theRuleTableFollowsTheControllers() {
        #expect(ReentryHandling.of(requested: .push, running: .pop, guard: .none) == .nested)
        #expect(ReentryHandling.of(requested: .present, running: .dismiss, guard: .none) == .uikitDrops)
        #expect(ReentryHandling.of(requested: .tab, running: .push, guard: .none) == .independent)
        #expect(ReentryHandling.of(requested: .container, running: .container, guard: .wait) == .appWaits)
        #expect(!ReentryHandling.uikitDrops.plays && !ReentryHandling.appRefuses.plays && ReentryHandling.nested.plays)
    }
}

/// What an interaction does at and after its end.
@Suite struct InteractionEndTests {
    let slide = SlideAnimator()

    @Test func updatesAfterTheEndAreIgnoredAndReported() {
        let interaction = Interaction(
            .release(atPercent: 0.7, velocity: 0, start: nil), config: GestureConfig(direction: .right), updatesAfterEnd: [0.75, 0.8])
        let plain = Simulator.run(
            Scenario(steps: [
                .push("d", animator: slide), .pop(interaction: .release(atPercent: 0.7, config: GestureConfig(direction: .right))),
            ]))
        let late = Simulator.run(Scenario(steps: [.push("d", animator: slide), .pop(interaction: interaction)]))
        #expect(late.findings.map(\.code) == ["interaction.update-after-end"])
        #expect(late.findings.first?.message.contains("2 times after finish()") == true)
        let ignored = late.events.compactMap { if case .updateAfterEnd(let p) = $0.kind { p } else { nil } }
        #expect(ignored == [0.75, 0.8])
        // Ignored: the frames are those of the same gesture without the late updates.
        #expect(late.frames == plain.frames)
    }

    @Test func endsAfterTheEndAreIgnoredAndSayWhatHeroWouldDo() {
        func run(_ release: Double, _ late: [LateCall]) -> Trace {
            let interaction = Interaction(
                .release(atPercent: release, velocity: 0, start: nil), config: GestureConfig(direction: .right), callsAfterEnd: late)
            return Simulator.run(Scenario(steps: [.push("d", animator: slide), .pop(interaction: interaction)]))
        }
        let plain = run(0.7, [])
        let opposite = run(0.7, [.cancel])
        #expect(plain.findings.isEmpty)
        #expect(opposite.findings.map(\.code) == ["interaction.end-after-end"])
        let message = opposite.findings.first?.message ?? ""
        #expect(message.contains("cancel() after finish()") && message.contains("runs the transition back"), "\(message)")
        // Ignored: same frames and outcome as the gesture that ends once, the late call on the completion frame.
        #expect(opposite.frames == plain.frames)
        #expect(opposite.transitions.map(\.outcome) == plain.transitions.map(\.outcome))
        let completed = opposite.transitions.last?.lastFrame
        let ends = opposite.events.filter { if case .endAfterEnd = $0.kind { true } else { false } }
        #expect(ends.map(\.kind) == [.endAfterEnd(success: false)] && ends.allSatisfy { $0.frame == completed })
        // The same end twice restarts rather than reverses; a cancelled pop finished afterwards goes forward.
        let twice = run(0.7, [.finish]).findings.first?.message ?? ""
        #expect(twice.contains("finish() again after finish()") && twice.contains("restarts the finishing animations"), "\(twice)")
        let forward = run(0.2, [.finish]).findings.first?.message ?? ""
        #expect(forward.contains("finish() after cancel()") && forward.contains("runs the transition forward"), "\(forward)")
        // Updates and ends after the end: both reported, in the app's order in the trace.
        let both = run(0.7, [.update(0.75), .finish, .update(0.8)])
        #expect(both.findings.map(\.code) == ["interaction.update-after-end", "interaction.end-after-end"])
        #expect(both.findings.first?.message.contains("2 times") == true)
        let late = both.events.compactMap { event -> String? in
            switch event.kind {
            case .updateAfterEnd(let p): "u\(p)"
            case .endAfterEnd(let success): success ? "finish" : "cancel"
            default: nil
            }
        }
        #expect(late == ["u0.75", "finish", "u0.8"])
    }

    @Test func aFinishFromExactlyFullIsReportedAndJustUnderIsNot() {
        func codes(_ release: Double, full: Double? = nil) -> [String] {
            let config = GestureConfig(direction: .right, percentAtFull: full)
            return Simulator.run(
                Scenario(steps: [.push("d", animator: slide), .pop(interaction: .release(atPercent: release, config: config))])
            )
            .findings.map(\.code)
        }
        #expect(codes(1) == ["interaction.release-at-end"])
        #expect(codes(0.99).isEmpty)
        // VCTransitionsLibrary's cap: a full swipe passes 0.99.
        #expect(codes(1, full: 0.99).isEmpty)
    }
}
