#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SegueEngine

/// The plan as deterministic JSON: keys sorted, numbers as Foundation's encoder writes them, so the
/// same plan gives byte-identical output. Schemas/plan.schema.json describes it.
public enum PlanJSON {
    /// The `format` field of every plan document.
    public static let format = "segue-plan"

    /// The plan as pretty-printed JSON text, ending in a newline.
    public static func encode(_ plan: AnimationPlan) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(node(plan))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The plan as a JSON tree.
    public static func node(_ plan: AnimationPlan) -> PlanJSONValue {
        var fields: [String: PlanJSONValue] = [
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
            "completion": .object([
                "finished": .array(plan.completion.finished.map(node)),
                "cancelled": .array(plan.completion.cancelled.map(node)),
            ]),
            "interaction": node(plan.interaction),
        ]
        if let style = plan.presentationStyle { fields["presentationStyle"] = node(style) }
        return .object(fields)
    }

    // MARK: - Parts

    static func node(_ actor: PlanActor) -> PlanJSONValue {
        var fields: [String: PlanJSONValue] = [
            "id": .string(actor.id.rawValue),
            "role": .string(actor.role.rawValue),
            "owner": .string(actor.owner.rawValue),
            "initial": node(actor.initial),
        ]
        if let source = actor.source { fields["source"] = .string(source.rawValue) }
        if let parent = actor.parent { fields["parent"] = .string(parent.rawValue) }
        if let before = actor.beforeSetup { fields["beforeSetup"] = node(before) }
        return .object(fields)
    }

    static func node(_ animation: PlanAnimation) -> PlanJSONValue {
        var fields: [String: PlanJSONValue] = [
            "actor": .string(animation.actor.rawValue),
            "property": .string(animation.property.rawValue),
            "keyPath": .string(animation.keyPath),
            "values": .array(animation.values.map(node)),
            "keyTimes": .array(animation.keyTimes.map(PlanJSONValue.number)),
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
        return .object(fields)
    }

    static func node(_ interaction: PlanInteraction) -> PlanJSONValue {
        var fields: [String: PlanJSONValue] = [
            "release": .string(interaction.release.rawValue),
            "completionSpeedIsRemainingPercent": .bool(interaction.completionSpeedIsRemainingPercent),
        ]
        if let curve = interaction.restartCurve { fields["restartCurve"] = node(curve) }
        if let speed = interaction.completionSpeed { fields["completionSpeed"] = .number(speed) }
        if let curve = interaction.completionCurve { fields["completionCurve"] = node(curve) }
        return .object(fields)
    }

    static func node(_ action: PlanAction) -> PlanJSONValue {
        func simple(_ name: String, _ id: ActorID) -> PlanJSONValue {
            .object(["action": .string(name), "actor": .string(id.rawValue)])
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
            return .object([
                "action": .string("set"), "actor": .string(id.rawValue), "property": .string(property.rawValue),
                "value": node(value),
            ])
        case .completeTransition(let didComplete):
            return .object(["action": .string("completeTransition"), "didComplete": .bool(didComplete)])
        }
    }

    static func node(_ function: PlanTimingFunction) -> PlanJSONValue {
        switch function {
        case .cubicBezier(let x1, let y1, let x2, let y2, let name):
            var fields: [String: PlanJSONValue] = [
                "type": .string("cubicBezier"), "controlPoints": .array([x1, y1, x2, y2].map(PlanJSONValue.number)),
            ]
            if let name { fields["name"] = .string(name) }
            return .object(fields)
        case .steps(let count, let position):
            return .object([
                "type": .string("steps"), "count": .number(Double(count)), "position": .string(position.rawValue),
            ])
        case .linearStops(let stops):
            return .object([
                "type": .string("linearStops"),
                "stops": .array(
                    stops.map { stop in
                        var fields: [String: PlanJSONValue] = ["output": .number(stop.output)]
                        if let input = stop.input { fields["input"] = .number(input) }
                        return .object(fields)
                    }),
            ])
        case .spring(let spring):
            return .object([
                "type": .string("spring"), "mass": .number(spring.mass), "stiffness": .number(spring.stiffness),
                "damping": .number(spring.damping), "initialVelocity": .number(spring.initialVelocity),
            ])
        }
    }

    static func node(_ style: PresentationStyle) -> PlanJSONValue {
        switch style {
        case .fullScreen: return .object(["type": .string("fullScreen")])
        case .overFullScreen: return .object(["type": .string("overFullScreen")])
        case .custom(let frame, let dimming):
            return .object(["type": .string("custom"), "frame": node(frame), "dimming": .bool(dimming)])
        case .sheet(let sheet):
            return .object([
                "type": .string("sheet"), "style": .string(sheet.style.rawValue), "frame": node(sheet.presentedFrame),
                "dimming": .bool(sheet.dimmingAlpha > 0), "cornerRadius": .number(sheet.cornerRadius),
                "presenterScale": .number(sheet.presenterScale),
            ])
        }
    }

    static func node(_ state: ActorState) -> PlanJSONValue {
        var fields: [String: PlanJSONValue] = [
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
                fields["mask"] = .object(["type": .string("circle"), "center": node(center), "radius": .number(radius)])
            case .rect(let rect):
                fields["mask"] = .object(["type": .string("rect"), "rect": node(rect)])
            case .layer(let name):
                fields["mask"] = .object(["type": .string("layer"), "name": .string(name)])
            }
        }
        if let filter = state.filter {
            fields["filter"] = .object([
                "name": .string(filter.name), "ratio": .number(filter.ratio),
                "parameters": .object(Dictionary(uniqueKeysWithValues: filter.parameters.map { ($0.name, .number($0.value)) })),
            ])
        }
        return .object(fields)
    }

