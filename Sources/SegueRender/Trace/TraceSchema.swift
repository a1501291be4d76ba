import SegueDocument
import SegueEngine

/// The JSON Schema (draft 2020-12) of `simulate --format json`, version 1.
///
/// Published as Schemas/trace.schema.json (`segue schema trace`); a test validates real
/// output against it with an independent validator. Nested engine state is described
/// by its main fields; new optional fields may appear within a version.
package enum TraceSchema {
    /// The JSON Schema of the `json` and `ndjson` formats.
    package static func document() -> JSONValue {
        func object(_ required: [String], _ properties: [(String, JSONValue)]) -> JSONValue {
            .object([
                ("type", .string("object")),
                ("required", .array(required.map(JSONValue.string))),
                ("properties", .object(properties)),
            ])
        }
        func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }
        func array(of item: JSONValue) -> JSONValue { .object([("type", .string("array")), ("items", item)]) }
        let number: JSONValue = .object([("type", .string("number"))])
        let integer: JSONValue = .object([("type", .string("integer"))])
        let string: JSONValue = .object([("type", .string("string"))])
        let boolean: JSONValue = .object([("type", .string("boolean"))])
        func enumeration(_ words: [String]) -> JSONValue { .object([("enum", .array(words.map(JSONValue.string)))]) }

        let point = object(["x", "y"], [("x", number), ("y", number)])
        let size = object(["width", "height"], [("width", number), ("height", number)])
        let rect = object(["origin", "size"], [("origin", ref("point")), ("size", ref("size"))])
        let state = object(
            ["frame", "alpha", "isHidden", "transform"],
            [
                ("frame", ref("rect")), ("anchorPoint", ref("point")), ("alpha", number), ("isHidden", boolean),
                ("zPosition", number), ("cornerRadius", number), ("shadowOpacity", number), ("shadowRadius", number),
                ("transform", .object([("type", .string("object"))])), ("sublayerTransform", .object([("type", .string("object"))])),
                ("translation", ref("point")), ("contentsRect", ref("rect")),
                ("backgroundColor", .object([("type", .string("object"))])), ("mask", .object([("type", .string("object"))])),
                ("filter", .object([("type", .string("object"))])),
            ])
        let actor = object(
            ["id", "role", "state", "effectiveAlpha", "isEffectivelyHidden"],
            [
                ("id", string), ("role", enumeration(ActorRole.allCases.map(\.rawValue))), ("source", string), ("parent", string),
                ("state", state), ("matrix", .object([("type", .string("object"))])),
                ("corners", .object([("type", .string("array")), ("items", ref("point")), ("minItems", .int(4)), ("maxItems", .int(4))])),
                ("effectiveAlpha", number), ("isEffectivelyHidden", boolean),
            ])
        let frame = object(
            ["index", "time", "localTime", "transition", "percent", "phase", "actors"],
            [
                ("index", integer), ("time", number), ("localTime", number), ("transition", integer), ("percent", number),
                ("phase", string), ("actors", array(of: actor)),
            ])
        let transition = object(
            ["index", "operation", "direction", "animator", "duration", "outcome", "firstFrame", "lastFrame"],
            [
                ("index", integer), ("operation", enumeration(TransitionOperation.allCases.map(\.rawValue))),
                ("direction", enumeration(TransitionDirection.allCases.map(\.rawValue))), ("animator", string),
                ("duration", number), ("fromScreen", string), ("toScreen", string),
                ("context", .object([("type", .string("object"))])), ("outcome", enumeration(["finished", "cancelled"])),
                ("interaction", .object([("type", .string("object"))])), ("firstFrame", integer), ("lastFrame", integer),
            ])
        let event = object(
            ["transition", "frame", "time", "kind"],
            [
                ("transition", integer), ("frame", integer), ("time", number),
                ("kind", .object([("type", .string("object")), ("minProperties", .int(1)), ("maxProperties", .int(1))])),
            ])
        let completion = object(
            ["transition", "calls", "wasCancelled"],
            [
                ("transition", integer),
                ("calls", array(of: object(["didComplete", "frame"], [("didComplete", boolean), ("frame", integer)]))),
                ("wasCancelled", boolean),
            ])
        let finding = object(
            ["severity", "code", "message"],
            [
                ("severity", enumeration(["note", "warning", "error"])), ("code", string), ("message", string),
                ("transition", integer), ("frame", integer),
            ])
        let trace = object(
            ["fps", "seed", "transitions", "frames", "events", "completions", "findings"],
            [
                ("fps", integer), ("seed", integer), ("transitions", array(of: transition)), ("frames", array(of: ref("frame"))),
                ("events", array(of: event)), ("completions", array(of: completion)), ("findings", array(of: ref("finding"))),
            ])
        return .object(
            JSONValue.schemaHead(file: "trace.schema.json", title: "Segue simulation trace, version \(TraceJSON.version)") + [
                ("type", .string("object")),
                ("required", .array(["format", "version", "effect", "scenario", "screen", "trace"].map(JSONValue.string))),
                (
                    "properties",
                    .object([
                        ("format", .object([("const", .string("segue-trace"))])),
                        ("version", .object([("const", .int(TraceJSON.version))])),
                        ("effect", string), ("scenario", string), ("toDuration", number), ("backDuration", number),
                        ("screen", ref("size")), ("trace", trace),
                    ])
                ),
                (
                    "$defs",
                    .object([
                        ("point", point), ("size", size), ("rect", rect), ("frame", frame), ("finding", finding),
                    ])
                ),
            ])
    }
}
