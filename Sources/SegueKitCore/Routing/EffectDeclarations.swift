/// Where an app names, in code, the effect a screen arrives with, read in order when UIKit asks
/// for the animator: the screen's own (`viewController.segueEffect`, SwiftUI's
/// `.segueTransition(_:)` on the destination), else its navigation controller's default
/// (`segueDefaultEffect`).
///
/// A SwiftUI destination declares its effect from inside its view, which SwiftUI builds only when
/// the hosting controller's view is laid out (UIHostingController renders its root view in
/// layout; https://developer.apple.com/documentation/swiftui/uihostingcontroller). UIKit asks the
/// navigation delegate for the animator of a push before it lays the pushed view out: it is the
/// animator that puts the view in the container
/// (https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)).
/// So when the screen has declared nothing yet, ``layOutScreen`` (the pushed view given the
/// navigation controller's size and laid out, as Hero lays the arriving view out before reading
/// its `hero.id`s) lets it build, and the screen is asked again.
package struct EffectDeclarations {
    /// The screen's own declaration, read now.
    package var screen: () -> SegueEffectID?
    /// Lays the screen's view out so a SwiftUI destination builds its body; nil when a declaration
    /// cannot appear that way (a UIKit screen's property is set before the push).
    package var layOutScreen: (() -> Void)?
    /// The navigation controller's default.
    package var container: SegueEffectID?

    /// The declarations of one push.
    package init(
        screen: @escaping () -> SegueEffectID?, layOutScreen: (() -> Void)? = nil, container: SegueEffectID? = nil
    ) {
        self.screen = screen
        self.layOutScreen = layOutScreen
        self.container = container
    }

    /// The effect `screen` declares itself, else the first one a child controller declares, depth
    /// first: a SwiftUI destination's marker finds the nearest controller up the responder chain,
    /// which may be a hosting controller the pushed one contains.
    package static func declared<Screen>(
        by screen: Screen, own: (Screen) -> SegueEffectID?, children: (Screen) -> [Screen]
    ) -> SegueEffectID? {
        if let id = own(screen) { return id }
        for child in children(screen) {
            if let id = declared(by: child, own: own, children: children) { return id }
        }
        return nil
    }

    /// True when laying `screen` out can make it declare an effect: it, or a controller it
    /// contains, is a SwiftUI hosting controller (a class named `...HostingController` in its
    /// class chain, `classNames`: `UIHostingController`, SwiftUI's subclasses of it, an app's),
    /// whose body holds `.segueTransition(_:)`. A UIKit screen pushed onto a SwiftUI stack
    /// declares with its `segueEffect` property, set before the push: laying it out would reveal
    /// nothing, so it is not laid out, and a push that names no effect stays UIKit's own.
    package static func mayDeclareWhenLaidOut<Screen>(
        _ screen: Screen, classNames: (Screen) -> [String], children: (Screen) -> [Screen]
    ) -> Bool {
        if classNames(screen).contains(where: { $0.contains("HostingController") }) { return true }
        return children(screen).contains { mayDeclareWhenLaidOut($0, classNames: classNames, children: children) }
    }

    /// The effect named for the screen; nil when the app named none in code.
    package func effectID() -> SegueEffectID? {
        if let own = screen() { return own }
        if let layOutScreen {
            layOutScreen()
            if let own = screen() { return own }
        }
        return container
    }
}

extension ScreenRouting {
    /// A push or presentation of `screen`: the effect its declarations name, resolved by
    /// `resolve` (nil when it cannot play: the system transition, not the route), else the
    /// route's. Remembered for the screen's way back, so each screen pops with its own effect
    /// however many were pushed since.
    @discardableResult
    package mutating func arrive(
        _ screen: Key, declared: EffectDeclarations, route: SegueEffect?, resolve: (SegueEffectID) -> SegueEffect?
    ) -> SegueEffect? {
        guard let id = declared.effectID() else { return arrive(screen, with: route) }
        return arrive(screen, with: resolve(id))
    }
}