    /// A value as its kind's JSON shape: a number, a boolean, or an object whose keys say its kind.
    static func node(_ value: AnimatableValue) -> PlanJSONValue {
        switch value {
        case .number(let v): return .number(v)
        case .bool(let b): return .bool(b)
        case .point(let p): return node(p)
        case .rect(let r): return node(r)
        case .color(let c): return node(c)
        case .transform(let t): return node(t)
        case .circle(let center, let radius): return .object(["center": node(center), "radius": .number(radius)])
        }
    }

    static func node(_ transform: TransformValue) -> PlanJSONValue {
        .object([
            "operations": .array(transform.operations.map(node)),
            "matrix": .array(transform.matrix.entries.map(PlanJSONValue.number)),
        ])
    }

    static func node(_ operation: TransformOperation) -> PlanJSONValue {
        switch operation {
        case .perspective(let m34): return .object(["type": .string("perspective"), "m34": .number(m34)])
        case .translate(let x, let y, let z):
            return .object(["type": .string("translate"), "x": .number(x), "y": .number(y), "z": .number(z)])
        case .scale(let x, let y, let z):
            return .object(["type": .string("scale"), "x": .number(x), "y": .number(y), "z": .number(z)])
        case .rotate(let angle, let axis):
            return .object(["type": .string("rotate"), "angle": .number(angle), "axis": .string(axis.rawValue)])
        case .matrix(let m): return .object(["type": .string("matrix"), "entries": .array(m.entries.map(PlanJSONValue.number))])
        }
    }

    static func node(_ p: Point) -> PlanJSONValue { .object(["x": .number(p.x), "y": .number(p.y)]) }

    static func node(_ r: Rect) -> PlanJSONValue {
        .object([
            "x": .number(r.origin.x), "y": .number(r.origin.y), "width": .number(r.size.width),
            "height": .number(r.size.height),
        ])
    }

    static func node(_ c: RGBAColor) -> PlanJSONValue {
        .object(["red": .number(c.red), "green": .number(c.green), "blue": .number(c.blue), "alpha": .number(c.alpha)])
    }
}

/// A JSON tree, encoded with the encoder's own formatting (sorted keys make it deterministic).
public indirect enum PlanJSONValue: Sendable, Hashable, Encodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PlanJSONValue])
    case object([String: PlanJSONValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .number(let v):
            var container = encoder.singleValueContainer()
            // Non-finite numbers have no JSON form; a plan of a sound timeline has none.
            if v.isFinite { try container.encode(v) } else { try container.encodeNil() }
        case .string(let s):
            var container = encoder.singleValueContainer()
            try container.encode(s)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let fields):
            var container = encoder.container(keyedBy: Key.self)
            for key in fields.keys.sorted() { try container.encode(fields[key]!, forKey: Key(stringValue: key)) }
        }
    }
}
