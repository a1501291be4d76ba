import SegueSimulation
import Testing

@testable import SegueEngine

/// The simulation budget: frames x actors past `maxActorFrames` stop the run with one error.
struct SimulationBudgetTests {
    func script(_ pushes: Int) -> Scenario {
        Scenario(
            steps: (0..<pushes).flatMap { index -> [ScenarioStep] in
                [.push("s\(index)", animator: SlideAnimator()), .pop()]
            })
    }

    @Test func aRunPastTheBudgetStopsWithOneError() {
        let unbounded = Simulator.run(script(20), options: SimulationOptions(fps: 240, seed: 1))
        let total = unbounded.frames.reduce(0) { $0 + $1.actors.count }
        #expect(!unbounded.findings.contains { $0.code == "simulation.budget" })
        let budget = total / 3
        var streamed = 0
        let summary = Simulator.run(script(20), options: SimulationOptions(fps: 240, seed: 1, maxActorFrames: budget)) {
            streamed += $0.actors.count
        }
        #expect(streamed <= budget)
        #expect(streamed > budget / 2)
        let over = summary.findings.filter { $0.code == "simulation.budget" }
        #expect(over.count == 1)
        #expect(over.first?.severity == .error)
        #expect(over.first?.message.contains("more than \(budget) actor-frames") == true)
        // The remaining steps never ran.
        #expect(summary.transitions.count < unbounded.transitions.count)
    }

    @Test func aRunWithinTheBudgetIsUnchanged() {
        let plain = Simulator.run(script(2), options: SimulationOptions(fps: 60, seed: 1))
        let total = plain.frames.reduce(0) { $0 + $1.actors.count }
        let exact = Simulator.run(script(2), options: SimulationOptions(fps: 60, seed: 1, maxActorFrames: total))
        #expect(exact == plain)
    }
}

/// Issue 51 item 2: every phase of a run counts against the one budget, and a phase that cannot
/// fit what is left of it (at one actor-frame a frame at least) stops the run before its first
/// frame, whatever its length: nothing iterates or allocates its frames.
struct SimulationBudgetPhaseTests {
    /// A push, then a pop a finger drives, released at `percent` on a controller completing at
    /// `speed`, then a push that must never run once the budget stopped the pop.
    func releasedPop(at percent: Double, speed: Double, animator: any TransitionAnimator = SlideAnimator()) -> Scenario {
        Scenario(steps: [
            .push("detail", animator: animator),
            .pop(interaction: .release(atPercent: percent, config: GestureConfig(direction: .right, completionSpeed: speed))),
            .push("again", animator: animator),
        ])
    }

    /// Runs `scenario`, returning the phases of the frames made, the actor-frames they hold and the summary.
    func run(_ scenario: Scenario, budget: Int = SimulationOptions.defaultMaxActorFrames) -> (
        phases: [FramePhase], actorFrames: Int, summary: TraceSummary
    ) {
        var phases: [FramePhase] = []
        var actorFrames = 0
        let summary = Simulator.run(scenario, options: SimulationOptions(fps: 60, seed: 1, maxActorFrames: budget)) {
            phases.append($0.phase)
            actorFrames += $0.actors.count
        }
        return (phases, actorFrames, summary)
    }

    /// The one `simulation.budget` finding of `summary`, nil unless there is exactly one.
    func budgetFinding(_ summary: TraceSummary) -> Finding? {
        let over = summary.findings.filter { $0.code == SimulationBudgetCheck.description.code }
        return over.count == 1 ? over[0] : nil
    }

    /// The slow release of the issue: a cancel tail of 0.3 x 0.4 s / speed, 1.2e8 s at 1e-9, 1.2e299 s
    /// at 1e-300 and infinite at the smallest subnormal (which used to play no tail at all).
    @Test(arguments: [1e-9, 1e-300, Double.leastNonzeroMagnitude])
    func aTailLongerThanTheBudgetStopsBeforeItsFirstFrame(speed: Double) throws {
        let (phases, actorFrames, summary) = run(releasedPop(at: 0.3, speed: speed))
        let finding = try #require(budgetFinding(summary), "\(summary.findings.map(\.message))")
        #expect(finding.message.contains("the tail after the release"), "\(finding.message)")
        #expect(finding.frame == phases.count)
        #expect(phases.count { $0 == .releasing } == 0)
        #expect(phases.last == .interacting)
        #expect(actorFrames <= SimulationOptions.defaultMaxActorFrames)
        // The pop never completes and the push after it never runs.
        #expect(summary.transitions.count == 1)
        #expect(summary.completions.count == 1)
    }

