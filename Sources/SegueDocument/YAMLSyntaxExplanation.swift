/// libyaml's syntax problems in plain words, and for the indentation mistakes people make most,
/// the line that is actually wrong.
///
/// libyaml reports where the parser gave up, which for a misindented key is often the line after
/// the mistake, with a note at the start of the enclosing mapping (1:1 for the top level). Each
/// entry of `table` matches one of libyaml's problem strings (scanner.c and parser.c spell them;
/// each has a fixture in Tests/Fixtures/yaml-syntax/) and says what to do instead.
struct YAMLSyntaxExplanation {
    /// What the diagnostic says and where it points.
    struct Explained {
        var message: String
        var at: SourceLocation
        var notes: [Diagnostic.Note] = []
        /// False when libyaml's "... started here" note would only mislead.
        var keepsContext = true
    }

    /// The lines of the file being parsed.
    let lines: SourceText
    let file: String

    typealias Rule = @Sendable (_ self: YAMLSyntaxExplanation, _ at: SourceLocation) -> Explained?

    /// libyaml's problem string to an explanation.
    static let table: [(problem: String, rule: Rule)] = [
        ("did not find expected key", { $0.misalignedKey(at: $1) }),
        ("did not find expected '-' indicator", { $0.misalignedItem(at: $1) }),
        ("mapping values are not allowed in this context", { $0.keyUnderValue(at: $1) }),
        ("found character that cannot start any token", { $0.reservedCharacter(at: $1) }),
        ("found a tab character that violates indentation", { $0.tab(at: $1) }),
        (
            "did not find expected ',' or ']'",
            { explained("a [ list ] is not closed: add ']' after its last item, or a ',' between items", at: $1) }
        ),
        (
            "did not find expected ',' or '}'",
            { explained("a { mapping } is not closed: add '}' after its last pair, or a ',' between pairs", at: $1) }
        ),
        (
            "found unknown escape character",
            {
                explained(
                    "'\\' starts an escape in double quotes and this one is not YAML's; write '\\\\' for a backslash, or use single quotes",
                    at: $1)
            }
        ),
        (
            "could not find expected ':'",
            {
                explained(
                    "a key needs ': ' after it on the same line; if this is a value that goes on, indent its next line under the key",
                    at: $1)
            }
        ),
        (
            "block sequence entries are not allowed in this context",
            {
                explained(
                    "'- ' starts a list item, which cannot follow a key's value on the same line; put the list on the lines below the key, indented",
                    at: $1)
            }
        ),
        (
            "found unexpected end of stream",
            { explained("the file ends inside a value that is still open (see where it started); close it", at: $1) }
        ),
        (
            "did not find expected node content",
            { explained("a value is missing here (two commas in a row, or nothing after '-' or ':' in a [ ] or { })", at: $1) }
        ),
    ]

    func explain(_ problem: String, at: SourceLocation) -> Explained? {
        Self.table.first { $0.problem == problem }.flatMap { $0.rule(self, at) }
    }

    private static func explained(_ message: String, at: SourceLocation) -> Explained {
        Explained(message: message, at: at)
    }

    // MARK: The rules that read the file

    /// A key less indented than the keys before it in its mapping, but more than the mapping's
    /// own key: the first key below the parent set the mapping's column, so that line (or this
    /// one) is off. Points at the first key, which is usually the over-indented one.
    func misalignedKey(at: SourceLocation) -> Explained? {
        guard let (row, indent) = content(at: at.line) else { return nil }
        guard let sibling = firstSibling(above: row, deeperThan: indent) else {
            guard isItem(row) else { return nil }
            return Explained(
                message: "a list item ('- ') cannot stand among the keys of a mapping; put the list under a key "
                    + "('key:' on its own line, the items indented below it)",
                at: place(row, indent), keepsContext: false)
        }
        if isItem(row), isItem(sibling.row) { return misalignedItem(at: at) }
        // Beside a list, or beside a mapping that keeps the file's step (its first key is where
        // the step puts it), this line is the one off (issue 52: 'cubicBezier' was blamed).
        if !isItem(row), isItem(sibling.row) || keepsStep(sibling),
            let wrong = keyBetween(row: row, indent: indent, block: sibling)
        {
            return wrong
        }
        let name = key(on: sibling.row) ?? "the key"
        let here = key(on: row) ?? "this key"
        return misaligned(
            "'\(name)' is indented \(spaces(sibling.indent)) but '\(here)' on line \(row) is indented "
                + "\(spaces(indent)); keys of one mapping line up, so indent both alike",
            first: sibling, then: (row, indent), note: "'\(here)' is here")
    }

