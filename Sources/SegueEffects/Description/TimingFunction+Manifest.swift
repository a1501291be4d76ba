import SegueEngine

/// A timing curve as a manifest writes it: the engine's own `TimingFunction`, read by the
/// catalog's curve reader and written back here.
///
/// Names follow Core Animation (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`).
/// Springs come in the three forms UIKit, Core Animation and SwiftUI use: `dampingRatio` (UIKit's
/// `usingSpringWithDamping:initialSpringVelocity:`, fitted to the segment's duration), `physical`
/// (CASpringAnimation, in real seconds) and `bounce` (SwiftUI's perceptual spring).
extension TimingFunction {
    /// The curve names a manifest may write as a plain word.
    package static let manifestNames: [String] = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// The curve a manifest calls `name`, or nil.
    package init?(manifestName name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// As a manifest writes it (`linear(...)`, which no manifest reads to, as CSS writes it).
    package var manifestText: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .default: "default"
        case .cubicBezier(let a, let b, let c, let d):
            "cubicBezier(\([a, b, c, d].map(formatNumber).joined(separator: ", ")))"
        case .spring(.dampingRatio(let ratio, let velocity)):
            "spring(damping: \(formatNumber(ratio)), velocity: \(formatNumber(velocity)))"
        case .spring(.physical(let m, let k, let c, let v)):
            "spring(mass: \(formatNumber(m)), stiffness: \(formatNumber(k)), damping: \(formatNumber(c)), velocity: \(formatNumber(v)))"
        case .spring(.bounce(let d, let b)):
            "spring(duration: \(formatNumber(d)), bounce: \(formatNumber(b)))"
        case .steps(let n, let position):
            "steps(\(n), \(position.word))"
        case .linearPoints(let stops):
            "linear(\(stops.map { stop in formatNumber(stop.output) + (stop.input.map { " \(formatNumber($0 * 100))%" } ?? "") }.joined(separator: ", ")))"
        }
    }
}
