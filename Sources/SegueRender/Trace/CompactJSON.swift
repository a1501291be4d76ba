import SegueDocument

/// A JSON encoder for the trace's frames that writes the same bytes as Foundation's `JSONEncoder`
/// with `[.sortedKeys, .withoutEscapingSlashes]` (and `.prettyPrinted` when asked) and the
/// `inf`/`-inf`/`nan` strings for non-finite numbers, at a fraction of the cost.
///
/// Foundation's encoder took 92% of `simulate --format ndjson`. This one builds a small tree of
/// already-formatted scalars per value, then writes it with keys in byte order (every key the
/// trace uses is ASCII, where byte order and Foundation's order agree; TraceJSONEncoderTests
/// compares the two over every frame of the catalog). Numbers are written as Foundation writes
/// them: the shortest round-trip `description`, without a trailing `.0`.
struct CompactJSON {
    let pretty: Bool

    func encode<T: Encodable>(_ value: T) -> [UInt8]? {
        let encoder = TreeEncoder(codingPath: [])
        do { try value.encode(to: encoder) } catch { return nil }
        var json = JSONWriter(whitespace: pretty ? .foundation : .compact, numbers: JSONNode.numbers)
        json.reserveCapacity(4096)
        write(encoder.root ?? JSONNode(object: ()), into: &json, depth: 0)
        return json.bytes
    }

    /// The tree with each object's keys in byte order, as Foundation's `.sortedKeys` writes them.
    private func write(_ node: JSONNode, into json: inout JSONWriter, depth: Int) {
        switch node.kind {
        case .scalar:
            json.append(formatted: node.text)
        case .array:
            json.array(count: node.items.count, depth: depth) { json, index in write(node.items[index], into: &json, depth: depth + 1) }
        case .object:
            let order = node.keys.indices.sorted { node.keys[$0].utf8.lexicographicallyPrecedes(node.keys[$1].utf8) }
            json.object(count: order.count, depth: depth) { json, position in
                json.key(node.keys[order[position]])
                write(node.items[order[position]], into: &json, depth: depth + 1)
            }
        }
    }
}

// Nested encoders get an empty `codingPath`: none of the trace's types reads it, and building
// one array per nested value cost more than the rest of a scalar's encoding.

/// A value being encoded: a formatted scalar, or a list or an object of nodes.
final class JSONNode {
    enum Kind { case scalar, array, object }
    var kind: Kind
    var text: [UInt8] = []
    var items: [JSONNode] = []
    var keys: [String] = []

    init(scalar text: [UInt8]) {
        kind = .scalar
        self.text = text
    }
    init(array: Void) { kind = .array }
    init(object: Void) { kind = .object }

    /// Sets `key`, replacing an earlier value as Foundation does.
    func set(_ key: String, _ value: JSONNode) {
        if let index = keys.firstIndex(of: key) {
            items[index] = value
        } else {
            keys.append(key)
            items.append(value)
        }
    }

    static let null = Array("null".utf8)
    /// The trace's numbers: -0 kept and infinities as strings, as Foundation wrote them.
    static let numbers = JSONWriter.Numbers.foundation(nonFinite: .strings)

    private static func scalar(_ write: (inout JSONWriter) -> Void) -> JSONNode {
        var json = JSONWriter(whitespace: .compact, numbers: numbers)
        write(&json)
        return JSONNode(scalar: json.bytes)
    }

    static func string(_ value: String) -> JSONNode { scalar { $0.string(value) } }
    static func number(_ value: Double) -> JSONNode { scalar { $0.number(value) } }
    /// A `Float` as Foundation writes it: its own shortest digits, not its `Double`'s.
    static func number(_ value: Float) -> JSONNode {
        guard value.isFinite else { return number(Double(value)) }
        var text = Array(value.description.utf8)
        if text.count >= 2, text[text.count - 2] == UInt8(ascii: "."), text[text.count - 1] == UInt8(ascii: "0") { text.removeLast(2) }
        return JSONNode(scalar: text)
    }
    static func integer<I: BinaryInteger>(_ value: I) -> JSONNode { JSONNode(scalar: Array(value.description.utf8)) }
    static func bool(_ value: Bool) -> JSONNode { JSONNode(scalar: Array((value ? "true" : "false").utf8)) }

