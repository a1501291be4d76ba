/// Where an app names, in code, the effect a screen arrives with, read in order when UIKit asks
/// for the animator: the screen's own (`viewController.segueEffect`, or SwiftUI's
/// `.segueTransition(_:)` found in the destination's view value, ``DeclaredInValue``), else the
/// system transition the screen has of its own (iOS 18's `preferredTransition`, SwiftUI's
/// `.navigationTransition(.zoom(...))`), else its navigation controller's default
/// (`segueDefaultEffect`), else the route.
///
/// Nothing is laid out to find a declaration: UIKit asks the navigation delegate for the animator
/// of a push before the pushed view is laid out (the animator puts it in the container,
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)),
/// and a screen that declares nothing keeps UIKit's own push untouched.
package struct EffectDeclarations {
    /// The screen's own declaration.
    package var screen: SegueEffectID?
    /// True when the screen has a system transition of its own (iOS 18's `preferredTransition`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition):
    /// it keeps it unless it names a Segue effect itself.
    package var hasOwnTransition: Bool
    /// The navigation controller's default.
    package var container: SegueEffectID?

    /// The declarations of one push.
    package init(screen: SegueEffectID?, hasOwnTransition: Bool = false, container: SegueEffectID? = nil) {
        self.screen = screen
        self.hasOwnTransition = hasOwnTransition
        self.container = container
    }

    /// What a push plays, by who chose it.
    package enum Choice: Equatable, Sendable {
        /// The effect the screen names.
        case screen(SegueEffectID)
        /// The screen's own system transition.
        case ownTransition
        /// The navigation controller's default.
        case container(SegueEffectID)
        /// Nothing named in code: the route's effect (or UIKit's push when there is none).
        case route
    }

    /// The first declaration in order.
    package func choice() -> Choice {
        if let own = screen { return .screen(own) }
        if hasOwnTransition { return .ownTransition }
        if let container { return .container(container) }
        return .route
    }

    /// The effect `screen` declares itself, else the first one a child controller declares, depth
    /// first: a SwiftUI destination may be hosted by a controller the pushed one contains.
    package static func declared<Screen>(
        by screen: Screen, own: (Screen) -> SegueEffectID?, children: (Screen) -> [Screen]
    ) -> SegueEffectID? {
        if let id = own(screen) { return id }
        for child in children(screen) {
            if let id = declared(by: child, own: own, children: children) { return id }
        }
        return nil
    }
}

extension ScreenRouting {
    /// A push of `screen` as `choice` says: the effect named in code, resolved by `resolve` (nil
    /// when it cannot play: the system transition, not the route), nothing for a system
    /// transition of the screen's own, else the route's. Remembered for the screen's way back, so
    /// each screen pops with its own effect however many were pushed since.
    @discardableResult
    package mutating func arrive(
        _ screen: Key, choice: EffectDeclarations.Choice, route: SegueEffect?, resolve: (SegueEffectID) -> SegueEffect?
    ) -> SegueEffect? {
        switch choice {
        case .screen(let id), .container(let id): return arrive(screen, with: resolve(id))
        case .ownTransition: return arrive(screen, with: nil)
        case .route: return arrive(screen, with: route)
        }
    }
}

/// The screens that were pushed without an effect of their own, so that a `.segueTransition(_:)`
/// SwiftUI reveals only once it builds the destination's body (written inside `body`, or in a
/// value SwiftUI keeps where ``DeclaredInValue`` does not look) is not ignored silently: the
/// push has played already, and the pop stays the way the screen came, so the app is told once
/// per screen type where to write it.
package struct LateDeclarations<Key: Hashable & Sendable>: Sendable {
    /// The screens pushed without a declaration of their own, with their names.
    private var undeclared: [Key: String] = [:]
    /// The screen names already reported.
    private var reported: Set<String> = []

    /// No screen yet.
    package init() {}

    /// A push of `screen` (called `name` in a log) as `choice` says.
    package mutating func pushed(_ screen: Key, name: @autoclosure () -> String, choice: EffectDeclarations.Choice) {
        if case .screen = choice {
            undeclared[screen] = nil
        } else {
            undeclared[screen] = name()
        }
    }

    /// `screen` names `effect` after its push began, which played `played` (nil: UIKit's own):
    /// the log line to write, once per screen name; nil for a screen that was pushed with a
    /// declaration of its own (or is not on the stack), or whose type was reported already.
    package mutating func declared(_ screen: Key, effect: SegueEffectID, played: SegueEffect?) -> String? {
        guard let name = undeclared.removeValue(forKey: screen), reported.insert(name).inserted else { return nil }
        let what = played.map { "Segue's \($0.definition.id)" } ?? "UIKit's own transition"
        return
            "Segue: \(name) names its effect (\(effect.id)) with .segueTransition inside its body, which SwiftUI builds after the push began, so this push played \(what), and so will its pop; write .segueTransition where the NavigationLink or navigationDestination builds \(name)"
    }

    /// Forgets screens no longer shown (after `didShow`, with the navigation stack).
    package mutating func keep(only screens: Set<Key>) {
        undeclared = undeclared.filter { screens.contains($0.key) }
    }
}
