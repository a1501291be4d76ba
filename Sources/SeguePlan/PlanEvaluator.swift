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
    private let start: [PlanNode]

    /// Prepares `plan`.
    public init(_ plan: AnimationPlan) {
        self.plan = plan
        evaluators = plan.animations.map(KeyframeEvaluator.init)
        start = plan.actors.map { PlanNode(id: $0.id, role: $0.role, parent: $0.parent, state: $0.initial) }
    }

    /// The scene at `clock`.
    public func scene(at clock: PlanClock) -> PlanScene {
        PlanScene.resolve(nodes(at: clock), bounds: plan.containerBounds)
    }

    /// The scene after the completion actions for `outcome` have run: every animation removed (each
    /// property shows its model value) and the actions applied in order.
    public func completedScene(_ outcome: TransitionOutcome) -> PlanScene {
        var nodes = self.nodes(at: PlanClock(viewTime: plan.duration, layer: .removed(outcome)))
        for action in plan.completion.actions(for: outcome) {
            func update(_ id: ActorID, _ body: (inout ActorState) -> Void) {
                if let i = nodes.firstIndex(where: { $0.id == id }) { body(&nodes[i].state) }
            }
            switch action {
            case .remove(let id), .uikitRemoves(let id):
                var doomed: Set<ActorID> = [id]
                var grew = true
                while grew {
                    grew = false
                    for node in nodes where !doomed.contains(node.id) {
                        if let parent = node.parent, doomed.contains(parent) {
                            doomed.insert(node.id)
                            grew = true
                        }
                    }
                }
                nodes.removeAll { doomed.contains($0.id) }
            case .set(let id, let property, let value): update(id) { _ = $0.set(property, to: value) }
            case .restore(let id):
                if let actor = plan.actor(id) { update(id) { $0 = actor.restoredState } }
            case .show(let id): update(id) { $0.isHidden = false }
            case .hide(let id): update(id) { $0.isHidden = true }
            case .removeMask(let id): update(id) { $0.mask = nil }
            case .removeFilter(let id): update(id) { $0.filter = nil }
            case .completeTransition: break
            }
        }
        return PlanScene.resolve(nodes, bounds: plan.containerBounds)
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

    private func nodes(at clock: PlanClock) -> [PlanNode] {
        var nodes = start
        var position: [ActorID: Int] = [:]
        for (i, node) in nodes.enumerated() { position[node.id] = i }
        for (index, animation) in plan.animations.enumerated() {
            guard let i = position[animation.actor], let value = value(ofAnimation: index, at: clock) else { continue }
            _ = nodes[i].state.set(animation.property, to: value)
        }
        return nodes
    }
}
