/// A tab bar below a navigation controller whose pushed screen hides it
/// (`hidesBottomBarWhenPushed`), and what UIKit leaves on it after a custom transition.
///
/// Pushing a screen that hides the bottom bar, and popping back to one that shows it, UIKit
/// animates the tab bar alongside the transition by adding animations to the bar's layer. After a
/// custom animator's transition those animations stay on the layer and the bar stops taking
/// touches: "this is due to iOS adding a few extra animation to the tabbar but they are not
/// removed when the transition completes" (Hero, Sources/Transition/HeroTransition+Complete.swift,
/// which removes them with `tabBar.layer.removeAllAnimations()` when a transition ends; Hero
/// issues 354 and 275, iOS 11 and later). An app that does the same says so with
/// ``appRemovesAnimations``.
package struct TabBar: Sendable, Hashable, Codable {
    /// The bar's height above the bottom safe-area inset: 49 pt on an iPhone.
    package var height: Double
    /// The bottom safe-area inset (the home indicator's area) the bar extends over.
    package var bottomInset: Double
    /// True when the app removes the bar's animations once a transition ends, as Hero does.
    package var appRemovesAnimations: Bool

    /// A tab bar `height` points tall over `bottomInset` points of home indicator.
    package init(bottomInset: Double, height: Double = 49, appRemovesAnimations: Bool = false) {
        self.height = height
        self.bottomInset = bottomInset
        self.appRemovesAnimations = appRemovesAnimations
    }

    /// The bar's frame at the bottom of `bounds`, the inset included.
    package func frame(in bounds: Rect) -> Rect {
        let total = min(max(height + bottomInset, 0), bounds.height)
        return Rect(x: bounds.minX, y: bounds.maxY - total, width: bounds.width, height: total)
    }
}
