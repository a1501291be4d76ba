import SegueCatalog
import SegueDocument
import SegueEffects

/// The `keyframes:` block of a `kind: keyframes` manifest, typed down to each property's value form,
/// so an editor catches in the file what `validate` would (times, curves, actors, values).
extension SchemaGenerator {
    static var keyframesBlock: JSONValue {
        let track: JSONValue = .object([("$ref", .string("#/$defs/keyframeTrack"))])
        let tracks: JSONValue = .object([("type", .string("array")), ("minItems", .int(1)), ("items", track)])
        return .object([
            ("type", .string("object")),
            ("description", .string("The animation in data: the tracks going to the new screen (`to`) and back (`back`, or `reverse`).")),
            (
                "markdownDescription",
                .string(
                    "The animation in data. `to`: the tracks of push, present, tab or child to a higher index; `back`: pop, dismiss, lower index, or `reverse` (the default)."
                )
            ),
            ("required", .array([.string("to")])),
            (
                "properties",
                .object([
                    ("to", tracks),
                    ("back", .object([("oneOf", .array([.object([("const", .string("reverse"))]), tracks]))])),
                    (
                        "length",
                        .object([
                            ("type", .string("object")),
                            (
                                "description",
                                .string(
                                    "Seconds a timeline runs, when not the declared duration: the bug check reports as duration.mismatch.")
                            ),
                            (
                                "properties",
                                .object([
                                    ("to", .object([("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(60))])),
                                    ("back", .object([("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(60))])),
                                ])
                            ),
                            ("additionalProperties", .bool(false)),
                        ])
                    ),
                    (
                        "cleanup",
                        .object([
                            ("enum", .array([.string("automatic"), .string("manual")])),
                            (
                                "description",
                                .string("manual: nothing is removed or restored for the effect; only completeTransition is called.")
                            ),
                        ])
                    ),
                    (
                        "disableTouches",
                        .object([
                            ("type", .string("array")),
                            ("items", .object([("enum", .array([.string("from"), .string("to")]))])),
                            ("uniqueItems", .bool(true)),
                            (
                                "description",
                                .string(
                                    "Views whose isUserInteractionEnabled the effect sets to false while it runs; the automatic clean-up sets it back in both outcomes, manual clean-up does not (check: touches.disabled)."
                                )
                            ),
                        ])
                    ),
                ])
            ),
            ("additionalProperties", .bool(false)),
            (
                "defaultSnippets",
                .array([
                    .object([
                        ("label", .string("a to track")),
                        (
                            "body",
                            .object([
                                (
                                    "to",
                                    .array([
                                        .object([
                                            ("actor", .string("to")), ("property", .string("alpha")),
                                            (
                                                "keyframes",
                                                .array([
                                                    .object([("time", .int(0)), ("value", .int(0))]),
                                                    .object([("time", .int(1)), ("value", .int(1))]),
                                                ])
                                            ),
                                        ])
                                    ])
                                )
                            ])
                        ),
                    ])
                ])
            ),
        ])
    }

    static var keyframeDefinitions: [(String, JSONValue)] {
        let term: JSONValue = .object([
            ("description", .string("Points, or a fraction of the container: 50%W, 100%H.")),
            (
                "oneOf",
                .array([
                    .object([("type", .string("number"))]),
                    .object([("type", .string("string")), ("pattern", .string("^-?[0-9]+(\\.[0-9]+)?%[WH]$"))]),
                ])
            ),
        ])
        func pair(_ item: JSONValue) -> JSONValue {
            .object([("type", .string("array")), ("minItems", .int(2)), ("maxItems", .int(2)), ("items", item)])
        }
        let ref: (String) -> JSONValue = { .object([("$ref", .string("#/$defs/\($0)"))]) }
        let number: JSONValue = .object([("type", .string("number"))])
        let rect: JSONValue = .object([("type", .string("array")), ("minItems", .int(4)), ("maxItems", .int(4)), ("items", ref("term"))])
        let transformOperation: JSONValue = .object([
            (
                "oneOf",
                .array([
                    .object([
                        ("type", .string("object")), ("required", .array([.string("translate")])), ("additionalProperties", .bool(false)),
                        (
                            "properties",
                            .object([
                                (
                                    "translate",
                                    .object([
                                        ("type", .string("array")), ("minItems", .int(2)), ("maxItems", .int(3)), ("items", ref("term")),
                                    ])
                                )
                            ])
                        ),
                    ]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("scale")])), ("additionalProperties", .bool(false)),
                        (
                            "properties",
                            .object([
                                (
                                    "scale",
                                    .object([
                                        (
                                            "oneOf",
                                            .array([
                                                number,
                                                .object([
                                                    ("type", .string("array")), ("minItems", .int(2)), ("maxItems", .int(3)),
                                                    ("items", number),
                                                ]),
                                            ])
                                        )
                                    ])
                                )
                            ])
                        ),
                    ]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("rotate")])), ("additionalProperties", .bool(false)),
                        (
                            "properties",
                            .object([
                                (
                                    "rotate",
                                    .object([
                                        ("type", .string("object")), ("minProperties", .int(1)), ("maxProperties", .int(1)),
                                        ("additionalProperties", .bool(false)),
                                        ("properties", .object([("x", number), ("y", number), ("z", number)])),
                                        ("description", .string("Degrees about one axis.")),
                                    ])
                                )
                            ])
                        ),
                    ]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("perspective")])), ("additionalProperties", .bool(false)),
                        ("properties", .object([("perspective", .object([("type", .string("number")), ("exclusiveMinimum", .int(0))]))])),
                    ]),
                ])
            )
        ])
        let values: [(KeyframeValueShape, JSONValue)] = [
            (.number, ref("term")),
            (.point, pair(ref("term"))),
            (.unitPoint, pair(number)),
            (.rect, rect),
            (
                .frame,
                .object([
                    (
                        "oneOf",
                        .array([
                            rect, .object([("const", .string("home"))]),
                            .object([
                                ("type", .string("object")), ("required", .array([.string("home")])),
                                ("additionalProperties", .bool(false)),
                                ("properties", .object([("home", pair(ref("term")))])),
                            ]),
                        ])
                    )
                ])
            ),
            (
                .transform,
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("const", .string("identity"))]),
                            .object([("type", .string("array")), ("items", transformOperation)]),
                        ])
                    )
                ])
            ),
            (.bool, .object([("type", .string("boolean"))])),
            (.color, .object([("type", .string("string")), ("pattern", .string("^#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$"))])),
            (
                .circle,
                .object([
                    ("type", .string("object")), ("required", .array([.string("center"), .string("radius")])),
                    ("additionalProperties", .bool(false)),
                    ("properties", .object([("center", pair(ref("term"))), ("radius", ref("term"))])),
                ])
            ),
        ]
        // One if/then per property: the keyframes of a track take the value form of its property.
        let byProperty: [JSONValue] = KeyframesSpec.properties.map { property in
            let value = values.first { $0.0 == property.shape }?.1 ?? .object([])
            return .object([
                ("if", .object([("properties", .object([("property", .object([("const", .string(property.name))]))]))])),
                (
                    "then",
                    .object([
                        (
                            "properties",
                            .object([
                                (
                                    "keyframes",
                                    .object([
                                        ("items", .object([("properties", .object([("value", value)]))]))
                                    ])
                                )
                            ])
                        )
                    ])
                ),
            ])
        }
        let keyframe: JSONValue = .object([
            ("type", .string("object")),
            ("required", .array([.string("time"), .string("value")])),
            (
                "properties",
                .object([
                    (
                        "time",
                        .object([
                            ("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1)),
                            ("description", .string("A fraction of the track, from exactly 0 to exactly 1, increasing.")),
                        ])
                    ),
                    ("value", .object([("description", .string("The property's value at this time."))])),
                    (
                        "curve",
                        .object([
                            ("$ref", .string("#/$defs/curve")),
                            ("description", .string("How the value arrives here (CAKeyframeAnimation.timingFunctions).")),
                        ])
                    ),
                ])
            ),
            ("additionalProperties", .bool(false)),
        ])
        let track: JSONValue = .object([
            ("type", .string("object")),
            ("required", .array([.string("actor"), .string("property"), .string("keyframes")])),
            (
                "properties",
                .object([
                    ("actor", .object([("enum", .array(KeyframesSpec.actors.map(JSONValue.string)))])),
                    ("property", .object([("enum", .array(KeyframesSpec.properties.map { .string($0.name) }))])),
                    ("keyframes", .object([("type", .string("array")), ("minItems", .int(1)), ("items", ref("keyframe"))])),
                    ("begin", .object([("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1))])),
                    ("duration", .object([("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(1))])),
                    (
                        "curve",
                        .object([
                            ("$ref", .string("#/$defs/curve")),
                            ("description", .string("Every segment's curve, unless a keyframe says its own.")),
                        ])
                    ),
                    (
                        "animationCurve",
                        .object([
                            ("$ref", .string("#/$defs/curve")),
                            ("description", .string("The curve of the whole track (UIView.animateKeyframes options).")),
                        ])
                    ),
                    ("calculationMode", .object([("enum", .array(KeyframesSpec.calculationModes.map(JSONValue.string)))])),
                    ("transformInterpolation", .object([("enum", .array(KeyframesSpec.transformInterpolations.map(JSONValue.string)))])),
                    ("driver", .object([("enum", .array(KeyframesSpec.drivers.map(JSONValue.string)))])),
                    ("resetsModelValueOnCancel", .object([("type", .string("boolean"))])),
                ])
            ),
            ("allOf", .array(byProperty)),
            ("additionalProperties", .bool(false)),
        ])
        return [("term", term), ("keyframe", keyframe), ("keyframeTrack", track)]
    }
}
