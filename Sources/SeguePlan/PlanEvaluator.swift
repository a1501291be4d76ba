import SegueEngine

/// Plays an ``AnimationPlan`` back with Core Animation's rules: scenes at any clock, and the
/// completed scene after the completion actions.
///
/// Each layer starts from its model values (the plan's initial state). Animations apply in the
/// plan's order, as a layer's animations apply in the order they were added: each one active at
/// the clock (``MediaTiming/fraction(parentTime:beginTime:duration:fillMode:speed:timeOffset:)``)
/// replaces the property's value with its own (``KeyframeEvaluator``); non-additive animations
/// (`CAPropertyAnimation.isAdditive` false,
/// https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive) do not combine.
package struct PlanEvaluator: Sendable {
    /// The plan.
    package let plan: AnimationPlan
    private let evaluators: [KeyframeEvaluator]
    /// Every actor with its model values, in the plan's order: the engine's scene model, so a
    /// played plan resolves with the engine's geometry.
    private let start: SceneLayers
    /// Where each animation's actor sits in `start` (nil when the plan has no such actor).
    private let positions: [Int?]

    /// Prepares `plan`.
    package init(_ plan: AnimationPlan) {
        self.plan = plan
        evaluators = plan.animations.map(KeyframeEvaluator.init)
        var layers = SceneLayers(containerBounds: plan.containerBounds)
        for actor in plan.actors {
            layers.add(actor.id, role: actor.role, source: actor.source, parent: actor.parent, state: actor.initial)
        }
        start = layers
        positions = plan.animations.map { layers.position(of: $0.actor) }
    }

    /// The scene at `clock`.
    package func scene(at clock: PlanClock) -> ResolvedScene {
        layers(at: clock).resolved()
    }

    /// The scene after the completion actions for `outcome` have run: every animation removed (each
    /// property shows its model value) and the actions applied in order.
    package func completedScene(_ outcome: TransitionOutcome) -> ResolvedScene {
        var layers = self.layers(at: completedClock(outcome))
        for action in plan.completion.actions(for: outcome) {
            switch action {
            case .remove(let id), .uikitRemoves(let id): layers.remove(id)
            default: if let state = action.stateChange(in: plan) { layers.update(state.actor, state.change) }
            }
        }
        return layers.resolved()
    }

    /// The value animation `index` leaves on its property when the transition completes with
    /// `outcome` (before the completion actions), or nil when it leaves the model value.
    package func completedValue(ofAnimation index: Int, _ outcome: TransitionOutcome) -> AnimatableValue? {
        value(ofAnimation: index, at: completedClock(outcome))
    }

    /// The value animation `index` shows at container time `time` as if every fill applied: a
    /// restart reads values outside the animation's interval too.
    package func heldValue(ofAnimation index: Int, at time: Double) -> AnimatableValue {
        evaluators[index].value(at: plan.animations[index].fraction(at: time, fillMode: .both) ?? 0)
    }

    /// The clock once the transition is over: view-driven animations at the end of the container's
    /// time, layer-driven ones removed.
    private func completedClock(_ outcome: TransitionOutcome) -> PlanClock {
        PlanClock(viewTime: plan.duration, layer: .removed(outcome))
    }

    /// The value animation `index` contributes at `clock`, or nil when it contributes nothing.
    package func value(ofAnimation index: Int, at clock: PlanClock) -> AnimatableValue? {
        let animation = plan.animations[index]
        let evaluator = evaluators[index]
        switch animation.driver {
        case .view:
            guard let f = animation.fraction(at: clock.viewTime) else { return nil }
            if let restart = clock.restart {
                return heldValue(ofAnimation: index, at: restart.fromTime).interpolated(
                    to: heldValue(ofAnimation: index, at: clock.viewTime), by: restart.fraction,
                    using: animation.transformInterpolation)
            }
            return evaluator.value(at: f)
        case .layer:
            switch clock.layer {
            case .time(let t): return animation.fraction(at: t).map(evaluator.value(at:))
            case .removed(let outcome): return animation.modelValue(for: outcome)
            }
        }
    }

    private func layers(at clock: PlanClock) -> SceneLayers {
        var layers = start
        for (index, animation) in plan.animations.enumerated() {
            guard let position = positions[index], let value = value(ofAnimation: index, at: clock) else { continue }
            layers.update(at: position) { _ = $0.set(animation.property, to: value) }
        }
        return layers
    }
}
