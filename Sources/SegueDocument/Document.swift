/// The syntax a document is written in.
public enum DocumentFormat: String, Sendable, Hashable, CaseIterable {
    /// YAML 1.2 as libyaml reads it, with Segue's restrictions (see `Document.load`).
    case yaml
    /// Strict RFC 8259 JSON.
    case json
    /// Decide by the file name: `.json` is JSON, anything else (`.yaml`, `.yml`, none) is YAML.
    case infer

    /// The concrete format for `file`: `self` unless this is `.infer`.
    ///
    /// JSON files go to the strict JSON loader even though YAML reads most JSON, so
    /// that a `.json` file is held to RFC 8259 and reports JSON errors.
    package func resolved(forFile file: String) -> DocumentFormat {
        guard self == .infer else { return self }
        // Bytes from the end: the extension after the last dot of the last path component.
        // Splitting the whole path into Strings cost more than the rest of a small file's load.
        // No non-ASCII character lowercases to j, s, o or n, so a JSON extension is 4 ASCII bytes.
        var ext: UInt32 = 0
        var length = 0
        for byte in file.utf8.reversed() {
            if byte == UInt8(ascii: ".") {
                return length == 4 && ext == 0x6A_73_6F_6E ? .json : .yaml  // "json", first byte highest
            }
            if byte == UInt8(ascii: "/") || length == 4 { return .yaml }
            ext |= UInt32(byte | 0x20) << (8 * length)  // ASCII letters to lower case; no other byte becomes j, s, o or n
            length += 1
        }
        return .yaml
    }
}

/// Loads YAML or JSON bytes into one located node tree.
public enum Document {
    /// Parses one document and returns its root node.
    ///
    /// `file` is only used to label locations; nothing is read from disk. The bytes must
    /// be UTF-8 (a leading byte order mark is skipped and positions are counted after it).
    /// CRLF line endings are accepted. Every error found is thrown together, each with a
    /// stable code (`yaml.syntax`, `json.syntax`, `document.*`); a syntax error or an
    /// exceeded limit stops loading, while problems such as duplicate keys are collected.
    ///
    /// What a caller must know about the tree:
    /// - YAML: one document per file; aliases are expanded (the alias node is located at
    ///   `*name`, the nodes inside at the anchored text) and counted toward the limits;
    ///   only the standard tags `!!str !!int !!float !!bool !!null !!map !!seq` are
    ///   accepted. `!!str` on a plain scalar yields a `.doubleQuoted` scalar, so it
    ///   resolves as a string; `!!int`, `!!float`, `!!bool`, `!!null` yield a plain scalar
    ///   and must match its text. Merge keys (`<<`), non-scalar keys and duplicate keys are
    ///   errors; keys compare by text, so `1` and `"1"` collide.
    /// - JSON: strings are `.doubleQuoted`; numbers (exact text, strict RFC 8259 grammar),
    ///   `true`, `false`, `null` are plain. A lone surrogate escape decodes as U+FFFD.
    /// - Locations count lines at `\n`, `\r\n` and `\r`, columns in Unicode scalars,
    ///   both from 1, after any UTF-8 byte order mark.
    /// - Empty or comment-only input is `document.empty` at 1:1 in both formats.
    ///
    /// - Throws: `DiagnosticList` with at least one error.
    public static func load(
        bytes: [UInt8],
        file: String,
        format: DocumentFormat = .infer,
        limits: DocumentLimits = .default
    ) throws(DiagnosticList) -> Node {
        let content = try checkEncoding(bytes, file: file, limits: limits)
        switch format.resolved(forFile: file) {
        case .json:
            return try JSONLoader.load(content, file: file, limits: limits)
        case .yaml, .infer:
            return try YAMLLoader.load(content, file: file, limits: limits)
        }
    }

    /// Parses a document held in a string; see `load(bytes:file:format:limits:)`.
    public static func load(
        text: String,
        file: String,
        format: DocumentFormat = .infer,
        limits: DocumentLimits = .default
    ) throws(DiagnosticList) -> Node {
        try load(bytes: Array(text.utf8), file: file, format: format, limits: limits)
    }

