/// A timing curve as a manifest writes it.
///
/// Names follow Core Animation (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`,
/// `default`). Springs come in the three forms UIKit, Core Animation and SwiftUI use.
package enum CurveSpec: Sendable, Hashable, Codable, CustomStringConvertible {
    case linear, easeIn, easeOut, easeInEaseOut, `default`
    case cubicBezier(Double, Double, Double, Double)
    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:`, fitted to the segment's duration.
    case springDamping(ratio: Double, velocity: Double)
    /// CASpringAnimation's physical spring, evolving in real seconds.
    case springPhysical(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    /// SwiftUI's perceptual spring.
    case springBounce(duration: Double, bounce: Double)
    case steps(Int, StepPositionSpec)

    /// The curve names a manifest may write as a plain word.
    package static let names: [String] = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// The curve called `name`, or nil.
    package init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// As a manifest writes it.
    package var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .default: "default"
        case .cubicBezier(let a, let b, let c, let d):
            "cubicBezier(\([a, b, c, d].map(formatNumber).joined(separator: ", ")))"
        case .springDamping(let ratio, let velocity):
            "spring(damping: \(formatNumber(ratio)), velocity: \(formatNumber(velocity)))"
        case .springPhysical(let m, let k, let c, let v):
            "spring(mass: \(formatNumber(m)), stiffness: \(formatNumber(k)), damping: \(formatNumber(c)), velocity: \(formatNumber(v)))"
        case .springBounce(let d, let b):
            "spring(duration: \(formatNumber(d)), bounce: \(formatNumber(b)))"
        case .steps(let n, let position):
            "steps(\(n), \(position.rawValue))"
        }
    }
}

/// Where a steps() easing jumps, as in CSS Easing Level 2.
package enum StepPositionSpec: String, Sendable, Hashable, Codable, CaseIterable {
    case jumpStart = "jump-start"
    case jumpEnd = "jump-end"
    case jumpNone = "jump-none"
    case jumpBoth = "jump-both"
}
