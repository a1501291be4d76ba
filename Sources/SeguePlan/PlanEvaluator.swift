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
/// The engine's ``LayerAnimations`` applies them: the evaluator the engine's trace comes from.
package struct PlanEvaluator: Sendable {
    /// The plan.
    package let plan: AnimationPlan
    /// The plan's animations as the engine applies them, in the plan's order.
    private let animations: LayerAnimations
    /// Every actor with its model values, in the plan's order: the engine's scene model, so a
    /// played plan resolves with the engine's geometry.
    private let start: SceneLayers
    /// Prepares `plan`.
    package init(_ plan: AnimationPlan) {
        self.plan = plan
        var layers = SceneLayers(containerBounds: plan.containerBounds)
        for actor in plan.actors {
            layers.add(actor.id, role: actor.role, source: actor.source, parent: actor.parent, state: actor.initial)
        }
        start = layers
        animations = LayerAnimations(
            plan.animations.map { animation in
                LayerAnimation(
                    sampler: KeyframeEvaluator.sampler(animation), position: layers.position(of: animation.actor),
                    fillMode: animation.fillMode, beginTime: animation.beginTime, duration: animation.duration)
            })
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
        animations.heldValue(of: index, at: time)
    }

    /// The clock once the transition is over: view-driven animations at the end of the container's
    /// time, layer-driven ones removed.
    private func completedClock(_ outcome: TransitionOutcome) -> PlanClock {
        PlanClock(viewTime: plan.duration, layer: .removed(outcome))
    }

    /// The value animation `index` contributes at `clock`, or nil when it contributes nothing.
    package func value(ofAnimation index: Int, at clock: PlanClock) -> AnimatableValue? {
        animations.value(of: index, at: clock)
    }

    private func layers(at clock: PlanClock) -> SceneLayers {
        var layers = start
        animations.apply(to: &layers, at: clock)
        return layers
    }
}
