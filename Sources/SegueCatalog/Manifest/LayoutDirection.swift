/// How an effect plays in a right-to-left layout (the manifest's `layoutDirection:`), where UIKit
/// mirrors its own push (the new screen comes from the left) and back swipe (from the right edge)
/// (`effectiveUserInterfaceLayoutDirection`,
/// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
package enum EffectLayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// The effect's left and right follow the reading direction: right to left it plays in a
    /// mirror, and its horizontal gestures swap sides, as UIKit's do. The default.
    case mirrored
    /// The effect's directions are fixed on screen: it plays the same in either layout (a shade
    /// that always drops from the top, a map that slides east, frames measured from the app's own
    /// laid-out views).
    case absolute
}
