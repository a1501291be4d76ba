/// Swift string literals that hold any text exactly, for the files the tool generates.
enum SwiftLiteral {
    /// A literal whose value is `text`, byte for byte.
    ///
    /// Text with no quote, backslash or control character (an id, a path) is a plain `"..."`.
    /// Other text without control characters (compact JSON) is a raw string on one line,
    /// `#"..."#`, with as many `#` as it takes for no `"#` in the text to end it early, so JSON
    /// reads as JSON. Anything else (a manifest's lines, a tab, a carriage return, which a
    /// multi-line literal would turn into a line feed) is an ordinary literal with every
    /// backslash, quote and control character escaped.
    static func string(_ text: String) -> String {
        let hasControl = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        if !hasControl && !text.contains("\"") && !text.contains("\\") { return "\"" + text + "\"" }
        guard hasControl else {
            var hashes = "#"
            while text.contains("\"" + hashes) { hashes += "#" }
            return hashes + "\"" + text + "\"" + hashes
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
