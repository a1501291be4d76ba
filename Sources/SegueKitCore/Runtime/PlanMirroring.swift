import SegueEngine
import SeguePlan

extension AnimationPlan {
    /// The plan seen in a mirror, for a right-to-left layout
    /// (`effectiveUserInterfaceLayoutDirection == .rightToLeft`,
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection):
    /// what went left goes right. Every geometry value is reflected about the vertical centre line
    /// of its parent (the container for most actors), transforms are conjugated by that
    /// reflection (so a turn about y turns the other way while the views' contents stay unmirrored),
    /// slices show the mirrored part of their source, and masks are reflected in their actor.
    /// Colours, opacity, timing and the completion are unchanged.
    package func mirroredHorizontally() -> AnimationPlan {
        var widths: [ActorID: Double] = [:]
        for actor in actors { widths[actor.id] = actor.initial.frame.width }
        func parentWidth(_ id: ActorID) -> Double {
            let parent = actors.first { $0.id == id }?.parent
            return parent.flatMap { widths[$0] } ?? containerBounds.width
        }
        var plan = self
        for k in plan.actors.indices {
            let id = plan.actors[k].id
            plan.actors[k].initial = Mirror.state(plan.actors[k].initial, parentWidth: parentWidth(id))
            if let before = plan.actors[k].beforeSetup {
                plan.actors[k].beforeSetup = Mirror.state(before, parentWidth: parentWidth(id))
            }
        }
        for k in plan.animations.indices {
            let animation = plan.animations[k]
            let width = parentWidth(animation.actor)
            let own = widths[animation.actor] ?? 0
            plan.animations[k].values = animation.values.map {
                Mirror.value($0, of: animation.property, parentWidth: width, ownWidth: own)
            }
        }
        func mirror(_ actions: [PlanAction]) -> [PlanAction] {
            actions.map { action in
                guard case .set(let id, let property, let value) = action else { return action }
                return .set(id, property, Mirror.value(value, of: property, parentWidth: parentWidth(id), ownWidth: widths[id] ?? 0))
            }
        }
        plan.completion = PlanCompletion(finished: mirror(completion.finished), cancelled: mirror(completion.cancelled))
        return plan
    }
}

/// The reflection x -> width - x, applied to each kind of value.
enum Mirror {
    static func state(_ state: ActorState, parentWidth: Double) -> ActorState {
        var s = state
        s.frame = rect(state.frame, width: parentWidth)
        s.anchorPoint = Point(x: 1 - state.anchorPoint.x, y: state.anchorPoint.y)
        s.transform = TransformValue(matrix: matrix(state.transform.matrix))
        s.sublayerTransform = TransformValue(matrix: matrix(state.sublayerTransform.matrix))
        s.translation = Point(x: -state.translation.x, y: state.translation.y)
        s.contentsRect = rect(state.contentsRect, width: 1)
        switch state.mask {
        case .circle(let c, let r)?: s.mask = .circle(center: Point(x: state.frame.width - c.x, y: c.y), radius: r)
        case .rect(let r)?: s.mask = .rect(rect(r, width: state.frame.width))
        case .layer?, nil: break
        }
        return s
    }

    static func value(_ value: AnimatableValue, of property: AnimatableProperty, parentWidth: Double, ownWidth: Double) -> AnimatableValue {
        switch (property, value) {
        case (.frame, .rect(let r)): .rect(rect(r, width: parentWidth))
        case (.position, .point(let p)): .point(Point(x: parentWidth - p.x, y: p.y))
        case (.translation, .point(let p)): .point(Point(x: -p.x, y: p.y))
        case (.anchorPoint, .point(let p)): .point(Point(x: 1 - p.x, y: p.y))
        case (.transform, .transform(let t)), (.sublayerTransform, .transform(let t)): .transform(TransformValue(matrix: matrix(t.matrix)))
        case (.contentsRect, .rect(let r)): .rect(rect(r, width: 1))
        case (.maskRect, .rect(let r)): .rect(rect(r, width: ownWidth))
        case (.maskCircle, .circle(let c, let r)): .circle(center: Point(x: ownWidth - c.x, y: c.y), radius: r)
        default: value
        }
    }

    static func rect(_ r: Rect, width: Double) -> Rect {
        Rect(x: width - r.origin.x - r.width, y: r.origin.y, width: r.width, height: r.height)
    }

    /// S M S with S = diag(-1, 1, 1, 1): every entry with exactly one x index changes sign.
    static func matrix(_ m: Transform3D) -> Transform3D {
        var t = m
        t.m12 = -m.m12
        t.m13 = -m.m13
        t.m14 = -m.m14
        t.m21 = -m.m21
        t.m31 = -m.m31
        t.m41 = -m.m41
        return t
    }
}
