import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation

/// The canned scenarios `simulate` and `check` know by name.
public enum ScenarioName: String, Sendable, Hashable, CaseIterable, Codable {
    case push, pop, present, dismiss, tab, container
    /// Push, then pop.
    case navigation
    /// Present, then dismiss.
    case modal

    /// The single operations `check` runs every effect through.
    package static let operations: [ScenarioName] = [.push, .pop, .present, .dismiss, .tab, .container]

    /// The direction the interactive step goes (the step a gesture drives).
    package var interactiveDirection: TransitionDirection {
        switch self {
        case .push, .present, .tab, .container: .to
        case .pop, .dismiss, .navigation, .modal: .back
        }
    }
}

/// How the finger drives an interactive run.
public struct GestureRequest: Sendable, Hashable {
    /// The way the finger moves; nil takes the effect's gesture for that direction.
    package var direction: PanDirection?
    /// The percent at which the finger lifts (0...1).
    public var releaseAt: Double
    /// The finger's speed at release, in points per second along the gesture.
    public var velocity: Double
    /// Overrides the gesture's edge band (points; 0 means anywhere); nil keeps the effect's.
    package var edgeSpacing: Double?
    /// Explicit samples (from a gesture file) instead of a synthesized drag.
    public var samples: [GestureSample]?

    /// A drag released at `releaseAt` with `velocity`, or replayed from `samples`.
    public init(
        direction: PanDirection? = nil, releaseAt: Double = 0.7, velocity: Double = 0,
        edgeSpacing: Double? = nil, samples: [GestureSample]? = nil
    ) {
        self.direction = direction
        self.releaseAt = releaseAt
        self.velocity = velocity
        self.edgeSpacing = edgeSpacing
        self.samples = samples
    }
}

/// Everything that decides one simulation: the same request always gives the same trace.
public struct SimulationRequest: Sendable {
    /// The effect to run, as the catalog registered it.
    public var effect: EffectDefinition
    /// Which transitions to play (push, pop, navigation, present, dismiss, modal, tab, container).
    public var scenario: ScenarioName
    /// The finger driving the back (or only) transition; nil plays it without interaction.
    public var gesture: GestureRequest?
    /// Forces the interactive timer on or off; nil keeps the manifest's setting.
    public var timer: Bool?
    /// The container's size in points.
    public var screen: AppConfig.Screen
    /// Frames per second of the trace.
    public var fps: Int
    /// The seed of effects with randomness (explode, lines); `SimulationOptions.defaultSeed` unless given.
    public var seed: UInt64
    /// How present and dismiss are shown (full screen, over full screen, custom, a sheet).
    public var presentation: PresentationStyle
    /// The simulation budget (`limits.maxActorFrames`).
    public var maxActorFrames: Int
    /// Non-nil for `check`'s re-entry stress case: after the scenario's transition, the same
    /// controller is asked again ``reentryDelay`` seconds in (a pop right after a push, a dismiss
    /// during the present, a second tab tap, a second child swap), and the app handles it so.
    package var reentryGuard: ReentryGuard?
    /// The navigation bar above pushed screens (push, pop, navigation); nil for none.
    package var navigationBar: NavigationBar?
    /// The tab bar a pushed screen hides (push, pop, navigation); nil for none.
    package var tabBar: TabBar?
    /// Non-nil for `check`'s cancel-then-retry case: once the transition ``gesture`` drives has
    /// completed (released below its threshold, so cancelled), the same transition runs again at
    /// once, driven by this gesture. `check` gives a request a retry or a ``reentryGuard``, not both.
    package var retry: GestureRequest?
    /// How far into the first transition the stress case's second request comes, in seconds.
    package static let reentryDelay = 0.1

    /// A request with the defaults `simulate` uses.
    public init(
        effect: EffectDefinition, scenario: ScenarioName, gesture: GestureRequest? = nil, timer: Bool? = nil,
        screen: AppConfig.Screen = .standard, fps: Int = 60, seed: UInt64 = SimulationOptions.defaultSeed,
        presentation: PresentationStyle = .fullScreen, maxActorFrames: Int = SimulationOptions.defaultMaxActorFrames
    ) {
        self.maxActorFrames = maxActorFrames
        self.effect = effect
        self.scenario = scenario
        self.gesture = gesture
        self.timer = timer
        self.screen = screen
        self.fps = fps
        self.seed = seed
        self.presentation = presentation
    }

    /// The container's bounds, at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: screen.width, height: screen.height) }

