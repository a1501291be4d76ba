#if canImport(CYAML)
import CYAML

/// Builds a node tree from YAML with libyaml's event API.
///
/// The event API (rather than libyaml's document API) lets the loader count nodes and
/// depth as they arrive, so limits stop a hostile document before it is materialised,
/// and lets it see anchors, aliases, tags and merge keys before deciding what they mean.
///
/// What Segue accepts of YAML, and why:
/// - One document per file: a second one is `document.multiple-documents`.
/// - Aliases are expanded by re-using the anchored subtree. The alias node is located at
///   the `*alias`; the nodes inside keep the locations of the anchored text. Every
///   expansion counts toward `maxNodes` and `maxDepth` before it is made, and the scalar text
///   it repeats toward `maxBytes` (`document.alias-expansion`): re-using the subtree costs
///   nothing here, but every layer above reads the text once per use, so a few aliases of a
///   long scalar would otherwise become gigabytes of strings from a small file.
/// - Only the standard tags `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map` and
///   `!!seq`; anything else (`!thing`, `!!python/object`, the bare `!`) is `document.tag`,
///   because a manifest is data, not objects. `!!str` on a plain scalar gives it the
///   `.doubleQuoted` style, so every layer above treats it exactly like `"…"` and needs no
///   extra flag. `!!int`, `!!float`, `!!bool` and `!!null` give a plain scalar (even when
///   the text was quoted) and must match what the text resolves to.
/// - Merge keys (`<<`), non-scalar keys and duplicate keys are errors. Keys compare by
///   text, so `1` and `"1"` are the same key: lookups above this layer are by text.
enum YAMLLoader {
    static func load(
        _ bytes: ArraySlice<UInt8>, file: String, limits: DocumentLimits
    ) throws(DiagnosticList) -> Node {
        // libyaml calls a line of only tabs bad indentation; to a person it is an empty file.
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw DiagnosticList([emptyDiagnostic(file: file)])
        }
        if let offset = firstUnicodeLineBreak(in: bytes) {
            let (line, column) = ByteLocator.position(of: offset - bytes.startIndex, in: bytes)
            let name =
                bytes[offset] == 0xC2
                ? "U+0085 NEXT LINE" : bytes[offset + 2] == 0xA8 ? "U+2028 LINE SEPARATOR" : "U+2029 PARAGRAPH SEPARATOR"
            throw DiagnosticList([
                .error(
                    "document.line-break",
                    "file contains \(name), which libyaml reads as a line break but editors do not; remove it, or write it as an escape in a double-quoted string",
                    at: SourceLocation(file: file, line: line, column: column))
            ])
        }
        var builder = YAMLTreeBuilder(file: file, limits: limits, source: bytes)
        let result = bytes.withUnsafeBufferPointer { buffer in builder.run(buffer) }
        // A switch, not `result.get()`: before Swift 6's standard library `get()` throws
        // `any Error`, which a `throws(DiagnosticList)` function cannot rethrow.
        switch result {
        case .success(let node): return node
        case .failure(let diagnostics): throw diagnostics
        }
    }

    /// The offset of the first NEL, LINE SEPARATOR or PARAGRAPH SEPARATOR, if any.
    ///
    /// libyaml follows YAML 1.1 and breaks lines at these, while editors, Segue's own line
    /// count and YAML 1.2 do not: left in, every location after one would name the wrong line.
    /// The bytes are valid UTF-8 here, so the patterns cannot start mid-character.
    static func firstUnicodeLineBreak(in bytes: ArraySlice<UInt8>) -> Int? {
        let base = bytes.startIndex
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let end = buffer.count
            while index < end {
                // All three start with a byte above 0x7F: eight ASCII bytes at a time are skipped.
                if index + 8 <= end,
                    ASCIIWord.isASCII(UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = buffer[index]
                if byte == 0xC2, index + 1 < end, buffer[index + 1] == 0x85 { return base + index }
                if byte == 0xE2, index + 2 < end, buffer[index + 1] == 0x80,
                    buffer[index + 2] == 0xA8 || buffer[index + 2] == 0xA9
                {
                    return base + index
                }
                index += 1
            }
            return nil
        }
    }

    static func emptyDiagnostic(file: String) -> Diagnostic {
        .error(
            "document.empty", "file is empty (nothing but whitespace and comments)",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}

/// A finished subtree with what the limits need to know about it (kept for anchors).
private struct Built {
    var node: Int32
    /// Nodes in the subtree, aliases expanded.
    var count: Int
    /// UTF-8 bytes of the subtree's scalars (keys too), aliases expanded.
    var bytes: Int
    /// Levels of collections in the subtree: 0 for a scalar.
    var height: Int
}

/// A collection whose children are still arriving.
///
/// The children themselves wait on the tree builder's pending stack (a mapping's as key, value,
/// key, value) until the collection closes.
private struct Frame {
    let node: Int32
    /// Kept here so that placing a child needs no look at the node's record.
    let isMapping: Bool
    let anchor: String?
    /// Where this collection's children start on the pending stack.
    let start: Int
    /// The key was rejected; its value is parsed (for its own errors) and dropped.
    var skippingValue = false
    /// Position of each key on the pending stack, made only once a mapping is large: a small
    /// one is scanned, which costs less than hashing every key.
    var keyIndex: [String: Int]?
    var count = 1
    var bytes = 0
    var childHeight = 0

    static let scanLimit = 16

    /// The level above the root: its one child is the document's root.
    static let document = Frame(node: -1, isMapping: false, anchor: nil, start: 0)
    var isDocument: Bool { node < 0 }
}

private struct YAMLTreeBuilder {
    let file: String
    let limits: DocumentLimits
    let source: ArraySlice<UInt8>

    /// Problems that do not stop loading; thrown together at the end.
    var diagnostics: [Diagnostic] = []
    /// The collection whose children are arriving now (`Frame.document` at the top level), kept
    /// apart from the ones around it so that placing a child updates a plain stored property.
    var top = Frame.document
    /// The frames around `top`, outermost first; as many as there are open collections.
    var frames: [Frame] = []
    var tree: NodeTreeBuilder
    var anchors: [String: Built] = [:]
    var nodeCount = 0
    /// Scalar bytes that aliases have repeated so far, against `limits.maxBytes`.
    var aliasBytes = 0
    var documentCount = 0
    var root: Built?

    init(file: String, limits: DocumentLimits, source: ArraySlice<UInt8>) {
        self.file = file
        self.limits = limits
        self.source = source
        tree = NodeTreeBuilder(file: file, sizeHint: source.count)
        frames.reserveCapacity(8)
    }

    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<Node, DiagnosticList> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(stop(.error("yaml.syntax", "libyaml could not be initialised", at: nil)))
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return .failure(stop(syntaxError(parser)))
            }
            defer { yaml_event_delete(&event) }
            do {
                if let root = try handle(event) { return .success(tree.finish(root: root)) }
            } catch {
                return .failure(error)
            }
        }
    }

    /// All collected diagnostics plus the one that ends loading.
    func stop(_ diagnostic: Diagnostic) -> DiagnosticList {
        DiagnosticList(diagnostics + [diagnostic])
    }

    func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
    }

    /// Handles one event; returns the root once the stream ends.
    mutating func handle(_ event: yaml_event_t) throws(DiagnosticList) -> Int32? {
        var start: SourceLocation { location(event.start_mark) }
        let (line, column) = (event.start_mark.line + 1, event.start_mark.column + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 {
                throw stop(
                    .error(
                        "document.multiple-documents",
                        "a file holds one document, but a second one starts here; split it into two files",
                        at: start))
            }
        case YAML_STREAM_END_EVENT:
            guard let root, documentCount > 0 else {
                throw stop(YAMLLoader.emptyDiagnostic(file: file))
            }
            if !diagnostics.isEmpty { throw DiagnosticList(diagnostics) }
            return root.node
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            try countNodes(1, at: line, column)
            if data.length > limits.maxScalarLength {
                throw stop(
                    .error(
                        "document.scalar-too-long",
                        "scalar is \(describeBytes(data.length)) long, over the limit of \(describeBytes(limits.maxScalarLength))",
                        at: start))
            }
            let node = tree.scalar(
                UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : data.length), style: style(data.style),
                line: line, column: column)
            if let tag = string(data.tag) {
                resolveTag(tag, on: node, at: start)
            }
            complete(node, count: 1, bytes: data.length, height: 0, anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = isMapping ? string(event.data.mapping_start.anchor) : string(event.data.sequence_start.anchor)
            let tag = isMapping ? string(event.data.mapping_start.tag) : string(event.data.sequence_start.tag)
            try countNodes(1, at: line, column)
            try checkDepth(frames.count + 1, at: line, column)
            if let tag {
                checkCollectionTag(tag, isMapping: isMapping, at: start)
            }
            let node = tree.collection(isMapping: isMapping, line: line, column: column)
            frames.append(top)
            top = Frame(node: node, isMapping: isMapping, anchor: anchor, start: tree.pending.count)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard !top.isDocument, let outer = frames.popLast() else { break }
            let frame = top
            top = outer
            tree.close(frame.node, childrenFrom: frame.start)
            complete(frame.node, count: frame.count, bytes: frame.bytes, height: frame.childHeight + 1, anchor: frame.anchor)
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                diagnostics.append(
                    .error(
                        "document.undefined-alias",
                        "alias '*\(name)' does not refer to an anchor defined before it",
                        at: start))
                try countNodes(1, at: line, column)
                let empty = tree.scalar(UnsafeBufferPointer(start: nil, count: 0), style: .plain, line: line, column: column)
                complete(empty, count: 1, bytes: 0, height: 0, anchor: nil)
                break
            }
            // Checked before the subtree is re-used, so nested aliases never multiply into memory.
            try countNodes(target.count, at: line, column)
            try countAliasBytes(target.bytes, at: line, column)
            try checkDepth(frames.count + target.height, at: line, column)
            complete(
                tree.alias(of: target.node, line: line, column: column), count: target.count, bytes: target.bytes,
                height: target.height, anchor: nil)
        default:
            break
        }
        return nil
    }

    mutating func countNodes(_ added: Int, at line: Int, _ column: Int) throws(DiagnosticList) {
        guard added <= limits.maxNodes - nodeCount else {
            throw overLimit(
                "document.too-many-nodes", "document has more than \(limits.maxNodes) nodes (counting every use of an alias)",
                at: line, column)
        }
        nodeCount += added
    }

    /// Counts the scalar text an alias repeats: all uses together may repeat at most as much text
    /// as the largest file holds (`maxBytes`), so a document with its aliases written out would
    /// still be a file Segue reads. (Peers bound the same attack by a ratio of alias-made to
    /// parsed nodes: go-yaml's `allowedAliasRatio` in decode.go; SnakeYAML's
    /// `maxAliasesForCollections`.)
    mutating func countAliasBytes(_ added: Int, at line: Int, _ column: Int) throws(DiagnosticList) {
        guard added <= limits.maxBytes - aliasBytes else {
            throw overLimit(
                "document.alias-expansion",
                "aliases repeat more than \(describeBytes(limits.maxBytes)) of text (counting every use), the most one file may hold; write the value out where it is needed, or use fewer aliases",
                at: line, column)
        }
        aliasBytes += added
    }

    func checkDepth(_ depth: Int, at line: Int, _ column: Int) throws(DiagnosticList) {
        guard depth <= limits.maxDepth else {
            throw overLimit(
                "document.too-deep", "document nests deeper than \(limits.maxDepth) levels of mappings and lists", at: line, column)
        }
    }

    /// Stops loading with the error of a limit, `code`, at `line`:`column`.
    func overLimit(_ code: String, _ message: String, at line: Int, _ column: Int) -> DiagnosticList {
        stop(.error(code, message, at: SourceLocation(file: file, line: line, column: column)))
    }

    /// Attaches a finished subtree to its parent (or makes it the root).
    mutating func complete(_ node: Int32, count: Int, bytes: Int, height: Int, anchor: String?) {
        if let anchor { anchors[anchor] = Built(node: node, count: count, bytes: bytes, height: height) }
        guard !top.isDocument else {
            root = Built(node: node, count: count, bytes: bytes, height: height)
            return
        }
        top.count += count
        top.bytes += bytes
        top.childHeight = max(top.childHeight, height)
        guard top.isMapping, (tree.pending.count - top.start) % 2 == 0 else {
            tree.push(node)  // an item, or a key's value
            return
        }
        if top.skippingValue {
            top.skippingValue = false
        } else if let problem = Self.keyProblem(node, in: &top, tree: tree) {
            diagnostics.append(problem)
            top.skippingValue = true
        } else {
            tree.push(node)
        }
    }

    /// Why `key` cannot be a key of `frame`: not a scalar, a merge key, or a duplicate.
    ///
    /// Static, with the tree passed in: a method on `self` taking `&top` would have to keep its
    /// access to `self` apart from the frame's, which made Swift copy the builder on every key.
    static func keyProblem(_ key: Int32, in frame: inout Frame, tree: NodeTreeBuilder) -> Diagnostic? {
        let record = tree.record(key)
        guard record.kind == .scalar else {
            return .error(
                "document.complex-key",
                "mapping keys must be scalars, but this key is a \(record.kind == .mapping ? "mapping" : "list")",
                at: tree.location(of: key))
        }
        if record.style == .plain, tree.hasText(key, "<<") {
            return .error("document.merge-key", "merge keys are not supported; write the keys out", at: tree.location(of: key))
        }
        if let first = firstKey(key, in: &frame, tree: tree) {
            return .error(
                "document.duplicate-key", "duplicate key '\(tree.string(of: key))'", at: tree.location(of: key),
                notes: [Diagnostic.Note("first defined here", at: tree.location(of: first))])
        }
        return nil
    }

    /// The earlier key with `key`'s text in the mapping `frame`, if any; records `key` as its newest key.
    static func firstKey(_ key: Int32, in frame: inout Frame, tree: NodeTreeBuilder) -> Int32? {
        let pending = tree.pending
        let keys = stride(from: frame.start, to: pending.count, by: 2)
        if frame.keyIndex == nil, pending.count - frame.start > 2 * Frame.scanLimit {
            var index: [String: Int] = [:]
            for position in keys where tree.record(pending[position]).kind == .scalar {
                index[tree.string(of: pending[position])] = position
            }
            frame.keyIndex = index
        }
        guard frame.keyIndex != nil else {
            for position in keys where tree.sameText(pending[position], key) { return pending[position] }
            return nil
        }
        let text = tree.string(of: key)
        if let position = frame.keyIndex?[text] { return pending[position] }
        frame.keyIndex?[text] = pending.count
        return nil
    }

    // MARK: Tags

    static let standardPrefix = "tag:yaml.org,2002:"

    /// `!!int` rather than `tag:yaml.org,2002:int`, as the user wrote it.
    func shortTag(_ tag: String) -> String {
        tag.hasPrefix(Self.standardPrefix) ? "!!" + tag.dropFirst(Self.standardPrefix.count) : tag
    }

    mutating func unsupportedTag(_ tag: String, at location: SourceLocation) {
        diagnostics.append(
            .error(
                "document.tag",
                "tag '\(shortTag(tag))' is not supported; only !!str, !!int, !!float, !!bool, !!null, !!map and !!seq are",
                at: location))
    }

    /// Applies a scalar's tag: `!!str` makes a plain scalar quoted, `!!int` and the other
    /// scalar tags make it plain once its text is checked; anything else is reported.
    mutating func resolveTag(_ tag: String, on node: Int32, at location: SourceLocation) {
        guard tag.hasPrefix(Self.standardPrefix) else {
            unsupportedTag(tag, at: location)
            return
        }
        let scalar = Scalar(tree.string(of: node), style: tree.record(node).style)
        let name = tag.dropFirst(Self.standardPrefix.count)
        if name == "str" {
            if scalar.isPlain { tree.setStyle(.doubleQuoted, of: node) }
            return
        }
        let expected: (kind: String, matches: (ScalarValue) -> Bool)
        switch name {
        case "int": expected = ("an integer", { if case .int = $0 { true } else { false } })
        case "float":
            expected = (
                "a number",
                {
                    switch $0 {
                    case .int, .double, .outOfRange: true
                    default: false
                    }
                }
            )
        case "bool": expected = ("true or false", { if case .bool = $0 { true } else { false } })
        case "null": expected = ("null", { $0 == .null })
        case "map", "seq":
            diagnostics.append(
                .error("document.tag", "tag '\(shortTag(tag))' cannot be used on a scalar", at: location))
            return
        default:
            unsupportedTag(tag, at: location)
            return
        }
        guard expected.matches(ScalarValue.resolve(Scalar(scalar.text, style: .plain))) else {
            diagnostics.append(
                .error(
                    "document.tag",
                    "tag '\(shortTag(tag))' needs \(expected.kind), but the value is '\(scalar.text)'",
                    at: location))
            return
        }
        tree.setStyle(.plain, of: node)
    }

    mutating func checkCollectionTag(_ tag: String, isMapping: Bool, at location: SourceLocation) {
        let wanted = Self.standardPrefix + (isMapping ? "map" : "seq")
        if tag == wanted { return }
        let other = Self.standardPrefix + (isMapping ? "seq" : "map")
        let standardScalar = ["str", "int", "float", "bool", "null"].map { Self.standardPrefix + $0 }
        if tag == other || standardScalar.contains(tag) {
            diagnostics.append(
                .error(
                    "document.tag",
                    "tag '\(shortTag(tag))' cannot be used on a \(isMapping ? "mapping" : "list")",
                    at: location))
        } else {
            unsupportedTag(tag, at: location)
        }
    }

    // MARK: libyaml values

    func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int? = nil) -> String? {
        guard let pointer else { return nil }
        let count = length ?? strlenOf(pointer)
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    func strlenOf(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> Int {
        var count = 0
        while pointer[count] != 0 { count += 1 }
        return count
    }

    func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    // MARK: Syntax errors

    /// libyaml's problem, reworded where its wording assumes you know the YAML spec.
    func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .error("yaml.syntax", "out of memory while parsing", at: nil)
        case YAML_READER_ERROR:
            // Reader errors carry a byte offset, not a mark.
            let (line, column) = ByteLocator.position(of: parser.problem_offset, in: source)
            return .error("yaml.syntax", problem, at: SourceLocation(file: file, line: line, column: column))
        default:
            break
        }
        let at = location(parser.problem_mark)
        let explanation = YAMLSyntaxExplanation(lines: SourceText(bytes: Array(source)), file: file).explain(problem, at: at)
        var notes = explanation?.notes ?? []
        // libyaml's context ("the block mapping started here") helps with an unclosed quote or
        // bracket; where an explanation points at the line that is wrong, it only misleads.
        if explanation?.keepsContext ?? true, let context = parser.context.map({ String(cString: $0) }) {
            let contextAt = location(parser.context_mark)
            if contextAt != at, let subject = readableSubject(of: context) {
                notes.append(Diagnostic.Note("\(subject) started here", at: contextAt))
            }
        }
        return .error(
            "yaml.syntax", explanation?.message ?? problem.replacingEndOfStream(), at: explanation?.at ?? at, notes: notes)
    }

    /// "while parsing a flow sequence" → "the flow sequence".
    func readableSubject(of context: String) -> String? {
        var subject = Substring(context)
        for prefix in ["while parsing ", "while scanning "] where subject.hasPrefix(prefix) {
            subject = subject.dropFirst(prefix.count)
        }
        if subject.hasPrefix("for ") { return nil }
        if subject == "a simple key" { return "the key" }
        for article in ["a ", "an "] where subject.hasPrefix(article) {
            return "the " + subject.dropFirst(article.count)
        }
        return String(subject)
    }
}

extension String {
    /// libyaml says "stream" where people say "file".
    fileprivate func replacingEndOfStream() -> String {
        guard let range = firstRange(ofText: "end of stream") else { return self }
        var result = self
        result.replaceSubrange(range, with: "end of file")
        return result
    }
}
#endif
