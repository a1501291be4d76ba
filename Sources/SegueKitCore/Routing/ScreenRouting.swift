/// Which effect plays each push and pop (or present and dismiss) of an app's screens.
///
/// A screen goes back the way it came: the pop of a screen plays the effect that pushed it, found
/// by the screen's identity (`Key`: an `ObjectIdentifier` of the view controller in SegueKit). A
/// pop the system back swipe drives gets no Segue animator, so UIKit's own interactive pop runs:
/// UIKit asks the navigation delegate for an animator and, when it returns nil, uses its standard
/// transition ("If you return nil, the navigation controller uses its default animations",
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)).
package struct ScreenRouting<Key: Hashable>: Sendable where Key: Sendable {
    private var arrivedWith: [Key: SegueEffect] = [:]

    /// No screen yet.
    package init() {}

    /// A push or presentation of `screen` with `effect` (nil: the system transition). Returns the
    /// effect to animate with.
    @discardableResult
    package mutating func arrive(_ screen: Key, with effect: SegueEffect?) -> SegueEffect? {
        arrivedWith[screen] = effect
        return effect
    }

    /// The effect for the pop or dismissal of `screen`: the one it arrived with, unless the system
    /// back swipe is driving the pop.
    package func leave(_ screen: Key, systemBackSwipe: Bool = false) -> SegueEffect? {
        systemBackSwipe ? nil : arrivedWith[screen]
    }

    /// The effect `screen` arrived with.
    package func effect(of screen: Key) -> SegueEffect? { arrivedWith[screen] }

    /// Forgets screens no longer shown (after `didShow`, with the navigation stack).
    package mutating func keep(only screens: Set<Key>) {
        arrivedWith = arrivedWith.filter { screens.contains($0.key) }
    }

    /// True when UIKit's back swipe (`interactivePopGestureRecognizer`) should stay on for
    /// `screen`: no Segue back gesture claims the left edge it starts from, or the route says the
    /// app restores it.
    package func keepsSystemBackSwipe(on screen: Key, rightToLeft: Bool = false) -> Bool {
        guard let effect = arrivedWith[screen] else { return true }
        return effect.restoresBackSwipe || !effect.claimsSystemBackEdge(rightToLeft: rightToLeft)
    }

    /// True when iOS 26's content-area back swipe (`interactiveContentPopGestureRecognizer`,
    /// which starts anywhere in the content, not only at the edge) should stay on for `screen`.
    /// Who owns the swipe is decided per route: a screen whose effect has a back gesture going
    /// back (the leading way) gives it to Segue, since both would start from the same touches;
    /// otherwise, or when the route says the app restores the back swipe, the system keeps it,
    /// and a pop it drives gets UIKit's own interactive animation (``leave(_:systemBackSwipe:)``).
    package func keepsSystemContentSwipe(on screen: Key, rightToLeft: Bool = false) -> Bool {
        guard let effect = arrivedWith[screen], !effect.restoresBackSwipe,
            let back = effect.gesture(for: .back, rightToLeft: rightToLeft)
        else { return true }
        return back.direction != (rightToLeft ? .left : .right)
    }

    /// How many screens are remembered.
    package var count: Int { arrivedWith.count }
}