    /// The node for a value, with the scalars written directly rather than through an encoder.
    static func make<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONNode {
        switch value {
        case let value as Double: return number(value)
        case let value as String: return string(value)
        case let value as Int: return integer(value)
        case let value as Bool: return bool(value)
        case let value as Float: return number(value)
        default:
            let encoder = TreeEncoder(codingPath: codingPath)
            try value.encode(to: encoder)
            return encoder.root ?? JSONNode(object: ())
        }
    }
}

final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var root: JSONNode?

    init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

    private func adopt(_ kind: JSONNode.Kind) -> JSONNode {
        if let root, root.kind == kind { return root }
        let node = kind == .array ? JSONNode(array: ()) : JSONNode(object: ())
        root = node
        return node
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(node: adopt(.object), codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(node: adopt(.array), codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }
}

struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, JSONNode(scalar: JSONNode.null)) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(key.stringValue, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.set(key.stringValue, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.set(key.stringValue, .number(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { node.set(key.stringValue, .number(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.set(key.stringValue, .integer(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.set(key.stringValue, try JSONNode.make(value, codingPath: []))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONNode(object: ())
        node.set(key.stringValue, child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = JSONNode(array: ())
        node.set(key.stringValue, child)
        return UnkeyedContainer(node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { SuperEncoder(parent: node, key: "super", codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SuperEncoder(parent: node, key: key.stringValue, codingPath: codingPath + [key])
    }
}

/// The encoder `superEncoder` hands out: what it encodes lands under its key in the parent.
final class SuperEncoder: Encoder {
    let parent: JSONNode
    let key: String
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private let inner: TreeEncoder

    init(parent: JSONNode, key: String, codingPath: [any CodingKey]) {
        self.parent = parent
        self.key = key
        self.codingPath = codingPath
        inner = TreeEncoder(codingPath: codingPath)
    }

    deinit { parent.set(key, inner.root ?? JSONNode(object: ())) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { inner.container(keyedBy: type) }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { inner.unkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { inner.singleValueContainer() }
}

struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.items.count }

    private func append(_ child: JSONNode) { node.items.append(child) }

    // The scalars take the protocol's defaults, which come here; `JSONNode.make` formats them.
    mutating func encodeNil() throws { append(JSONNode(scalar: JSONNode.null)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try JSONNode.make(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONNode(object: ())
        append(child)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = JSONNode(array: ())
        append(child)
        return UnkeyedContainer(node: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONNode(object: ())
        append(child)
        return SuperEncoder(parent: JSONNode(object: ()), key: "super", codingPath: codingPath)
    }
}

struct SingleContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    private func put(_ node: JSONNode) { encoder.root = node }

    mutating func encodeNil() throws { put(JSONNode(scalar: JSONNode.null)) }
    mutating func encode(_ value: Bool) throws { put(.bool(value)) }
    mutating func encode(_ value: String) throws { put(.string(value)) }
    mutating func encode(_ value: Double) throws { put(.number(value)) }
    mutating func encode(_ value: Float) throws { put(.number(value)) }
    mutating func encode(_ value: Int) throws { put(.integer(value)) }
    mutating func encode(_ value: Int8) throws { put(.integer(value)) }
    mutating func encode(_ value: Int16) throws { put(.integer(value)) }
    mutating func encode(_ value: Int32) throws { put(.integer(value)) }
    mutating func encode(_ value: Int64) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt8) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt16) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt32) throws { put(.integer(value)) }
    mutating func encode(_ value: UInt64) throws { put(.integer(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { put(try JSONNode.make(value, codingPath: codingPath)) }
}
