import SegueDocument
import SegueEffects
import SegueEngine

/// Reads and checks the app config (`Config/segue.yaml`).
package enum ConfigReader {
    /// The config, or nil with at least one error in `problems`.
    ///
    /// With `recovering`, a config with errors is still returned, made of what could be read
    /// (defaults for the rest, and every route whose name, operation and effect could be read), so
    /// that `validate` can go on to check those routes against the catalog and report every
    /// problem in one run. The errors are in `problems` either way.
    package static func read(
        _ root: Node, file: String, recovering: Bool = false, problems: inout [Diagnostic]
    ) -> AppConfig? {
        var found: [Diagnostic] = []
        guard root.pairs != nil else {
            problems.append(
                .error(
                    "config.not-mapping", "a config must be a mapping of keys to values, not \(article(root.kindName))",
                    at: root.location))
            return nil
        }
        guard var reader = MappingReader(root, context: "config", keys: AppConfig.keys, problems: &found) else {
            return nil
        }
        _ = reader.node("$schema")
        if let version = reader.required("segue"),
            let number = ValueReader.integer(version, name: "segue", context: "config", into: &found),
            number != ManifestReader.formatVersion
        {
            found.append(
                .error(
                    "config.version", "this is a version \(number) config; this Segue reads version 1", at: version.location))
        }
        let screen = reader.node("screen").flatMap { readScreen($0, into: &found) } ?? .standard
        let fps = reader.integer(ConfigGrammar.fps) ?? 60
        let folders = reader.stringList("effects") ?? []
        let defaults = reader.node("defaults").map { readDefaults($0, into: &found) } ?? .standard
        var raises: [LoadLimits.Raise] = []
        let limits = reader.node("limits").map { LoadLimits.read($0, into: &found, raises: &raises) } ?? .standard
        let (routes, duplicates) = reader.node("routes").map { readRoutes($0, into: &found) } ?? ([], [])
        found += reader.finish()
        problems += found
        guard recovering || !found.contains(where: { $0.severity == .error }) else { return nil }
        var config = AppConfig(
            file: file, screen: screen, fps: fps, effectFolders: folders, defaults: defaults, routes: routes, limits: limits,
            duplicateRoutes: duplicates)
        config.limitRaises = raises
        // Read only when the list was (a wrong item makes it empty), so the two stay in step.
        config.effectFolderLocations = folders.isEmpty ? [] : (root["effects"]?.items?.map(\.location) ?? [])
        return config
    }

    /// `screen:`: a device by name, or a size with optional safe-area insets; nil when unusable.
    private static func readScreen(_ node: Node, into found: inout [Diagnostic]) -> AppConfig.Screen? {
        if let name = node.scalar?.text, node.pairs == nil {
            // A device preset by name.
            let names = AppConfig.Screen.presets.map(\.name)
            if let preset = AppConfig.Screen.presets.first(where: { $0.name == name }) { return preset.screen }
            var message = "unknown device '\(name)' (devices: \(names.joined(separator: ", "))), or give {width, height}"
            if let guess = Suggestion.closest(to: name, among: names) {
                message = "unknown device '\(name)'; did you mean '\(guess)'? (devices: \(names.joined(separator: ", ")))"
            }
            found.append(.error("config.screen.unknown-device", message, at: node.location))
            return nil
        }
        guard var reader = MappingReader(node, context: "config 'screen'", keys: ScreenGrammar.table.keys, problems: &found)
        else { return nil }
        let width = reader.number(ScreenGrammar.width)
        let height = reader.number(ScreenGrammar.height)
        let top = reader.number(ScreenGrammar.safeAreaTop)
        let bottom = reader.number(ScreenGrammar.safeAreaBottom)
        found += reader.finish()
        guard let width, let height else { return nil }
        let sized = AppConfig.Screen.sized(width: width, height: height)
        return AppConfig.Screen(
            width: width, height: height, safeAreaTop: top ?? sized.safeAreaTop, safeAreaBottom: bottom ?? sized.safeAreaBottom)
    }

    /// `defaults:`: the durations of effects that set none.
    private static func readDefaults(_ node: Node, into found: inout [Diagnostic]) -> EffectDefaults {
        var defaults = EffectDefaults.standard
        guard var reader = MappingReader(node, context: "config 'defaults'", keys: DefaultsGrammar.table.keys, problems: &found)
        else { return defaults }
        defaults.toDuration = reader.number(DefaultsGrammar.toDuration) ?? defaults.toDuration
        defaults.backDuration = reader.number(DefaultsGrammar.backDuration) ?? defaults.backDuration
        found += reader.finish()
        return defaults
    }

    /// `routes:`: the routes, and those that repeat an earlier route's name (checked, not run).
    private static func readRoutes(_ node: Node, into found: inout [Diagnostic]) -> (routes: [Route], duplicates: [Route]) {
        guard let items = node.items else {
            found.append(ValueReader.typeError(node, name: "routes", expected: "a list of routes", context: "config"))
            return ([], [])
        }
        var routes: [Route] = []
        var duplicates: [Route] = []
        // Where each name was first given, by any route whose name could be read, valid or
        // not: a second `a` is a duplicate even when the first `a` has errors (issue 52).
        var firstNamed: [String: SourceLocation] = [:]
        for item in items {
            let (name, route) = readRoute(item, into: &found)
            guard let name else { continue }
            if let first = firstNamed[name] {
                found.append(
                    .error(
                        "config.duplicate-route",
                        "duplicate route name '\(name)'; give this route a name of its own (name: \(name)-2)",
                        at: item.location, notes: [.init("first defined here", at: first)]))
                // Not run, but still checked against the catalog, so one validate
                // reports this route's other errors too (issue 37).
                if let route { duplicates.append(route) }
            } else {
                firstNamed[name] = item.location
                if let route { routes.append(route) }
            }
        }
        return (routes, duplicates)
    }

    /// The route's name when it could be read, and the route when its name, operation and effect
    /// could (with its other errors in `problems`).
    private static func readRoute(_ node: Node, into problems: inout [Diagnostic]) -> (name: String?, route: Route?) {
        var found: [Diagnostic] = []
        guard var reader = MappingReader(node, context: "route", keys: Route.keys, problems: &found) else {
            problems += found
            return (nil, nil)
        }
        let name = reader.string("name", required: true)
        let operation = reader.choice(RouteGrammar.operation)
        let effectNode = reader.required("effect")
        let effect = effectNode.flatMap { ValueReader.string($0, name: "effect", context: "route", into: &found) }
        let to = reader.number(RouteGrammar.toDuration)
        let back = reader.number(RouteGrammar.backDuration)
        var parameters = Node.Pairs.empty
        if let params = reader.node("parameters") {
            if let pairs = params.pairs {
                parameters = pairs
            } else {
                found.append(ValueReader.typeError(params, name: "parameters", expected: "a mapping", context: "route"))
            }
        }
        let gesture = reader.node("gesture").flatMap { InteractiveSpec.read($0, context: "route 'gesture'", into: &found) }
        let presentation = reader.choice(RouteGrammar.presentation)
        let frame = reader.node("frame").flatMap { ParameterValueReader.rect($0, name: "frame", into: &found) }
        // Keys that mean something only for a push route: an error at the key on any other.
        func pushOnly(_ given: Bool, _ key: String, code: String, why: String) {
            guard given, operation != TransitionOperation.push.rawValue, let node = reader.keyNode(key) else { return }
            found.append(.error(code, "'\(key)' goes with push routes (\(why))", at: node.location))
        }
        let restoresBackSwipe = reader.bool("restoresBackSwipe")
        pushOnly(
            restoresBackSwipe != nil, "restoresBackSwipe", code: "config.route.back-swipe-not-push",
            why: "the system swipe pops a navigation controller's top screen")
        let reentry = reader.choice(RouteGrammar.reentry).flatMap(ReentryGuard.init(rawValue:))
        let bar = reader.choice(RouteGrammar.navigationBar)
        pushOnly(
            bar != nil, "navigationBar", code: "config.route.navigation-bar-not-push",
            why: "the bar above a navigation controller's screens")
        let hiddenBy = reader.choice(RouteGrammar.navigationBarHiddenBy)
        pushOnly(
            hiddenBy != nil, "navigationBarHiddenBy", code: "config.route.navigation-bar-not-push",
            why: "a pushed screen, or the screen below it, hides its navigation controller's bar")
        let hidesBottomBar = reader.bool("hidesBottomBarWhenPushed")
        pushOnly(
            hidesBottomBar != nil, "hidesBottomBarWhenPushed", code: "config.route.tab-bar-not-push",
            why: "a pushed screen hides the tab bar below its navigation controller")
        let clearsTabBar = reader.bool("clearsTabBarAnimations")
        if presentation == PresentationStyle.Name.custom.rawValue, frame == nil, reader.node("frame") == nil {
            // A custom presentation's frame comes from its presentation controller
            // (frameOfPresentedViewInContainerView); there is no full-screen default.
            found.append(
                .error(
                    "config.route.missing-frame",
                    "a custom presentation needs 'frame' (the presented view's frame in the container), e.g. {x: 85, y: 50, width: 200, height: 300}",
                    at: node.location))
        }
        found += reader.finish()
        problems += found
        // A route with a mistake in an optional field is still returned (its errors are reported
        // above and fail the config), so that its name and effect are checked too.
        guard let name, let operation, let effect, let effectNode, let op = TransitionOperation(rawValue: operation)
        else { return (name, nil) }
        let route = Route(
            name: name, operation: op, effect: effect, effectLocation: effectNode.location, toDuration: to,
            backDuration: back, parameters: parameters, gesture: gesture,
            presentation: presentation.flatMap(PresentationStyle.Name.init(rawValue:)), frame: frame,
            restoresBackSwipe: restoresBackSwipe ?? false, reentry: reentry ?? .none,
            opaqueNavigationBar: bar == "opaque", navigationBarHiddenBy: hiddenBy.flatMap(NavigationBar.HiddenBy.init(rawValue:)),
            hidesBottomBarWhenPushed: hidesBottomBar ?? false,
            clearsTabBarAnimations: clearsTabBar ?? false, location: node.location)
        return (name, route)
    }
}

