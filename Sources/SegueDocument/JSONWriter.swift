/// The one JSON writer: every JSON text Segue prints (listings, schemas, check reports, traces,
/// plans, a page's data) is written by it, into a byte buffer.
///
/// Callers differ only in what the modes below say, each for a reason:
/// - `Whitespace.pretty` is Segue's own pretty form (`"key": value`, `[]` when empty); `Whitespace.foundation`
///   is what Foundation's `JSONEncoder` prints with `.prettyPrinted` (`"key" : value`, an empty line
///   inside an empty list), which the trace and plan formats were first written with and keep, byte
///   for byte, so files written by earlier versions compare equal.
/// - `Numbers.plain` writes -0 as 0 and a non-finite number as `null`; `Numbers.foundation` writes
///   -0 as Foundation does, and a non-finite number as `null` (plans) or as the strings `"inf"`,
///   `"-inf"`, `"nan"` (the trace's documented form); `Numbers.significant` rounds to that many
///   significant digits (a page's data: same value, same bytes).
/// - `scriptSafe` escapes `<` and the line and paragraph separators, so the text can sit inside an
///   HTML `<script>` element.
///
/// Numbers are written in the shortest form that reads back as the same `Double` (Swift's
/// `description`), without a trailing `.0`; whole numbers below 10^15 as integers.
package struct JSONWriter {
    /// Where lines break and how keys meet values.
    package enum Whitespace: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation, `"key": value`, `[]` and `{}` when empty.
        case pretty
        /// Foundation's `.prettyPrinted`: two-space indentation, `"key" : value`, and an empty line
        /// inside an empty list or object.
        case foundation
    }

    /// How numbers are written.
    package enum Numbers: Sendable {
        /// -0 as 0; infinities and NaN as `null`.
        case plain
        /// -0 as -0, as Foundation writes it; infinities and NaN as `nonFinite` says.
        case foundation(nonFinite: NonFinite)
        /// Rounded to this many significant digits; infinities and NaN as `null`.
        case significant(Int)
    }

    /// What stands for an infinity or NaN, which JSON has no number for.
    package enum NonFinite: Sendable {
        /// `null`.
        case null
        /// The strings `"inf"`, `"-inf"` and `"nan"`.
        case strings
    }

    /// The text so far, as UTF-8.
    package private(set) var bytes: [UInt8] = []
    /// Where lines break and how keys meet values.
    package let whitespace: Whitespace
    /// How numbers are written.
    package let numbers: Numbers
    /// True escapes `<`, U+2028 and U+2029 too.
    package let scriptSafe: Bool

    /// An empty writer.
    package init(whitespace: Whitespace = .compact, numbers: Numbers = .plain, scriptSafe: Bool = false) {
        self.whitespace = whitespace
        self.numbers = numbers
        self.scriptSafe = scriptSafe
    }

    /// Room for `count` bytes, for a caller that knows roughly how long its text is.
    package mutating func reserveCapacity(_ count: Int) { bytes.reserveCapacity(count) }

    /// Bytes another writer of the same modes already formatted (a scalar or a whole value).
    package mutating func append(formatted: [UInt8]) { bytes.append(contentsOf: formatted) }

    /// The text so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: - Trees

    /// Writes `value` at nesting `depth` (the depth only matters to the pretty forms).
    package mutating func write(_ value: JSONValue, depth: Int = 0) {
        switch value {
        case .null: raw("null")
        case .bool(let b): bool(b)
        case .int(let i): integer(i)
        case .number(let d): number(d)
        case .string(let s): string(s)
        case .array(let items):
            array(count: items.count, depth: depth) { json, index in json.write(items[index], depth: depth + 1) }
        case .object(let members):
            object(count: members.count, depth: depth) { json, index in
                json.key(members[index].0)
                json.write(members[index].1, depth: depth + 1)
            }
        }
    }

    /// A list of `count` items at nesting `depth`: `item` writes the one at each index, at `depth + 1`.
    package mutating func array(count: Int, depth: Int, item: (inout JSONWriter, Int) -> Void) {
        container(open: UInt8(ascii: "["), close: UInt8(ascii: "]"), count: count, depth: depth, member: item)
    }

    /// An object of `count` members at nesting `depth`: `member` writes the one at each position,
    /// its ``key(_:)`` and then its value at `depth + 1`, in the order the caller chose.
    package mutating func object(count: Int, depth: Int, member: (inout JSONWriter, Int) -> Void) {
        container(open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), count: count, depth: depth, member: member)
    }

    /// The punctuation and line breaks around `count` members, which `member` writes.
    private mutating func container(open: UInt8, close: UInt8, count: Int, depth: Int, member: (inout JSONWriter, Int) -> Void) {
        guard count > 0 else { return empty(open: open, close: close, depth: depth) }
        bytes.append(open)
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(depth: depth + 1)
            member(&self, index)
        }
        newline(depth: depth)
        bytes.append(close)
    }

    /// A key and the separator after it.
    package mutating func key(_ key: String) {
        string(key)
        switch whitespace {
        case .compact: bytes.append(UInt8(ascii: ":"))
        case .pretty: bytes.append(contentsOf: [58, 32])
        case .foundation: bytes.append(contentsOf: [32, 58, 32])
        }
    }

    /// A line break and the indentation of `depth`, in the pretty forms.
    package mutating func newline(depth: Int) {
        guard whitespace != .compact else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    private mutating func empty(open: UInt8, close: UInt8, depth: Int) {
        bytes.append(open)
        if whitespace == .foundation {
            bytes.append(UInt8(ascii: "\n"))
            newline(depth: depth)
        }
        bytes.append(close)
    }

    // MARK: - Scalars

    /// `text` as it is (punctuation the caller writes itself).
    package mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        value ? raw("true") : raw("false")
    }

    /// A whole number.
    package mutating func integer(_ value: Int) {
        if value == 0 { return bytes.append(UInt8(ascii: "0")) }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        while magnitude > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        }
        bytes[start...].reverse()
    }

    /// A number, as `numbers` says.
    package mutating func number(_ value: Double) {
        guard value.isFinite else {
            switch numbers {
            case .foundation(nonFinite: .strings): return value.isNaN ? raw("\"nan\"") : value < 0 ? raw("\"-inf\"") : raw("\"inf\"")
            case .foundation(nonFinite: .null), .plain, .significant: return raw("null")
            }
        }
        var value = value
        switch numbers {
        case .foundation:
            if value == 0, value.sign == .minus { return raw("-0") }
        case .plain:
            if value == 0 { return bytes.append(UInt8(ascii: "0")) }
        case .significant(let digits):
            value = JSONWriter.rounded(value, significantDigits: digits)
            if value == 0 { return bytes.append(UInt8(ascii: "0")) }
        }
        // Whole numbers first: most coordinates are, and `description` would allocate for them.
        if abs(value) < 1e15, let whole = Int(exactly: value) { return integer(whole) }
        var text = value.description
        text.withUTF8 { utf8 in
            let dropsPointZero = utf8.count >= 2 && utf8[utf8.count - 2] == UInt8(ascii: ".") && utf8[utf8.count - 1] == UInt8(ascii: "0")
            bytes.append(contentsOf: dropsPointZero ? UnsafeBufferPointer(rebasing: utf8.prefix(utf8.count - 2)) : utf8)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A string, quoted and escaped as Foundation escapes it (`\b`, `\f`, `\n`, `\r`, `\t`, other
    /// control characters as `\u00XX`; `/` left alone), plus what `scriptSafe` asks.
    package mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0x22: bytes.append(contentsOf: [92, 34])
            case 0x5C: bytes.append(contentsOf: [92, 92])
            case 0x0A: bytes.append(contentsOf: [92, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [92, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [92, UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [92, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [92, UInt8(ascii: "f")])
            case 0..<0x20: unicodeEscape(scalar.value)
            case 0x3C where scriptSafe, 0x2028 where scriptSafe, 0x2029 where scriptSafe: unicodeEscape(scalar.value)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func unicodeEscape(_ value: UInt32) {
        bytes.append(contentsOf: [92, UInt8(ascii: "u")])
        for shift: UInt32 in [12, 8, 4, 0] { bytes.append(JSONWriter.hex[Int(truncatingIfNeeded: (value >> shift) & 0xF)]) }
    }

    /// `value` to `digits` significant decimal digits. Dividing an integer by a power of ten is
    /// correctly rounded, so the result prints as exactly those digits.
    package static func rounded(_ value: Double, significantDigits digits: Int) -> Double {
        if value == 0 || !value.isFinite { return value }
        var magnitude = 0
        var x = abs(value)
        while x >= 10 {
            x /= 10
            magnitude += 1
        }
        while x < 1 {
            x *= 10
            magnitude -= 1
        }
        let shift = digits - 1 - magnitude
        func power10(_ n: Int) -> Double { (0..<n).reduce(1.0) { result, _ in result * 10 } }
        if shift >= 0 {
            guard shift <= 22 else { return 0 }
            let scale = power10(shift)
            return (value * scale).rounded() / scale
        }
        let scale = power10(-shift)
        return (value / scale).rounded() * scale
    }
}
