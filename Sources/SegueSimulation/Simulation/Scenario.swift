import SegueEngine

/// How a navigation controller picks the animator for a pop.
package enum NavigationPolicy: String, Sendable, Hashable, Codable {
    /// Correct: the animator that pushed the screen being popped.
    case animatorThatPushed
    /// The common app bug: whichever animator was pushed last (one `animator` property on the delegate).
    case latestPushedAnimator
}

/// One step of a scripted run.
package enum ScenarioStep: Sendable {
    /// Pushes a screen; the animator is bound to it and will animate its pop.
    case push(String, animator: any TransitionAnimator, interaction: Interaction? = nil)
    /// Pops the top screen.
    case pop(interaction: Interaction? = nil)
    /// Presents a screen modally; the animator is bound to it and will animate its dismissal.
    case present(String, animator: any TransitionAnimator, style: PresentationStyle = .fullScreen, interaction: Interaction? = nil)
    /// Dismisses the top presented screen.
    case dismiss(interaction: Interaction? = nil)
    /// Selects a tab; "to" when the index grows.
    case selectTab(Int, animator: any TransitionAnimator, interaction: Interaction? = nil)
    /// Swaps a custom container's child; "to" when the index grows.
    case swapChild(Int, animator: any TransitionAnimator, interaction: Interaction? = nil)
    /// `step`, requested `after` seconds after the previous transition began: while it still runs
    /// when `after` is shorter than it (a second tap, a pop right after a push), handled as `guard` says.
    indirect case requested(ScenarioStep, after: Double, guard: ReentryGuard)

    /// The step without its request timing.
    package var operationStep: ScenarioStep {
        if case .requested(let step, _, _) = self { return step.operationStep }
        return self
    }

    /// The animator the step brings (push, present, tab and child steps), nil for pop and dismiss.
    package var animator: (any TransitionAnimator)? {
        switch operationStep {
        case .push(_, let animator, _), .present(_, let animator, _, _), .selectTab(_, let animator, _),
            .swapChild(_, let animator, _):
            animator
        case .pop, .dismiss, .requested: nil
        }
    }

    /// The transition the step starts ("push", "pop", ...).
    package var operation: TransitionOperation {
        switch operationStep {
        case .push: .push
        case .pop: .pop
        case .present: .present
        case .dismiss: .dismiss
        case .selectTab: .tab
        case .swapChild: .container
        case .requested: .push  // unreachable: operationStep unwraps every request
        }
    }
}

/// A scripted run: the app's starting state and the steps to play.
public struct Scenario: Sendable {
    /// The container's bounds (an iPhone screen by default).
    public var containerBounds: Rect
    /// The navigation stack's root screen.
    package var rootScreen: String
    /// Number of tabs (named "tab.0", "tab.1", ...); tab 0 is selected first.
    package var tabCount: Int
    /// Number of custom container children (named "child.0", ...); child 0 shows first.
    package var childCount: Int
    /// The steps.
    package var steps: [ScenarioStep]
    /// How pops pick their animator.
    package var navigationPolicy: NavigationPolicy
    /// The navigation bar above pushed screens; nil for none (or a translucent one that stays: the
    /// same frames). When one screen hides it (``NavigationBar/hiddenBy``) every push and pop of the
    /// scenario hides or shows it.
    package var navigationBar: NavigationBar?
    /// The tab bar a pushed screen hides (`hidesBottomBarWhenPushed`): every push and pop of the
    /// scenario hides or shows it (``TabBar``); nil for none.
    package var tabBar: TabBar?

    /// Creates a scenario.
    package init(
        steps: [ScenarioStep], containerBounds: Rect = Rect(x: 0, y: 0, width: 375, height: 812),
        rootScreen: String = "root", tabCount: Int = 3, childCount: Int = 3,
        navigationPolicy: NavigationPolicy = .animatorThatPushed
    ) {
        self.steps = steps
        self.containerBounds = containerBounds
        self.rootScreen = rootScreen
        self.tabCount = tabCount
        self.childCount = childCount
        self.navigationPolicy = navigationPolicy
    }
}
