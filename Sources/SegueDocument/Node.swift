/// A node of a loaded YAML or JSON document, with the place it came from.
///
/// YAML and JSON both load into this one tree, so everything above the document
/// layer is written once. Mapping keys keep their order and their own locations;
/// duplicate keys never reach this tree (the loader reports them).
public struct Node: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// One key and its value in a mapping.
    public struct Pair: Sendable, Hashable {
        public let key: Node
        public let value: Node
        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    public let content: Content
    public let location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }
}

/// A scalar as written, with enough of its style to resolve its type.
///
/// A plain YAML scalar (`12`, `true`, `null`) may be a number, a bool or null; a
/// quoted one is always a string. JSON strings load as quoted, JSON numbers,
/// `true`, `false` and `null` as plain.
public struct Scalar: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public let text: String
    public let style: Style

    public init(_ text: String, style: Style = .plain) {
        self.text = text
        self.style = style
    }

    public var isPlain: Bool { style == .plain }
}

extension Node {
    public var kindName: String {
        switch content {
        case .scalar(let scalar):
            return scalar.isPlain ? ScalarValue.resolve(scalar).kindName : "string"
        case .sequence: return "list"
        case .mapping: return "mapping"
        }
    }

    public var scalar: Scalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    public var pairs: [Pair]? {
        if case .mapping(let p) = content { return p }
        return nil
    }

    public var items: [Node]? {
        if case .sequence(let i) = content { return i }
        return nil
    }

    /// The value of `key` in a mapping, or nil when absent or not a mapping.
    public subscript(key: String) -> Node? {
        pairs?.first { $0.key.scalar?.text == key }?.value
    }
}
