/// Finds the app config when neither `--config` nor SEGUE_CONFIG names one.
///
/// An app repository keeps `segue.yaml` (or `.segue.yaml`) at its top, and commands run from any
/// folder inside it: the search starts in the current folder and climbs to the first folder that
/// holds `.git` (the repository's top, so a config outside the repository is never picked up) or
/// to `/`. `Config/segue.yaml` in the current folder, this repository's own layout, comes last.
/// The file system is asked through closures, so the rule is tested without touching the disk.
public struct ConfigDiscovery {
    /// The file names looked for, in order.
    public static let names = ["segue.yaml", ".segue.yaml"]
    /// Where the config is when nothing else is found.
    public static let fallback = "Config/segue.yaml"

    /// The config found (as a path relative to the current folder), and every place looked at.
    public struct Outcome: Equatable, Sendable {
        /// The config found, if any.
        public let path: String?
        /// Every path looked at, for the message when none is found.
        public let looked: [String]
    }

    /// `folder` is the current folder as an absolute path.
    public static func find(from folder: String, isFile: (String) -> Bool, exists: (String) -> Bool) -> Outcome {
        var looked: [String] = []
        var current = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        var relative = ""
        while true {
            for name in names {
                let absolute = join(current, name)
                looked.append(absolute)
                if isFile(absolute) { return Outcome(path: relative + name, looked: looked) }
            }
            if exists(join(current, ".git")) || current == "/" { break }
            current = PathText.deletingLastComponent(current)
            if current.isEmpty { current = "/" }
            relative += "../"
        }
        looked.append(join(folder, fallback))
        return Outcome(path: isFile(join(folder, fallback)) ? fallback : nil, looked: looked)
    }

    /// The sentence commands that need routes print when no config was found.
    public static func notFoundMessage(_ outcome: Outcome) -> String {
        let folders = outcome.looked.dropLast().map { PathText.deletingLastComponent($0) }
        var unique: [String] = []
        for folder in folders where unique.last != folder { unique.append(folder) }
        let top = unique.last ?? "/"
        let start = unique.first ?? "."
        let climbed = unique.count > 1 ? "\(start) and its parents up to \(top)" : start
        return "no app config found: looked for segue.yaml and .segue.yaml in \(climbed), then for "
            + "\(fallback); pass --config FILE or set SEGUE_CONFIG"
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
