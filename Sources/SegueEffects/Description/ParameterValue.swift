import SegueEngine

/// A validated parameter value, typed by its `ParameterSpec`.
public enum ParameterValue: Sendable, Hashable, Codable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case choice(String)
    case point(LengthPoint)
    case size(LengthSize)
    case rect(LengthRect)
    case curve(CurveSpec)
    case color(RGBA)
    case rectPairs([RectPair])

    /// As a manifest writes it.
    public var description: String {
        switch self {
        case .number(let n): formatNumber(n)
        case .integer(let i): String(i)
        case .bool(let b): String(b)
        case .choice(let s): s
        case .point(let p): p.description
        case .size(let s): s.description
        case .rect(let r): r.description
        case .curve(let c): c.description
        case .color(let c): c.description
        case .rectPairs(let pairs): "[" + pairs.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

/// A shared element's frame in the screen it leaves and in the screen it lands in.
public struct RectPair: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The element's frame in the screen it leaves.
    public let from: LengthRect
    /// Its frame in the screen it lands in.
    public let to: LengthRect
    /// A pair of frames.
    public init(from: LengthRect, to: LengthRect) {
        self.from = from
        self.to = to
    }
    /// As a manifest writes it.
    public var description: String { "{from: \(from), to: \(to)}" }
}

/// A colour with components in 0...1.
public struct RGBA: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red, 0...1.
    public let red: Double
    /// Green, 0...1.
    public let green: Double
    /// Blue, 0...1.
    public let blue: Double
    /// Opacity, 0...1.
    public let alpha: Double

    /// A colour; opaque unless `alpha` says otherwise.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        var index = 0
        while index < digits.count {
            guard let hi = RGBA.hexValue(digits[index]), let lo = RGBA.hexValue(digits[index + 1]) else {
                return nil
            }
            bytes.append(Double(hi * 16 + lo) / 255)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func byte(_ v: Double) -> String {
            let n = WholeNumber.clamped(v * 255, .toNearestOrAwayFromZero, in: 0...255)
            let digits = Array("0123456789ABCDEF")
            return String(digits[n / 16]) + String(digits[n % 16])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
