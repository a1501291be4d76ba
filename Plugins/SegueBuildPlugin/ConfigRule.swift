// The one rule that finds the app config, for `segue`, `swift package segue` and the build plugin
// (docs/reference/config.md, "Which config is used"). The build plugin cannot import a package
// module, so Plugins/SegueBuildPlugin/ConfigRule.swift is this file byte for byte (plain Swift, no
// imports, no `package` access), and ConfigRuleTests fails when the two differ.

/// Chooses the app config from the files that are there; it never touches the disk itself.
struct ConfigRule {
    /// The names looked for in each folder, in order.
    static let names = ["segue.yaml", ".segue.yaml", "segue.yml", "segue.json"]
    /// Looked for last, below the folder the search starts from.
    static let fallback = "Config/segue.yaml"

    /// What was chosen and everything considered, with absolute paths.
    struct Choice: Equatable {
        /// The config to use, if any.
        var chosen: String?
        /// Every path looked at, in order.
        var considered: [String] = []
        /// The targets' folders looked in first, in order.
        var targets: [String] = []
        /// The folders climbed, from the start to the top.
        var climbed: [String] = []
        /// Configs in more than one target's folder: none of them is used.
        var conflicting: [String] = []
        /// Configs that are there but lose to the chosen one (looked at after it).
        var shadowed: [String] = []
    }

    /// `base`: the folder the search starts from (the current folder for `segue`, the package's
    /// top for the plugins). `targets`: folders looked in first (the target being built, or every
    /// target of the package). `isFile(path)`: a config there may be used. `exists(path)`: anything
    /// is there (`.git`, `Package.swift`, a config passed over).
    ///
    /// 1. Each target's folder: the first name there is that target's config. One target with a
    ///    config: it is used. Two or more: none is, and `conflicting` names them.
    /// 2. `base` and each parent, up to the first holding `.git` or `Package.swift` (the
    ///    repository's or package's top) or `/`: the first name found is used.
    /// 3. `base/Config/segue.yaml`.
    static func choose(
        base: String, targets: [String], isFile: (String) -> Bool, exists: (String) -> Bool
    ) -> Choice {
        var choice = Choice(chosen: nil)
        var found: [String] = []
        for target in targets.map(trimmed) {
            choice.targets.append(target)
            for name in names {
                let path = join(target, name)
                choice.considered.append(path)
                if isFile(path) {
                    found.append(path)
                    break
                }
            }
        }
        if found.count > 1 {
            choice.conflicting = found
            return choice
        }
        choice.chosen = found.first
        var folder = trimmed(base)
        while true {
            choice.climbed.append(folder)
            for name in names { look(join(folder, name), &choice, isFile: isFile, exists: exists) }
            if exists(join(folder, ".git")) || exists(join(folder, "Package.swift")) || folder == "/" { break }
            folder = parent(folder)
        }
        look(join(trimmed(base), fallback), &choice, isFile: isFile, exists: exists)
        return choice
    }

    /// Looks at `path`: the config if none is chosen yet and it may be used, else shadowed if there.
    private static func look(_ path: String, _ choice: inout Choice, isFile: (String) -> Bool, exists: (String) -> Bool) {
        if choice.chosen == nil {
            choice.considered.append(path)
            if isFile(path) { choice.chosen = path }
        } else if exists(path) {
            choice.shadowed.append(path)
        }
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    static func trimmed(_ folder: String) -> String {
        var folder = Substring(folder)
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    static func parent(_ folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return "/" }
        return String(folder[..<slash])
    }

    /// `path` relative to `folder` when it is inside it (`Sources/App/segue.yaml`), else as is.
    static func relative(_ path: String, to folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
