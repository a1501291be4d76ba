import SegueEngine

/// `check.no-animator`: The effect provides no animator for this operation.
package struct NoAnimatorCheck: RunnerHook {
    package static let description = CheckDescription(
        code: "check.no-animator", severity: .error,
        short: "The effect provides no animator for this operation",
        full: "The effect cannot animate this operation, so UIKit's default transition would run.",
        source: "Without an animator for the operation UIKit runs its default transition, so the effect is never seen.")
}

extension NoAnimatorCheck {
    /// `effect` has no animator for the operation `check` runs.
    package static func finding(effect: String) -> Finding { finding("effect '\(effect)' has no animator") }
}