    /// Hero's restart after release lasts the rest of the duration: past the budget, it stops before its first frame too.
    @Test func aRestartLongerThanTheBudgetStopsBeforeItsFirstFrame() throws {
        let (phases, _, summary) = run(releasedPop(at: 0.3, speed: 1, animator: RestartingAnimator(backDuration: 1000)), budget: 10_000)
        let finding = try #require(budgetFinding(summary))
        #expect(finding.message.contains("the tail after the release"), "\(finding.message)")
        #expect(phases.count { $0 == .releasing } == 0)
        #expect(summary.transitions.count == 1)
    }

    /// An animation of 60 000 frames under a 10 000 actor-frame budget makes none of them.
    @Test func anAnimationLongerThanTheBudgetStopsBeforeItsFirstFrame() throws {
        let scenario = Scenario(steps: [.push("detail", animator: SlideAnimator(toDuration: 1000)), .pop()])
        let (phases, _, summary) = run(scenario, budget: 10_000)
        let finding = try #require(budgetFinding(summary))
        #expect(finding.message.contains("the animation"), "\(finding.message)")
        #expect(phases.count == 0)
        #expect(summary.transitions.isEmpty)
    }

    /// A gesture file's drag of 10 000 s is 600 001 frames at 60 fps: none is made, and no event is
    /// recorded for them (a drag of 1e6 s used to fill an array of 6e7 percents first).
    @Test func aDragLongerThanTheBudgetStopsBeforeItsFirstFrame() throws {
        let samples = [
            GestureSample(time: 0, translation: Point(x: 0, y: 0)), GestureSample(time: 10_000, translation: Point(x: 100, y: 0)),
        ]
        let scenario = Scenario(steps: [
            .push("detail", animator: SlideAnimator()),
            .pop(interaction: Interaction(.samples(start: nil, samples), config: GestureConfig(direction: .right))),
        ])
        let (phases, _, summary) = run(scenario)
        let finding = try #require(budgetFinding(summary))
        #expect(finding.message.contains("the drag"), "\(finding.message)")
        #expect(phases.count { $0 == .interacting } == 0)
        #expect(summary.events.count { if case .updating = $0.kind { true } else { false } } == 0)
    }

    /// Release points and completion speeds at the edges, every pair: each run ends, with at most one
    /// budget error, within the budget, and the ones whose tail cannot fit with exactly that error.
    @Test func releasePointsAndSpeedsAtTheEdgesEndWithinTheBudget() {
        let edges = [1e-9, 1e-300, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 0, -0.0, -1, .nan, .infinity, -.infinity]
        let releases = edges + [0.3, 0.7, 1 - 1e-9, 1, 1 + 1e-9]
        let speeds = edges + [0.01, 1, 100]
        let budget = 10_000
        for release in releases {
            for speed in speeds {
                let (phases, actorFrames, summary) = run(releasedPop(at: release, speed: speed), budget: budget)
                let over = summary.findings.filter { $0.code == SimulationBudgetCheck.description.code }
                #expect(actorFrames <= budget)
                #expect(over.count <= 1, "release \(release), speed \(speed)")
                // Either every step ran, or the run stopped at the budget and the last push never did.
                #expect(over.isEmpty == (summary.transitions.count == 3), "release \(release), speed \(speed)")
                #expect(over.isEmpty || phases.count { $0 == .completed } < 3)
            }
        }
        // The slow ones: a cancel from 0.3 at 1e-9 or less, a finish from 0.7 likewise.
        for (release, speed) in [(0.3, 1e-9), (0.3, 1e-300), (0.7, 1e-9), (0.7, Double.leastNonzeroMagnitude)] {
            #expect(budgetFinding(run(releasedPop(at: release, speed: speed), budget: budget).summary) != nil, "\(release), \(speed)")
        }
    }
}
