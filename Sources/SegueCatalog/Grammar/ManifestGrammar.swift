import SegueDocument
import SegueEffects
import SegueEngine

/// The keys of a manifest's top level: read by `ManifestReader`, written into the manifest
/// schema by `SchemaGenerator`.
package enum ManifestGrammar {
    /// Seconds, as a manifest writes `toDuration` and `backDuration`.
    static func duration(_ key: String) -> Field {
        Field(
            key, .number(.duration), doc: "Seconds.", trailing: [("examples", .array([.number(0.35), .number(0.5), .int(1)]))])
    }

    package static let toDuration = duration("toDuration")
    package static let backDuration = duration("backDuration")
    package static let presenterView = Field(
        "presenterView", .choice(Manifest.presenterViewWords),
        doc:
            "How the animator gets the presenting screen's view: context (default) asks view(forKey:), which is nil for a presenter UIKit keeps in the window; viewController takes the controller's view, as VCTransitionsLibrary and Hero do, and moves such a presenter into the container (check: presentation.presenter-lost)."
    )
    package static let layoutDirection = Field(
        "layoutDirection",
        .documentedChoice(
            EffectLayoutDirection.allCases.map(\.rawValue),
            docs: [
                "Default. Right to left, the effect plays in a mirror and its horizontal gestures swap sides, as UIKit's push and back swipe do.",
                "The effect's directions are fixed on screen: it plays the same in a right-to-left layout (a shade from the top, frames measured from the app's own views).",
            ]),
        doc: "How the effect plays in a right-to-left layout: mirrored (default) or absolute. Inherited through extends.")

    /// Every top-level key of a version-1 manifest.
    package static let table = FieldTable([
        Field("$schema", .string, doc: "Where the schema is (JSON manifests)."),
        Field("segue", .constant(ManifestReader.formatVersion), required: true, doc: "Manifest format version."),
        Field(
            "id", .pattern("^[a-z0-9]+(-[a-z0-9]+)*$"), required: true,
            doc: "Unique kebab-case id; the file is usually named after it."),
        Field("name", .string, required: true, doc: "Human name."),
        Field("summary", .string, doc: "One sentence: what it looks like."),
        Field(
            "family", .string,
            doc: "Where the effect comes from (xwtransition, vctransitions, hero, ibanimatable, articles, custom).",
            // Any word is read; these are offered for completion, each with what it means.
            trailing: [
                (
                    "anyOf",
                    .array([
                        .object([
                            ("enum", .array(families.map { .string($0.name) })),
                            ("markdownEnumDescriptions", .array(families.map { .string($0.description) })),
                        ]),
                        .object([("type", .string("string"))]),
                    ])
                )
            ]),
        Field("tags", .stringList),
        Field(
            "kind", .documentedChoice(KindRegistry.identifiers, docs: KindRegistry.all.map { $0.description.summary }),
            doc: "The Swift animator that implements the effect.",
            markdownDoc:
                "The Swift animator that implements the effect; `keyframes` is the one written in data. `segue list --kinds` lists them, `segue show ID` shows an effect's parameters."
        ),
        Field("extends", .string, doc: "Another manifest's id: inherit everything, override some fields."),
        toDuration,
        backDuration,
        Field("interactive", .definition("interactive")),
        Field("parameters", .mapping, doc: "The kind's parameters; `segue show ID` lists them with types, defaults and ranges."),
        Field("keyframes", .definition("keyframes")),
        Field("overrides", .bool, doc: "Replace an effect with the same id from an earlier search folder."),
        Field("provenance", .members(ProvenanceGrammar.schemaMembers)),
        Field(
            "outlives",
            .members([
                ("type", .string("array")),
                (
                    "items",
                    .object([
                        ("type", .string("string")),
                        ("pattern", .string("^[a-z0-9.-]+$")),
                        ("not", .object([("enum", .array(realViews.map(JSONValue.string)))])),
                    ])
                ),
            ]),
            doc:
                "Created actors (snapshot.from, dimming, a kind's own actors) a successful transition leaves in the container on purpose; check does not report them as leftovers after success."
        ),
        presenterView,
        layoutDirection,
    ])

    /// The actors a transition never creates, so `outlives:` cannot name them.
    static let realViews = ["to", "from", "container"]

    /// The families the catalog uses, with what each means, for editors' completion.
    package static let families: [(name: String, description: String)] = [
        ("xwtransition", "From wazrx/XWTransition (Objective-C): masks, drawers, flips, filters; 0.5 s each way."),
        ("vctransitions", "From ColinEberhardt/VCTransitionsLibrary: cards, cube, fold, natgeo, turn; 1.0 s by default."),
        ("hero", "Hero's default animation types (HeroTransitions/Hero): push, pull, cover, page, zoom; 0.35 s."),
        ("ibanimatable", "From IBAnimatable's transition animators."),
        ("articles", "From the articles Segue was created from (springs, custom presentations, containers)."),
        ("custom", "Your own effect (the default when a manifest names no family)."),
    ]
}

