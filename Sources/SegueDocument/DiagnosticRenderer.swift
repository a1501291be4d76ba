/// Renders diagnostics the way a compiler prints them.
///
/// ```
/// Effects/fold.yaml:12:5: error: 'folds' must be at least 1 [manifest.range]
///   folds: 0
///          ^
/// Effects/fold.yaml:3:1: note: first defined here
/// ```
///
/// Pure: it returns text and never prints. Every rendered line ends with `\n`. The
/// source line is shown only when the caller passes the text of the diagnostic's file
/// and the line exists; notes are one line each. In the shown line, control characters
/// other than tab are replaced by their Unicode "control picture" (NUL shows as `␀`) so
/// the output stays printable and the caret still lines up.
public enum DiagnosticRenderer {
    /// Renders one diagnostic, with its source line when `source` is the text of its file.
    public static func render(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        var output = diagnostic.headline + "\n"
        if let location = diagnostic.location, let line = source?.line(location.line) {
            output += excerpt(line: line, column: location.column)
        }
        for note in diagnostic.notes {
            let place = note.location.map { "\($0): " } ?? ""
            output += "\(place)\(Diagnostic.Severity.note.rawValue): \(note.message)\n"
        }
        return output
    }

    /// Renders several diagnostics in order, looking up each one's source by file name.
    public static func render(_ diagnostics: [Diagnostic], source: (String) -> SourceText?) -> String {
        diagnostics.map { render($0, source: $0.location.flatMap { source($0.file) }) }.joined()
    }

    /// The source line indented by two spaces, then a caret under `column`.
    ///
    /// Tabs before the caret are copied from the line, so the caret lines up whatever
    /// width the terminal gives a tab; columns count Unicode scalars, like locations do.
    static func excerpt(line: String, column: Int) -> String {
        var shown = String.UnicodeScalarView()
        var padding = ""
        for (offset, scalar) in line.unicodeScalars.enumerated() {
            shown.append(printable(scalar))
            if offset < column - 1 { padding.append(scalar == "\t" ? "\t" : " ") }
        }
        let missing = column - 1 - line.unicodeScalars.count
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        return "  \(String(shown))\n  \(padding)^\n"
    }

    private static func printable(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: scalar
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? scalar
        case 0x7F: "\u{2421}"
        default: scalar
        }
    }
}
