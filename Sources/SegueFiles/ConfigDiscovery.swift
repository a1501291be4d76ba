import SegueDocument

/// Finds the app config when neither `--config` nor SEGUE_CONFIG names one, by `ConfigRule`, the
/// rule the plugins follow too (docs/reference/config.md).
///
/// The targets' folders come first (the command plugin passes each target's with
/// `--target-folder`; in a package's top with none given, each folder in `Sources/`), then the
/// current folder and its parents up to the repository's or package's top, then
/// `Config/segue.yaml`. A config another user could have written (`ConfigTrust`) is passed over as
/// if it were not there, and listed in `ignored` so the command can say so. The file system is
/// asked through closures, so the rule is tested without touching the disk.
package struct ConfigDiscovery {
    /// The file names looked for, in order.
    package static let names = ConfigRule.names
    /// Where the config is when nothing else is found.
    package static let fallback = ConfigRule.fallback

    /// The config found (as a path relative to the current folder), and every place looked at.
    package struct Outcome: Equatable, Sendable {
        /// The config found, if any.
        package var path: String?
        /// Every path looked at, for the message when none is found.
        package let looked: [String]
        /// Configs found but passed over because another user could have written them.
        package var ignored: [Ignored] = []
        /// The repository the config found belongs to (absolute): the nearest folder at or above
        /// the one searched when it was found that holds `.git`, else that folder. A discovered
        /// config reads effects only inside it (`CatalogFiles`).
        package var root: String?
        /// The targets' folders looked in first (as given).
        package var targets: [String] = []
        /// The folders climbed, from the current one up (absolute).
        package var climbed: [String] = []
        /// Configs of two or more targets, none used (relative to the current folder when inside it).
        package var conflicting: [String] = []
        /// Configs that are there but not used because the one found comes first.
        package var shadowed: [String] = []
        /// The config found is a target's own (step 1 of the rule).
        package var fromTarget = false
    }

    /// A config found and not used, with the reason.
    package struct Ignored: Equatable, Sendable {
        /// Its absolute path.
        package let path: String
        /// Why it is not trusted.
        package let refusal: ConfigTrust.Refusal
    }

    /// `folder` is the current folder as an absolute path; `targets` are folders looked in first
    /// (absolute, or relative to `folder`).
    /// `refusal` says why a found config (by absolute path) may not be used, or nil when it may.
    package static func find(
        from folder: String, targets: [String] = [], isFile: (String) -> Bool, exists: (String) -> Bool,
        refusal: (String) -> ConfigTrust.Refusal? = { _ in nil }
    ) -> Outcome {
        var ignored: [Ignored] = []
        func usable(_ path: String) -> Bool {
            guard isFile(path) else { return false }
            guard let problem = refusal(path) else { return true }
            ignored.append(Ignored(path: path, refusal: problem))
            return false
        }
        let start = PathText.trailingSlashesRemoved(folder)
        let absoluteTargets = targets.map { $0.hasPrefix("/") ? $0 : ConfigRule.join(start, $0) }
        let choice = ConfigRule.choose(base: start, targets: absoluteTargets, isFile: usable, exists: exists)
        let shown = { (path: String) in ConfigRule.relative(path, to: start) }
        var outcome = Outcome(path: nil, looked: choice.considered, ignored: ignored)
        outcome.targets = targets
        outcome.climbed = choice.climbed
        outcome.conflicting = choice.conflicting.map(shown)
        outcome.shadowed = choice.shadowed.map(shown)
        guard let chosen = choice.chosen else { return outcome }
        let home = PathText.deletingLastComponent(chosen)
        if let level = choice.climbed.firstIndex(of: home) {
            outcome.path = String(repeating: "../", count: level) + PathText.lastComponent(chosen)
            outcome.root = repositoryRoot(from: home, exists: exists)
        } else if chosen == ConfigRule.join(start, fallback) {
            // `Config/segue.yaml` belongs to the folder it was found from (its effects are `../Effects`).
            outcome.path = fallback
            outcome.root = repositoryRoot(from: start, exists: exists)
        } else {
            outcome.path = shown(chosen)
            outcome.root = repositoryRoot(from: home, exists: exists)
            outcome.fromTarget = true
        }
        return outcome
    }

    /// The folders of a package's targets when none are given: each folder in `Sources/` of
    /// `folder` (SwiftPM's default place for a target), in name order, when `folder` holds
    /// `Package.swift`; else none. `list` names the entries of a folder that are folders.
    package static func defaultTargets(in folder: String, exists: (String) -> Bool, folders: (String) -> [String]) -> [String] {
        guard exists(ConfigRule.join(folder, "Package.swift")) else { return [] }
        return folders(ConfigRule.join(folder, "Sources")).filter { !$0.hasPrefix(".") }.sorted().map { "Sources/" + $0 }
    }

    /// The nearest folder at or above `folder` that holds `.git`, else `folder`.
    private static func repositoryRoot(from folder: String, exists: (String) -> Bool) -> String {
        var current = folder
        while !exists(ConfigRule.join(current, ".git")) {
            guard current != "/" else { return folder }
            current = parent(current)
        }
        return current
    }

    private static func parent(_ folder: String) -> String {
        let parent = PathText.deletingLastComponent(folder)
        return parent.isEmpty ? "/" : parent
    }

    /// Why no config is used, and where segue looked: `no config found: looked for ...`.
    package static func noneReason(_ outcome: Outcome) -> String {
        if !outcome.conflicting.isEmpty {
            return "no config used: the targets' folders hold \(outcome.conflicting.count) configs (\(spokenList(outcome.conflicting))), "
                + "and segue does not pick one"
        }
        let names = spokenList(Self.names, "or")
        var places: [String] = []
        if !outcome.targets.isEmpty { places.append("in the targets' folders (\(spokenList(outcome.targets)))") }
        if let start = outcome.climbed.first, let top = outcome.climbed.last {
            places.append(outcome.climbed.count > 1 ? "in \(start) and its parents up to \(top)" : "in \(start)")
        }
        let passedOver =
            outcome.ignored.isEmpty
            ? "" : " (passed over, another user could have written them: \(outcome.ignored.map(\.path).joined(separator: ", ")))"
        return "no config found: looked for \(names) \(places.joined(separator: ", then ")), then for \(fallback)\(passedOver)"
    }

    /// The sentence commands that need routes print when no config was found.
    package static func notFoundMessage(_ outcome: Outcome) -> String {
        let fix = outcome.conflicting.isEmpty ? "pass --config FILE or set SEGUE_CONFIG" : "pass --config FILE to pick one"
        return "no app " + noneReason(outcome).dropFirst("no ".count) + "; " + fix
    }

    /// The warning when a target's config is used and the package's is there too, so a user
    /// editing the package's knows it is not read. Only then: a nearer config before a farther one,
    /// or `segue.yaml` before `Config/segue.yaml`, was the rule before targets counted, and
    /// `validate` names the config it used.
    package static func shadowWarning(_ outcome: Outcome) -> Diagnostic? {
        guard outcome.fromTarget, let path = outcome.path, !outcome.shadowed.isEmpty else { return nil }
        let those = outcome.shadowed.count == 1 ? "is" : "are"
        return .warning(
            "config.shadowed",
            "using the target's config \(path); \(spokenList(outcome.shadowed)) \(those) not read (a target's own config comes "
                + "first); pass --config FILE to use another",
            at: nil)
    }

    /// The warning when the targets' folders hold more than one config, none of them used.
    package static func conflictWarning(_ outcome: Outcome) -> Diagnostic? {
        guard outcome.conflicting.count > 1 else { return nil }
        return .warning("config.ambiguous", noneReason(outcome) + "; pass --config FILE to pick one", at: nil)
    }

    /// The warning for a config passed over: where it is, why, and how to use it anyway.
    package static func warning(_ ignored: Ignored) -> Diagnostic {
        .warning(
            "config.untrusted",
            "ignoring the config \(ignored.path): \(ignored.refusal); if you trust it, pass --config \(ignored.path) "
                + "or set SEGUE_CONFIG=\(ignored.path)",
            at: nil)
    }
}
