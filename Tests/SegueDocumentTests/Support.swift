import SegueDocument
import Testing

/// Loads `text` and returns the diagnostics it throws (empty when it loads).
func diagnostics(
    _ text: String, file: String = "t.yaml", limits: DocumentLimits = .default
) -> [Diagnostic] {
    diagnostics(bytes: Array(text.utf8), file: file, limits: limits)
}

func diagnostics(bytes: [UInt8], file: String = "t.yaml", limits: DocumentLimits = .default) -> [Diagnostic] {
    do {
        _ = try Document.load(bytes: bytes, file: file, limits: limits)
        return []
    } catch {
        return error.diagnostics
    }
}

/// `code@line:column` for each diagnostic: compact enough to compare in one `#expect`.
func places(_ list: [Diagnostic]) -> [String] {
    list.map { d in "\(d.code)@" + (d.location.map { "\($0.line):\($0.column)" } ?? "-") }
}

func load(_ text: String, file: String = "t.yaml") throws -> Node {
    try Document.load(text: text, file: file)
}

extension Node {
    /// `line:column` of this node.
    var at: String { "\(location.line):\(location.column)" }
    var text: String? { scalar?.text }
}
