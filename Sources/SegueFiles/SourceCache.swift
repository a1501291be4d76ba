import SegueDocument

/// The text of every file read, so diagnostics can quote the offending line.
///
/// Only the bytes are kept when a file is read; the `SourceText` (its line table) is built the
/// first time a diagnostic asks for it. Most runs quote nothing, and building the line tables of
/// the 60 built-ins up front was a quarter of `segue list`.
public final class SourceCache {
    /// An empty cache.
    public init() {}

    private var bytes: [String: [UInt8]] = [:]
    private var texts: [String: SourceText] = [:]

    /// Keeps the bytes of `path` for later quotes.
    package func remember(_ path: String, bytes: [UInt8]) {
        self.bytes[path] = bytes
        texts[path] = nil
    }

    /// The text of `path`, split into lines on first use; nil when it was never read.
    public func text(for path: String) -> SourceText? {
        if let text = texts[path] { return text }
        guard let stored = bytes[path] else { return nil }
        let text = SourceText(bytes: stored)
        texts[path] = text
        return text
    }
}
