import SegueCatalog
import SegueEngine
import SeguePlan
import Testing

/// Evaluating a plan with Core Animation's rules gives the engine's trace, frame for frame: for
/// every shipped effect, in navigation (push then pop), modal (present then dismiss), tab and
/// container runs, plain and interactive, released below and above the finish threshold.
@Suite struct PlanEvaluationTests {
    static let scenarios: [ScenarioName] = [.push, .navigation, .present, .modal, .tab, .container]
    static let gestures: [GestureRequest?] = [nil, GestureRequest(releaseAt: 0.3), GestureRequest(releaseAt: 0.7)]

    @Test(arguments: shippedEffects.map(\.id))
    func planPlaybackEqualsTheEngineTrace(id: String) throws {
        let effect = try #require(shippedEffects.first { $0.id == id })
        var worst = PlanTraceDifference()
        var runs = 0
        for scenario in Self.scenarios {
            for gesture in Self.gestures {
                let request = SimulationRequest(effect: effect, scenario: scenario, gesture: gesture)
                let animator = try #require(request.configuredEffect.animator)
                let scenarioValue = try #require(request.makeScenario())
                let trace = Simulator.run(scenarioValue, options: request.options)
                let label = "\(id) \(scenario.rawValue) \(gesture.map { "release \($0.releaseAt)" } ?? "plain")"
                worst.merge(PlanTraceComparison.compare(trace, animator: animator, label: label))
                runs += trace.transitions.count
            }
        }
        print(
            "plan-vs-engine \(id): worst corner \(worst.corner) pt at \(worst.cornerWhere); worst alpha \(worst.alpha) at \(worst.alphaWhere)"
        )
        #expect(runs >= 24)
        #expect(worst.problems.isEmpty, "\(worst.problems.prefix(8))")
        #expect(worst.corner <= 0.5, "\(worst)")
        #expect(worst.alpha <= 0.002, "\(worst)")
    }
}
