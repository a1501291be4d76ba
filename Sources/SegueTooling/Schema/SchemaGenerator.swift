import SegueCatalog
import SegueDocument
import SegueEffects
import SegueEngine

/// The JSON Schemas (draft 2020-12) of manifests and of the config.
///
/// Generated from the same descriptions validation uses, so editors complete and
/// check what `segue validate` accepts. The committed copies in Schemas/ are
/// checked against this output by a test.
package enum SchemaGenerator {
    /// The manifest schema: its keys from `ManifestGrammar`, each kind's parameters from the kind.
    package static func manifest() -> JSONValue {
        document(
            "manifest.schema.json", title: "Segue effect manifest, version 1", keys: ManifestGrammar.table,
            [
                (
                    "oneOf",
                    .array([
                        .object([("required", .array([.string("kind")]))]),
                        .object([("required", .array([.string("extends")]))]),
                    ])
                ),
                ("allOf", .array(KindRegistry.all.map { parametersCondition($0.description) } + [keyframesNeedTheirBlock])),
                (
                    "markdownDescription",
                    .string(
                        "A Segue effect: an id, a name, the `kind` that animates it (or `extends: other-id`), durations, gestures and parameters. See Segue's docs/reference/manifest.md."
                    )
                ),
                (
                    "defaultSnippets",
                    .array([
                        .object([
                            ("label", .string("a new manifest")),
                            ("description", .string("A slide effect to start from.")),
                            (
                                "body",
                                .object([
                                    ("segue", .int(1)), ("id", .string("${1:my-effect}")), ("name", .string("${2:My effect}")),
                                    ("summary", .string("${3:What it looks like.}")), ("kind", .string("${4:slide}")),
                                    ("toDuration", .number(0.35)), ("backDuration", .number(0.35)),
                                ])
                            ),
                        ])
                    ])
                ),
                ("$defs", .object(sharedDefinitions + [("keyframes", keyframesBlock)] + keyframeDefinitions)),
            ])
    }

    /// `parameters:` of a manifest whose `kind` is `description`'s: that kind's parameters, and no others.
    static func parametersCondition(_ description: KindDescription) -> JSONValue {
        let properties = description.parameters.map { spec in (spec.name, schema(for: spec)) }
        let required = description.parameters.filter(\.isRequired).map { JSONValue.string($0.name) }
        var parameters: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
        ]
        if !required.isEmpty { parameters.append(("required", .array(required))) }
        return .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string(description.identifier))]))])),
                    ("required", .array([.string("kind")])),
                ])
            ),
            ("then", .object([("properties", .object([("parameters", .object(parameters))]))])),
        ])
    }

    /// The config schema: its keys from `ConfigGrammar` and the tables it nests.
    package static func config() -> JSONValue {
        document(
            "config.schema.json", title: "Segue app config, version 1", keys: ConfigGrammar.table, [("$defs", .object(sharedDefinitions))])
    }

    /// A published schema (``JSONValue/schemaHead(file:title:)``) of a document that is an object
    /// of exactly `table`'s keys (the reader's unknown-key check takes the same table), then
    /// `rest`. Both grammars' schemas open the same way, in this order.
    static func document(_ file: String, title: String, keys table: FieldTable, _ rest: [(String, JSONValue)]) -> JSONValue {
        .object(
            JSONValue.schemaHead(file: file, title: title) + [
                ("type", .string("object")),
                ("required", table.required),
                ("properties", table.properties),
                ("additionalProperties", .bool(false)),
            ] + rest)
    }

    static func schema(for spec: ParameterSpec) -> JSONValue {
        var members: [(String, JSONValue)]
        switch spec.type {
        case .number(let lo, let hi, _):
            members = [("type", .string("number"))]
            if let lo { members.append(("minimum", .number(lo))) }
            if let hi { members.append(("maximum", .number(hi))) }
        case .integer(let lo, let hi):
            members = [("type", .string("integer"))]
            if let lo { members.append(("minimum", .int(lo))) }
            if let hi { members.append(("maximum", .int(hi))) }
        case .bool: members = [("type", .string("boolean"))]
        case .choice(let words): members = [("enum", .array(words.map(JSONValue.string)))]
        case .point: members = [("$ref", .string("#/$defs/point"))]
        case .size: members = [("$ref", .string("#/$defs/size"))]
        case .rect: members = [("$ref", .string("#/$defs/rect"))]
        case .curve: members = [("$ref", .string("#/$defs/curve"))]
        case .color: members = [("$ref", .string("#/$defs/color"))]
        case .rectPairs:
            members = [
                ("type", .string("array")),
                (
                    "items",
                    .object([
                        ("type", .string("object")),
                        ("required", .array([.string("from"), .string("to")])),
                        (
                            "properties",
                            .object([
                                ("from", .object([("$ref", .string("#/$defs/rect"))])),
                                ("to", .object([("$ref", .string("#/$defs/rect"))])),
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ])
                ),
            ]
        }
        members.append(("description", .string(spec.doc)))
        if let value = spec.defaultValue, let json = json(for: value) {
            members.append(("default", json))
        }
        return .object(members)
    }

    /// The default as JSON, for the simple types editors show inline.
    static func json(for value: ParameterValue) -> JSONValue? {
        switch value {
        case .number(let n): .number(n)
        case .integer(let i): .int(i)
        case .bool(let b): .bool(b)
        case .choice(let s): .string(s)
        case .color(let c): .string(c.description)
        case .curve(let c): TimingFunction.manifestNames.contains(c.manifestText) ? .string(c.manifestText) : nil
        default: nil
        }
    }

    /// The definitions both schemas use: lengths, colours, curves, gestures.
    static var sharedDefinitions: [(String, JSONValue)] {
        let number: JSONValue = .object([("type", .string("number"))])
        let length: JSONValue = .object([
            ("description", .string("Points, or a percentage of the container's width (x, width) or height (y, height).")),
            (
                "oneOf",
                .array([
                    number,
                    .object([("type", .string("string")), ("pattern", .string("^-?[0-9]+(\\.[0-9]+)?%$"))]),
                ])
            ),
        ])
        func lengths(_ names: [String]) -> JSONValue {
            .object([
                ("type", .string("object")),
                ("required", .array(names.map(JSONValue.string))),
                ("properties", .object(names.map { ($0, JSONValue.object([("$ref", .string("#/$defs/length"))])) })),
                ("additionalProperties", .bool(false)),
            ])
        }
        return [
            ("length", length),
            ("point", lengths(["x", "y"])),
            ("size", lengths(["width", "height"])),
            ("rect", lengths(["x", "y", "width", "height"])),
            ("color", .object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])),
            ("curve", curveDefinition),
            ("gesture", GestureGrammar.table.objectSchema()),
            ("interactive", InteractiveGrammar.table.objectSchema()),
        ]
    }

    /// A curve: a named one, a cubic Bézier, a spring or steps.
    static var curveDefinition: JSONValue {
        let number: JSONValue = .object([("type", .string("number"))])
        let unitNumber: JSONValue = .object([("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1))])
        return .object([
            (
                "oneOf",
                .array([
                    .object([("enum", .array(TimingFunction.manifestNames.map(JSONValue.string)))]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("cubicBezier")])),
                        (
                            "properties",
                            .object([
                                (
                                    "cubicBezier",
                                    .object([
                                        ("type", .string("array")), ("minItems", .int(4)), ("maxItems", .int(4)),
                                        // [x1, y1, x2, y2]: the x of each control point is a time, in [0, 1] (CAMediaTimingFunction).
                                        ("prefixItems", .array([unitNumber, number, unitNumber, number])),
                                        ("items", number),
                                        ("description", .string("[x1, y1, x2, y2]; x1 and x2 in [0, 1].")),
                                    ])
                                )
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("spring")])),
                        ("properties", .object([("spring", springDefinition)])),
                        ("additionalProperties", .bool(false)),
                    ]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("steps")])),
                        (
                            "properties",
                            .object([
                                ("steps", .object([("type", .string("integer")), ("minimum", .int(1))])),
                                ("position", .object([("enum", .array(StepPosition.allCases.map { .string($0.word) }))])),
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
    }

    /// A spring: SwiftUI's named ones, or its parameters (UIKit's, Core Animation's or SwiftUI's).
    static var springDefinition: JSONValue {
        let number: JSONValue = .object([("type", .string("number"))])
        return .object([
            (
                "oneOf",
                .array([
                    .object([("enum", .array([.string("smooth"), .string("snappy"), .string("bouncy")]))]),
                    .object([
                        ("type", .string("object")),
                        (
                            "properties",
                            .object([
                                ("dampingRatio", number), ("velocity", number), ("mass", number), ("stiffness", number),
                                ("damping", number), ("duration", number), ("bounce", number),
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
    }

    /// A `kind: keyframes` manifest must carry its `keyframes:` block (or inherit one with `extends`).
    static var keyframesNeedTheirBlock: JSONValue {
        .object([
            (
                "if",
                .object([
                    ("properties", .object([("kind", .object([("const", .string("keyframes"))]))])),
                    ("required", .array([.string("kind")])),
                ])
            ),
            ("then", .object([("required", .array([.string("keyframes")]))])),
        ])
    }
}
