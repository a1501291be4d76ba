import SegueDocument
import SegueEngine

/// The keys of the app config's top level: read by `ConfigReader`, written into the config schema
/// by `SchemaGenerator`.
package enum ConfigGrammar {
    package static let fps = Field("fps", .integer(min: 1, max: 1000))

    package static let table = FieldTable([
        Field("$schema", .string),
        Field("segue", .constant(ManifestReader.formatVersion), required: true),
        Field(
            "screen",
            .members([
                (
                    "oneOf",
                    .array([
                        .object([
                            ("enum", .array(AppConfig.Screen.presets.map { .string($0.name) })),
                            ("markdownDescription", .string("A device, portrait, with its top safe-area inset.")),
                        ]),
                        ScreenGrammar.table.objectSchema(),
                    ])
                )
            ])),
        fps,
        Field("effects", .stringList, doc: "Effect folders, relative to this file."),
        Field("defaults", .members(DefaultsGrammar.table.objectMembers())),
        Field("routes", .members([("type", .string("array")), ("items", RouteGrammar.schema)])),
        Field("limits", .members(LoadLimits.schemaMembers)),
    ])
}

/// The keys of `screen:` given as a size.
package enum ScreenGrammar {
    /// A side, in points; the error names the range.
    static func side(_ key: String) -> Field {
        let range = NumberRanges.screenSide
        return Field(
            key, .number(NumberBounds(min: Double(range.lowerBound), max: Double(range.upperBound), namesRange: true)),
            required: true)
    }

    /// A safe-area inset, in points.
    static func inset(_ key: String, markdownDoc: String) -> Field {
        Field(key, .number(NumberBounds(min: 0, max: 1_000, namesRange: true)), markdownDoc: markdownDoc)
    }

    package static let width = side("width")
    package static let height = side("height")
    package static let safeAreaTop = inset(
        "safeAreaTop",
        markdownDoc: "The top safe-area inset in points, above a navigation bar; a device's size gets its own, others 0.")
    package static let safeAreaBottom = inset(
        "safeAreaBottom",
        markdownDoc:
            "The bottom safe-area inset in points (the home indicator's area), under a tab bar; a device's size gets its own, others 0."
    )

    package static let table = FieldTable([width, height, safeAreaTop, safeAreaBottom])
}

/// The keys of `defaults:`.
package enum DefaultsGrammar {
    package static let toDuration = Field("toDuration", .number(.duration))
    package static let backDuration = Field("backDuration", .number(.duration))

    package static let table = FieldTable([toDuration, backDuration])
}

/// The keys of one route.
package enum RouteGrammar {
    package static let toDuration = Field("toDuration", .number(.duration))
    package static let backDuration = Field("backDuration", .number(.duration))
    package static let operation = Field(
        "operation", .choice(TransitionOperation.allCases.map(\.rawValue)), required: true)
    package static let presentation = Field(
        "presentation", .choice(PresentationStyle.Name.allCases.map(\.rawValue)),
        markdownDoc:
            "How a present route is shown (`modalPresentationStyle`). Without it UIKit uses `.automatic`, a sheet since iOS 13, and `check` warns `presentation.sheet-by-default`; write `full-screen` for the transition as designed."
    )
    package static let navigationBar = Field(
        "navigationBar", .choice(["opaque", "translucent"]),
        markdownDoc:
            "Push routes only: `opaque` when the app's navigation bar is opaque, so its screens start below the bar (`finalFrame(for:)`); `check` then runs every case of the route under it and reports `navigation.opaque-bar-frame`. Default `translucent`."
    )
    package static let navigationBarHiddenBy = Field(
        "navigationBarHiddenBy", .choice(NavigationBar.HiddenBy.allCases.map(\.rawValue)),
        markdownDoc:
            "Push routes only: which screen hides the navigation bar (`setNavigationBarHidden(true, animated: true)` in its `viewWillAppear`) while the other shows it. `pushed-screen`: every push hides the bar and every pop shows it again; `screen-below`: the reverse. UIKit lays the to screen out for the bar as it was when the transition began, so under an opaque bar the screen jumps by the bar's height when the transition completes: `check` warns `navigation.bar-visibility-jump` (openradar 16974099). Without it the bar stays."
    )
    package static let reentry = Field(
        "reentry", .choice(ReentryGuard.allCases.map(\.rawValue)),
        markdownDoc:
            "What the app does with a transition of this route's controller asked for while one runs: `wait` holds it until the running one completes, `refuse` drops it, `none` (the default) lets it through, and `check`'s stress case reports what follows (`reentry.navigation`, `reentry.tab`, `reentry.container`, `reentry.dropped`)."
    )

    package static let table = FieldTable([
        Field("name", .string, required: true),
        operation,
        Field("effect", .string, required: true, doc: "An effect id from the catalog."),
        toDuration,
        backDuration,
        Field("parameters", .mapping),
        Field("gesture", .definition("interactive")),
        presentation,
        Field("frame", .definition("rect")),
        Field(
            "restoresBackSwipe", .bool,
            markdownDoc:
                "Push routes only: `true` when the app keeps UIKit's edge swipe back working although its navigation delegate supplies animators. Without it, an effect whose back gesture does not pan right gets `navigation.back-swipe-lost`."
        ),
        navigationBar,
        navigationBarHiddenBy,
        Field(
            "hidesBottomBarWhenPushed", .bool,
            markdownDoc:
                "Push routes only: `true` when the pushed screen hides the tab bar. UIKit animates the bar alongside the push and the pop, and leaves those animations on it after a custom transition, so the bar stops taking touches: `check` warns `tabbar.animations-left` unless `clearsTabBarAnimations` is true."
        ),
        Field(
            "clearsTabBarAnimations", .bool,
            markdownDoc:
                "`true` when the app removes the tab bar's animations when a transition ends (`tabBar.layer.removeAllAnimations()`, as Hero does)."
        ),
        reentry,
    ])

    /// A route's schema: its keys, what it is, and a snippet to start one from.
    static var schema: JSONValue {
        table.objectSchema([
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
    }
}