extension Route {
    /// The route's effect with the route's overrides applied, or diagnostics.
    public func effectDefinition(
        in catalog: Catalog, invalid: [String: SourceLocation] = [:], problems: inout [Diagnostic]
    ) -> EffectDefinition? {
        guard let base = catalog.effect(effect) else {
            if let manifest = invalid[effect] {
                problems.append(
                    .error(
                        "config.invalid-effect",
                        "route '\(name)' uses effect '\(effect)', whose manifest has errors (reported with its file)",
                        at: effectLocation, notes: [.init("'\(effect)' is defined here", at: manifest)]))
                return nil
            }
            var message = "route '\(name)' uses effect '\(effect)', which is not in the catalog"
            if let guess = catalog.suggestion(for: effect) { message += "; did you mean '\(guess)'?" }
            problems.append(.error("config.unknown-effect", message, at: effectLocation))
            return nil
        }
        var found: [Diagnostic] = []
        let overrides = base.parameterOverrides(parameters, codePrefix: "config", setIn: location.file, into: &found)
        problems += found
        guard found.isEmpty else { return nil }
        // `with` keeps the effect's own value wherever the route's gesture block sets none.
        return base.with(
            toDuration: toDuration, backDuration: backDuration, timer: gesture?.timer,
            toGesture: gesture?.to, backGesture: gesture?.back, completion: gesture?.completion,
            parameters: overrides)
    }
}

extension AppConfig {
    /// Problems that need the catalog: routes naming unknown or invalid effects, or unknown
    /// parameters. `invalid` holds the ids of manifests that were read but had errors (`CatalogLoad`).
    public func validate(against catalog: Catalog, invalid: [String: SourceLocation] = [:]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for route in routes + duplicateRoutes {
            _ = route.effectDefinition(in: catalog, invalid: invalid, problems: &problems)
        }
        return problems
    }
}
