import SegueCatalog
import SegueEngine

/// How a config route runs in the engine: the scenario of its operation, the presentation style
/// UIKit shows it with, and the bars its screens sit under.
///
/// One rule for `simulate --route` and `check --routes`, which wrote it twice before (issue 38):
/// a modal route without a presentation is UIKit's `.automatic` sheet; a bar that is opaque, or
/// that one of the route's screens hides, takes part in its pushes and pops; a pushed screen that
/// hides the tab bar has UIKit animate it.
public struct RouteSimulation: Sendable {
    /// The scenario of the route's operation.
    public let scenario: ScenarioName
    /// The presentation in force: the route's own; for a modal route without one, `.automatic`;
    /// otherwise full screen (a non-modal operation is not presented at all).
    public let presentation: PresentationStyle.Name
    /// The engine's style for ``presentation``: a custom one at the route's frame.
    public let style: PresentationStyle
    /// The navigation bar its screens sit under, or nil when it changes nothing (``Route/navigationBar(on:)``).
    package let navigationBar: NavigationBar?
    /// The tab bar its pushed screen hides, or nil.
    package let tabBar: TabBar?

    /// The scenarios `check` runs for the route: a pushed or presented screen also goes back the
    /// same way, so both directions.
    package var scenariosBothWays: [ScenarioName] {
        switch scenario {
        case .push: [.push, .pop]
        case .present: [.present, .dismiss]
        default: [scenario]
        }
    }
}

extension Route {
    /// How this route runs on `screen` (``RouteSimulation``).
    public func simulation(on screen: AppConfig.Screen) -> RouteSimulation {
        let bounds = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        let scenario: ScenarioName =
            switch operation {
            case .push: .push
            case .pop: .pop
            case .present: .present
            case .dismiss: .dismiss
            case .tab: .tab
            case .container: .container
            }
        let modal = operation == .present || operation == .dismiss
        let presentation = modal ? presentationInForce : presentation ?? .fullScreen
        return RouteSimulation(
            scenario: scenario, presentation: presentation,
            style: presentation.style(presentedFrame: frame?.resolved(in: bounds), in: bounds),
            navigationBar: navigationBar(on: screen), tabBar: tabBar(on: screen))
    }
}
