import SegueDocument
import SegueEngine
import SeguePlan

/// The plan as deterministic JSON: keys sorted, numbers as Foundation's encoder writes them, so the
/// same plan gives byte-identical output. Schemas/plan.schema.json describes it.
package enum PlanJSON {
    /// The `format` field of every plan document.
    package static let format = "segue-plan"

    /// The plan as pretty-printed JSON text, ending in a newline: the bytes Foundation's
    /// `JSONEncoder` wrote with `.sortedKeys`, `.prettyPrinted` and `.withoutEscapingSlashes`, as
    /// the format was first written (``JSONWriter/Layout/foundation``).
    package static func encode(_ plan: AnimationPlan) -> String {
        var writer = JSONWriter(whitespace: .foundation, numbers: .foundation(nonFinite: .null))
        writer.write(node(plan))
        return writer.text + "\n"
    }

    /// The plan as a JSON tree.
    package static func node(_ plan: AnimationPlan) -> JSONValue {
        var fields: [String: JSONValue] = [
            "format": .string(format),
            "version": .number(Double(AnimationPlan.formatVersion)),
            "effect": .string(plan.effect),
            "operation": .string(plan.operation.rawValue),
            "direction": .string(plan.direction.rawValue),
            "interactive": .bool(plan.isInteractive),
            "containerBounds": node(plan.containerBounds),
            "duration": .number(plan.duration),
            "actors": .array(plan.actors.map(node)),
            "animations": .array(plan.animations.map(node)),
            "completion": .sorted([
                "finished": .array(plan.completion.finished.map(node)),
                "cancelled": .array(plan.completion.cancelled.map(node)),
            ]),
            "interaction": node(plan.interaction),
        ]
        if let style = plan.presentationStyle { fields["presentationStyle"] = node(style) }
        return .sorted(fields)
    }

    // MARK: - Parts

    static func node(_ actor: PlanActor) -> JSONValue {
        var fields: [String: JSONValue] = [
            "id": .string(actor.id.rawValue),
            "role": .string(actor.role.rawValue),
            "owner": .string(actor.owner.rawValue),
            "initial": node(actor.initial),
        ]
        if let source = actor.source { fields["source"] = .string(source.rawValue) }
        if let parent = actor.parent { fields["parent"] = .string(parent.rawValue) }
        if let before = actor.beforeSetup { fields["beforeSetup"] = node(before) }
        return .sorted(fields)
    }

    static func node(_ animation: PlanAnimation) -> JSONValue {
        var fields: [String: JSONValue] = [
            "actor": .string(animation.actor.rawValue),
            "property": .string(animation.property.rawValue),
            "keyPath": .string(animation.keyPath),
            "values": .array(animation.values.map(node)),
            "keyTimes": .array(animation.keyTimes.map(JSONValue.number)),
            "timingFunctions": .array(animation.timingFunctions.map(node)),
            "calculationMode": .string(animation.calculationMode.rawValue),
            "beginTime": .number(animation.beginTime),
            "duration": .number(animation.duration),
            "fillMode": .string(animation.fillMode.rawValue),
            "driver": .string(animation.driver.rawValue),
            "resetsModelValueOnCancel": .bool(animation.resetsModelValueOnCancel),
            "transformInterpolation": .string(animation.transformInterpolation.rawValue),
            "owner": .string(animation.owner.rawValue),
        ]
        if let function = animation.timingFunction { fields["timingFunction"] = node(function) }
        return .sorted(fields)
    }

    static func node(_ interaction: PlanInteraction) -> JSONValue {
        var fields: [String: JSONValue] = [
            "release": .string(interaction.release.rawValue),
            "completionSpeedIsRemainingPercent": .bool(interaction.completionSpeedIsRemainingPercent),
        ]
        if let curve = interaction.restartCurve { fields["restartCurve"] = node(curve) }
        if let speed = interaction.completionSpeed { fields["completionSpeed"] = .number(speed) }
        if let curve = interaction.completionCurve { fields["completionCurve"] = node(curve) }
        return .sorted(fields)
    }

    static func node(_ action: PlanAction) -> JSONValue {
        func simple(_ name: String, _ id: ActorID) -> JSONValue {
            .sorted(["action": .string(name), "actor": .string(id.rawValue)])
        }
        switch action {
        case .remove(let id): return simple("remove", id)
        case .restore(let id): return simple("restore", id)
        case .show(let id): return simple("show", id)
        case .hide(let id): return simple("hide", id)
        case .removeMask(let id): return simple("removeMask", id)
        case .removeFilter(let id): return simple("removeFilter", id)
        case .uikitRemoves(let id): return simple("uikitRemoves", id)
        case .set(let id, let property, let value):
            return .sorted([
                "action": .string("set"), "actor": .string(id.rawValue), "property": .string(property.rawValue),
                "value": node(value),
            ])
        case .completeTransition(let didComplete):
            return .sorted(["action": .string("completeTransition"), "didComplete": .bool(didComplete)])
        }
    }

    static func node(_ function: PlanTimingFunction) -> JSONValue {
        switch function {
        case .cubicBezier(let x1, let y1, let x2, let y2, let name):
            var fields: [String: JSONValue] = [
                "type": .string("cubicBezier"), "controlPoints": .array([x1, y1, x2, y2].map(JSONValue.number)),
            ]
            if let name { fields["name"] = .string(name) }
            return .sorted(fields)
        case .steps(let count, let position):
            return .sorted([
                "type": .string("steps"), "count": .number(Double(count)), "position": .string(position.rawValue),
            ])
        case .linearStops(let stops):
            return .sorted([
                "type": .string("linearStops"),
                "stops": .array(
                    stops.map { stop in
                        var fields: [String: JSONValue] = ["output": .number(stop.output)]
                        if let input = stop.input { fields["input"] = .number(input) }
                        return .sorted(fields)
                    }),
            ])
        case .spring(let spring):
            return .sorted([
                "type": .string("spring"), "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
                "damping": .number(spring.damping), "initialVelocity": .number(spring.initialVelocity),
            ])
        }
    }

    static func node(_ style: PresentationStyle) -> JSONValue {
        switch style {
        case .fullScreen: return .sorted(["type": .string("fullScreen")])
        case .overFullScreen: return .sorted(["type": .string("overFullScreen")])
        case .custom(let frame, let dimming):
            return .sorted(["type": .string("custom"), "frame": node(frame), "dimming": .bool(dimming)])
        case .sheet(let sheet):
            return .sorted([
                "type": .string("sheet"), "style": .string(sheet.style.rawValue), "frame": node(sheet.presentedFrame),
                "dimming": .bool(sheet.dimmingAlpha > 0), "cornerRadius": .number(sheet.cornerRadius),
                "presenterScale": .number(sheet.presenterScale),
            ])
        }
    }

    static func node(_ state: ActorState) -> JSONValue {
        var fields: [String: JSONValue] = [
            "frame": node(state.frame),
            "anchorPoint": node(state.anchorPoint),
            "transform": node(state.transform),
            "translation": node(state.translation),
            "sublayerTransform": node(state.sublayerTransform),
            "alpha": .number(state.alpha),
            "isHidden": .bool(state.isHidden),
            "zPosition": .number(state.zPosition),
            "cornerRadius": .number(state.cornerRadius),
            "shadowOpacity": .number(state.shadowOpacity),
            "shadowRadius": .number(state.shadowRadius),
            "contentsRect": node(state.contentsRect),
        ]
        if let color = state.backgroundColor { fields["backgroundColor"] = node(color) }
        if let mask = state.mask {
            switch mask {
            case .circle(let center, let radius):
                fields["mask"] = .sorted(["type": .string("circle"), "center": node(center), "radius": .number(radius)])
            case .rect(let rect):
                fields["mask"] = .sorted(["type": .string("rect"), "rect": node(rect)])
            case .layer(let name):
                fields["mask"] = .sorted(["type": .string("layer"), "name": .string(name)])
            }
        }
        if let filter = state.filter {
            fields["filter"] = .sorted([
                "name": .string(filter.name), "ratio": .number(filter.ratio),
                "parameters": .sorted(Dictionary(uniqueKeysWithValues: filter.parameters.map { ($0.name, .number($0.value)) })),
            ])
        }
        return .sorted(fields)
    }

    /// A value as its kind's JSON shape: a number, a boolean, or an object whose keys say its kind.
    static func node(_ value: AnimatableValue) -> JSONValue {
        switch value {
        case .number(let v): return .number(v)
        case .bool(let b): return .bool(b)
        case .point(let p): return node(p)
        case .rect(let r): return node(r)
        case .color(let c): return node(c)
        case .transform(let t): return node(t)
        case .circle(let center, let radius): return .sorted(["center": node(center), "radius": .number(radius)])
        }
    }

    static func node(_ transform: TransformValue) -> JSONValue {
        .sorted([
            "operations": .array(transform.operations.map(node)),
            "matrix": .array(transform.matrix.entries.map(JSONValue.number)),
        ])
    }

    static func node(_ operation: TransformOperation) -> JSONValue {
        switch operation {
        case .perspective(let m34): return .sorted(["type": .string("perspective"), "m34": .number(m34)])
        case .translate(let x, let y, let z):
            return .sorted(["type": .string("translate"), "x": .number(x), "y": .number(y), "z": .number(z)])
        case .scale(let x, let y, let z):
            return .sorted(["type": .string("scale"), "x": .number(x), "y": .number(y), "z": .number(z)])
        case .rotate(let angle, let axis):
            return .sorted(["type": .string("rotate"), "angle": .number(angle), "axis": .string(axis.rawValue)])
        case .matrix(let m): return .sorted(["type": .string("matrix"), "entries": .array(m.entries.map(JSONValue.number))])
        }
    }

    static func node(_ p: Point) -> JSONValue { .sorted(["x": .number(p.x), "y": .number(p.y)]) }

    static func node(_ r: Rect) -> JSONValue {
        .sorted([
            "x": .number(r.origin.x), "y": .number(r.origin.y), "width": .number(r.size.width),
            "height": .number(r.size.height),
        ])
    }

    static func node(_ c: RGBAColor) -> JSONValue {
        .sorted(["red": .number(c.red), "green": .number(c.green), "blue": .number(c.blue), "alpha": .number(c.alpha)])
    }
}