    /// Checks size and encoding, and returns the bytes after any UTF-8 byte order mark.
    ///
    /// Done once here so both loaders can assume valid UTF-8 without NUL bytes, and so the
    /// errors point at the offending byte rather than wherever a parser tripped over it.
    static func checkEncoding(
        _ bytes: [UInt8], file: String, limits: DocumentLimits
    ) throws(DiagnosticList) -> ArraySlice<UInt8> {
        let start = SourceLocation(file: file, line: 1, column: 1)
        // Node records hold 32-bit positions, so no limit goes past 2 GiB.
        let maxBytes = min(limits.maxBytes, Int(Int32.max))
        if bytes.count > maxBytes {
            throw DiagnosticList([
                .error(
                    "document.too-large",
                    "file is \(describeBytes(bytes.count)), over the limit of \(describeBytes(maxBytes))",
                    at: start)
            ])
        }
        var content = bytes[...]
        switch ByteOrderMark.detect(bytes) {
        case .utf8:
            content = bytes.dropFirst(3)
        case .some(let mark):
            throw DiagnosticList([
                .error("document.encoding", "file is \(mark.encodingName); save it as UTF-8", at: start)
            ])
        case nil:
            if looksLikeUTF16(bytes) {
                throw DiagnosticList([
                    .error(
                        "document.encoding",
                        "file looks like UTF-16 without a byte order mark; save it as UTF-8",
                        at: start)
                ])
            }
        }
        if let problem = firstEncodingProblem(in: content) {
            let (line, column) = ByteLocator.position(of: problem.offset - content.startIndex, in: content)
            let location = SourceLocation(file: file, line: line, column: column)
            if problem.byte == 0 {
                throw DiagnosticList([
                    .error("document.nul-byte", "file contains a NUL byte; is it a binary file?", at: location)
                ])
            }
            throw DiagnosticList([
                .error("document.encoding", "file is not valid UTF-8: byte \(hexByte(problem.byte))", at: location)
            ])
        }
        return content
    }

    /// ASCII text saved as UTF-16 alternates zero and non-zero bytes.
    private static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let (a, b, c, d) = (bytes[0] == 0, bytes[1] == 0, bytes[2] == 0, bytes[3] == 0)
        return (a && !b && c && !d) || (!a && b && !c && d)
    }

    /// The offset and value of the first NUL byte or the first byte that breaks UTF-8.
    ///
    /// Follows the Unicode well-formed table: no overlong forms, no surrogates, nothing
    /// above U+10FFFF, no truncated sequences.
    static func firstEncodingProblem(in bytes: ArraySlice<UInt8>) -> (offset: Int, byte: UInt8)? {
        let base = bytes.startIndex
        let problem = bytes.withUnsafeBufferPointer { buffer in firstEncodingProblem(in: buffer) }
        return problem.map { (base + $0.offset, $0.byte) }
    }

    private static func firstEncodingProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, byte: UInt8)? {
        var index = 0
        let end = bytes.count
        while index < end {
            // Eight ASCII bytes at a time, none of them NUL: most manifests are nothing else.
            if index + 8 <= end {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if ASCIIWord.isASCIIWithoutNUL(word) {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead == 0 { return (index, 0) }
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                secondRange = 0x80...0x9F
            case 0xF0:
                length = 4
                secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                secondRange = 0x80...0x8F
            default: return (index, lead)
            }
            // A Latin-1 file shows up here as a lead byte followed by ASCII: name the lead byte,
            // which is the character the user sees as wrong.
            for offset in 1..<length {
                let position = index + offset
                let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
                guard position < end, range.contains(bytes[position]) else { return (index, lead) }
            }
            index += length
        }
        return nil
    }
}

/// Eight bytes read as one word, tested together.
enum ASCIIWord {
    static let high: UInt64 = 0x8080_8080_8080_8080
    static let ones: UInt64 = 0x0101_0101_0101_0101

    /// No byte has its top bit set.
    static func isASCII(_ word: UInt64) -> Bool { word & high == 0 }

    /// No byte has its top bit set, and none is zero.
    static func isASCIIWithoutNUL(_ word: UInt64) -> Bool {
        // (w - 0x01..) & ~w & 0x80.. is non-zero exactly when some byte of w is zero.
        isASCII(word) && (word &- ones) & ~word & high == 0
    }
}

func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0x0F)])"
}
