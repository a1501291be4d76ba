/// `check.no-animator`: The effect provides no animator for this operation.
package struct NoAnimatorCheck: Check {
    package static let description = CheckDescription(
        code: "check.no-animator", severity: .error, hooks: [.runner],
        short: "The effect provides no animator for this operation",
        full: "The effect cannot animate this operation, so UIKit's default transition would run.",
        source: "Without an animator for the operation UIKit runs its default transition, so the effect is never seen.")
}
