/// The typed meaning of a scalar, by the rules Segue documents (YAML 1.2 core schema).
///
/// Quoted scalars are always strings. Plain scalars resolve to null (`null`, `~`,
/// empty), booleans (`true`/`false` in any of three casings), decimal integers that
/// fit in 64 bits, decimal floats, `.nan` and `.inf`. YAML 1.1 spellings that other
/// parsers read as numbers or booleans (`0x1F`, `017`, `1:30`, `1_000`, `yes`, `off`)
/// are not guessed at: they stay strings, and `legacyForm` names what they would
/// have meant so a caller expecting a number or a bool can say so.
package enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A well-formed number that Segue cannot hold exactly (`1e999`, a 30-digit integer).
    case outOfRange(String)

    /// What the value is, for messages (`a number`, `a string`, ...).
    package var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .outOfRange: "number"
        }
    }

    /// The number this value holds, if it is an integer or a float.
    package var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    /// The typed value of `scalar`: quoted scalars are strings; plain ones may be null, booleans or numbers.
    package static func resolve(_ scalar: Scalar) -> ScalarValue {
        guard scalar.isPlain else { return .string(scalar.text) }
        let text = scalar.text
        // Every special spelling starts with one of these bytes; most scalars (names, numbers)
        // skip the string comparisons below, which showed up in the loading profile.
        let specialStart: Bool
        switch text.utf8.first {
        case nil, UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
            specialStart = true
        default:
            specialStart = false
        }
        if specialStart {
            if isNull(scalar) { return .null }
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            case ".nan", ".NaN", ".NAN": return .double(.nan)
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
            case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
            default: break
            }
        }
        switch NumberShape(text) {
        case .integer:
            return Int(text).map(ScalarValue.int) ?? .outOfRange(text)
        case .float:
            guard let value = ExactDecimal.value(of: text) ?? Double(text) else { return .string(text) }
            return value.isFinite ? .double(value) : .outOfRange(text)
        case .none:
            return .string(text)
        }
    }

    /// True for a plain scalar that resolves to null (`null`, `~`, empty), without resolving numbers.
    package static func isNull(_ scalar: Scalar) -> Bool {
        guard scalar.isPlain, scalar.text.utf8.count <= 4 else { return false }
        switch scalar.text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }

    /// What a YAML 1.1 parser would have read this plain text as, if anything.
    ///
    /// Used to explain why `0x10` or `yes` is not accepted where a number or a
    /// boolean is expected.
    package static func legacyForm(_ text: String) -> String? {
        let lower = text.lowercased()
        if ["yes", "no", "on", "off", "y", "n"].contains(lower) {
            return "a YAML 1.1 boolean"
        }
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        if unsigned.hasPrefix("0x") || unsigned.hasPrefix("0X") { return "a hexadecimal number" }
        if unsigned.hasPrefix("0o") || unsigned.hasPrefix("0b") { return "an octal or binary number" }
        if unsigned.count > 1, unsigned.hasPrefix("0"), unsigned.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "a YAML 1.1 octal number"
        }
        if unsigned.contains(":"),
            unsigned.split(separator: ":").allSatisfy({ part in
                !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
            })
        {
            return "a sexagesimal (base 60) number"
        }
        if unsigned.contains("_"),
            unsigned.allSatisfy({
                $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_")
            })
        {
            return "a number with underscores"
        }
        return nil
    }
}

/// Short decimals (`0.35`, `-12.5`) converted without the C library's `strtod`, which cost more
/// than the rest of reading a number.
///
/// Clinger's fast path: when the digits form an integer m < 2^53 and there are k <= 22 of them after
/// the point, m and 10^k are both exact Doubles, so the one correctly rounded division m / 10^k is
/// the correctly rounded value of the decimal: bit for bit what `Double(text)` returns.
enum ExactDecimal {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }  // exact: every 10^k up to 10^22 is a Double
        return power
    }

    /// The value of `[-+]?[0-9]*(\.[0-9]*)?` text within the fast path's limits, else nil.
    static func value(of text: String) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var sawPoint = false
        var negative = false
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                digits += 1
                if sawPoint { fractionDigits += 1 }
                guard digits <= 15 else { return nil }  // 10^15 < 2^53: the mantissa stays exact
            case UInt8(ascii: ".") where !sawPoint:
                sawPoint = true
            case UInt8(ascii: "-") where offset == 0:
                negative = true
            case UInt8(ascii: "+") where offset == 0:
                break
            default:
                return nil  // exponents and anything else go to strtod
            }
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}

/// Whether a plain scalar's text is a YAML 1.2 core number, read in one pass over its bytes.
private enum NumberShape {
    /// `[-+]?[0-9]+` without a leading zero (`017` is YAML 1.1 octal: left a string, explained by
    /// `legacyForm`).
    case integer
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, not digits alone.
    case float
    case none

    init(_ text: String) {
        // Bytes, not Characters: an ASCII digit is one byte, and grapheme breaking was the cost here.
        var text = text
        self = text.withUTF8 { Self.classify($0) }
    }

    private static func classify(_ bytes: UnsafeBufferPointer<UInt8>) -> NumberShape {
        var index = 0
        let end = bytes.count
        func isDigit(_ position: Int) -> Bool {
            position < end && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
        }
        func isSign(_ position: Int) -> Bool {
            position < end && (bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+"))
        }
        if isSign(index) { index += 1 }
        let wholeStart = index
        while isDigit(index) { index += 1 }
        let whole = index - wholeStart
        if index == end {
            guard whole > 0 else { return .none }
            return whole == 1 || bytes[wholeStart] != UInt8(ascii: "0") ? .integer : .none
        }
        var fraction = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while isDigit(index) { index += 1 }
            fraction = index - fractionStart
        }
        guard whole > 0 || fraction > 0 else { return .none }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if isSign(index) { index += 1 }
            let exponentStart = index
            while isDigit(index) { index += 1 }
            guard index > exponentStart else { return .none }
        }
        return index == end ? .float : .none
    }
}
