import Foundation

/// Issue 38: the library's public API, read from the sources. Every declaration a client outside the
/// package can see (`public` or `open`, an enum's cases, a public protocol's requirements, the members
/// of a `public extension`), unless a type around it, or the type an extension extends, is not public.
///
/// It reads Swift the way the compiler splits it, not line by line: comments and the insides of
/// string literals are masked first, so a `{` or a `public` in them counts for nothing; a declaration
/// runs over as many lines as its parentheses and continuation lines (`->`, `where`, `throws`) take;
/// and each one carries the `#if` conditions around it, since `#if canImport(UIKit)` API is API too.
struct PublicAPILister {
    /// One declaration the way the list shows it.
    struct Declaration: Equatable, CustomStringConvertible {
        /// The `#if` conditions around it, outermost first (`!(X)` in an `#else`).
        var conditions: [String]
        /// The qualified name of the type or extended type around it; empty at the top level.
        var context: String
        /// The declaration from its first attribute to its body, comments dropped, spaces collapsed,
        /// a stored property's initial value left out.
        var signature: String

        var description: String {
            let prefix = conditions.isEmpty ? "" : "#if " + conditions.joined(separator: " && ") + " "
            return prefix + (context.isEmpty ? "" : context + ": ") + signature
        }
    }

    /// A declaration as parsed, before the types it sits in are known to be public.
    struct Raw {
        var conditions: [String]
        /// The enclosing contexts, outermost first: a type's qualified name, or an extension's type.
        var scopes: [Scope]
        var kind: String
        var name: String
        /// `public`/`open` written or inherited from the scope (enum case, protocol requirement, public extension).
        var isPublic: Bool
        /// Whether `public` or `open` is written on it.
        var saysPublic: Bool
        var signature: String
    }

    /// A type or extension body that a declaration is inside.
    struct Scope {
        var qualifiedName: String
        var isExtension: Bool
        /// For a type: whether the declaration itself says public/open. For an extension: whether it is a `public extension`.
        var isPublic: Bool
        var kind: String
    }

