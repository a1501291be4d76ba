/// A JSON value with ordered object keys, written deterministically.
///
/// Used for every machine-readable output (schemas, `--format json` listings) so
/// the same input always gives byte-identical text.
package indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when their compact JSON texts are.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.compact == rhs.compact
    }

    /// Hashes the compact JSON text.
    package func hash(into hasher: inout Hasher) { hasher.combine(compact) }

    /// Pretty-printed with two-space indentation and a trailing newline.
    package var pretty: String {
        var writer = JSONWriter(whitespace: .pretty)
        writer.write(self)
        return writer.text + "\n"
    }

    /// On one line, with no spaces (for ndjson and hashing).
    package var compact: String {
        var writer = JSONWriter(whitespace: .compact)
        writer.write(self)
        return writer.text
    }

    /// An object's members by key; nil for anything else.
    package var fields: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return Dictionary(members, uniquingKeysWith: { _, last in last })
    }

    /// An object with `fields` in sorted key order: the deterministic form of a dictionary.
    package static func sorted(_ fields: [String: JSONValue]) -> JSONValue {
        .object(fields.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) })
    }

    /// The first members of every JSON Schema Segue writes (`segue schema`, Schemas/): the dialect,
    /// draft 2020-12, the schema's address under https://segue.dev/schemas/ (`file` is its name
    /// there, `trace.schema.json`) and its title.
    package static func schemaHead(file: String, title: String) -> [(String, JSONValue)] {
        [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://segue.dev/schemas/" + file)),
            ("title", .string(title)),
        ]
    }
}
