import SegueDocument

/// Which file paths a manifest may name (a mask image, a sound): only files in its own folder tree.
///
/// A manifest shared with others must not reach outside the folder it came in, so a
/// path is refused when it is absolute (`/etc/passwd`, `~/x`, `C:\x`), when `..` climbs
/// above the manifest's folder, when it uses backslashes (which mean different things on
/// different systems) or holds a NUL or a URL scheme. The check is on the text alone:
/// the library never touches the disk, so a symbolic link inside the folder is the
/// caller's to judge when it opens the file.
package enum PathPolicy {
    /// Nil when `path` is acceptable in the manifest at `manifestFile`, else an error
    /// (`manifest.path`) located at `location`.
    package static func check(
        _ path: String, relativeTo manifestFile: String, at location: SourceLocation? = nil
    ) -> Diagnostic? {
        let refusal: String?
        if path.isEmpty {
            refusal = "a path cannot be empty"
        } else if path.contains("\0") {
            refusal = "path '\(path.replacingNUL())' contains a NUL character"
        } else if path.hasPrefix("/") || path.hasPrefix("~") || isDrivePath(path) {
            refusal = "path '\(path)' is absolute; write it relative to the manifest's folder"
        } else if path.contains("\\") {
            refusal = "path '\(path)' uses '\\'; separate folders with '/'"
        } else if path.containsText("://") || path.lowercased().hasPrefix("file:") {
            refusal = "path '\(path)' is a URL; name a file relative to the manifest's folder"
        } else if normalized(path) == nil {
            refusal = "path '\(path)' leads outside the folder of '\(manifestFile)'"
        } else {
            refusal = nil
        }
        return refusal.map { Diagnostic.error("manifest.path", $0, at: location) }
    }

    /// `path` joined to the manifest's folder, with `.` and `..` resolved; nil when the
    /// check refuses it.
    package static func resolve(_ path: String, relativeTo manifestFile: String) -> String? {
        guard check(path, relativeTo: manifestFile) == nil, let parts = normalized(path) else { return nil }
        var folder = manifestFile.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if manifestFile.hasPrefix("/"), folder.isEmpty { folder = "/" }
        let relative = parts.joined(separator: "/")
        if folder.isEmpty { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The components of `path` with `.` and empty parts dropped and `..` applied, or nil
    /// when a `..` would climb above the start (or nothing is left to name a file).
    private static func normalized(_ path: String) -> [String]? {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts
    }

    /// `C:` or `c:/…`: a Windows drive.
    private static func isDrivePath(_ path: String) -> Bool {
        let chars = Array(path.prefix(2))
        return chars.count == 2 && chars[1] == ":" && chars[0].isASCII && chars[0].isLetter
    }
}

extension String {
    fileprivate func replacingNUL() -> String {
        split(separator: "\0", omittingEmptySubsequences: false).joined(separator: "\\0")
    }
}
