import SegueEngine

/// What becomes of a transition requested while another one is still running.
///
/// UIKit's own rules, as far as they are observable: a view controller refuses a presentation or a
/// dismissal while one is in progress, logging "Attempt to present … while a presentation is in
/// progress" (or "… dismiss … while a presentation or dismiss is in progress") and doing nothing.
/// A navigation controller starts the second push or pop at once, logging "nested push animation
/// can result in corrupted navigation bar"; the reports show what follows: a navigation stuck
/// after a pop straight after a push (objc.io issue 5, "pop straight after push gets stuck";
/// SloppySwiper guards its swipe with a `duringAnimation` flag for it). A tab bar controller with a
/// custom animator starts a second transition while the first still holds both views: Hero issues
/// 166, 193, 226 and 245 (fast tab switching leaves a black screen or a dead tab bar). A custom
/// container has no guard at all. Transitions of different controllers (a present during a push)
/// are treated as independent.
public enum ReentryHandling: String, Sendable, Hashable, Codable, CaseIterable {
    /// The request comes after the running transition completed: nothing special.
    case afterEnd = "after-end"
    /// Another controller's transition: played once the running one completes.
    case independent
    /// UIKit refuses it (present or dismiss during a modal transition): it never happens.
    case uikitDrops = "uikit-drops"
    /// UIKit starts it on top of the running one (navigation, tab bar, custom container).
    case nested
    /// The app held it and made it when the running transition completed.
    case appWaits = "app-waits"
    /// The app dropped it.
    case appRefuses = "app-refuses"

    /// Which controller runs a transition.
    enum Controller { case navigation, modal, tabBar, container }

    static func controller(of operation: TransitionOperation) -> Controller {
        switch operation {
        case .push, .pop: .navigation
        case .present, .dismiss: .modal
        case .tab: .tabBar
        case .container: .container
        }
    }

    /// The handling of `requested` arriving while `running` runs, under the app's `guard`.
    package static func of(requested: TransitionOperation, running: TransitionOperation, guard policy: ReentryGuard) -> ReentryHandling {
        let controller = controller(of: requested)
        guard controller == Self.controller(of: running) else { return .independent }
        switch policy {
        case .wait: return .appWaits
        case .refuse: return .appRefuses
        case .none: return controller == .modal ? .uikitDrops : .nested
        }
    }

    /// True when the requested transition is played (after the running one).
    public var plays: Bool { self != .uikitDrops && self != .appRefuses }

    /// The finding for an unguarded request, nil when nothing breaks; `when` says how far into
    /// the running transition it came, and each reentry check words the rest.
    static func finding(
        _ handling: ReentryHandling, requested: TransitionOperation, running: TransitionRecord, after seconds: Double, frame: Int
    ) -> Finding? {
        let noun =
            switch running.operation {
            case .tab: "tab switch"
            case .container: "child swap"
            default: running.operation.rawValue
            }
        let when = "\(Self.seconds(seconds)) into the \(noun) (which runs \(Self.seconds(running.duration)))"
        // Warnings (their descriptions say so): what follows depends on the user's timing, which a real app cannot rule out.
        let index = running.index
        switch (handling, controller(of: requested)) {
        case (.uikitDrops, _): return ReentryDroppedCheck.finding(requested: requested, when: when, transition: index, frame: frame)
        case (.nested, .navigation):
            return ReentryNavigationCheck.finding(
                requested: requested, running: running.operation, when: when, transition: index, frame: frame)
        case (.nested, .tabBar): return ReentryTabCheck.finding(when: when, transition: index, frame: frame)
        case (.nested, .container): return ReentryContainerCheck.finding(when: when, transition: index, frame: frame)
        default: return nil
        }
    }

    private static func seconds(_ value: Double) -> String {
        let ms = (value * 1000).rounded()
        guard ms.truncatingRemainder(dividingBy: 10) == 0 else { return "\(WholeNumber.clamped(ms, in: Int.min...Int.max)) ms" }
        let text = "\(ms / 1000)"
        return (text.hasSuffix(".0") ? String(text.dropLast(2)) : text) + " s"
    }
}
