/// Path text split the way `NSString`'s path methods split it, for the cases the CLI meets.
package enum PathText {
    /// `a/b/c` -> `c`; `a/b/` -> `b`; `/` -> `/`.
    package static func lastComponent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        if trimmed == "/" { return "/" }
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }

    /// `a/b/c` -> `a/b`; `c` -> ``; `/c` -> `/`; `a/b/` -> `a`.
    package static func deletingLastComponent(_ path: String) -> String {
        let trimmed = trailingSlashesRemoved(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return trailingSlashesRemoved(String(trimmed[..<slash]))
    }

    /// `x.yaml` -> `yaml`; `.hidden`, `x`, `x.` -> ``.
    package static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `a/b//` -> `a/b`; `/` stays `/`.
    package static func trailingSlashesRemoved(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