    /// A key after a list or a mapping, indented between the key that holds that block and the
    /// block's own lines: it belongs to neither, so this line is the wrong one (issue 37: it was
    /// blamed on the list's first key, which is in another mapping). Says which column makes it a
    /// key beside the block's parent, the likeliest intent.
    private func keyBetween(row: Int, indent: Int, block: (row: Int, indent: Int)) -> Explained? {
        guard let parent = parent(above: row, indent: indent), let parentKey = key(on: parent.row) else { return nil }
        let here = key(on: row) ?? "this key"
        let column = isItem(parent.row) ? parent.indent + 2 : parent.indent
        let what = isItem(block.row) ? "the list" : "the keys"
        return Explained(
            message: "'\(here)' is indented \(spaces(indent)): deeper than '\(parentKey)' on line \(parent.row) "
                + "(\(spaces(column))) but not as deep as \(what) under it (\(spaces(block.indent))), so it belongs to neither; "
                + "indent '\(here)' \(spaces(column)) to make it a key beside '\(parentKey)'",
            at: place(row, indent),
            notes: [
                .init("\(what) under '\(parentKey)' start\(isItem(block.row) ? "s" : "") here", at: place(block.row, block.indent))
            ],
            keepsContext: false)
    }

    /// True when the block whose first line is `first` sits one step of this file's indentation
    /// below the key that holds it: that line is where the file's own habit puts it.
    private func keepsStep(_ first: (row: Int, indent: Int)) -> Bool {
        guard let holder = parent(above: first.row, indent: first.indent - 1), let step else { return false }
        return first.indent == holder.indent + step
    }

    /// The file's indentation step: the least indentation of any line that has one.
    private var step: Int? {
        (0..<lines.lineCount).compactMap { lines.line($0 + 1).flatMap(indentation) }.filter { $0 > 0 }.min()
    }

    /// The same for a list item (`- `) that does not line up with the items before it.
    func misalignedItem(at: SourceLocation) -> Explained? {
        guard let (row, indent) = content(at: at.line) else { return nil }
        guard let sibling = firstSibling(above: row, deeperThan: indent) else {
            guard !isItem(row) else { return nil }
            return Explained(
                message: "this line stands among the items of a list but is not one: start it with '- ', "
                    + "or indent it under the item it belongs to",
                at: place(row, indent), keepsContext: false)
        }
        return misaligned(
            "the list item on line \(sibling.row) is indented \(spaces(sibling.indent)) but the one on line \(row) "
                + "is indented \(spaces(indent)); items of one list line up, so indent both alike",
            first: sibling, then: (row, indent), note: "this item does not line up")
    }

    /// Two lines of one block that should start in the same column and do not: points at the
    /// `first`, which set the block's column, with `note` at the line `then` that does not match it.
    private func misaligned(
        _ message: String, first: (row: Int, indent: Int), then: (row: Int, indent: Int), note: String
    ) -> Explained {
        Explained(
            message: message, at: place(first.row, first.indent), notes: [.init(note, at: place(then.row, then.indent))],
            keepsContext: false)
    }

    /// Where content indented `indent` spaces on line `row` starts.
    private func place(_ row: Int, _ indent: Int) -> SourceLocation { SourceLocation(file: file, line: row, column: indent + 1) }

