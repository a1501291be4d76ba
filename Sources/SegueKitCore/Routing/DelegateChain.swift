/// The delegate a controller had before SegueKit installed its own: an app coordinator's, or the
/// one SwiftUI's `NavigationStack` sets on the navigation controller behind it. A UIKit controller
/// keeps one delegate, weakly (`weak var delegate`,
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate), so installing
/// SegueKit's replaces it; the chain keeps the previous one so that every call still reaches it.
/// The methods SegueKit's delegate implements tell it from inside what SegueKit only observes
/// (`willShow`, `didShow`) and ask it what SegueKit does not animate, as
/// swiftui-navigation-transitions does with the delegate it finds; every other method of the
/// protocol (the orientation ones, the tab bar's `didSelect` and customizing, whatever SwiftUI's
/// own delegate implements) is forwarded to it whole by the Objective-C runtime
/// (``dispatch(implementedBySegue:previousResponds:)``).
///
/// The previous delegate is kept strongly, as swiftui-navigation-transitions keeps its
/// `defaultDelegate` (an associated object retained by the navigation controller, UIKitSupport.swift
/// `setNavigationTransition`). UIKit asks `responds(to:)` when a delegate is set and keeps the
/// answers, so what SegueKit's delegate said then must stay true while it is the delegate: a
/// previous delegate held weakly and gone since leaves a cached method nobody implements, and the
/// next call of it is an unrecognized selector, a crash. ``uninstall(_:current:)`` hands it back.
package struct DelegateChain<Delegate> {
    private var previousObject: AnyObject?

    /// No previous delegate yet.
    package init() {}

    /// The delegate the controller had.
    package var previous: Delegate? { previousObject as? Delegate }

    /// `me` is about to become the controller's delegate in place of `current`: keeps `current`,
    /// unless it is `me` (installed again: SwiftUI's `viewWillAppear` runs on every appearance).
    /// A `current` that is neither `me` nor the one kept was set by the app or SwiftUI since:
    /// it becomes the previous delegate, so SegueKit goes back in front of it and forwards to it
    /// (returns true then, for the caller to say so).
    /// Installing is also when SegueKit starts decoding the built-in catalog in the background
    /// (``RuntimeCatalog/prepare()``), so the first transition does not decode it on the main thread.
    @discardableResult
    package mutating func install(_ me: AnyObject, replacing current: AnyObject?) -> Bool {
        RuntimeCatalog.prepare()
        guard let current, current !== me else { return false }
        let replaced = previousObject != nil && previousObject !== current
        previousObject = current
        return replaced
    }

    /// SegueKit steps aside: the delegate to give the controller back (the previous one) when
    /// `current`, its delegate now, is `me`; nil when the app or SwiftUI has set another one
    /// since, which stays. The chain forgets the previous delegate either way.
    package mutating func uninstall(_ me: AnyObject, current: AnyObject?) -> (restore: Bool, delegate: Delegate?) {
        defer { previousObject = nil }
        guard current === me else { return (false, nil) }
        return (true, previous)
    }

    /// SegueKit's answer, or the previous delegate's when SegueKit has none (nil: UIKit's default).
    package func answer<T>(_ ours: T?, else theirs: (Delegate) -> T?) -> T? {
        if let ours { return ours }
        return previous.flatMap(theirs)
    }

    /// Tells the previous delegate what happened, after SegueKit's own handling.
    package func forward(_ call: (Delegate) -> Void) {
        if let previous { call(previous) }
    }
}

/// Where the Objective-C runtime sends a delegate message SegueKit's delegate receives: UIKit
/// sends an optional delegate method only after `responds(to:)` says yes, and a message to a
/// method the receiver does not implement goes to the object `forwardingTarget(for:)` names.
package enum DelegateDispatch: Sendable, Hashable {
    /// SegueKit's delegate implements the method (and tells the previous delegate from inside
    /// where it only observes, or asks it first where it may answer).
    case segue
    /// SegueKit does not handle it and the previous delegate does: forwarded to it whole.
    case previous
    /// Neither does: `responds(to:)` says no, and UIKit does what it does without a delegate.
    case nobody
}

extension DelegateChain {
    /// Where a message goes: to SegueKit's delegate when it implements the method
    /// (`implementedBySegue`: on Apple platforms NSObject's own `responds(to:)`, which reads the
    /// class's methods), else to the previous delegate when it responds to it, else nowhere.
    package func dispatch(implementedBySegue: Bool, previousResponds: (Delegate) -> Bool) -> DelegateDispatch {
        if implementedBySegue { return .segue }
        if let previous, previousResponds(previous) { return .previous }
        return .nobody
    }

    /// `responds(to:)`: true for what SegueKit's delegate implements and for what the previous
    /// delegate responds to, so UIKit sends every call either of them would take.
    package func responds(implementedBySegue: Bool, previousResponds: (Delegate) -> Bool) -> Bool {
        dispatch(implementedBySegue: implementedBySegue, previousResponds: previousResponds) != .nobody
    }

    /// `forwardingTarget(for:)`: the previous delegate for a message SegueKit's delegate does not
    /// implement and it does; nil otherwise (NSObject's own answer then applies).
    package func forwardingTarget(implementedBySegue: Bool, previousResponds: (Delegate) -> Bool) -> Delegate? {
        dispatch(implementedBySegue: implementedBySegue, previousResponds: previousResponds) == .previous ? previous : nil
    }
}
