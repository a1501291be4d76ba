/// The typed meaning of a scalar, by the rules Segue documents (YAML 1.2 core schema).
///
/// Quoted scalars are always strings. Plain scalars resolve to null (`null`, `~`,
/// empty), booleans (`true`/`false` in any of three casings), decimal integers that
/// fit in 64 bits, decimal floats, `.nan` and `.inf`. YAML 1.1 spellings that other
/// parsers read as numbers or booleans (`0x1F`, `017`, `1:30`, `1_000`, `yes`, `off`)
/// are not guessed at: they stay strings, and `legacyForm` names what they would
/// have meant so a caller expecting a number or a bool can say so.
public enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A well-formed number that Segue cannot hold exactly (`1e999`, a 30-digit integer).
    case outOfRange(String)

    public var kindName: String {
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
    public var number: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    public static func resolve(_ scalar: Scalar) -> ScalarValue {
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
            switch text {
            case "", "~", "null", "Null", "NULL": return .null
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            case ".nan", ".NaN", ".NAN": return .double(.nan)
            case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
            case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
            default: break
            }
        }
        if isDecimalInteger(text) {
            if let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) {
                return .int(value)
            }
            return .outOfRange(text)
        }
        if isDecimalFloat(text) {
            guard let value = Double(text) else { return .string(text) }
            if !value.isFinite { return .outOfRange(text) }
            return .double(value)
        }
        return .string(text)
    }

    /// What a YAML 1.1 parser would have read this plain text as, if anything.
    ///
    /// Used to explain why `0x10` or `yes` is not accepted where a number or a
    /// boolean is expected.
    public static func legacyForm(_ text: String) -> String? {
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
        if unsigned.contains(":"), unsigned.split(separator: ":").allSatisfy({ part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        }) {
            return "a sexagesimal (base 60) number"
        }
        if unsigned.contains("_"), unsigned.allSatisfy({
            $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_")
        }) {
            return "a number with underscores"
        }
        return nil
    }

    private static func isDecimalInteger(_ text: String) -> Bool {
        // Bytes, not Characters: an ASCII digit is one byte, and grapheme breaking was the cost here.
        var digits = Substring(text).utf8
        if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return false
        }
        // A leading zero (`017`) is YAML 1.1 octal: left as a string, explained by legacyForm.
        return digits.count == 1 || digits.first != UInt8(ascii: "0")
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, the YAML 1.2 core float.
    private static func isDecimalFloat(_ text: String) -> Bool {
        var chars = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let c = chars.first, c >= 48, c <= 57 {
                chars = chars.dropFirst()
                count += 1
            }
            return count
        }
        if let c = chars.first, c == UInt8(ascii: "-") || c == UInt8(ascii: "+") { chars = chars.dropFirst() }
        let whole = digits()
        var fraction = 0
        var sawDot = false
        if chars.first == UInt8(ascii: ".") {
            sawDot = true
            chars = chars.dropFirst()
            fraction = digits()
        }
        guard whole > 0 || fraction > 0 else { return false }
        // Digits alone are an integer (or YAML 1.1 octal), never a float.
        if !sawDot, chars.isEmpty { return false }
        if let c = chars.first, c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            chars = chars.dropFirst()
            if let s = chars.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { chars = chars.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return chars.isEmpty
    }
}
