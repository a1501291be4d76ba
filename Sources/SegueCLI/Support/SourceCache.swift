import Segue

/// The text of every file read, so diagnostics can quote the offending line.
final class SourceCache {
    private var texts: [String: SourceText] = [:]

    func remember(_ path: String, bytes: [UInt8]) {
        texts[path] = SourceText(bytes: bytes)
    }

    func text(for path: String) -> SourceText? { texts[path] }
}
