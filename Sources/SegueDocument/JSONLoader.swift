/// A strict RFC 8259 parser that keeps the line and column of every value.
///
/// Written by hand rather than using libyaml or Foundation because neither gives
/// positions for JSON, and libyaml would accept YAML where JSON was promised.
///
/// What callers should know:
/// - Strings load as `.doubleQuoted` scalars; numbers, `true`, `false` and `null` as
///   plain scalars with their exact text, so `ScalarValue.resolve` types them.
/// - A `\u` escape of a lone surrogate (`"\ud800"`) is valid JSON but cannot be held in a
///   Swift `String`; it decodes as U+FFFD REPLACEMENT CHARACTER rather than failing.
/// - The parser is iterative: nesting is bounded by `maxDepth`, never by the stack.
/// - Whitespace-only input is `document.empty`, like YAML, rather than a syntax error.
enum JSONLoader {
    static func load(
        _ bytes: ArraySlice<UInt8>, file: String, limits: DocumentLimits
    ) throws(DiagnosticList) -> Node {
        var parser = JSONParser(bytes: Array(bytes), file: file, limits: limits)
        let root = try parser.parseDocument()
        return parser.tree.finish(root: root)
    }
}

private struct JSONFrame {
    let isObject: Bool
    let start: SourceLocation
    /// The object or array, filled when it closes.
    let node: Int32
    /// Where its children start on the tree builder's pending stack.
    let firstChild: Int
    var pendingKey: Int32?
    /// The pending key duplicates an earlier one; its value is parsed and dropped.
    var dropValue = false
    var firstKeyLocation: [String: SourceLocation] = [:]

    var name: String { isObject ? "object" : "array" }
    var closer: String { isObject ? "}" : "]" }
}

private struct JSONParser {
    let bytes: [UInt8]
    let file: String
    let limits: DocumentLimits
    var index = 0
    var line = 1
    var column = 1
    var diagnostics: [Diagnostic] = []
    var nodeCount = 0
    var tree: NodeTreeBuilder

    init(bytes: [UInt8], file: String, limits: DocumentLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
        tree = NodeTreeBuilder(file: file, sizeHint: bytes.count)
    }

    // MARK: Reading

