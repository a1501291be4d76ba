import SegueEngine

/// What a route's `reentry:` says about a transition asked for while one still runs, done: the
/// same policy `segue check` stresses (``ReentryGuard``).
///
/// - `none`: the request goes through (UIKit starts it on top of the running one).
/// - `refuse`: it is dropped; for a tab bar, `tabBarController(_:shouldSelect:)` returns false
///   ("Return false to prevent the tab from being selected",
///   https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)).
/// - `wait`: it is held, only the latest one, and handed back when the running transition has
///   completed, as `check`'s stress case models it.
package struct ReentryGate<Request> {
    /// The route's policy.
    package var policy: ReentryGuard
    /// True from a transition's start until it completes.
    package private(set) var isRunning = false
    /// The request held under `wait`.
    package private(set) var waiting: Request?

    /// A gate with `policy`.
    package init(policy: ReentryGuard) { self.policy = policy }

    /// Whether `request` may go now. Under `wait` a request met while a transition runs is held.
    package mutating func allows(_ request: Request) -> Bool {
        guard isRunning else { return true }
        switch policy {
        case .none: return true
        case .refuse: return false
        case .wait:
            waiting = request
            return false
        }
    }

    /// A transition started.
    package mutating func began() { isRunning = true }

    /// The transition completed: the request held meanwhile, to make now.
    package mutating func ended() -> Request? {
        isRunning = false
        defer { waiting = nil }
        return waiting
    }
}