/// The keys of an `interactive:` block (a manifest's, or a route's `gesture:`).
package enum InteractiveGrammar {
    package static let table = FieldTable([
        Field("timer", .bool, doc: "needsInteractiveTimer: after release, drive the tail frame by frame."),
        Field("to", .definition("gesture")),
        Field("back", .definition("gesture")),
        Field(
            "completionSpeed",
            .members([
                (
                    "oneOf",
                    .array([
                        .object([
                            ("type", .string("number")),
                            ("minimum", .number(InteractiveCompletion.Speed.fixedRange.lowerBound)),
                            ("maximum", .number(InteractiveCompletion.Speed.fixedRange.upperBound)),
                        ]),
                        .object([("const", .string(InteractiveCompletion.Speed.remainingPercentWord))]),
                    ])
                )
            ]),
            doc: "UIPercentDrivenInteractiveTransition.completionSpeed (default 1), or '1 - percent' (VCTransitionsLibrary)."),
        Field(
            "completionCurve", .definition("curve"),
            doc: "UIPercentDrivenInteractiveTransition.completionCurve (default easeInEaseOut)."),
    ])
}

/// The keys of one gesture (`to:` or `back:` in an `interactive:` block).
package enum GestureGrammar {
    package static let direction = Field(
        "direction", .choice(PanDirection.allCases.map(\.rawValue)), required: true, doc: "The way the finger moves.")
    package static let edgeSpacing = Field(
        "edgeSpacing", .number(NumberBounds(min: 0)),
        doc: "0: anywhere; otherwise the touch must begin this close to the edge opposite the motion.")
    package static let threshold = Field(
        "threshold", .number(NumberBounds(greaterThan: 0, max: 1)),
        doc: "The percent a release must reach to finish (default 0.5); see finishAtThreshold.")
    /// `base` is a word or a number of points, read by hand; its number is more than 0.
    package static let base = Field(
        "base",
        .members([
            (
                "oneOf",
                .array([
                    .object([("enum", .array([.string("width"), .string("height")]))]),
                    .object([("type", .string("number")), ("exclusiveMinimum", .int(0))]),
                ])
            )
        ]),
        doc:
            "What the translation is divided by, per interaction controller: 200 (VCTransitionsLibrary's swipes), width or height (IBAnimatable, XWTransition; the default follows the direction)."
    )
    package static let velocityThreshold = Field(
        "velocityThreshold", .number(NumberBounds(greaterThan: 0)),
        doc:
            "Finish velocity: a release faster than this, in points per second along the direction, finishes below the threshold (IBAnimatable's speed > 1000). Unset: speed never finishes."
    )
    package static let fullPercent = Field(
        "fullPercent", .number(NumberBounds(greaterThan: 0, max: 1)),
        doc: "The percent passed instead of 1 or more (VCTransitionsLibrary passes 0.99).")

    package static let table = FieldTable([
        direction, edgeSpacing, threshold, base, velocityThreshold,
        Field("clamp", .bool, doc: "false passes the percent unclamped (a bug segue check reports)."),
        Field(
            "finishAtThreshold", .bool,
            doc: "true (default): a release at the threshold finishes (>=); false: only above it (VCTransitionsLibrary's > 0.5)."),
        fullPercent,
    ])
}

/// The keys of a `provenance:` block and of each of its `differences`.
package enum ProvenanceGrammar {
    /// Text of at least one character.
    static let textMembers: [(String, JSONValue)] = [("type", .string("string")), ("minLength", .int(1))]
    static let text = JSONValue.object(textMembers)

    package static let table = FieldTable([
        Field(
            "original", .string, required: true,
            doc: "The library or article reproduced (XWTransition, Hero, an article's title)."),
        Field("url", .pattern("^https?://"), required: true, doc: "The original's repository or article."),
        Field("file", .string, doc: "The file in that repository that holds the original code."),
        Field(
            "gesture", .members(textMembers),
            doc:
                "Where the interactive gestures come from: the original's interaction controller and demo wiring (file:line), or 'added by Segue'."
        ),
        Field(
            "compared", .members([("type", .string("array")), ("minItems", .int(1)), ("items", text)]), required: true,
            doc: "Facts checked equal against the original's source, with numbers."),
        Field(
            "differences", .members([("type", .string("array"))]),
            doc: "Every deliberate difference from the original, with its reason.",
            trailing: [
                (
                    "items",
                    .object([
                        ("type", .string("object")),
                        ("required", differences.required),
                        ("additionalProperties", .bool(false)),
                        ("properties", differences.properties),
                    ])
                )
            ]),
    ])

    /// The keys of one `differences` item.
    package static let differences = FieldTable([
        Field("change", .members(textMembers), required: true),
        Field("reason", .members(textMembers), required: true),
    ])

    /// The `provenance:` block: the original an effect reproduces, what was compared, what differs.
    static var schemaMembers: [(String, JSONValue)] {
        [
            ("type", .string("object")),
            (
                "description",
                .string(
                    "Where the effect comes from: the original library or article, the facts checked equal against its source, and every deliberate difference with its reason."
                )
            ),
            ("required", table.required),
            ("additionalProperties", .bool(false)),
            ("properties", table.properties),
        ]
    }
}
