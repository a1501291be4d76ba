/// The delegate a controller had before SegueKit installed its own: an app coordinator's, or the
/// one SwiftUI's `NavigationStack` sets on the navigation controller behind it. A UIKit controller
/// keeps one delegate, weakly (`weak var delegate`,
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate), so installing
/// SegueKit's replaces it; the chain keeps the previous one, weakly as UIKit did, so that every
/// call SegueKit does not answer, or only observes (`willShow`, `didShow`), still reaches it, as
/// swiftui-navigation-transitions does with the delegate it finds.
public struct DelegateChain<Delegate> {
    private weak var previousObject: AnyObject?

    /// No previous delegate yet.
    public init() {}

    /// The delegate the controller had, while it lives.
    public var previous: Delegate? { previousObject as? Delegate }

    /// `me` is about to become the controller's delegate in place of `current`: keeps `current`,
    /// unless it is `me` (installed again: SwiftUI's `viewWillAppear` runs on every appearance).
    public mutating func install(_ me: AnyObject, replacing current: AnyObject?) {
        guard let current, current !== me else { return }
        previousObject = current
    }

    /// SegueKit's answer, or the previous delegate's when SegueKit has none (nil: UIKit's default).
    public func answer<T>(_ ours: T?, else theirs: (Delegate) -> T?) -> T? {
        if let ours { return ours }
        return previous.flatMap(theirs)
    }

    /// Tells the previous delegate what happened, after SegueKit's own handling.
    public func forward(_ call: (Delegate) -> Void) {
        if let previous { call(previous) }
    }
}
