import SegueCatalog
import SegueDocument
import SegueEngine

/// Picks the effect for each of an app's routes, as its config (`segue.yaml`) says: the route's
/// effect with its durations, parameters and gestures, and how it presents.
///
/// A route whose effect is missing or invalid gives nil, and the app runs the system transition:
/// `diagnostics` says why (the same messages `segue validate` prints).
public struct SegueRouter: Sendable {
    /// The config.
    public let config: AppConfig
    /// The catalog the routes' effects come from.
    public let catalog: RuntimeCatalog
    /// Problems of routes that fall back to the system transition.
    public let diagnostics: [Diagnostic]
    private let effects: [String: SegueEffect]

    /// A router for `config`'s routes over `catalog` (the built-in catalog unless given); each
    /// diagnostic (routes that fall back to the system transition, and why) goes to `log`.
    public init(config: AppConfig, catalog: RuntimeCatalog = .builtin, log: (String) -> Void = { _ in }) {
        self.config = config
        self.catalog = catalog
        var problems: [Diagnostic] = []
        var effects: [String: SegueEffect] = [:]
        for route in config.routes {
            guard let definition = route.effectDefinition(in: catalog.catalog, invalid: catalog.invalid, problems: &problems),
                let effect = SegueEffect(
                    definition, route: route.name, presentation: route.presentation, frame: route.frame,
                    restoresBackSwipe: route.restoresBackSwipe, reentry: route.reentry)
            else { continue }
            if effect.drawsCoreImageFilter {
                // The filter effects animate a ratio no layer draws yet: on a device a hard cut,
                // then touches blocked for the effect's duration. The system transition instead.
                problems.append(
                    Diagnostic(
                        .warning, code: "runtime.filter-not-drawn",
                        "route '\(route.name)' plays the system transition: effect '\(definition.id)' draws a Core Image filter, which SegueKit does not draw yet",
                        at: route.effectLocation))
                continue
            }
            effects[route.name] = effect
        }
        self.effects = effects
        diagnostics = problems
        for problem in problems { log(problem.headline) }
    }

    /// Routes that keep their effect under Reduce Motion (their motion carries meaning); every
    /// other route plays a cross-dissolve then (``SegueEffect/dissolvesUnderReduceMotion``).
    package var routesKeepingMotion: Set<String> = []

    /// The effect of the route called `name`; nil for the system transition.
    public func effect(forRoute name: String) -> SegueEffect? {
        guard var effect = effects[name] else { return nil }
        effect.dissolvesUnderReduceMotion = !routesKeepingMotion.contains(name)
        return effect
    }

    /// The effect of the first route for `operation` (the tab bar's or container's route); nil for
    /// the system transition.
    public func effect(for operation: TransitionOperation) -> SegueEffect? {
        config.routes.first { $0.operation == operation }.flatMap { effect(forRoute: $0.name) }
    }

    /// An effect of the catalog by id, outside any route.
    public func effect(id: String) -> SegueEffect? { catalog.catalog.effect(id).flatMap(SegueEffect.init) }
}