    static let typeKinds: Set<String> = ["struct", "enum", "class", "protocol", "extension", "actor"]
    static let kinds: Set<String> =
        typeKinds.union([
            "func", "init", "deinit", "subscript", "var", "let", "typealias", "associatedtype", "case", "operator", "precedencegroup",
            "macro",
        ])
    static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "private", "fileprivate", "static", "final", "mutating", "nonmutating",
        "nonisolated", "override", "indirect", "convenience", "required", "lazy", "weak", "unowned", "dynamic", "optional",
        "prefix", "postfix", "infix", "consuming", "borrowing", "distributed", "isolated",
    ]
    static let continuations = ["->", "where", "throws", "rethrows", "async", "&", ".", ",", ":", "=", "?", "{"]

    /// The public declarations of several files of several modules (module name to file texts), each
    /// module's sorted, one per line.
    static func list(_ modules: [String: [String]]) -> [String: [String]] {
        list(parsed: modules.mapValues { texts in texts.flatMap { parse($0) } })
    }

    /// The same, from declarations already parsed (module name to its files' declarations).
    static func list(parsed raws: [String: [Raw]]) -> [String: [String]] {
        let types = TypeTable(raws.values.joined())
        return raws.mapValues { list in
            list.filter { $0.isPublic && types.arePublic($0.scopes) }
                .map { raw in
                    Declaration(conditions: raw.conditions, context: raw.scopes.last?.qualifiedName ?? "", signature: raw.signature)
                        .description
                }
                .sorted()
        }
    }

    /// Which declared types are public: a type is when it says so and every type around it is; an
    /// extension's members are public only when the extended type is (a type not declared in these
    /// sources is the standard library's or Apple's, and public).
    struct TypeTable {
        /// Qualified name to the scopes of its declarations and whether each says public/open.
        var declarations: [String: [(scopes: [Scope], isPublic: Bool)]] = [:]

        init<S: Sequence>(_ raws: S) where S.Element == Raw {
            for raw in raws where PublicAPILister.typeKinds.contains(raw.kind) && raw.kind != "extension" {
                let name = (raw.scopes.last.map { $0.qualifiedName + "." } ?? "") + raw.name
                declarations[name, default: []].append((raw.scopes, raw.isPublic))
            }
        }

        func isPublic(_ name: String, visiting: Set<String> = []) -> Bool {
            guard let found = declarations[name] else {
                // `extension Module.Type`: try the name without its first part; otherwise not ours.
                if let dot = name.firstIndex(of: "."), declarations[String(name[name.index(after: dot)...])] != nil {
                    return isPublic(String(name[name.index(after: dot)...]), visiting: visiting)
                }
                return true
            }
            guard !visiting.contains(name) else { return false }
            return found.contains { $0.isPublic && arePublic($0.scopes, visiting: visiting.union([name])) }
        }

        func arePublic(_ scopes: [Scope], visiting: Set<String> = []) -> Bool {
            scopes.allSatisfy { scope in
                scope.isExtension
                    ? isPublic(scope.qualifiedName, visiting: visiting)
                    : scope.isPublic && isPublic(scope.qualifiedName, visiting: visiting)
            }
        }
    }

    // MARK: - Parsing

    /// The declarations of one file with their scopes, public or not.
    static func parse(_ text: String) -> [Raw] {
        var parser = Parser(text)
        parser.run()
        return parser.found
    }

    /// Masks comments and string contents, then walks the statements of the type bodies.
    struct Parser {
        /// The text with comments as spaces (newlines kept), for what a declaration shows.
        let shown: [UInt8]
        /// `shown` with the insides of string literals as `_` too, for finding structure.
        let code: [UInt8]
        var found: [Raw] = []
        var index = 0
        /// The open braces: a type or extension body (a scope), or nil for any other block.
        var braces: [Scope?] = []
        /// The `#if` branches around the current statement, as conditions.
        var conditions: [[String]] = []

        init(_ text: String) {
            (shown, code) = Masker.mask(Array(text.utf8))
        }

        mutating func run() {
            while true {
                skipBlank()
                guard index < code.count else { return }
                switch code[index] {
                case UInt8(ascii: "}"):
                    if !braces.isEmpty { braces.removeLast() }
                    index += 1
                case UInt8(ascii: ";"):
                    index += 1
                case UInt8(ascii: "#") where directive():
                    continue
                default:
                    statement()
                }
            }
        }

        mutating func skipBlank() {
            while index < code.count, code[index] == 32 || code[index] == 10 || code[index] == 9 || code[index] == 13 { index += 1 }
        }

        func lineEnd(from start: Int) -> Int {
            var end = start
            while end < code.count, code[end] != 10 { end += 1 }
            return end
        }

        func text(_ range: Range<Int>, in bytes: [UInt8]) -> String { String(decoding: bytes[range], as: UTF8.self) }

        /// `#if`, `#elseif`, `#else`, `#endif` between statements; false for anything else that starts with `#`.
        mutating func directive() -> Bool {
            let end = lineEnd(from: index)
            let line = text(index..<end, in: code).trimmingCharacters(in: .whitespaces)
            let word = line.prefix { !$0.isWhitespace }
            let rest = String(line.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
            switch word {
            case "#if": conditions.append([rest])
            case "#elseif":
                guard var branch = conditions.popLast(), let last = branch.popLast() else { break }
                conditions.append(branch + ["!(\(last))", rest])
            case "#else":
                guard var branch = conditions.popLast(), let last = branch.popLast() else { break }
                conditions.append(branch + ["!(\(last))"])
            case "#endif": _ = conditions.popLast()
            default: return false
            }
            index = end
            return true
        }

        /// Reads one statement: a declaration's header, then either a type's body (a new scope) or
        /// any other block skipped whole.
        mutating func statement() {
            let start = index
            let end = headerEnd(from: start)
            let header = text(start..<end.index, in: code)
            let words = Words(header)
            let scope = braces.last.flatMap { $0 }
            let inType = braces.isEmpty || scope != nil
            if inType, let kind = words.kind {
                let explicit = words.access
                let isPublic: Bool
                if let explicit {
                    isPublic = explicit == "public" || explicit == "open"
                } else if let scope, !scope.isExtension, scope.kind == "protocol" {
                    isPublic = true  // a requirement is as visible as its protocol
                } else if let scope, kind == "case", scope.kind == "enum" {
                    isPublic = true  // a case is as visible as its enum
                } else if let scope, scope.isExtension, scope.isPublic {
                    isPublic = true
                } else {
                    isPublic = false
                }
                let scopes = braces.compactMap { $0 }
                var signature = Self.normalize(text(start..<end.index, in: shown), storedValue: kind == "let" || kind == "var")
                if end.opensBlock, kind == "var" || kind == "subscript", scope?.kind == "protocol", !(scope?.isExtension ?? true) {
                    signature += " { " + accessors(from: end.index) + " }"
                }
                if kind != "extension" || words.access != nil {
                    found.append(
                        Raw(
                            conditions: conditions.flatMap { $0 }, scopes: scopes, kind: kind, name: words.name,
                            isPublic: isPublic, saysPublic: explicit == "public" || explicit == "open", signature: signature))
                }
                if end.opensBlock, PublicAPILister.typeKinds.contains(kind) {
                    let outer = scopes.last.map { $0.qualifiedName + "." } ?? ""
                    let qualified = kind == "extension" ? words.name : outer + words.name
                    braces.append(Scope(qualifiedName: qualified, isExtension: kind == "extension", isPublic: isPublic, kind: kind))
                    index = end.index + 1
                    return
                }
            }
            index = end.index
            if end.opensBlock {
                skipBlock()
                // The statement may go on after its block (`let x = f { ... }.y`).
                let rest = headerEnd(from: index)
                index = rest.index
                if rest.opensBlock { skipBlock() }
            }
        }

        /// `get`, `set` or both, from a protocol requirement's accessor block at `open`.
        func accessors(from open: Int) -> String {
            var depth = 0
            var end = open
            repeat {
                if code[end] == UInt8(ascii: "{") { depth += 1 }
                if code[end] == UInt8(ascii: "}") { depth -= 1 }
                end += 1
            } while depth > 0 && end < code.count
            return text((open + 1)..<(end - 1), in: shown).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        /// Skips from the `{` at `index` past its matching `}`.
        mutating func skipBlock() {
            var depth = 0
            repeat {
                if code[index] == UInt8(ascii: "{") { depth += 1 }
                if code[index] == UInt8(ascii: "}") { depth -= 1 }
                index += 1
            } while depth > 0 && index < code.count
        }

        /// Where the statement at `start` stops: at a `{` outside parentheses (a body follows), at a
        /// `}` closing the block around it, or at a line end that no continuation follows.
        func headerEnd(from start: Int) -> (index: Int, opensBlock: Bool) {
            var depth = 0
            var i = start
            while i < code.count {
                let c = code[i]
                switch c {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: "{") where depth <= 0: return (i, true)
                case UInt8(ascii: "}") where depth <= 0: return (i, false)
                case UInt8(ascii: ";") where depth <= 0: return (i, false)
                case 10 where depth <= 0:
                    if !continues(before: i, start: start) { return (i, false) }
                default: break
                }
                i += 1
            }
            return (i, false)
        }

        /// Whether the statement goes on past the line end at `newline`: the line ends with an
        /// operator or a comma, or the next line starts with a continuation (`->`, `where`, ...).
        func continues(before newline: Int, start: Int) -> Bool {
            let line = text(start..<newline, in: code).split(separator: "\n").last.map(String.init) ?? ""
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Attributes on lines of their own belong to the declaration below them.
            let sofar = text(start..<newline, in: code).trimmingCharacters(in: .whitespacesAndNewlines)
            if sofar.hasPrefix("@"), Words(sofar).kind == nil { return true }
            if trimmed.hasSuffix(",") || trimmed.hasSuffix("=") || trimmed.hasSuffix("->") || trimmed.hasSuffix(":") { return true }
            var next = newline
            while next < code.count, code[next] == 10 || code[next] == 32 || code[next] == 9 || code[next] == 13 { next += 1 }
            let following = text(next..<lineEnd(from: next), in: code)
            return Parser.continues(following)
        }

        static func continues(_ line: String) -> Bool {
            for token in PublicAPILister.continuations where line.hasPrefix(token) {
                guard token.first?.isLetter == true else { return true }
                // A keyword, not the start of a longer word (`whereabouts`).
                guard let after = line.dropFirst(token.count).first else { return true }
                if !(after.isLetter || after.isNumber || after == "_") { return true }
            }
            return false
        }

        /// Collapses whitespace, drops the padding swift-format leaves inside wrapped brackets and a
        /// trailing comma before a closing one, and (for a stored property) the initial value.
        static func normalize(_ header: String, storedValue: Bool) -> String {
            var text = header.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if storedValue, let equals = topLevelEquals(in: text) {
                text = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
            }
            for (from, to) in [("( ", "("), ("[ ", "["), (" )", ")"), (" ]", "]"), (",)", ")"), (",]", "]"), ("< ", "<"), (" >", ">")] {
                text = text.replacingOccurrences(of: from, with: to)
            }
            return text
        }

        /// The first `=` outside brackets that is an assignment, not part of `==`, `<=`, `>=`, `!=`.
        static func topLevelEquals(in text: String) -> String.Index? {
            var depth = 0
            var previous: Character = " "
            var i = text.startIndex
            while i < text.endIndex {
                let c = text[i]
                let next = text.index(after: i) < text.endIndex ? text[text.index(after: i)] : " "
                switch c {
                case "(", "[", "<": depth += 1
                case ")", "]": depth -= 1
                case ">" where previous != "-": depth -= 1
                case "=" where depth <= 0 && next != "=" && !"=<>!".contains(previous): return i
                default: break
                }
                previous = c
                i = text.index(after: i)
            }
            return nil
        }
    }

    /// A statement's leading words: attributes, modifiers, the declaration keyword and the name.
    struct Words {
        var access: String?
        var kind: String?
        var name = ""

        init(_ header: String) {
            var rest = Substring(header)
            func word() -> Substring {
                rest = rest.drop { $0.isWhitespace }
                let w = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" || $0 == "`" }
                rest = rest.dropFirst(w.count)
                return w
            }
            func skipParenthesised() {
                let trimmed = rest.drop { $0 == " " }
                guard trimmed.first == "(" else { return }
                var depth = 0
                var i = trimmed.startIndex
                repeat {
                    if trimmed[i] == "(" { depth += 1 }
                    if trimmed[i] == ")" { depth -= 1 }
                    i = trimmed.index(after: i)
                } while depth > 0 && i < trimmed.endIndex
                rest = trimmed[i...]
            }
            while true {
                let w = word()
                if w.isEmpty { return }
                if w.hasPrefix("@") {
                    skipParenthesised()
                    continue
                }
                let s = String(w)
                if PublicAPILister.modifiers.contains(s) || (s == "class" && Self.startsDeclaration(rest)) {
                    // `private(set)` narrows the setter only; `nonisolated(unsafe)` is an isolation.
                    let narrowed = rest.drop { $0 == " " }.hasPrefix("(")
                    if narrowed { skipParenthesised() }
                    if !narrowed, ["public", "open", "package", "internal", "private", "fileprivate"].contains(s), access == nil {
                        access = s
                    }
                    continue
                }
                guard PublicAPILister.kinds.contains(s) else { return }
                kind = s
                rest = rest.drop { $0.isWhitespace }
                name = String(rest.prefix { !($0.isWhitespace || "(<:={,".contains($0)) })
                if s == "init" || s == "subscript" || s == "deinit" { name = s }
                return
            }
        }

        /// Whether the words after `class` are another declaration (`class func`), making `class` a modifier.
        static func startsDeclaration(_ rest: Substring) -> Bool {
            let next = rest.drop { $0.isWhitespace }.prefix { $0.isLetter }
            return PublicAPILister.kinds.contains(String(next)) || PublicAPILister.modifiers.contains(String(next))
        }
    }

    /// Blanks comments (keeping newlines) and the insides of string literals, interpolations included.
    enum Masker {
        static func mask(_ bytes: [UInt8]) -> (shown: [UInt8], code: [UInt8]) {
            var shown = bytes
            var code = bytes
            var i = 0
            scanCode(bytes, &shown, &code, &i, untilParen: false)
            return (shown, code)
        }

        static func blank(_ shown: inout [UInt8], _ code: inout [UInt8], _ range: Range<Int>) {
            for j in range where shown[j] != 10 {
                shown[j] = 32
                code[j] = 32
            }
        }

        /// Code until the end, or until the `)` closing an interpolation when `untilParen`.
        static func scanCode(_ b: [UInt8], _ shown: inout [UInt8], _ code: inout [UInt8], _ i: inout Int, untilParen: Bool) {
            var depth = 0
            while i < b.count {
                let c = b[i]
                let next = i + 1 < b.count ? b[i + 1] : 0
                if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                    let start = i
                    while i < b.count, b[i] != 10 { i += 1 }
                    blank(&shown, &code, start..<i)
                } else if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    let start = i
                    var nesting = 0
                    repeat {
                        if b[i] == UInt8(ascii: "/"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "*") {
                            nesting += 1
                            i += 1
                        } else if b[i] == UInt8(ascii: "*"), i + 1 < b.count, b[i + 1] == UInt8(ascii: "/") {
                            nesting -= 1
                            i += 1
                        }
                        i += 1
                    } while nesting > 0 && i < b.count
                    blank(&shown, &code, start..<i)
                } else if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && startsRawString(b, i)) {
                    scanString(b, &shown, &code, &i)
                } else {
                    if untilParen {
                        if c == UInt8(ascii: "(") { depth += 1 }
                        if c == UInt8(ascii: ")") {
                            if depth == 0 { return }
                            depth -= 1
                        }
                    }
                    i += 1
                }
            }
        }

        static func startsRawString(_ b: [UInt8], _ i: Int) -> Bool {
            var j = i
            while j < b.count, b[j] == UInt8(ascii: "#") { j += 1 }
            return j < b.count && b[j] == UInt8(ascii: "\"")
        }

        /// A string literal from its opening (`"`, `"""`, `#"`...) past its closing; its contents become `_`.
        static func scanString(_ b: [UInt8], _ shown: inout [UInt8], _ code: inout [UInt8], _ i: inout Int) {
            var hashes = 0
            while b[i] == UInt8(ascii: "#") {
                hashes += 1
                i += 1
            }
            let multiline = i + 2 < b.count && b[i + 1] == UInt8(ascii: "\"") && b[i + 2] == UInt8(ascii: "\"")
            let quotes = multiline ? 3 : 1
            i += quotes
            while i < b.count {
                if b[i] == UInt8(ascii: "\\"), hasHashes(b, i + 1, hashes) {
                    let after = i + 1 + hashes
                    if after < b.count, b[after] == UInt8(ascii: "(") {
                        mark(&code, i..<(after + 1))
                        i = after + 1
                        scanCode(b, &shown, &code, &i, untilParen: true)
                        if i < b.count { code[i] = UInt8(ascii: "_") }
                        i += 1
                        continue
                    }
                    mark(&code, i..<min(after + 1, b.count))
                    i = after + 1
                    continue
                }
                if b[i] == UInt8(ascii: "\""), i + quotes - 1 < b.count, (0..<quotes).allSatisfy({ b[i + $0] == UInt8(ascii: "\"") }),
                    hasHashes(b, i + quotes, hashes)
                {
                    i += quotes + hashes
                    return
                }
                if !multiline, b[i] == 10 { return }
                mark(&code, i..<(i + 1))
                i += 1
            }
        }

        static func hasHashes(_ b: [UInt8], _ from: Int, _ count: Int) -> Bool {
            guard from + count <= b.count else { return false }
            return (0..<count).allSatisfy { b[from + $0] == UInt8(ascii: "#") }
        }

        static func mark(_ code: inout [UInt8], _ range: Range<Int>) {
            for j in range where j < code.count && code[j] != 10 { code[j] = UInt8(ascii: "_") }
        }
    }
}
