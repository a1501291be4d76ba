import SegueEngine

/// A length in a manifest: absolute points, or a fraction of the container's axis.
///
/// Written as a number (`120`, points) or a percentage string (`"50%"`). A
/// percentage is of the width for x and width values and of the height for y and
/// height values, so `{x: 50%, y: 50%}` is the centre of any screen.
public enum Length: Sendable, Hashable, Codable, CustomStringConvertible {
    case points(Double)
    case fraction(Double)

    /// The length in points along an axis of `extent` points.
    package func resolved(along extent: Double) -> Double {
        switch self {
        case .points(let p): p
        case .fraction(let f): f * extent
        }
    }

    /// `120` for points, `50%` for a fraction.
    public var description: String {
        switch self {
        case .points(let p): formatNumber(p)
        case .fraction(let f): formatNumber(f * 100) + "%"
        }
    }
}

/// A point whose coordinates are lengths (`{x: 50%, y: 100}`).
package struct LengthPoint: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Across.
    package let x: Length
    /// Down.
    package let y: Length
    /// A point of two lengths.
    package init(x: Length, y: Length) {
        self.x = x
        self.y = y
    }
    /// As a manifest writes it.
    package var description: String { "{x: \(x), y: \(y)}" }
}

/// A size whose dimensions are lengths (`{width: 100%, height: 300}`).
package struct LengthSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The width.
    package let width: Length
    /// The height.
    package let height: Length
    /// A size of two lengths.
    package init(width: Length, height: Length) {
        self.width = width
        self.height = height
    }
    /// As a manifest writes it.
    package var description: String { "{width: \(width), height: \(height)}" }
}

/// A rectangle whose origin and size are lengths.
public struct LengthRect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge.
    public let x: Length
    /// The top edge.
    public let y: Length
    /// The width.
    public let width: Length
    /// The height.
    public let height: Length
    /// A rectangle of four lengths.
    public init(x: Length, y: Length, width: Length, height: Length) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
    /// As a manifest writes it.
    public var description: String { "{x: \(x), y: \(y), width: \(width), height: \(height)}" }
}

/// Shortest text for a number that reads back to the same value (`0.5`, `20`, `-0.001`).
package func formatNumber(_ value: Double) -> String {
    if abs(value) < 1e15, let whole = WholeNumber.exact(value) {
        return String(whole)
    }
    return "\(value)"
}
