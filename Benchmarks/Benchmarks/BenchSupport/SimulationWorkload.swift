import Segue

/// Full runs of every shipped effect, and `check` over the shipped catalog.
public enum SimulationWorkload {
    /// The shipped catalog (whatever `BuiltinEffects.files` holds today).
    public static func shippedEffects() -> [EffectDefinition] {
        CatalogLoader().load(Corpus.shipped).catalog.effects
    }

    /// One push-then-pop run of each effect; `interactive` drives the pop with a pan released at 70%.
    /// Returns the number of frames, streamed and dropped as `check` does.
    @inline(never)
    public static func runAll(_ effects: [EffectDefinition], interactive: Bool) -> Int {
        var frames = 0
        for effect in effects {
            let request = SimulationRequest(
                effect: effect, scenario: .navigation, gesture: interactive ? GestureRequest(releaseAt: 0.7) : nil)
            guard let scenario = request.makeScenario() else { continue }
            _ = Simulator.run(scenario, options: request.options) { _ in frames += 1 }
        }
        return frames
    }

    /// `segue check` without the printing: every effect in every operation, plain and interactive.
    @inline(never)
    public static func check(_ effects: [EffectDefinition]) -> [CheckCase] {
        CheckRunner().check(effects)
    }
}
