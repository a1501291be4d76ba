/// What is at a path, by `stat(2)`.
///
/// Foundation's `FileManager.fileExists(atPath:isDirectory:)` takes an `ObjCBool` on Apple's
/// systems and a `Bool` on Linux, so code written against one does not compile on the other;
/// `stat` is the same call on both.
package enum FileKind: Equatable, Sendable {
    case missing
    case folder
    case regularFile
    /// A device, pipe or socket.
    case other

    /// The kind of what `path` names, following links.
    package init(at path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: self = .folder
        case S_IFREG: self = .regularFile
        default: self = .other
        }
    }
}
