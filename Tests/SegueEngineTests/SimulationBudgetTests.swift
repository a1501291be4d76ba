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
