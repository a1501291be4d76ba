import SegueDocument

/// The text of every file read, so diagnostics can quote the offending line.
public final class SourceCache {
    public init() {}

    private var texts: [String: SourceText] = [:]

    public func remember(_ path: String, bytes: [UInt8]) {
        texts[path] = SourceText(bytes: bytes)
    }

    public func text(for path: String) -> SourceText? { texts[path] }
}