    /// The stress case's name in `check`'s output: what is asked again, and when.
    package var reentryVariant: String? {
        guard let policy = reentryGuard else { return nil }
        // Asked again while the route's own transition runs: pops and dismissals have no stress case.
        let again: String
        switch scenario {
        case .push: again = "pop"
        case .present: again = "dismiss"
        case .tab: again = "second tab tap"
        case .container: again = "second child swap"
        case .pop, .dismiss, .navigation, .modal: return nil
        }
        return "\(again) \(formatNumber(Self.reentryDelay)) s in, reentry \(policy.rawValue)"
    }

    /// The engine's options for this request (frame rate, seed, budget).
    public var options: SimulationOptions { SimulationOptions(fps: fps, seed: seed, maxActorFrames: maxActorFrames) }

    /// The effect with the timer override applied.
    package var configuredEffect: EffectDefinition {
        timer.map { effect.with(timer: $0) } ?? effect
    }

    /// The engine interaction for the step the gesture drives.
    package func interaction(for direction: TransitionDirection) -> Interaction? {
        interaction(for: direction, driven: gesture)
    }

    /// The effect's gesture for the step going `direction`, as the manifest or route declares it.
    private func declaredGesture(going direction: TransitionDirection) -> GestureConfig? {
        direction == .to ? configuredEffect.toGesture : configuredEffect.backGesture
    }

    /// The way the finger moves when the gesture names none and the effect declares no gesture
    /// for the step the finger drives (``SegueEngine/PanDirection/undeclared(going:)``); nil when
    /// the run is not interactive or either says, so `simulate` can tell the user it chose.
    package var defaultedPan: PanDirection? {
        guard let gesture, gesture.direction == nil else { return nil }
        let going = scenario.interactiveDirection
        return declaredGesture(going: going) == nil ? .undeclared(going: going) : nil
    }

    private func interaction(for direction: TransitionDirection, driven gesture: GestureRequest?) -> Interaction? {
        guard let gesture else { return nil }
        let declared = declaredGesture(going: direction)
        var config = declared ?? GestureConfig(direction: .left)
        let chosen = gesture.direction ?? (declared == nil ? .undeclared(going: direction) : nil)
        if let chosen { config.direction = chosen }
        if let edge = gesture.edgeSpacing { config.edgeSpacing = edge }
        if let samples = gesture.samples {
            return Interaction(.samples(start: nil, samples), config: config)
        }
        return .release(atPercent: gesture.releaseAt, velocity: gesture.velocity, config: config)
    }

    /// The engine scenario this request plays.
    public func makeScenario() -> Scenario? {
        guard let animator = configuredEffect.animator else { return nil }
        func stepsDriven(by interactive: Interaction?) -> [ScenarioStep] {
            switch scenario {
            case .push: [.push("detail", animator: animator, interaction: interactive)]
            case .pop: [.push("detail", animator: animator), .pop(interaction: interactive)]
            case .navigation: [.push("detail", animator: animator), .pop(interaction: interactive)]
            case .present: [.present("sheet", animator: animator, style: presentation, interaction: interactive)]
            case .dismiss, .modal: [.present("sheet", animator: animator, style: presentation), .dismiss(interaction: interactive)]
            case .tab: [.selectTab(1, animator: animator, interaction: interactive)]
            case .container: [.swapChild(1, animator: animator, interaction: interactive)]
            }
        }
        var steps = stepsDriven(by: interaction(for: scenario.interactiveDirection))
        if let retry, let again = stepsDriven(by: interaction(for: scenario.interactiveDirection, driven: retry)).last {
            // The cancelled transition left the app where it was, so its last step is valid again.
            steps.append(again)
        }
        if let policy = reentryGuard, let first = steps.last {
            let again: ScenarioStep =
                switch first.operation {
                case .push, .pop: .pop()
                case .present, .dismiss: .dismiss()
                case .tab: .selectTab(2, animator: animator)
                case .container: .swapChild(2, animator: animator)
                }
            steps = Array(steps.dropLast()) + [first, .requested(again, after: Self.reentryDelay, guard: policy)]
        }
        var made = Scenario(steps: steps, containerBounds: bounds)
        made.navigationBar = navigationBar
        made.tabBar = tabBar
        return made
    }
}

extension PanDirection {
    /// The way the finger moves on a step whose effect declares no gesture: left going to (the
    /// way a pushed screen comes in), right going back (UIKit's edge swipe back). `check` pans
    /// this way; `simulate` says when it did.
    package static func undeclared(going direction: TransitionDirection) -> Self { direction == .to ? .left : .right }
}
