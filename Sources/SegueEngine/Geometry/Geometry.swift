/// A point in points (UIKit's unit), y growing downwards as on iOS.
public struct Point: Sendable, Hashable, Codable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// The point linearly interpolated towards `other` (exact at 0 and 1).
    package func interpolated(to other: Point, by t: Double) -> Point {
        Point(x: mix(x, other.x, t), y: mix(y, other.y, t))
    }

    /// Euclidean distance to `other`.
    package func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// A size in points.
public struct Size: Sendable, Hashable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: origin plus size, as `CGRect`.
public struct Rect: Sendable, Hashable, Codable {
    /// Top-left corner.
    public var origin: Point
    /// Extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four numbers.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The zero rectangle, which UIKit uses for "unknown frame".
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The unit square, the identity `contentsRect`.
    public static let unit = Rect(x: 0, y: 0, width: 1, height: 1)

    /// Smallest x.
    package var minX: Double { origin.x }
    /// Smallest y.
    package var minY: Double { origin.y }
    /// Largest x.
    package var maxX: Double { origin.x + size.width }
    /// Largest y.
    package var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    package var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    package var midY: Double { origin.y + size.height / 2 }
    /// Width.
    public var width: Double { size.width }
    /// Height.
    public var height: Double { size.height }
    /// Centre point.
    package var center: Point { Point(x: midX, y: midY) }
    /// True when the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The point at unit coordinates `unit` inside the rectangle (0,0 top-left, 1,1 bottom-right).
    public func point(atUnit unit: Point) -> Point {
        Point(x: origin.x + unit.x * size.width, y: origin.y + unit.y * size.height)
    }

    /// The rectangle linearly interpolated towards `other` (exact at 0 and 1).
    package func interpolated(to other: Rect, by t: Double) -> Rect {
        Rect(
            x: mix(origin.x, other.origin.x, t), y: mix(origin.y, other.origin.y, t),
            width: mix(size.width, other.size.width, t), height: mix(size.height, other.size.height, t))
    }

    /// True when every number matches `other` within `tolerance`.
    package func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(origin.x - other.origin.x) <= tolerance && abs(origin.y - other.origin.y) <= tolerance
            && abs(size.width - other.size.width) <= tolerance
            && abs(size.height - other.size.height) <= tolerance
    }
}

/// A colour with components in 0...1 (sRGB, not premultiplied): what a manifest writes as
/// `#RRGGBB` or `#RRGGBBAA`, and what a layer animates.
public struct RGBAColor: Sendable, Hashable, Codable {
    /// Red.
    package var red: Double
    /// Green.
    package var green: Double
    /// Blue.
    package var blue: Double
    /// Opacity.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black, the usual overlay and dimming colour.
    package static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    package static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black (`UIColor.clear`).
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Component-wise interpolation (exact at 0 and 1).
    package func interpolated(to other: RGBAColor, by t: Double) -> RGBAColor {
        RGBAColor(
            red: mix(red, other.red, t), green: mix(green, other.green, t), blue: mix(blue, other.blue, t),
            alpha: mix(alpha, other.alpha, t))
    }
}

extension RGBAColor: CustomStringConvertible {
    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        guard hex.first == "#" else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        var index = 0
        while index < digits.count {
            guard let hi = RGBAColor.hexValue(digits[index]), let lo = RGBAColor.hexValue(digits[index + 1]) else {
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
