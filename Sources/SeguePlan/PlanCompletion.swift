import SegueEngine

/// One thing the completion block (or UIKit, on `completeTransition`) does to the scene.
package enum PlanAction: Sendable, Hashable {
    /// Removes an actor and its children (`removeFromSuperview`).
    case remove(ActorID)
    /// Sets a model value.
    case set(ActorID, AnimatableProperty, AnimatableValue)
    /// Puts an actor back into its state before the animator's setup.
    case restore(ActorID)
    /// `isHidden = false`.
    case show(ActorID)
    /// `isHidden = true`.
    case hide(ActorID)
    /// `mask = nil`.
    case removeMask(ActorID)
    /// Clears the filter.
    case removeFilter(ActorID)
    /// `completeTransition(didComplete)`.
    case completeTransition(didComplete: Bool)
    /// What UIKit does on the first `completeTransition`: removes the view going away (or, on a
    /// cancel, the view that was coming), and the presentation's dimming view when it goes.
    case uikitRemoves(ActorID)
}

extension PlanAction {
    /// The actor whose model state this action changes and the change, or nil for an action that
    /// changes no state (removals, `completeTransition`) or restores an actor `plan` lacks.
    package func stateChange(in plan: AnimationPlan) -> (actor: ActorID, change: (inout ActorState) -> Void)? {
        switch self {
        case .set(let id, let property, let value): return (id, { _ = $0.set(property, to: value) })
        case .restore(let id):
            guard let actor = plan.actor(id) else { return nil }
            return (id, { $0 = actor.restoredState })
        case .show(let id): return (id, { $0.isHidden = false })
        case .hide(let id): return (id, { $0.isHidden = true })
        case .removeMask(let id): return (id, { $0.mask = nil })
        case .removeFilter(let id): return (id, { $0.filter = nil })
        case .remove, .uikitRemoves, .completeTransition: return nil
        }
    }
}

/// The completion block's actions for each outcome, UIKit's own removals included, in order.
package struct PlanCompletion: Sendable, Hashable {
    /// After the animations finish.
    package var finished: [PlanAction]
    /// After a cancelled interactive transition's animations have run back.
    package var cancelled: [PlanAction]

    /// Creates the completion.
    package init(finished: [PlanAction], cancelled: [PlanAction]) {
        self.finished = finished
        self.cancelled = cancelled
    }

    /// The actions for `outcome`.
    package func actions(for outcome: TransitionOutcome) -> [PlanAction] {
        outcome == .finished ? finished : cancelled
    }
}
