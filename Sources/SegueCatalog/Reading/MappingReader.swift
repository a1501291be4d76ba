import SegueDocument

/// Reads one mapping node key by key, collecting every problem instead of stopping.
///
/// `finish()` reports the keys nobody asked for, with a did-you-mean drawn from the known
/// ones: the reader's fixed key table when it has one, else every key an accessor asked for.
/// `validate` wants all problems in one run, so nothing here throws.
package struct MappingReader {
    package let node: Node
    /// What the mapping is, in the user's words ("manifest", "gesture", "route 'home'").
    package let context: String
    /// Every key this mapping may hold, for did-you-mean suggestions.
    private(set) var known: [String]
    /// `known` is a fixed table (no list is built per mapping read).
    private let hasKeyTable: Bool
    /// Problems found so far, in the order met; callers may add their own.
    package var diagnostics: [Diagnostic] = []
    package let pairs: Node.Pairs
    /// Which pairs an accessor has read, by index (pairs past 64 are tracked in `readBeyond`).
    private var read: UInt64 = 0
    private var readBeyond: Set<Int> = []
    /// Where the next lookup starts: just after the last key found, since readers ask for keys
    /// in about the order files write them.
    private var nextKey = 0

    /// Nil (with a diagnostic in `problems`) when `node` is not a mapping.
    ///
    /// `keys` is the reader's table of every key it reads; readers of hot, fixed shapes pass one.
    package init?(_ node: Node, context: String, keys: [String]? = nil, problems: inout [Diagnostic]) {
        guard let pairs = node.pairs else {
            problems.append(
                .error(
                    "\(Codes.prefix(context)).type", "\(context) must be a mapping, not \(article(node.kindName))",
                    at: node.location))
            return nil
        }
        self.node = node
        self.context = context
        self.pairs = pairs
        known = keys ?? []
        hasKeyTable = keys != nil
    }

    /// Where the mapping starts, for missing-key errors.
    package var location: SourceLocation { node.location }

    package mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// The raw node for `key`, marking it known.
    package mutating func node(_ key: String) -> Node? {
        if hasKeyTable {
            // Every build checks it (the tests run optimized, where an `assert` is gone): one look
            // through a table of a handful of keys per key read, small beside parsing the value.
            precondition(known.contains(key), "'\(key)' is read but missing from the key table of \(context)")
        } else {
            known.append(key)
        }
        guard let index = index(of: key) else { return nil }
        nextKey = index + 1
        if index < 64 { read |= 1 << UInt64(index) } else { readBeyond.insert(index) }
        return pairs.value(at: index)
    }

    package mutating func keyNode(_ key: String) -> Node? {
        index(of: key).map { pairs.key(at: $0) }
    }

    /// The index of the pair whose key is `key`, compared as bytes in the document.
    private func index(of key: String) -> Int? { pairs.index(ofKey: key, from: nextKey) }

    private func wasRead(_ index: Int) -> Bool {
        index < 64 ? read & (1 << UInt64(index)) != 0 : readBeyond.contains(index)
    }

    package mutating func required(_ key: String) -> Node? {
        let value = node(key)
        if value == nil {
            report(.error("\(Codes.prefix(context)).missing-key", "missing required key '\(key)' in \(context)", at: location))
        }
        return value
    }

    package mutating func string(_ key: String, required isRequired: Bool = false) -> String? {
        guard let value = isRequired ? required(key) : node(key) else { return nil }
        return ValueReader.string(value, name: key, context: context, into: &diagnostics)
    }

    package mutating func number(
        _ key: String, required isRequired: Bool = false, greaterThan: Double? = nil, min: Double? = nil, max: Double? = nil,
        namingRange: Bool = false
    ) -> Double? {
        guard let value = isRequired ? required(key) : node(key) else { return nil }
        return ValueReader.number(
            value, name: key, context: context, greaterThan: greaterThan, min: min, max: max, namingRange: namingRange,
            into: &diagnostics)
    }

    package mutating func integer(_ key: String, min: Int? = nil, max: Int? = nil) -> Int? {
        guard let value = node(key) else { return nil }
        return ValueReader.integer(value, name: key, context: context, min: min, max: max, into: &diagnostics)
    }

    package mutating func bool(_ key: String) -> Bool? {
        guard let value = node(key) else { return nil }
        return ValueReader.bool(value, name: key, context: context, into: &diagnostics)
    }

    package mutating func choice(_ key: String, among words: [String], required isRequired: Bool = false) -> String? {
        guard let value = isRequired ? required(key) : node(key) else { return nil }
        return ValueReader.choice(value, name: key, among: words, context: context, into: &diagnostics)
    }

    package mutating func stringList(_ key: String) -> [String]? {
        guard let value = node(key) else { return nil }
        guard let items = value.items else {
            report(
                .error(
                    "\(Codes.prefix(context)).type", "'\(key)' must be a list of strings, not \(article(value.kindName))",
                    at: value.location))
            return nil
        }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        let reported = diagnostics.count
        for item in items {
            if let text = ValueReader.string(item, name: key, context: context, into: &diagnostics) { strings.append(text) }
        }
        // A list with a wrong item gives nothing, rather than the rest of it: a config read to
        // report every problem must not go on to use half of a key it has reported.
        return diagnostics.count == reported ? strings : nil
    }

    /// Reports every key that no accessor asked for, and returns all diagnostics.
    package mutating func finish() -> [Diagnostic] {
        var unknown = 0
        // Indices first: a pair is only made for a key nobody read, which is rare.
        for index in pairs.indices where !wasRead(index) {
            let keyNode = pairs.key(at: index)
            guard let key = keyNode.scalar?.text else { continue }
            unknown += 1
            var message = "unknown key '\(key)' in \(context)"
            // Past a hundred unknown keys the file is not a typo; guessing for each one
            // would only make a generated file of thousands of keys slow to report.
            if unknown <= 100, let guess = Suggestion.closest(to: key, among: known) {
                message += "; did you mean '\(guess)'?"
            }
            report(.error("\(Codes.prefix(context)).unknown-key", message, at: keyNode.location))
        }
        return diagnostics
    }
}

/// "a string", "an integer", "a mapping": for type errors.
package func article(_ kind: String) -> String {
    guard let first = kind.first else { return kind }
    return ("aeiou".contains(first) ? "an " : "a ") + kind
}

/// Stable diagnostic code prefixes: every code starts with the layer that found it.
enum Codes {
    /// `manifest`, `config`, `script` or `gesture`, from a reader's context.
    package static func prefix(_ context: String) -> String {
        for candidate in ["config", "route", "script", "gesture-file"] where context.hasPrefix(candidate) {
            return candidate == "route" ? "config" : candidate
        }
        return "manifest"
    }
}

extension Array where Element == Diagnostic {
    /// Stable sort by line and column, so diagnostics read in file order.
    package func sortedByLocation() -> [Diagnostic] {
        guard count > 1 else { return self }
        return enumerated().sorted { a, b in
            let la = a.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            let lb = b.element.location.map { ($0.line, $0.column) } ?? (0, 0)
            return la != lb ? la < lb : a.offset < b.offset
        }.map(\.element)
    }
}
