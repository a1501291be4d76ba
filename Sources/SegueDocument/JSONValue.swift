/// A JSON value with ordered object keys, written deterministically.
///
/// Used for every machine-readable output (schemas, `--format json` listings) so
/// the same input always gives byte-identical text.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when their compact JSON texts are.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.compact == rhs.compact
    }

    /// Hashes the compact JSON text.
    public func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// Pretty-printed with two-space indentation and a trailing newline.
    public var pretty: String {
        var out = ""
        write(to: &out, indent: 0, pretty: true)
        out.append("\n")
        return out
    }

    /// On one line, with no spaces (for ndjson and hashing).
    public var compact: String {
        var out = ""
        write(to: &out, indent: 0, pretty: false)
        return out
    }

    private func write(to out: inout String, indent: Int, pretty: Bool) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d): out += JSONValue.format(d)
        case .string(let s): JSONValue.quote(s, into: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                item.write(to: &out, indent: indent + 2, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: " ", count: indent + 2) }
                JSONValue.quote(key, into: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, indent: indent + 2, pretty: pretty)
            }
            if pretty { out += "\n" + String(repeating: " ", count: indent) }
            out += "}"
        }
    }

    /// Integers without a fraction, others in Swift's shortest round-trip form; never NaN.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return "\(value)"
    }

    /// Appends `text` as a JSON string. With `scriptSafe`, `<` and the line and paragraph
    /// separators are escaped too, so the JSON can sit inside an HTML `<script>` element.
    public static func quote(_ text: String, into out: inout String, scriptSafe: Bool = false) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scriptSafe && (scalar == "<" || scalar.value == 0x2028 || scalar.value == 0x2029):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
