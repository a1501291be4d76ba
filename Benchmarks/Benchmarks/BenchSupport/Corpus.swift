import Segue

/// A large catalog made from the shipped one: every manifest copied many times with fresh ids.
///
/// Copy `n` of a manifest `x` gets the id `x-cN`, and an `extends: y` in it becomes `y-cN`, so each
/// copy of the catalog is complete on its own and the whole corpus loads without a diagnostic.
/// Whatever `BuiltinEffects.files` holds is used, so the corpus grows with the catalog.
public enum Corpus {
    /// `count` manifests, cycling through the shipped ones (YAML and JSON alike).
    ///
    /// Within each copy a manifest comes after the one it extends, so cutting the last copy short
    /// never leaves an `extends` without its parent.
    public static func generate(count: Int) -> [SourceFile] {
        let shipped = parentsFirst(BuiltinEffects.files)
        precondition(!shipped.isEmpty, "the built-in catalog is empty")
        return (0..<count).map { index in
            let (path, text) = shipped[index % shipped.count]
            let copy = index / shipped.count
            return SourceFile(
                path: "Corpus/\(copy)/\(path)", text: renamed(text, copy: copy, json: path.hasSuffix(".json")),
                origin: .builtin)
        }
    }

    /// The files ordered by the length of their `extends` chain (0 for a kind), stable otherwise.
    static func parentsFirst(_ files: [(path: String, text: String)]) -> [(path: String, text: String)] {
        var parentOf: [String: String] = [:]
        var idOf: [Int: String] = [:]
        for (index, file) in files.enumerated() {
            guard let id = topLevelValue("id", in: file.text) else { continue }
            idOf[index] = id
            parentOf[id] = topLevelValue("extends", in: file.text)
        }
        func depth(_ id: String?) -> Int {
            var depth = 0
            var current = id.flatMap { parentOf[$0] }
            while let parent = current, depth < files.count {
                depth += 1
                current = parentOf[parent]
            }
            return depth
        }
        return files.enumerated()
            .map { (depth: depth(idOf[$0.offset]), index: $0.offset, file: $0.element) }
            .sorted { ($0.depth, $0.index) < ($1.depth, $1.index) }
            .map(\.file)
    }

    /// The value of a top-level `key` in a shipped manifest (YAML `key: v` or JSON `  "key": "v"`).
    static func topLevelValue(_ key: String, in text: String) -> String? {
        for line in text.split(separator: "\n") {
            if line.hasPrefix("\(key):") {
                let value = line.dropFirst(key.count + 1).split(separator: "#").first.map(String.init) ?? ""
                return value.trimmingSpaces
            }
            let jsonPrefix = "  \"\(key)\": \""
            if line.hasPrefix(jsonPrefix) {
                return String(line.dropFirst(jsonPrefix.count).prefix { $0 != "\"" })
            }
        }
        return nil
    }

    /// The shipped manifests as they are, for the simulation and check suites.
    public static var shipped: [SourceFile] {
        BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    }

    /// The bytes of all files, added up.
    public static func byteCount(_ files: [SourceFile]) -> Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// Renames the top-level `id` and `extends` values of one manifest, keeping everything else.
    static func renamed(_ text: String, copy: Int, json: Bool) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices {
            if json {
                // Top-level keys are indented by exactly two spaces in the shipped JSON.
                for key in ["id", "extends"] {
                    let prefix = "  \"\(key)\": \""
                    guard lines[i].hasPrefix(prefix), let close = lines[i].dropFirst(prefix.count).firstIndex(of: "\"")
                    else { continue }
                    lines[i].insert(contentsOf: "-c\(copy)", at: close)
                }
            } else {
                for key in ["id", "extends"] {
                    let prefix = "\(key):"
                    guard lines[i].hasPrefix(prefix) else { continue }
                    let rest = lines[i].dropFirst(prefix.count)
                    let value = rest.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
                    let comment = rest.contains("#") ? " #" + (rest.split(separator: "#", maxSplits: 1).last ?? "") : ""
                    let trimmed = value.trimmingSpaces
                    guard !trimmed.isEmpty else { continue }
                    lines[i] = "\(key): \(trimmed)-c\(copy)\(comment)"
                }
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" || s.last == "\r" { s.removeLast() }
        return String(s)
    }
}
