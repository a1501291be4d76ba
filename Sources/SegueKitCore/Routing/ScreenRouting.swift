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

extension ScreenRouting {
    /// Whether UIKit's back swipe may begin now, as SegueKit answers `gestureRecognizerShouldBegin(_:)`
    /// for the navigation controller's own recognizers (`contentSwipe`: iOS 26's content-area one).
    ///
    /// SegueKit answers as the recognizer's delegate instead of leaving UIKit's own delegate in
    /// place, because UIKit's own may refuse to begin once the navigation controller's delegate
    /// implements `navigationController(_:animationControllerFor:from:to:)` (openradar 15215690;
    /// Hero 62, 143, 269; react-native-screens 3173 on iOS 26), which SegueKit's always does; and
    /// instead of writing the recognizer's `isEnabled`, which is the app's: an app that turned
    /// the swipe off keeps it off, and a flag toggled from a view's lifecycle callbacks mid-swipe
    /// is a known way to freeze the screen. swiftui-navigation-transitions takes the edge pan's
    /// delegate the same way (UIKitSupport.swift:141-143 at commit 0b7bd5f, whose
    /// `NavigationGestureRecognizerDelegate`, :322-334, begins when the stack has a screen below the top and
    /// nothing is presented). Here the swipe begins when there is a screen to go back to
    /// (`stackCount` > 1), nothing is presented over the stack, no transition is running, and no
    /// Segue back gesture claims the touches on the top screen (``keepsSystemBackSwipe(on:rightToLeft:)``).
    ///
    /// `segueIsDelegate` false: the app or SwiftUI has set another navigation delegate since
    /// SegueKit installed, so no Segue gesture pops any more and SegueKit steps aside: the swipe
    /// begins wherever UIKit's would.
    package func systemSwipeMayBegin(
        on top: Key?, stackCount: Int, isPresenting: Bool, isTransitioning: Bool, contentSwipe: Bool = false, rightToLeft: Bool = false,
        segueIsDelegate: Bool = true
    ) -> Bool {
        guard let top, stackCount > 1, !isPresenting, !isTransitioning else { return false }
        guard segueIsDelegate else { return true }
        return contentSwipe
            ? keepsSystemContentSwipe(on: top, rightToLeft: rightToLeft) : keepsSystemBackSwipe(on: top, rightToLeft: rightToLeft)
    }

    /// Whether a Segue back gesture (the pan of the effect that pushed the top screen) may begin
    /// now: only while SegueKit is still the navigation controller's delegate, and, while a Segue
    /// transition runs (`gate`), only when its route's `reentry:` is none.
    ///
    /// `segueIsDelegate` false: the app or SwiftUI has set another delegate since SegueKit
    /// installed. UIKit asks that one for the pop's animator and interaction, so a Segue pan
    /// would start a pop it does not drive (the other delegate's, or UIKit's plain one), beside
    /// the system swipe, which begins there now (``systemSwipeMayBegin(on:stackCount:isPresenting:isTransitioning:contentSwipe:rightToLeft:segueIsDelegate:)``).
    package func segueBackGestureMayBegin<Request>(segueIsDelegate: Bool, gate: ReentryGate<Request>) -> Bool {
        segueIsDelegate && (!gate.isRunning || gate.policy == .none)
    }
}
