import SegueDocument

/// Finds the app config when neither `--config` nor SEGUE_CONFIG names one.
///
/// An app repository keeps `segue.yaml` (or `.segue.yaml`) at its top, and commands run from any
/// folder inside it: the search starts in the current folder and climbs to the first folder that
/// holds `.git` (the repository's top, so a config outside the repository is never picked up) or
/// to `/`. `Config/segue.yaml` in the current folder, this repository's own layout, comes last.
/// A config another user could have written (`ConfigTrust`) is passed over as if it were not
/// there, and listed in `ignored` so the command can say so. The file system is asked through
/// closures, so the rule is tested without touching the disk.
package struct ConfigDiscovery {
    /// The file names looked for, in order.
    package static let names = ["segue.yaml", ".segue.yaml"]
    /// Where the config is when nothing else is found.
    package static let fallback = "Config/segue.yaml"

    /// The config found (as a path relative to the current folder), and every place looked at.
    package struct Outcome: Equatable, Sendable {
        /// The config found, if any.
        package let path: String?
        /// Every path looked at, for the message when none is found.
        package let looked: [String]
        /// Configs found but passed over because another user could have written them.
        package var ignored: [Ignored] = []
        /// The repository the config found belongs to (absolute): the nearest folder at or above
        /// the one searched when it was found that holds `.git`, else that folder. A discovered
        /// config reads effects only inside it (`CatalogFiles`).
        package var root: String?
    }

    /// A config found and not used, with the reason.
    package struct Ignored: Equatable, Sendable {
        /// Its absolute path.
        package let path: String
        /// Why it is not trusted.
        package let refusal: ConfigTrust.Refusal
    }

    /// `folder` is the current folder as an absolute path.
    /// `refusal` says why a found config (by absolute path) may not be used, or nil when it may.
    package static func find(
        from folder: String, isFile: (String) -> Bool, exists: (String) -> Bool,
        refusal: (String) -> ConfigTrust.Refusal? = { _ in nil }
    ) -> Outcome {
        var looked: [String] = []
        var ignored: [Ignored] = []
        func usable(_ path: String) -> Bool {
            guard isFile(path) else { return false }
            guard let problem = refusal(path) else { return true }
            ignored.append(Ignored(path: path, refusal: problem))
            return false
        }
        let start = PathText.trailingSlashesRemoved(folder)
        var current = start
        var relative = ""
        while true {
            for name in names {
                let absolute = join(current, name)
                looked.append(absolute)
                if usable(absolute) {
                    return Outcome(
                        path: relative + name, looked: looked, ignored: ignored, root: repositoryRoot(from: current, exists: exists))
                }
            }
            if exists(join(current, ".git")) || current == "/" { break }
            current = parent(current)
            relative += "../"
        }
        looked.append(join(folder, fallback))
        guard usable(join(folder, fallback)) else { return Outcome(path: nil, looked: looked, ignored: ignored) }
        // `Config/segue.yaml` belongs to the folder it was found from (its effects are `../Effects`).
        return Outcome(path: fallback, looked: looked, ignored: ignored, root: repositoryRoot(from: start, exists: exists))
    }

    /// The nearest folder at or above `folder` that holds `.git`, else `folder`.
    private static func repositoryRoot(from folder: String, exists: (String) -> Bool) -> String {
        var current = folder
        while !exists(join(current, ".git")) {
            guard current != "/" else { return folder }
            current = parent(current)
        }
        return current
    }

    private static func parent(_ folder: String) -> String {
        let parent = PathText.deletingLastComponent(folder)
        return parent.isEmpty ? "/" : parent
    }

    /// The sentence commands that need routes print when no config was found.
    package static func notFoundMessage(_ outcome: Outcome) -> String {
        let folders = outcome.looked.dropLast().map { PathText.deletingLastComponent($0) }
        var unique: [String] = []
        for folder in folders where unique.last != folder { unique.append(folder) }
        let top = unique.last ?? "/"
        let start = unique.first ?? "."
        let climbed = unique.count > 1 ? "\(start) and its parents up to \(top)" : start
        let passedOver =
            outcome.ignored.isEmpty
            ? "" : " (passed over, another user could have written them: \(outcome.ignored.map(\.path).joined(separator: ", ")))"
        return "no app config found: looked for segue.yaml and .segue.yaml in \(climbed), then for "
            + "\(fallback)\(passedOver); pass --config FILE or set SEGUE_CONFIG"
    }

    /// The warning for a config passed over: where it is, why, and how to use it anyway.
    package static func warning(_ ignored: Ignored) -> Diagnostic {
        .warning(
            "config.untrusted",
            "ignoring the config \(ignored.path): \(ignored.refusal); if you trust it, pass --config \(ignored.path) "
                + "or set SEGUE_CONFIG=\(ignored.path)",
            at: nil)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
