import SegueEngine

/// A timing curve as a manifest writes it: the engine's own `TimingFunction`, read by the
/// catalog's curve reader and written back here.
///
/// Names follow Core Animation (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`).
/// Springs come in the three forms UIKit, Core Animation and SwiftUI use: `dampingRatio` (UIKit's
/// `usingSpringWithDamping:initialSpringVelocity:`, fitted to the segment's duration), `physical`
/// (CASpringAnimation, in real seconds) and `bounce` (SwiftUI's perceptual spring).
extension TimingFunction {
    /// The curve names a manifest may write as a plain word: Core Animation's named curves.
    package static let manifestNames: [String] = named.compactMap(\.name)

    /// The curve a manifest calls `name`, or nil.
    package init?(manifestName name: String) {
        guard let curve = Self.named.first(where: { $0.name == name }) else { return nil }
        self = curve
    }

    /// As a manifest writes it (`linear(...)`, which no manifest reads to, as CSS writes it).
    package var manifestText: String {
        switch form {
        case .bezier(let b):
            b.name ?? "cubicBezier(\([b.x1, b.y1, b.x2, b.y2].map(formatNumber).joined(separator: ", ")))"
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