    /// `key: value` followed by a line indented further that holds another `key:`: the deeper
    /// line reads as a key inside a plain value. Points at the deeper key.
    func keyUnderValue(at: SourceLocation) -> Explained {
        let fallback = Explained(
            message: "mapping values are not allowed here; check the indentation, or quote a value that contains ': '", at: at)
        guard let (row, indent) = content(at: at.line), let above = previousContent(before: row),
            above.indent < indent, let parent = key(on: above.row), let here = key(on: row),
            let value = value(on: above.row), !value.isEmpty
        else { return fallback }
        // The key above opens its mapping off the file's step and this line keeps it: the key
        // above is the one off (issue 52: a 'direction:' one space too deep blamed the next line).
        if let step, let holder = previousContent(before: above.row), holder.indent < above.indent,
            above.indent != holder.indent + step, indent == holder.indent + step
        {
            return misaligned(
                "'\(parent)' is indented \(spaces(above.indent)) but '\(here)' on line \(row) is indented \(spaces(indent)); "
                    + "keys of one mapping line up, and this file indents \(spaces(step)) a level, so indent '\(parent)' \(spaces(indent))",
                first: above, then: (row, indent), note: "'\(here)' is here")
        }
        return Explained(
            message: "'\(here)' is indented \(spaces(indent)), deeper than '\(parent)' on line \(above.row) (\(spaces(above.indent))), "
                + "but '\(parent)' already has a value, so nothing can nest under it; line '\(here)' up with '\(parent)'",
            at: place(row, indent), keepsContext: false)
    }

    func reservedCharacter(at: SourceLocation) -> Explained {
        guard let line = lines.line(at.line), let character = Array(line.unicodeScalars).dropFirst(at.column - 1).first else {
            return Explained(message: "found a character that cannot start a value; quote the value", at: at)
        }
        if character == "\t" { return tab(at: at) }
        return Explained(message: "found character '\(character)' that cannot start any token; quote the value", at: at)
    }

    func tab(at: SourceLocation) -> Explained {
        Explained(message: "found a tab character that violates indentation; YAML indents with spaces only", at: at, keepsContext: false)
    }

    // MARK: Reading lines

    /// The line's number and indentation, when it holds something other than a comment.
    private func content(at row: Int) -> (Int, Int)? {
        guard let line = lines.line(row), let indent = indentation(line) else { return nil }
        return (row, indent)
    }

    /// Spaces before the first character, or nil for a blank or comment-only line.
    private func indentation(_ line: String) -> Int? {
        let spaces = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(spaces)
        if rest.isEmpty || rest.hasPrefix("#") { return nil }
        return spaces
    }

    private func previousContent(before row: Int) -> (row: Int, indent: Int)? {
        var current = row - 1
        while current >= 1 {
            if let line = lines.line(current), let indent = indentation(line) { return (current, indent) }
            current -= 1
        }
        return nil
    }

    /// Walking up from `row`: the top-most line of the block whose indentation is the smallest
    /// deeper than `indent`, before a line as shallow as `indent` or shallower (the parent).
    private func firstSibling(above row: Int, deeperThan indent: Int) -> (row: Int, indent: Int)? {
        var best: (row: Int, indent: Int)?
        var current = row - 1
        while current >= 1 {
            defer { current -= 1 }
            guard let line = lines.line(current), let depth = indentation(line) else { continue }
            if depth <= indent { break }
            if best == nil || depth <= best!.indent { best = (current, depth) }
        }
        return best
    }

    /// The nearest line above `row` indented `indent` or less: the line that holds `row`'s block.
    private func parent(above row: Int, indent: Int) -> (row: Int, indent: Int)? {
        var current = row - 1
        while current >= 1 {
            defer { current -= 1 }
            guard let line = lines.line(current), let depth = indentation(line) else { continue }
            if depth <= indent { return (current, depth) }
        }
        return nil
    }

    /// True when the line is a block list item (`- ...`).
    private func isItem(_ row: Int) -> Bool {
        guard let line = lines.line(row) else { return false }
        let text = line.drop { $0 == " " }
        return text == "-" || text.hasPrefix("- ")
    }

    /// `name` of a `name:` line (after any `- `).
    private func key(on row: Int) -> String? {
        guard var text = lines.line(row).map({ Substring($0.drop { $0 == " " }) }) else { return nil }
        if text.hasPrefix("- ") { text = text.dropFirst(2) }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon]
        return name.isEmpty || name.contains(" ") ? nil : String(name)
    }

    /// What follows `name:` on its line, without a comment.
    private func value(on row: Int) -> String? {
        guard let line = lines.line(row), let colon = line.firstIndex(of: ":") else { return nil }
        let rest = line[line.index(after: colon)...]
        let value = rest.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return value.trimmingSpaces
    }

    private func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
