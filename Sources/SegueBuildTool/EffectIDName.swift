import SegueDocument

/// The Swift name of an effect's constant (`SegueEffectID.circleSpread` for `circle-spread`).
///
/// Manifest ids are kebab-case (lowercase letters and digits joined by single '-'), so the name is
/// the id in lowerCamelCase. Two cases need more, and both follow one rule, so the name of any id
/// can be worked out by hand:
/// - A name Swift does not accept after a dot (it starts with a digit, `3d-flip`, or is a keyword,
///   `default`, `self`) gets a leading underscore: `_3dFlip`, `_default`.
/// - Two ids can meet in one name (`cube-3d` and `cube3d` are both `cube3d`). That is an error at
///   the second id, naming the first, not a silent suffix: renaming the effect is the fix, and a
///   constant must never change meaning because another manifest appeared.
enum EffectIDName {
    /// The constant's name for `id`: a kebab-case id in lowerCamelCase.
    ///
    /// The manifest reader lets only kebab-case ids through, but the name is safe for any text on
    /// its own, so that no id can ever be code: the id is lowercased and anything but an ASCII
    /// letter or digit is `_`, so the name is a plain ASCII identifier (no `$`, which Swift
    /// reserves, no `Self`, `Any` or `Type`, which mean something as a member), with `_` in front
    /// when it does not start with a letter (an empty one is `__`) or is a keyword.
    static func name(for id: String) -> String {
        var name = ""
        for (index, part) in id.lowercased().split(separator: "-").enumerated() {
            let word = String(
                String.UnicodeScalarView(part.unicodeScalars.map { ("a"..."z").contains($0) || ("0"..."9").contains($0) ? $0 : "_" }))
            name += index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
        }
        let startsWithLetter = name.first.map { $0.isASCII && $0.isLetter } ?? false
        return startsWithLetter && !keywords.contains(name) ? name : "_" + (name.isEmpty ? "_" : name)
    }

    /// One effect that gets a constant: its id and where the id is written.
    struct Effect {
        let id: String
        let location: SourceLocation
    }

    /// The names of `effects` (in their order), leaving out any whose name is already taken, by
    /// `taken` (name to the id that has it: the built-in constants, for an app) or by an earlier
    /// effect of the list; each of those is an error at its id.
    static func names(
        for effects: [Effect], taken: [String: String] = [:], takenBy owner: String = "a built-in effect"
    ) -> (names: [(id: String, name: String)], problems: [Diagnostic]) {
        var owners: [String: Effect] = [:]
        var names: [(id: String, name: String)] = []
        var problems: [Diagnostic] = []
        for effect in effects {
            let name = name(for: effect.id)
            if let other = taken[name] {
                problems.append(
                    .error(
                        "build.constant-taken",
                        "the Swift constant for '\(effect.id)' would be '.\(name)', which \(owner) '\(other)' already has",
                        at: effect.location,
                        notes: [.init("rename the effect: ids that differ only in their '-' name the same constant")]))
            } else if let first = owners[name] {
                problems.append(
                    .error(
                        "build.constant-taken",
                        "the Swift constant for '\(effect.id)' would be '.\(name)', which '\(first.id)' already has",
                        at: effect.location,
                        notes: [
                            .init("'\(first.id)' is here", at: first.location),
                            .init("rename one: ids that differ only in their '-' name the same constant"),
                        ]))
            } else {
                owners[name] = effect
                names.append((effect.id, name))
            }
        }
        return (names, problems)
    }

    /// Swift's reserved words that a lowercase name can be: as a member they would need backticks,
    /// and `.self` and `.init` would mean the type and its initializer.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "any", "as", "await", "false", "is", "nil", "self", "super",
        "throws", "true", "try", "some",
    ]
}
