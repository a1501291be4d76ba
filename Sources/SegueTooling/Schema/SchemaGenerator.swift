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
    /// The JSON Schema dialect the schemas declare.
    package static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// The manifest schema, built from the kinds' descriptions.
    package static func manifest() -> JSONValue {
        var conditions: [JSONValue] = []
        for kind in KindRegistry.all {
            let description = kind.description
            let properties = description.parameters.map { spec in (spec.name, schema(for: spec)) }
            let required = description.parameters.filter(\.isRequired).map { JSONValue.string($0.name) }
            var parameters: [(String, JSONValue)] = [
                ("type", .string("object")),
                ("properties", .object(properties)),
                ("additionalProperties", .bool(false)),
            ]
            if !required.isEmpty { parameters.append(("required", .array(required))) }
            conditions.append(
                .object([
                    (
                        "if",
                        .object([
                            ("properties", .object([("kind", .object([("const", .string(description.identifier))]))])),
                            ("required", .array([.string("kind")])),
                        ])
                    ),
                    ("then", .object([("properties", .object([("parameters", .object(parameters))]))])),
                ]))
        }
        let duration: JSONValue = .object([
            ("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(60)),
            ("description", .string("Seconds.")), ("examples", .array([.number(0.35), .number(0.5), .int(1)])),
        ])
        let properties: [(String, JSONValue)] = [
            ("$schema", .object([("type", .string("string")), ("description", .string("Where the schema is (JSON manifests)."))])),
            ("segue", .object([("const", .int(1)), ("description", .string("Manifest format version."))])),
            (
                "id",
                .object([
                    ("type", .string("string")), ("pattern", .string("^[a-z0-9]+(-[a-z0-9]+)*$")),
                    ("description", .string("Unique kebab-case id; the file is usually named after it.")),
                ])
            ),
            ("name", .object([("type", .string("string")), ("description", .string("Human name."))])),
            ("summary", .object([("type", .string("string")), ("description", .string("One sentence: what it looks like."))])),
            (
                "family",
                .object([
                    ("type", .string("string")),
                    (
                        "description",
                        .string("Where the effect comes from (xwtransition, vctransitions, hero, ibanimatable, articles, custom).")
                    ),
                    // Any word is read; these are offered for completion, each with what it means.
                    (
                        "anyOf",
                        .array([
                            .object([
                                ("enum", .array(families.map { .string($0.name) })),
                                ("markdownEnumDescriptions", .array(families.map { .string($0.description) })),
                            ]),
                            .object([("type", .string("string"))]),
                        ])
                    ),
                ])
            ),
            ("tags", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
            (
                "kind",
                .object([
                    ("enum", .array(KindRegistry.identifiers.map(JSONValue.string))),
                    ("markdownEnumDescriptions", .array(KindRegistry.all.map { .string($0.description.summary) })),
                    ("description", .string("The Swift animator that implements the effect.")),
                    (
                        "markdownDescription",
                        .string(
                            "The Swift animator that implements the effect; `keyframes` is the one written in data. `segue list --kinds` lists them, `segue show ID` shows an effect's parameters."
                        )
                    ),
                ])
            ),
            (
                "extends",
                .object([
                    ("type", .string("string")),
                    ("description", .string("Another manifest's id: inherit everything, override some fields.")),
                ])
            ),
            ("toDuration", duration),
            ("backDuration", duration),
            ("interactive", .object([("$ref", .string("#/$defs/interactive"))])),
            (
                "parameters",
                .object([
                    ("type", .string("object")),
                    ("description", .string("The kind's parameters; `segue show ID` lists them with types, defaults and ranges.")),
                ])
            ),
            ("keyframes", .object([("$ref", .string("#/$defs/keyframes"))])),
            (
                "overrides",
                .object([
                    ("type", .string("boolean")),
                    ("description", .string("Replace an effect with the same id from an earlier search folder.")),
                ])
            ),
            ("provenance", provenanceSchema),
            (
                "outlives",
                .object([
                    ("type", .string("array")),
                    (
                        "items",
                        .object([
                            ("type", .string("string")),
                            ("pattern", .string("^[a-z0-9.-]+$")),
                            ("not", .object([("enum", .array(["to", "from", "container"].map(JSONValue.string)))])),
                        ])
                    ),
                    (
                        "description",
                        .string(
                            "Created actors (snapshot.from, dimming, a kind's own actors) a successful transition leaves in the container on purpose; check does not report them as leftovers after success."
                        )
                    ),
                ])
            ),
            (
                "presenterView",
                .object([
                    ("enum", .array(Manifest.presenterViewWords.map(JSONValue.string))),
                    (
                        "description",
                        .string(
                            "How the animator gets the presenting screen's view: context (default) asks view(forKey:), which is nil for a presenter UIKit keeps in the window; viewController takes the controller's view, as VCTransitionsLibrary and Hero do, and moves such a presenter into the container (check: presentation.presenter-lost)."
                        )
                    ),
                ])
            ),
            (
                "layoutDirection",
                .object([
                    ("enum", .array(EffectLayoutDirection.allCases.map { .string($0.rawValue) })),
                    (
                        "markdownEnumDescriptions",
                        .array([
                            .string(
                                "Default. Right to left, the effect plays in a mirror and its horizontal gestures swap sides, as UIKit's push and back swipe do."
                            ),
                            .string(
                                "The effect's directions are fixed on screen: it plays the same in a right-to-left layout (a shade from the top, frames measured from the app's own views)."
                            ),
                        ])
                    ),
                    (
                        "description",
                        .string(
                            "How the effect plays in a right-to-left layout: mirrored (default) or absolute. Inherited through extends.")
                    ),
                ])
            ),
        ]
        return .object([
            ("$schema", .string(draft)),
            ("$id", .string("https://segue.dev/schemas/manifest.schema.json")),
            ("title", .string("Segue effect manifest, version 1")),
            ("type", .string("object")),
            ("required", .array(["segue", "id", "name"].map(JSONValue.string))),
            ("properties", .object(properties)),
            ("additionalProperties", .bool(false)),
            (
                "oneOf",
                .array([
                    .object([("required", .array([.string("kind")]))]),
                    .object([("required", .array([.string("extends")]))]),
                ])
            ),
            ("allOf", .array(conditions + [keyframesNeedTheirBlock])),
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

    /// The config schema.
    package static func config() -> JSONValue {
        let duration: JSONValue = .object([
            ("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(60)),
        ])
        let route: JSONValue = .object([
            ("type", .string("object")),
            ("required", .array(["name", "operation", "effect"].map(JSONValue.string))),
            (
                "properties",
                .object([
                    ("name", .object([("type", .string("string"))])),
                    ("operation", .object([("enum", .array(TransitionOperation.allCases.map { .string($0.rawValue) }))])),
                    ("effect", .object([("type", .string("string")), ("description", .string("An effect id from the catalog."))])),
                    ("toDuration", duration),
                    ("backDuration", duration),
                    ("parameters", .object([("type", .string("object"))])),
                    ("gesture", .object([("$ref", .string("#/$defs/interactive"))])),
                    (
                        "presentation",
                        .object([
                            ("enum", .array(PresentationStyle.Name.allCases.map { .string($0.rawValue) })),
                            (
                                "markdownDescription",
                                .string(
                                    "How a present route is shown (`modalPresentationStyle`). Without it UIKit uses `.automatic`, a sheet since iOS 13, and `check` warns `presentation.sheet-by-default`; write `full-screen` for the transition as designed."
                                )
                            ),
                        ])
                    ),
                    ("frame", .object([("$ref", .string("#/$defs/rect"))])),
                    (
                        "restoresBackSwipe",
                        .object([
                            ("type", .string("boolean")),
                            (
                                "markdownDescription",
                                .string(
                                    "Push routes only: `true` when the app keeps UIKit's edge swipe back working although its navigation delegate supplies animators. Without it, an effect whose back gesture does not pan right gets `navigation.back-swipe-lost`."
                                )
                            ),
                        ])
                    ),
                    (
                        "navigationBar",
                        .object([
                            ("enum", .array([.string("opaque"), .string("translucent")])),
                            (
                                "markdownDescription",
                                .string(
                                    "Push routes only: `opaque` when the app's navigation bar is opaque, so its screens start below the bar (`finalFrame(for:)`); `check` then runs every case of the route under it and reports `navigation.opaque-bar-frame`. Default `translucent`."
                                )
                            ),
                        ])
                    ),
                    (
                        "navigationBarHiddenBy",
                        .object([
                            ("enum", .array(NavigationBar.HiddenBy.allCases.map { .string($0.rawValue) })),
                            (
                                "markdownDescription",
                                .string(
                                    "Push routes only: which screen hides the navigation bar (`setNavigationBarHidden(true, animated: true)` in its `viewWillAppear`) while the other shows it. `pushed-screen`: every push hides the bar and every pop shows it again; `screen-below`: the reverse. UIKit lays the to screen out for the bar as it was when the transition began, so under an opaque bar the screen jumps by the bar's height when the transition completes: `check` warns `navigation.bar-visibility-jump` (openradar 16974099). Without it the bar stays."
                                )
                            ),
                        ])
                    ),
                    (
                        "hidesBottomBarWhenPushed",
                        .object([
                            ("type", .string("boolean")),
                            (
                                "markdownDescription",
                                .string(
                                    "Push routes only: `true` when the pushed screen hides the tab bar. UIKit animates the bar alongside the push and the pop, and leaves those animations on it after a custom transition, so the bar stops taking touches: `check` warns `tabbar.animations-left` unless `clearsTabBarAnimations` is true."
                                )
                            ),
                        ])
                    ),
                    (
                        "clearsTabBarAnimations",
                        .object([
                            ("type", .string("boolean")),
                            (
                                "markdownDescription",
                                .string(
                                    "`true` when the app removes the tab bar's animations when a transition ends (`tabBar.layer.removeAllAnimations()`, as Hero does)."
                                )
                            ),
                        ])
                    ),
                    (
                        "reentry",
                        .object([
                            ("enum", .array(ReentryGuard.allCases.map { .string($0.rawValue) })),
                            (
                                "markdownDescription",
                                .string(
                                    "What the app does with a transition of this route's controller asked for while one runs: `wait` holds it until the running one completes, `refuse` drops it, `none` (the default) lets it through, and `check`'s stress case reports what follows (`reentry.navigation`, `reentry.tab`, `reentry.container`, `reentry.dropped`)."
                                )
                            ),
                        ])
                    ),
                ])
            ),
            ("additionalProperties", .bool(false)),
            (
                "markdownDescription",
                .string(
                    "One transition of the app: its `operation`, the `effect` id that animates it, and overrides for durations, parameters and the gesture."
                )
            ),
            (
                "defaultSnippets",
                .array([
                    .object([
                        ("label", .string("a new route")),
                        (
                            "body",
                            .object([
                                ("name", .string("${1:detail}")), ("operation", .string("${2:push}")), ("effect", .string("${3:slide}")),
                            ])
                        ),
                    ])
                ])
            ),
        ])
        return .object([
            ("$schema", .string(draft)),
            ("$id", .string("https://segue.dev/schemas/config.schema.json")),
            ("title", .string("Segue app config, version 1")),
            ("type", .string("object")),
            ("required", .array([.string("segue")])),
            (
                "properties",
                .object([
                    ("$schema", .object([("type", .string("string"))])),
                    ("segue", .object([("const", .int(1))])),
                    (
                        "screen",
                        .object([
                            (
                                "oneOf",
                                .array([
                                    .object([
                                        ("enum", .array(AppConfig.Screen.presets.map { .string($0.name) })),
                                        ("markdownDescription", .string("A device, portrait, with its top safe-area inset.")),
                                    ]),
                                    .object([
                                        ("type", .string("object")),
                                        ("required", .array([.string("width"), .string("height")])),
                                        (
                                            "properties",
                                            .object([
                                                (
                                                    "width",
                                                    .object([
                                                        ("type", .string("number")), ("minimum", .int(NumberRanges.screenSide.lowerBound)),
                                                        ("maximum", .int(NumberRanges.screenSide.upperBound)),
                                                    ])
                                                ),
                                                (
                                                    "height",
                                                    .object([
                                                        ("type", .string("number")), ("minimum", .int(NumberRanges.screenSide.lowerBound)),
                                                        ("maximum", .int(NumberRanges.screenSide.upperBound)),
                                                    ])
                                                ),
                                                (
                                                    "safeAreaTop",
                                                    .object([
                                                        ("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1_000)),
                                                        (
                                                            "markdownDescription",
                                                            .string(
                                                                "The top safe-area inset in points, above a navigation bar; a device's size gets its own, others 0."
                                                            )
                                                        ),
                                                    ])
                                                ),
                                                (
                                                    "safeAreaBottom",
                                                    .object([
                                                        ("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1_000)),
                                                        (
                                                            "markdownDescription",
                                                            .string(
                                                                "The bottom safe-area inset in points (the home indicator's area), under a tab bar; a device's size gets its own, others 0."
                                                            )
                                                        ),
                                                    ])
                                                ),
                                            ])
                                        ),
                                        ("additionalProperties", .bool(false)),
                                    ]),
                                ])
                            )
                        ])
                    ),
                    ("fps", .object([("type", .string("integer")), ("minimum", .int(1)), ("maximum", .int(1000))])),
                    (
                        "effects",
                        .object([
                            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
                            ("description", .string("Effect folders, relative to this file.")),
                        ])
                    ),
                    (
                        "defaults",
                        .object([
                            ("type", .string("object")),
                            ("properties", .object([("toDuration", duration), ("backDuration", duration)])),
                            ("additionalProperties", .bool(false)),
                        ])
                    ),
                    ("routes", .object([("type", .string("array")), ("items", route)])),
                    ("limits", LoadLimits.schema),
                ])
            ),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(sharedDefinitions)),
        ])
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
        let gesture: JSONValue = .object([
            ("type", .string("object")),
            ("required", .array([.string("direction")])),
            (
                "properties",
                .object([
                    (
                        "direction",
                        .object([
                            ("enum", .array(PanDirection.allCases.map { .string($0.rawValue) })),
                            ("description", .string("The way the finger moves.")),
                        ])
                    ),
                    (
                        "edgeSpacing",
                        .object([
                            ("type", .string("number")), ("minimum", .int(0)),
                            (
                                "description",
                                .string("0: anywhere; otherwise the touch must begin this close to the edge opposite the motion.")
                            ),
                        ])
                    ),
                    (
                        "threshold",
                        .object([
                            ("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(1)),
                            ("description", .string("The percent a release must reach to finish (default 0.5); see finishAtThreshold.")),
                        ])
                    ),
                    (
                        "base",
                        .object([
                            (
                                "oneOf",
                                .array([
                                    .object([("enum", .array([.string("width"), .string("height")]))]),
                                    .object([("type", .string("number")), ("exclusiveMinimum", .int(0))]),
                                ])
                            ),
                            (
                                "description",
                                .string(
                                    "What the translation is divided by, per interaction controller: 200 (VCTransitionsLibrary's swipes), width or height (IBAnimatable, XWTransition; the default follows the direction)."
                                )
                            ),
                        ])
                    ),
                    (
                        "velocityThreshold",
                        .object([
                            ("type", .string("number")), ("exclusiveMinimum", .int(0)),
                            (
                                "description",
                                .string(
                                    "Finish velocity: a release faster than this, in points per second along the direction, finishes below the threshold (IBAnimatable's speed > 1000). Unset: speed never finishes."
                                )
                            ),
                        ])
                    ),
                    (
                        "clamp",
                        .object([
                            ("type", .string("boolean")),
                            ("description", .string("false passes the percent unclamped (a bug segue check reports).")),
                        ])
                    ),
                    (
                        "finishAtThreshold",
                        .object([
                            ("type", .string("boolean")),
                            (
                                "description",
                                .string(
                                    "true (default): a release at the threshold finishes (>=); false: only above it (VCTransitionsLibrary's > 0.5)."
                                )
                            ),
                        ])
                    ),
                    (
                        "fullPercent",
                        .object([
                            ("type", .string("number")), ("exclusiveMinimum", .int(0)), ("maximum", .int(1)),
                            ("description", .string("The percent passed instead of 1 or more (VCTransitionsLibrary passes 0.99).")),
                        ])
                    ),
                ])
            ),
            ("additionalProperties", .bool(false)),
        ])
        let unitNumber: JSONValue = .object([("type", .string("number")), ("minimum", .int(0)), ("maximum", .int(1))])
        let springBody: JSONValue = .object([
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
        let curve: JSONValue = .object([
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
                        ("properties", .object([("spring", springBody)])),
                        ("additionalProperties", .bool(false)),
                    ]),
                    .object([
                        ("type", .string("object")), ("required", .array([.string("steps")])),
                        (
                            "properties",
                            .object([
                                ("steps", .object([("type", .string("integer")), ("minimum", .int(1))])),
                                ("position", .object([("enum", .array(StepPosition.allCases.map { .string($0.manifestWord) }))])),
                            ])
                        ),
                        ("additionalProperties", .bool(false)),
                    ]),
                ])
            )
        ])
        return [
            ("length", length),
            ("point", lengths(["x", "y"])),
            ("size", lengths(["width", "height"])),
            ("rect", lengths(["x", "y", "width", "height"])),
            ("color", .object([("type", .string("string")), ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"))])),
            ("curve", curve),
            ("gesture", gesture),
            (
                "interactive",
                .object([
                    ("type", .string("object")),
                    (
                        "properties",
                        .object([
                            (
                                "timer",
                                .object([
                                    ("type", .string("boolean")),
                                    ("description", .string("needsInteractiveTimer: after release, drive the tail frame by frame.")),
                                ])
                            ),
                            ("to", .object([("$ref", .string("#/$defs/gesture"))])),
                            ("back", .object([("$ref", .string("#/$defs/gesture"))])),
                            (
                                "completionSpeed",
                                .object([
                                    (
                                        "oneOf",
                                        .array([
                                            .object([
                                                ("type", .string("number")),
                                                ("minimum", .number(CompletionSpeedSpec.fixedRange.lowerBound)),
                                                ("maximum", .number(CompletionSpeedSpec.fixedRange.upperBound)),
                                            ]),
                                            .object([("const", .string(CompletionSpeedSpec.remainingPercentWord))]),
                                        ])
                                    ),
                                    (
                                        "description",
                                        .string(
                                            "UIPercentDrivenInteractiveTransition.completionSpeed (default 1), or '1 - percent' (VCTransitionsLibrary)."
                                        )
                                    ),
                                ])
                            ),
                            (
                                "completionCurve",
                                .object([
                                    ("$ref", .string("#/$defs/curve")),
                                    (
                                        "description",
                                        .string("UIPercentDrivenInteractiveTransition.completionCurve (default easeInEaseOut).")
                                    ),
                                ])
                            ),
                        ])
                    ),
                    ("additionalProperties", .bool(false)),
                ])
            ),
        ]
    }

    /// The `provenance:` block: the original an effect reproduces, what was compared, what differs.
    static var provenanceSchema: JSONValue {
        let text = JSONValue.object([("type", .string("string")), ("minLength", .int(1))])
        return .object([
            ("type", .string("object")),
            (
                "description",
                .string(
                    "Where the effect comes from: the original library or article, the facts checked equal against its source, and every deliberate difference with its reason."
                )
            ),
            ("required", .array(["original", "url", "compared"].map(JSONValue.string))),
            ("additionalProperties", .bool(false)),
            (
                "properties",
                .object([
                    (
                        "original",
                        .object([
                            ("type", .string("string")),
                            ("description", .string("The library or article reproduced (XWTransition, Hero, an article's title).")),
                        ])
                    ),
                    (
                        "url",
                        .object([
                            ("type", .string("string")), ("pattern", .string("^https?://")),
                            ("description", .string("The original's repository or article.")),
                        ])
                    ),
                    (
                        "file",
                        .object([
                            ("type", .string("string")),
                            ("description", .string("The file in that repository that holds the original code.")),
                        ])
                    ),
                    (
                        "gesture",
                        .object([
                            ("type", .string("string")), ("minLength", .int(1)),
                            (
                                "description",
                                .string(
                                    "Where the interactive gestures come from: the original's interaction controller and demo wiring (file:line), or 'added by Segue'."
                                )
                            ),
                        ])
                    ),
                    (
                        "compared",
                        .object([
                            ("type", .string("array")), ("minItems", .int(1)), ("items", text),
                            ("description", .string("Facts checked equal against the original's source, with numbers.")),
                        ])
                    ),
                    (
                        "differences",
                        .object([
                            ("type", .string("array")),
                            ("description", .string("Every deliberate difference from the original, with its reason.")),
                            (
                                "items",
                                .object([
                                    ("type", .string("object")),
                                    ("required", .array(["change", "reason"].map(JSONValue.string))),
                                    ("additionalProperties", .bool(false)),
                                    ("properties", .object([("change", text), ("reason", text)])),
                                ])
                            ),
                        ])
                    ),
                ])
            ),
        ])
    }

    /// The families the catalog uses, with what each means, for editors' completion.
    static let families: [(name: String, description: String)] = [
        ("xwtransition", "From wazrx/XWTransition (Objective-C): masks, drawers, flips, filters; 0.5 s each way."),
        ("vctransitions", "From ColinEberhardt/VCTransitionsLibrary: cards, cube, fold, natgeo, turn; 1.0 s by default."),
        ("hero", "Hero's default animation types (HeroTransitions/Hero): push, pull, cover, page, zoom; 0.35 s."),
        ("ibanimatable", "From IBAnimatable's transition animators."),
        ("articles", "From the articles Segue was created from (springs, custom presentations, containers)."),
        ("custom", "Your own effect (the default when a manifest names no family)."),
    ]

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
