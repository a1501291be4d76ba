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
/// and the line exists; notes are one line each.
///
/// Hostile text stays inert: control characters in messages, file names and excerpts
/// are escaped (`escaped`), so a key holding ESC sequences or a newline can neither
/// drive the terminal nor forge a line of its own. A long line is cut to a window of
/// `excerptWidth` characters around the column, so each diagnostic costs about the same
/// whatever the line's length; `capped` keeps the first `maxPerFile` diagnostics of each
/// file and says how many more there were.
public enum DiagnosticRenderer {
    /// Most characters of a source line an excerpt shows.
    package static let excerptWidth = 120
    /// Most diagnostics shown for one file (the rest are counted in one note).
    package static let maxPerFile = 100

    /// The code of the note that stands for the diagnostics `capped` left out.
    package static let truncatedCode = "diagnostics.truncated"

    /// Renders one diagnostic, with its source line when `source` is the text of its file.
    public static func render(_ diagnostic: Diagnostic, source: SourceText?) -> String {
        var output = escaped(diagnostic.headline) + "\n"
        if diagnostic.code != truncatedCode, let location = diagnostic.location, let line = source?.line(location.line) {
            output += excerpt(line: line, column: location.column)
        }
        for note in diagnostic.notes {
            let place = note.location.map { "\($0): " } ?? ""
            output += escaped("\(place)\(Diagnostic.Severity.note.rawValue): \(note.message)") + "\n"
        }
        return output
    }

    /// Renders several diagnostics in order, looking up each one's source by file name.
    public static func render(_ diagnostics: [Diagnostic], source: (String) -> SourceText?) -> String {
        diagnostics.map { render($0, source: $0.location.flatMap { source($0.file) }) }.joined()
    }

    /// The first `limit` diagnostics of each file, in order; where a file had more, a note
    /// (`diagnostics.truncated`) after its last shown one says how many were left out.
    /// Diagnostics without a location are all kept.
    package static func capped(_ diagnostics: [Diagnostic], perFile limit: Int = maxPerFile) -> [Diagnostic] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics {
            if let file = diagnostic.location?.file { counts[file, default: 0] += 1 }
        }
        guard counts.values.contains(where: { $0 > limit }) else { return diagnostics }
        var shown: [String: Int] = [:]
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            guard let file = diagnostic.location?.file else {
                kept.append(diagnostic)
                continue
            }
            let index = shown[file, default: 0]
            shown[file] = index + 1
            guard index < limit else { continue }
            kept.append(diagnostic)
            if index == limit - 1, let total = counts[file], total > limit {
                kept.append(
                    Diagnostic(
                        .note, code: truncatedCode,
                        "\(total - limit) more diagnostics in this file not shown (the first \(limit) are); fix these and run again",
                        at: SourceLocation(file: file, line: 1, column: 1)))
            }
        }
        return kept
    }

    /// The source line indented by two spaces, then a caret under `column`.
    ///
    /// Tabs before the caret are copied from the line, so the caret lines up whatever
    /// width the terminal gives a tab; columns count Unicode scalars, like locations do.
    /// A line longer than `excerptWidth` shows only a window around the column, with `…`
    /// where it was cut.
    static func excerpt(line: String, column: Int) -> String {
        let scalars = line.unicodeScalars
        let target = max(column - 1, 0)
        // Walk at most to the window's end: the cost does not grow with the line's length.
        var start = max(0, target - excerptWidth / 2)
        var startIndex = scalars.index(scalars.startIndex, offsetBy: start, limitedBy: scalars.endIndex) ?? scalars.endIndex
        var window: [Unicode.Scalar] = []
        var index = startIndex
        while index != scalars.endIndex, window.count < excerptWidth {
            window.append(scalars[index])
            scalars.formIndex(after: &index)
        }
        let cutAfter = index != scalars.endIndex
        if start > 0, window.count < excerptWidth {
            // Near the end of a long line: show a full window ending at the line's end.
            let missing = min(excerptWidth - window.count, start)
            start -= missing
            startIndex = scalars.index(startIndex, offsetBy: -missing)
            var extra: [Unicode.Scalar] = []
            var back = startIndex
            for _ in 0..<missing {
                extra.append(scalars[back])
                scalars.formIndex(after: &back)
            }
            window = extra + window
        }
        let cutBefore = start > 0
        var shown = cutBefore ? "…" : ""
        var padding = cutBefore ? " " : ""
        for (offset, scalar) in window.enumerated() {
            let text = printable(scalar, keepingTab: true)
            shown += text
            if start + offset < target {
                padding += scalar == "\t" ? "\t" : String(repeating: " ", count: text.unicodeScalars.count)
            }
        }
        if cutAfter { shown += "…" }
        let missing = target - (start + window.count)
        if missing > 0 { padding += String(repeating: " ", count: missing) }
        return "  \(shown)\n  \(padding)^\n"
    }

    /// `text` with every control character made visible: C0 controls as their Unicode
    /// control pictures (a newline shows as `␊`, NUL as `␀`), DEL as `␡`, and C1 controls,
    /// LINE and PARAGRAPH SEPARATOR, the bidirectional marks, embeddings, overrides and
    /// isolates, and the characters that draw nothing (`invisible`) as `\u{XXXX}`. Tabs become
    /// `␉` too: a message is one line.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars { out += printable(scalar, keepingTab: false) }
        return out
    }

    /// `scalar` as `escaped` shows it: itself when printable, else its control picture or `\u{XXXX}`.
    ///
    /// The one table of what is made visible, shared by every output format (terminal text,
    /// Markdown, HTML and SVG, GitHub workflow commands) so none can let an ESC or a bidi override through.
    package static func visible(_ scalar: Unicode.Scalar) -> String { printable(scalar, keepingTab: false) }

    /// True when `escaped` would change `scalar` (a control character, a bidirectional control,
    /// or a character that draws nothing).
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        case 0xAD...: invisible(scalar.value)
        default: false
        }
    }

    /// Characters a terminal, an editor or a browser draws as nothing, so that `cube` and
    /// `cu\u{200B}be` would look alike: Unicode's Default_Ignorable_Code_Point set
    /// (DerivedCoreProperties.txt; the zero-width space and joiners, the word joiner and invisible
    /// operators, the byte order mark, the Hangul fillers, the tag characters) and the interlinear
    /// annotation controls U+FFF9-U+FFFB, which are format characters that draw nothing either.
    /// Written out rather than read from `properties`, so the output does not change with the
    /// Unicode version of the standard library. The variation selectors (U+FE00-U+FE0F,
    /// U+E0100-U+E01EF, and Mongolian's U+180B-U+180D and U+180F) are left as they are: they choose
    /// how the character before them is drawn (an emoji's colour form), which a reader expects to see.
    static func invisible(_ value: UInt32) -> Bool {
        switch value {
        case 0xAD, 0x34F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B...0x200D, 0x2060...0x2065, 0x206A...0x206F,
            0x3164, 0xFEFF, 0xFFA0, 0xFFF0...0xFFFB, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE00FF, 0xE01F0...0xE0FFF:
            true
        default: false
        }
    }

    private static func printable(_ scalar: Unicode.Scalar, keepingTab: Bool) -> String {
        guard needsEscape(scalar) else { return String(scalar) }
        switch scalar.value {
        case 0x09 where keepingTab: return "\t"
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
        case 0x7F: return "\u{2421}"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
        }
    }
}
