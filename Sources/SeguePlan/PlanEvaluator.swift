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
public struct PlanEvaluator: Sendable {
    /// The plan.
    public let plan: AnimationPlan
    private let evaluators: [KeyframeEvaluator]
    /// Every actor with its model values, in the plan's order: the engine's scene model, so a
    /// played plan resolves with the engine's geometry.
    private let start: SceneLayers
    /// Where each animation's actor sits in `start` (nil when the plan has no such actor).
    private let positions: [Int?]

    /// Prepares `plan`.
    public init(_ plan: AnimationPlan) {
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
    public func scene(at clock: PlanClock) -> ResolvedScene {
        layers(at: clock).resolved()
    }

    /// The scene after the completion actions for `outcome` have run: every animation removed (each
    /// property shows its model value) and the actions applied in order.
    public func completedScene(_ outcome: TransitionOutcome) -> ResolvedScene {
        var layers = self.layers(at: PlanClock(viewTime: plan.duration, layer: .removed(outcome)))
        for action in plan.completion.actions(for: outcome) {
            switch action {
            case .remove(let id), .uikitRemoves(let id): layers.remove(id)
            case .set(let id, let property, let value): layers.update(id) { _ = $0.set(property, to: value) }
            case .restore(let id):
                if let actor = plan.actor(id) { layers.update(id) { $0 = actor.restoredState } }
            case .show(let id): layers.update(id) { $0.isHidden = false }
            case .hide(let id): layers.update(id) { $0.isHidden = true }
            case .removeMask(let id): layers.update(id) { $0.mask = nil }
            case .removeFilter(let id): layers.update(id) { $0.filter = nil }
            case .completeTransition: break
            }
        }
        return layers.resolved()
    }

    /// The value animation `index` contributes at `clock`, or nil when it contributes nothing.
    public func value(ofAnimation index: Int, at clock: PlanClock) -> AnimatableValue? {
        let animation = plan.animations[index]
        let evaluator = evaluators[index]
        func at(_ time: Double) -> Double? {
            MediaTiming.fraction(
                parentTime: time, beginTime: animation.beginTime, duration: animation.duration, fillMode: animation.fillMode)
        }
        /// The value at `time` as if every fill applied (a restart reads values outside the interval too).
        func held(_ time: Double) -> AnimatableValue {
            let f =
                MediaTiming.fraction(
                    parentTime: time, beginTime: animation.beginTime, duration: animation.duration, fillMode: .both) ?? 0
            return evaluator.value(at: f)
        }
        switch animation.driver {
        case .view:
            guard let f = at(clock.viewTime) else { return nil }
            if let restart = clock.restart {
                return KeyframeEvaluator.interpolate(
                    held(restart.fromTime), held(clock.viewTime), restart.fraction, animation.transformInterpolation)
            }
            return evaluator.value(at: f)
        case .layer:
            switch clock.layer {
            case .time(let t): return at(t).map(evaluator.value(at:))
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
