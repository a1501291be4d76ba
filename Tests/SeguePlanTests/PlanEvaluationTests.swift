import SegueCatalog
import SegueEngine
import SeguePlan
import SegueSimulation
import SegueTooling
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
        #expect(runs >= 24)
        #expect(worst.problems.isEmpty, "\(worst.problems.prefix(8))")
        // The playback applies the plan through the engine's own evaluator (LayerAnimations) and
        // releases with the engine's controller, so every frame is the engine's, bit for bit.
        #expect(worst.unequal == 0, "\(worst)")
        #expect(worst.corner == 0, "\(worst)")
        #expect(worst.alpha == 0, "\(worst)")
    }

    /// Hero's release restarts each view animation from where it stands, on the animation's own
    /// key path (SegueKit's PlanPlayer copies it), so a track interpolated per operation (a key path
    /// like `transform.rotation.z`) blends its angle. Two full turns released at 0.3 (216 degrees)
    /// turn back through 108 half-way through the cancel; decomposed matrices would take the
    /// shorter way forward, through 288. No shipped effect has such a track; the engine's scene
    /// used the matrix form for every restart, so this timeline's trace and plan disagreed.
    @Test(arguments: [0.3, 0.7])
    func aRestartBlendsATrackAsItsKeyPathInterpolates(release: Double) throws {
        let animator = FixedAnimator { context in
            var b = TimelineBuilder(duration: 0.5, context: context)
            b.restartCurveOnRelease = .easeInEaseOut
            b.keyframes(
                .transform, of: .to,
                [
                    Keyframe(0, .transform(TransformValue([.rotate(angle: 0, axis: .z)]))),
                    Keyframe(1, .transform(TransformValue([.rotate(angle: 4 * .pi, axis: .z)]))),
                ],
                transformInterpolation: .components)
            return b.build()
        }
        let trace = Simulator.runTransition(animator, operation: .push, interaction: .release(atPercent: release))
        #expect(trace.frames.count > 10)
        let difference = PlanTraceComparison.compare(trace, animator: animator, label: "restart at \(release)")
        #expect(difference.problems.isEmpty, "\(difference.problems.prefix(8))")
        #expect(difference.corner <= 0.5, "\(difference)")
    }
}
