/// What a node is, stored in one byte.
enum NodeKind: UInt8, Sendable, Hashable {
    case scalar, sequence, mapping
}

/// One node of a document, in a fixed-size record.
///
/// Positions are 32-bit: a document is refused above 2 GiB (see `Document.checkEncoding`),
/// and no count, line, column or offset in a document can exceed its byte count.
struct NodeRecord: Sendable {
    var line: Int32
    var column: Int32
    /// A scalar: its first byte in `NodeTree.text`. A collection: its first entry in `NodeTree.entries`.
    var start: Int32
    /// A scalar: its length in bytes. A list: its items. A mapping: its pairs (twice as many entries).
    var count: Int32
    var kind: NodeKind
    var style: Scalar.Style

    /// A scalar's bytes in `NodeTree.text`.
    var textRange: Range<Int> { Int(start)..<Int(start + count) }

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: Int(column))
    }

    /// True when this is a scalar whose bytes in `text` (its tree's text buffer) are `wanted`:
    /// the one comparison behind every key lookup and text test.
    @inline(__always)
    func hasText(_ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard kind == .scalar, Int(count) == wanted.count else { return false }
        return wanted.isEmpty || memoryEqual(text.baseAddress! + Int(start), wanted.baseAddress!, wanted.count)
    }
}

/// The storage behind every `Node` of one document, immutable once built.
final class NodeTree: Sendable {
    let file: String
    let records: [NodeRecord]
    /// The children of every collection, each collection's contiguous: items, or key, value, key, value.
    let entries: [Int32]
    /// The text of every scalar, escapes decoded, one after another.
    let text: [UInt8]

    /// A tree with no nodes, behind empty views.
    static let empty = NodeTree(file: "", records: [], entries: [], text: [])

    init(file: String, records: [NodeRecord], entries: [Int32], text: [UInt8]) {
        self.file = file
        self.records = records
        self.entries = entries
        self.text = text
    }

    func text(_ record: NodeRecord) -> ArraySlice<UInt8> { text[record.textRange] }

    /// Decoded from the raw buffer: through the ArraySlice it cost about 1,300 more instructions a manifest.
    func string(_ record: NodeRecord) -> String {
        text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[record.textRange]), as: UTF8.self) }
    }

    /// The first of `count` pairs, from entry `start`, whose key is `key`: the lookup every
    /// reader makes per key, so it runs over the raw buffers with the key's bytes fetched once.
    func firstKey(_ key: String, inPairsFrom start: Int, count: Int) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            records.withUnsafeBufferPointer { records in
                entries.withUnsafeBufferPointer { entries in
                    text.withUnsafeBufferPointer { text in
                        for position in 0..<count where records[Int(entries[start + 2 * position])].hasText(wanted, in: text) {
                            return position
                        }
                        return nil
                    }
                }
            }
        }
    }

    /// True when `record` is a scalar whose text is `other`.
    func textEquals(_ record: NodeRecord, _ other: String) -> Bool {
        var other = other
        return other.withUTF8 { wanted in text.withUnsafeBufferPointer { record.hasText(wanted, in: $0) } }
    }
}

/// Byte comparison without libc: keys are short, so a plain loop is as fast as `memcmp`'s call.
@inline(__always)
func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index + 8 <= count {
        if UnsafeRawPointer(a + index).loadUnaligned(as: UInt64.self)
            != UnsafeRawPointer(b + index).loadUnaligned(as: UInt64.self)
        {
            return false
        }
        index += 8
    }
    while index < count {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}

/// Builds a `NodeTree` bottom-up, as both loaders meet nodes: scalars when read, collections
/// opened at their start and closed at their end.
///
/// Finished children wait on one `pending` stack until their collection closes, then move into
/// `entries` in one run, so a collection costs no allocation of its own.
struct NodeTreeBuilder {
    let file: String
    private(set) var records: [NodeRecord] = []
    private var entries: [Int32] = []
    private var text: [UInt8] = []
    /// Finished children of the open collections, innermost last: a mapping's as key, value, key, value.
    private(set) var pending: [Int32] = []

    /// `sizeHint` is the document's byte count; the buffers are reserved from it so a typical
    /// file grows none of them.
    init(file: String, sizeHint: Int) {
        self.file = file
        records.reserveCapacity(sizeHint / 8 + 8)
        entries.reserveCapacity(sizeHint / 8 + 8)
        text.reserveCapacity(sizeHint)
        pending.reserveCapacity(64)
    }

    func record(_ node: Int32) -> NodeRecord { records[Int(node)] }

    mutating func scalar(_ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, line: Int, column: Int) -> Int32 {
        let start = Int32(text.count)
        text.append(contentsOf: bytes)
        return add(
            NodeRecord(
                line: Int32(line), column: Int32(column), start: start, count: Int32(bytes.count), kind: .scalar, style: style))
    }

    mutating func scalar(_ string: String, style: Scalar.Style, line: Int, column: Int) -> Int32 {
        var string = string
        return string.withUTF8 { scalar($0, style: style, line: line, column: column) }
    }

    /// An empty collection, to be filled by `close`.
    mutating func collection(isMapping: Bool, line: Int, column: Int) -> Int32 {
        add(
            NodeRecord(
                line: Int32(line), column: Int32(column), start: 0, count: 0, kind: isMapping ? .mapping : .sequence,
                style: .plain))
    }

    /// A node with `target`'s content at another place: a YAML alias. Children are shared.
    mutating func alias(of target: Int32, line: Int, column: Int) -> Int32 {
        var record = records[Int(target)]
        record.line = Int32(line)
        record.column = Int32(column)
        return add(record)
    }

    mutating func setStyle(_ style: Scalar.Style, of node: Int32) {
        records[Int(node)].style = style
    }

    /// A finished child of the innermost open collection.
    mutating func push(_ node: Int32) { pending.append(node) }

    /// Gives `node` the children pushed since `start` (pairs when it is a mapping).
    mutating func close(_ node: Int32, childrenFrom start: Int) {
        let count = pending.count - start
        records[Int(node)].start = Int32(entries.count)
        records[Int(node)].count = Int32(records[Int(node)].kind == .mapping ? count / 2 : count)
        entries.append(contentsOf: pending[start...])
        pending.removeLast(count)
    }

    func string(of node: Int32) -> String { String(decoding: text[records[Int(node)].textRange], as: UTF8.self) }

    func location(of node: Int32) -> SourceLocation { records[Int(node)].location(in: file) }

    /// True when `node` is a scalar whose text is `expected`, compared as bytes.
    func hasText(_ node: Int32, _ expected: StaticString) -> Bool {
        let record = records[Int(node)]
        return expected.withUTF8Buffer { wanted in text.withUnsafeBufferPointer { record.hasText(wanted, in: $0) } }
    }

    /// True when both are scalars with the same text.
    func sameText(_ a: Int32, _ b: Int32) -> Bool {
        let (x, y) = (records[Int(a)], records[Int(b)])
        guard x.kind == .scalar, y.kind == .scalar, x.count == y.count else { return false }
        return text.withUnsafeBufferPointer { buffer in
            x.count == 0
                || memoryEqual(buffer.baseAddress! + Int(x.start), buffer.baseAddress! + Int(y.start), Int(x.count))
        }
    }

    /// The nodes as a tree, `root` at the top.
    consuming func finish(root: Int32) -> Node {
        Node(tree: NodeTree(file: file, records: records, entries: entries, text: text), index: root)
    }

    private mutating func add(_ record: NodeRecord) -> Int32 {
        records.append(record)
        return Int32(records.count - 1)
    }
}
