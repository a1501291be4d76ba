/// A node of a loaded YAML or JSON document, with the place it came from.
///
/// YAML and JSON both load into this one tree, so everything above the document
/// layer is written once. Mapping keys keep their order and their own locations;
/// duplicate keys never reach this tree (the loader reports them).
///
/// A node is a handle: the nodes of one document live together in a `NodeTree`
/// (fixed-size records in one array, every scalar's text in one byte buffer), so a
/// file loads with a handful of allocations rather than one or more per node, and
/// copying a node copies one reference. Equality is structural: two nodes are equal
/// when they have the same place, the same content and equal children.
public struct Node: Sendable {
    let tree: NodeTree
    let index: Int32

    init(tree: NodeTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    /// What a node holds, materialised: for pattern matching, not for hot paths.
    package enum Content: Sendable, Hashable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// One key and its value in a mapping.
    package struct Pair: Sendable, Hashable {
        /// The key node.
        package let key: Node
        /// The value node.
        package let value: Node
        /// A pair of `key` and `value`.
        package init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    var record: NodeRecord { tree.records[Int(index)] }

    /// The node as a scalar, a list or a mapping.
    package var content: Content {
        if let scalar { return .scalar(scalar) }
        if let pairs { return .mapping(Array(pairs)) }
        return .sequence(Array(items!))
    }

    /// Where the node starts in its file (1-based line and column).
    public var location: SourceLocation { record.location(in: tree.file) }

    /// The scalar's text and style; nil for a mapping or a list.
    public var scalar: Scalar? {
        let record = record
        guard record.kind == .scalar else { return nil }
        return Scalar(tree.string(record), style: record.style)
    }

    /// True when this is a scalar whose text is exactly `text`, compared without making a string.
    package func hasText(_ text: String) -> Bool {
        tree.textEquals(record, text)
    }

    /// The pairs of a mapping, in file order; nil when this is not a mapping.
    package var pairs: Pairs? {
        let record = record
        guard record.kind == .mapping else { return nil }
        return Pairs(tree: tree, start: Int(record.start), count: Int(record.count))
    }

    /// The items of a list, in file order; nil when this is not a list.
    package var items: Items? {
        let record = record
        guard record.kind == .sequence else { return nil }
        return Items(tree: tree, start: Int(record.start), count: Int(record.count))
    }

    /// What the node is, for messages: `a number`, `a string`, `a list`, `a mapping`, `null`.
    package var kindName: String {
        switch record.kind {
        case .scalar:
            let scalar = scalar!
            return scalar.isPlain ? ScalarValue.resolve(scalar).kindName : "string"
        case .sequence: return "list"
        case .mapping: return "mapping"
        }
    }

    /// The value of `key` in a mapping, or nil when absent or not a mapping.
    package subscript(key: String) -> Node? {
        guard let pairs else { return nil }
        return pairs.firstIndex(ofKey: key).map { pairs.value(at: $0) }
    }
}

extension Node {
    /// A mapping's pairs: a view into the document, made without copying.
    package struct Pairs: RandomAccessCollection, Sendable {
        let tree: NodeTree
        /// Where the first key is in the tree's entries; keys and values alternate from there.
        let start: Int
        /// The number of pairs.
        package let count: Int

        /// No pairs: what a missing mapping reads as.
        package static let empty = Pairs(tree: NodeTree.empty, start: 0, count: 0)

        /// 0.
        package var startIndex: Int { 0 }
        /// The number of pairs.
        package var endIndex: Int { count }

        /// The pair at `position`.
        package subscript(position: Int) -> Pair {
            Pair(key: key(at: position), value: value(at: position))
        }

        /// The key at `position`, without making the pair.
        package func key(at position: Int) -> Node {
            precondition(position >= 0 && position < count, "pair index out of range")
            return Node(tree: tree, index: tree.entries[start + 2 * position])
        }

        /// The value at `position`, without making the pair.
        package func value(at position: Int) -> Node {
            precondition(position >= 0 && position < count, "pair index out of range")
            return Node(tree: tree, index: tree.entries[start + 2 * position + 1])
        }

        /// The position of the first pair whose key is `key`.
        package func firstIndex(ofKey key: String) -> Int? {
            tree.firstKey(key, inPairsFrom: start, count: count)
        }

        /// The position of the pair whose key is `key`, searched from `hint` to the end and then
        /// from the start: a reader that asks for keys in the order files usually write them
        /// finds each one at its first probe. Keys of a loaded mapping are unique, so this is
        /// the same pair `firstIndex(ofKey:)` finds.
        package func index(ofKey key: String, from hint: Int) -> Int? {
            let hint = Swift.min(Swift.max(hint, 0), count)
            if let found = tree.firstKey(key, inPairsFrom: start + 2 * hint, count: count - hint) { return hint + found }
            return tree.firstKey(key, inPairsFrom: start, count: hint)
        }
    }

    /// A list's items: a view into the document, made without copying.
    package struct Items: RandomAccessCollection, Sendable {
        let tree: NodeTree
        let start: Int
        /// The number of items.
        package let count: Int

        /// 0.
        package var startIndex: Int { 0 }
        /// The number of items.
        package var endIndex: Int { count }

        /// The item at `position`.
        package subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "item index out of range")
            return Node(tree: tree, index: tree.entries[start + position])
        }
    }
}

extension Node: Hashable {
    /// Equal when the nodes hold the same content (locations aside).
    public static func == (lhs: Node, rhs: Node) -> Bool {
        if lhs.tree === rhs.tree, lhs.index == rhs.index { return true }
        let (a, b) = (lhs.record, rhs.record)
        guard a.kind == b.kind, a.line == b.line, a.column == b.column, a.count == b.count,
            lhs.tree.file == rhs.tree.file
        else { return false }
        switch a.kind {
        case .scalar:
            return a.style == b.style && lhs.tree.text(a).elementsEqual(rhs.tree.text(b))
        case .sequence:
            return lhs.items!.elementsEqual(rhs.items!)
        case .mapping:
            return lhs.pairs!.elementsEqual(rhs.pairs!)
        }
    }

    /// Hashes the content, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        let record = record
        hasher.combine(record.kind)
        hasher.combine(record.line)
        hasher.combine(record.column)
        hasher.combine(record.count)
        if record.kind == .scalar { tree.text(record).withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}

/// A scalar as written, with enough of its style to resolve its type.
///
/// A plain YAML scalar (`12`, `true`, `null`) may be a number, a bool or null; a
/// quoted one is always a string. JSON strings load as quoted, JSON numbers,
/// `true`, `false` and `null` as plain.
public struct Scalar: Sendable, Hashable {
    /// How the scalar was written: plain, quoted, or a block.
    public enum Style: String, Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The scalar's text, with escapes resolved.
    public let text: String
    /// How it was written.
    public let style: Style

    /// A scalar of `text` written in `style`.
    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    /// True when unquoted, so `12` or `true` read as a number or a boolean.
    package var isPlain: Bool { style == .plain }
}
