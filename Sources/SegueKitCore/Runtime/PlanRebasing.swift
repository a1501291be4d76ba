import SegueEngine
import SeguePlan

extension AnimationPlan {
    /// The plan with actor `id` placed where the app's view really is: the engine lays the from
    /// view and the container out in the container's bounds, but UIKit may give another frame
    /// (`initialFrame(for:)` of a screen under a bar it keeps, or with other
    /// `edgesForExtendedLayout`: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)),
    /// and a custom container's view sits where the app embedded it.
    ///
    /// Every frame and position of the actor (initial, before setup, animated, set at completion)
    /// is mapped by the one map that takes the plan's frame before setup onto `frame`: a translation,
    /// and a scale of sizes and offsets when the sizes differ. Nothing changes when `frame` is the
    /// plan's own, or has no size (UIKit's "unknown").
    package func rebasing(_ id: ActorID, onto frame: Rect) -> AnimationPlan {
        guard frame.width > 0, frame.height > 0, let index = actors.firstIndex(where: { $0.id == id }) else { return self }
        // The frame the view has when UIKit hands it over: before the effect's setup moves it.
        let planned = actors[index].restoredState.frame
        guard planned != frame, planned.width > 0, planned.height > 0 else { return self }
        let map = FrameMap(from: planned, to: frame)
        var plan = self
        plan.actors[index].initial.frame = map.rect(planned)
        if let before = plan.actors[index].beforeSetup { plan.actors[index].beforeSetup?.frame = map.rect(before.frame) }
        for (k, animation) in plan.animations.enumerated() where animation.actor == id {
            switch animation.property {
            case .frame, .position: plan.animations[k].values = animation.values.map(map.value)
            default: break
            }
        }
        func rebase(_ actions: [PlanAction]) -> [PlanAction] {
            actions.map { action in
                guard case .set(id, let property, let value) = action, property == .frame || property == .position else { return action }
                return .set(id, property, map.value(value))
            }
        }
        plan.completion = PlanCompletion(finished: rebase(completion.finished), cancelled: rebase(completion.cancelled))
        return plan
    }
}

/// The affine map of a plan's frame space that takes one rect onto another.
private struct FrameMap {
    let from: Rect
    let to: Rect
    var sx: Double { to.width / from.width }
    var sy: Double { to.height / from.height }

    func point(_ p: Point) -> Point {
        Point(x: to.origin.x + (p.x - from.origin.x) * sx, y: to.origin.y + (p.y - from.origin.y) * sy)
    }

    func rect(_ r: Rect) -> Rect {
        let origin = point(r.origin)
        return Rect(x: origin.x, y: origin.y, width: r.width * sx, height: r.height * sy)
    }

    func value(_ value: AnimatableValue) -> AnimatableValue {
        switch value {
        case .rect(let r): .rect(rect(r))
        case .point(let p): .point(point(p))
        default: value
        }
    }
}

extension AnimationPlan {
    /// The plan without actor `id`: its animations and the completion actions naming it go too.
    package func removing(_ id: ActorID) -> AnimationPlan {
        guard actors.contains(where: { $0.id == id }) else { return self }
        var plan = self
        plan.actors.removeAll { $0.id == id }
        plan.animations.removeAll { $0.actor == id }
        func keep(_ action: PlanAction) -> Bool {
            switch action {
            case .remove(let a), .set(let a, _, _), .restore(let a), .show(let a), .hide(let a), .removeMask(let a),
                .removeFilter(let a), .uikitRemoves(let a):
                a != id
            case .completeTransition: true
            }
        }
        plan.completion = PlanCompletion(finished: completion.finished.filter(keep), cancelled: completion.cancelled.filter(keep))
        return plan
    }
}
