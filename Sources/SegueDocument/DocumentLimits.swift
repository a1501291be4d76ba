/// Bounds that keep a hostile or mistaken document from using unbounded time or memory.
///
/// Every limit is checked while loading, before the work it guards is done: the node
/// count includes nodes reached through YAML aliases and is checked before an alias is
/// expanded, so a "billion laughs" document stops at the limit instead of filling memory.
public struct DocumentLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes (`document.too-large`).
    public var maxBytes: Int
    /// Deepest nesting of mappings and sequences (`document.too-deep`).
    public var maxDepth: Int
    /// Most nodes in the loaded tree, counting every expansion of an alias (`document.too-many-nodes`).
    public var maxNodes: Int
    /// Longest scalar, in UTF-8 bytes after escapes are decoded (`document.scalar-too-long`).
    public var maxScalarLength: Int

    /// Limits on one document's size and shape.
    public init(
        maxBytes: Int = 1 << 20,
        maxDepth: Int = 64,
        maxNodes: Int = 100_000,
        maxScalarLength: Int = 64 << 10
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxScalarLength = maxScalarLength
    }

    /// 1 MiB, 64 levels, 100 000 nodes, 64 KiB scalars: far above any real effect manifest.
    public static let `default` = DocumentLimits()
}

/// Renders a byte count for a message: exact, with a friendlier unit when it is round.
func describeBytes(_ count: Int) -> String {
    if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
    if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
    return count == 1 ? "1 byte" : "\(count) bytes"
}