    var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\n"):
            line += 1
            column = 1
        case UInt8(ascii: "\r"):
            // In CRLF the `\n` ends the line; a lone `\r` ends it by itself.
            if peek != UInt8(ascii: "\n") {
                line += 1
                column = 1
            }
        default:
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    mutating func skipWhitespace() {
        while let byte = peek,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    /// The character at the cursor as a message shows it: `'x'` or `U+00A0`.
    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "byte \(hexByte(bytes[index]))" }
        return describe(scalar)
    }

    func describe(_ scalar: Unicode.Scalar) -> String {
        // `found '"'` reads as noise; the quote almost always starts the next key or value.
        if scalar == "\"" { return "a string" }
        if scalar.value >= 0x21, scalar.value < 0x7F { return "'\(scalar)'" }
        return "U+" + hex(scalar.value, digits: 4)
    }

    func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    func stop(_ message: String, at location: SourceLocation, code: String = "json.syntax", notes: [Diagnostic.Note] = [])
        -> DiagnosticList
    {
        DiagnosticList(diagnostics + [.error(code, message, at: location, notes: notes)])
    }

    mutating func countNode(at location: SourceLocation) throws(DiagnosticList) {
        nodeCount += 1
        if nodeCount > limits.maxNodes {
            throw stop(
                "document has more than \(limits.maxNodes) nodes", at: location, code: "document.too-many-nodes")
        }
    }

    func checkLength(_ length: Int, at location: SourceLocation) throws(DiagnosticList) {
        if length > limits.maxScalarLength {
            throw stop(
                "scalar is \(describeBytes(length)) long, over the limit of \(describeBytes(limits.maxScalarLength))",
                at: location, code: "document.scalar-too-long")
        }
    }

    // MARK: Structure

    /// Parses the one value of the document into `tree` and returns its root.
    ///
    /// Iterative, not recursive, so nesting costs a frame on `stack` and never the thread's stack:
    /// each turn reads one value (opening a collection reads none yet), then attaches it.
    mutating func parseDocument() throws(DiagnosticList) -> Int32 {
        skipWhitespace()
        if peek == nil {
            throw DiagnosticList([
                .error(
                    "document.empty", "file is empty (nothing but whitespace)",
                    at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        var stack: [JSONFrame] = []
        while true {
            skipWhitespace()
            let value: Int32
            switch peek {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard let empty = try openCollection(on: &stack) else { continue }
                value = empty
            default:
                value = try parseScalar(inside: stack.last)
            }
            if let root = try attach(value, closingOn: &stack) { return root }
        }
    }

    /// Opens the object or array at the cursor on `stack`: its node when it is empty (`{}`, `[]`),
    /// already closed; nil when a value is expected next (after the first key of an object).
    private mutating func openCollection(on stack: inout [JSONFrame]) throws(DiagnosticList) -> Int32? {
        let start = here
        let isObject = peek == UInt8(ascii: "{")
        try countNode(at: start)
        if stack.count + 1 > limits.maxDepth {
            throw stop(
                "document nests deeper than \(limits.maxDepth) levels of objects and arrays", at: start,
                code: "document.too-deep")
        }
        advance()
        let node = tree.collection(isMapping: isObject, line: start.line, column: start.column)
        stack.append(JSONFrame(isObject: isObject, start: start, node: node, firstChild: tree.pending.count))
        skipWhitespace()
        let closer = UInt8(ascii: isObject ? "}" : "]")
        if peek != closer {
            if isObject { try parseKey(into: &stack[stack.count - 1], afterComma: false) }
            return nil
        }
        advance()
        return stack.removeLast().node
    }

    /// Attaches the finished `value` to the innermost open collection, then closes every
    /// collection that ends right after it. The root when the document ends there; nil when a
    /// value is expected next (after a comma, and a key in an object).
    private mutating func attach(_ value: Int32, closingOn stack: inout [JSONFrame]) throws(DiagnosticList) -> Int32? {
        var value = value
        while true {
            guard !stack.isEmpty else {
                skipWhitespace()
                if peek != nil {
                    throw stop("unexpected \(describeCurrent()) after the end of the JSON value", at: here)
                }
                if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
                return value
            }
            let top = stack.count - 1
            if stack[top].isObject {
                if let key = stack[top].pendingKey, !stack[top].dropValue {
                    tree.push(key)
                    tree.push(value)
                }
                stack[top].pendingKey = nil
                stack[top].dropValue = false
            } else {
                tree.push(value)
            }
            skipWhitespace()
            // Only the frame's small fields are copied: a copy of the whole frame would share its
            // key table with `stack[top]`, and the next key would then copy the table each time,
            // making an object with n keys cost n² (50 000 keys took minutes).
            let (isObject, closer, name, frameStart) = (stack[top].isObject, stack[top].closer, stack[top].name, stack[top].start)
            switch peek {
            case UInt8(ascii: ","):
                let comma = here
                advance()
                skipWhitespace()
                if peek == UInt8(ascii: isObject ? "}" : "]") {
                    throw stop("trailing comma before '\(closer)' is not allowed in JSON", at: comma)
                }
                if isObject { try parseKey(into: &stack[top], afterComma: true) }
                return nil
            case UInt8(ascii: "}") where isObject, UInt8(ascii: "]") where !isObject:
                advance()
                let frame = stack.removeLast()
                tree.close(frame.node, childrenFrom: frame.firstChild)
                value = frame.node
            case nil:
                throw stop(
                    "unexpected end of file; expected ',' or '\(closer)' after a value in an \(name)",
                    at: here, notes: [Diagnostic.Note("the \(name) starts here", at: frameStart)])
            default:
                throw stop(
                    "expected ',' or '\(closer)' after a value in an \(name), found \(describeCurrent())",
                    at: here)
            }
        }
    }

    /// Parses `"key" :` and leaves the cursor before the value.
    mutating func parseKey(into frame: inout JSONFrame, afterComma: Bool) throws(DiagnosticList) {
        skipWhitespace()
        let start = here
        guard peek == UInt8(ascii: "\"") else {
            if peek == nil {
                throw stop(
                    "unexpected end of file; expected a string key in the object", at: here,
                    notes: [Diagnostic.Note("the object starts here", at: frame.start)])
            }
            let expected = afterComma ? "a string key" : "a string key or '}'"
            throw stop(
                "expected \(expected), found \(describeCurrent()); object keys must be in double quotes", at: here)
        }
        try countNode(at: start)
        let text = try parseString()
        let key = tree.scalar(text, style: .doubleQuoted, line: start.line, column: start.column)
        if let first = frame.firstKeyLocation[text] {
            diagnostics.append(
                .error(
                    "document.duplicate-key", "duplicate key '\(text)'", at: start,
                    notes: [Diagnostic.Note("first defined here", at: first)]))
            frame.dropValue = true
        } else {
            frame.firstKeyLocation[text] = start
        }
        frame.pendingKey = key
        skipWhitespace()
        guard peek == UInt8(ascii: ":") else {
            throw stop("expected ':' after a key in an object, found \(describeCurrent())", at: here)
        }
        advance()
    }

    // MARK: Scalars

    mutating func parseScalar(inside frame: JSONFrame?) throws(DiagnosticList) -> Int32 {
        let start = here
        guard let byte = peek else {
            let notes = frame.map { [Diagnostic.Note("the \($0.name) starts here", at: $0.start)] } ?? []
            throw stop("unexpected end of file; expected a value", at: here, notes: notes)
        }
        switch byte {
        case UInt8(ascii: "\""):
            try countNode(at: start)
            return tree.scalar(try parseString(), style: .doubleQuoted, line: start.line, column: start.column)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try countNode(at: start)
            return tree.scalar(try parseNumber(), style: .plain, line: start.line, column: start.column)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            let word = readWord()
            switch word {
            case "true", "false", "null":
                try countNode(at: start)
                return tree.scalar(word, style: .plain, line: start.line, column: start.column)
            case "NaN", "Infinity":
                throw stop("'\(word)' is not a JSON number; JSON has no NaN or Infinity", at: start)
            default:
                if ["true", "false", "null"].contains(word.lowercased()) {
                    throw stop("unexpected '\(word)'; JSON literals are lowercase: '\(word.lowercased())'", at: start)
                }
                throw stop("unexpected '\(word)'; strings must be in double quotes", at: start)
            }
        case UInt8(ascii: "+"):
            throw stop("JSON numbers cannot start with '+'", at: start)
        case UInt8(ascii: "."):
            throw stop("JSON numbers need a digit before '.'", at: start)
        case UInt8(ascii: "'"):
            throw stop("JSON strings use double quotes, not single quotes", at: start)
        case UInt8(ascii: "/"), UInt8(ascii: "#"):
            throw stop("JSON does not allow comments", at: start)
        default:
            throw stop("expected a value, found \(describeCurrent())", at: start)
        }
    }

    mutating func readWord() -> String {
        let begin = index
        while let byte = peek,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        {
            advance()
        }
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, checked strictly.
    mutating func parseNumber() throws(DiagnosticList) -> String {
        let start = here
        let begin = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (48...57).contains($0) } ?? false }
        if peek == UInt8(ascii: "-") {
            advance()
            if peek.map({ (UInt8(ascii: "A")...UInt8(ascii: "z")).contains($0) }) ?? false, readWord() == "Infinity" {
                throw stop("'-Infinity' is not a JSON number; JSON has no NaN or Infinity", at: start)
            }
            guard isDigit(peek) else { throw stop("expected a digit after '-' in a number", at: here) }
        }
        if peek == UInt8(ascii: "0") {
            let zero = here
            advance()
            if isDigit(peek) { throw stop("leading zeros are not allowed in JSON numbers", at: zero) }
        } else {
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard isDigit(peek) else { throw stop("expected a digit after '.' in a number", at: here) }
            while isDigit(peek) { advance() }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard isDigit(peek) else { throw stop("expected a digit in the exponent of a number", at: here) }
            while isDigit(peek) { advance() }
        }
        try checkLength(index - begin, at: start)
        return String(decoding: bytes[begin..<index], as: UTF8.self)
    }

    /// Parses a string at the opening quote and returns its decoded text.
    mutating func parseString() throws(DiagnosticList) -> String {
        let start = here
        advance()
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else { throw stop("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                try checkLength(utf8.count, at: start)
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                let scalar = try parseEscape()
                utf8.append(contentsOf: Array(String(scalar).utf8))
            case 0..<0x20:
                throw stop(
                    "control character U+\(hex(UInt32(byte), digits: 4)) in a string must be escaped", at: here)
            default:
                utf8.append(byte)
                advance()
            }
            // Checked as it grows so one huge string is refused without holding it twice.
            if utf8.count > limits.maxScalarLength { try checkLength(utf8.count, at: start) }
        }
    }

    /// Parses one escape at the backslash. Surrogate pairs become one scalar; a lone
    /// surrogate becomes U+FFFD, the only stand-in a Swift string can hold.
    mutating func parseEscape() throws(DiagnosticList) -> Unicode.Scalar {
        let backslash = here
        advance()
        guard let byte = peek else { throw stop("unterminated string", at: backslash) }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
            UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n",
            UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[byte] {
            advance()
            return scalar
        }
        guard byte == UInt8(ascii: "u") else {
            throw stop(
                "invalid escape '\\\(describeCurrent().trimmingQuotes())' in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: backslash)
        }
        advance()
        let first = try parseHex4(escapeAt: backslash)
        switch first {
        case 0xD800...0xDBFF:
            // A high surrogate needs a `\u` low surrogate right after it to mean anything.
            let saved = (index, line, column)
            if peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                let secondAt = here
                advance()
                advance()
                let second = try parseHex4(escapeAt: secondAt)
                if (0xDC00...0xDFFF).contains(second) {
                    let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(value) ?? "\u{FFFD}"
                }
                // Not a pair: the second escape stands on its own, so read it again.
                (index, line, column) = saved
            }
            return "\u{FFFD}"
        case 0xDC00...0xDFFF:
            return "\u{FFFD}"
        default:
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }
    }

    mutating func parseHex4(escapeAt backslash: SourceLocation) throws(DiagnosticList) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = hexDigit(byte) else {
                throw stop("expected four hex digits after '\\u' in a string", at: backslash)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension String {
    /// `'x'` → `x`, for putting a described character inside other quotes.
    fileprivate func trimmingQuotes() -> String {
        hasPrefix("'") && hasSuffix("'") && count == 3 ? String(dropFirst().dropLast()) : self
    }
}
