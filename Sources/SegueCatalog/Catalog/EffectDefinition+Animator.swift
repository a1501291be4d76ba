import SegueEffects
import SegueEngine

extension EffectDefinition {
    /// The kind that implements this effect.
    package var kindType: (any EffectKind.Type)? { KindRegistry.kind(named: kind) }

    /// The settings a kind builds its timelines from.
    package var configuration: EffectConfiguration {
        var configuration = EffectConfiguration(
            id: id, toDuration: toDuration, backDuration: backDuration, needsInteractiveTimer: needsInteractiveTimer,
            toGesture: toGesture, backGesture: backGesture,
            parameters: Dictionary(uniqueKeysWithValues: parameters.map { ($0.spec.name, $0.value) }),
            keyframes: keyframesSpec, interactiveCompletion: interactiveCompletion)
        configuration.outlives = outlives.map { ActorID($0) }
        configuration.reachesPresenter = reachesPresenter
        return configuration
    }

    /// The engine animator that plays this effect; nil only if its kind vanished from the registry.
    public var animator: EffectAnimator? {
        kindType.map { EffectAnimator(kind: $0, configuration: configuration) }
    }
}
