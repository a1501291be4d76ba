import SegueEngine

/// A validated parameter value, typed by its `ParameterSpec`.
package enum ParameterValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case choice(String)
    case point(LengthPoint)
    case size(LengthSize)
    case rect(LengthRect)
    case curve(TimingFunction)
    case color(RGBAColor)
    case rectPairs([RectPair])

    /// As a manifest writes it.
    package var description: String {
        switch self {
        case .number(let n): formatNumber(n)
        case .integer(let i): String(i)
        case .bool(let b): String(b)
        case .choice(let s): s
        case .point(let p): p.description
        case .size(let s): s.description
        case .rect(let r): r.description
        case .curve(let c): c.manifestText
        case .color(let c): c.description
        case .rectPairs(let pairs): "[" + pairs.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

/// A shared element's frame in the screen it leaves and in the screen it lands in.
package struct RectPair: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The element's frame in the screen it leaves.
    package let from: LengthRect
    /// Its frame in the screen it lands in.
    package let to: LengthRect
    /// A pair of frames.
    package init(from: LengthRect, to: LengthRect) {
        self.from = from
        self.to = to
    }
    /// As a manifest writes it.
    package var description: String { "{from: \(from), to: \(to)}" }
}
