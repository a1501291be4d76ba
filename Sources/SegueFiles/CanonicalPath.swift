import SegueSystem

extension FileSystem {
    /// The absolute path with every link, `.` and `..` resolved (`realpath(3)`), or nil when the
    /// path does not exist. Two spellings of one file (`Effects`, `./Effects/`, a link to it)
    /// give the same answer, so a folder reached twice is read once.
    package static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Canonical paths of many files, their folders resolved once.
///
/// `realpath(3)` reads every component of a path with `readlink(2)`: for 10,000 manifests in one
/// folder that was 120,000 failing system calls in `segue validate` (three components, four
/// lookups a file). A file that is not itself a link has the canonical path of its folder followed
/// by its name, so this resolves each folder once and asks `lstat(2)` about the file; links,
/// `.` and `..` go through `realpath` as before. Answers are remembered by spelling.
package struct PathCanonicalizer {
    private var folders: [String: String?] = [:]
    private var answers: [String: String?] = [:]

    /// An empty canonicalizer.
    package init() {}

    /// What ``FileSystem/canonicalPath(_:)`` returns for `path`.
    package mutating func canonical(_ path: String) -> String? {
        if let known = answers[path] { return known }
        let answer = resolve(path)
        answers[path] = answer
        return answer
    }

    private mutating func resolve(_ path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return FileSystem.canonicalPath(path) }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return FileSystem.canonicalPath(path) }
        let folderPath = slash == path.startIndex ? "/" : String(path[..<slash])
        let folder: String?
        if let known = folders[folderPath] {
            folder = known
        } else {
            folder = FileSystem.canonicalPath(folderPath)
            folders[folderPath] = folder
        }
        guard let folder else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        // A link resolves elsewhere: leave it to realpath.
        if (info.st_mode & S_IFMT) == S_IFLNK { return FileSystem.canonicalPath(path) }
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
