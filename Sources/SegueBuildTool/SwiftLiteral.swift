import SegueDocument

/// Swift string literals that hold any text exactly, for the files the tool generates.
enum SwiftLiteral {
    /// An ordinary one-line literal, `"..."`, whose value is `text`, byte for byte.
    ///
    /// One rule for every text, so one argument covers them all. In an ordinary literal only a
    /// backslash starts anything, an escape or `\(` an interpolation, and a quote ends it (The
    /// Swift Programming Language, Lexical Structure, "String Literals"). Here every backslash is
    /// written `\\` and every quote `\"`, so nothing in the text can interpolate or end the
    /// literal, whatever `#`, `(`, `"#` or `"""` it holds: those mean something only in a raw
    /// string (`#"..."#`, where `\#(` interpolates, the hole the tool once had) or a multi-line
    /// one, and the tool writes neither. A one-line literal cannot hold a line feed or a carriage
    /// return, so those are `\n` and `\r`; every other control character, U+2028, U+2029 and the
    /// bidirectional controls (the table diagnostics escape, `DiagnosticRenderer.needsEscape`)
    /// are `\u{...}`, so an editor shows no forged line break or reordered text. Everything else
    /// stands as itself. A Swift `String` holds only Unicode scalars, so a lone surrogate cannot
    /// reach here: the tool's readers decode one as U+FFFD (invalid UTF-8 is an error, a JSON
    /// `"\ud800"` becomes U+FFFD).
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where DiagnosticRenderer.needsEscape(scalar): out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
