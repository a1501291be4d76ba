#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SegueSystem
import SegueCatalog
import SegueDocument

/// The CLI's only door to the disk: reads files and lists folders, reporting problems as diagnostics.
package enum FileSystem {
    package static let manifestExtensions: Set<String> = ["yaml", "yml", "json"]

    package static func exists(_ path: String) -> Bool { FileKind(at: path) != .missing }

    package static func isDirectory(_ path: String) -> Bool { FileKind(at: path) == .folder }

    /// The name diagnostics give standard input, read when a path is `-`.
    package static let standardInputName = "<stdin>"

    /// `path` as diagnostics name it: `<stdin>` for `-`, else the path itself.
    package static func displayName(_ path: String) -> String { path == "-" ? standardInputName : path }

    /// The bytes of `path`, or a diagnostic saying why not.
    ///
    /// Reads at most `maxBytes + 1` bytes, so a huge file or a device such as /dev/zero
    /// costs no more than the limit: anything longer is `document.too-large`, the code
    /// the document layer uses for the same limit. `-` is standard input. The file is
    /// opened without blocking and its type checked before any read, so a named pipe
    /// nobody writes to is `file.not-regular` instead of a hang; a pipe passed on purpose
    /// (`-`, `/dev/stdin`, process substitution's `/dev/fd/N`) is read, up to the limit.
    package static func read(_ path: String, maxBytes: Int = DocumentLimits.default.maxBytes) -> Result<[UInt8], Diagnostic> {
        let name = displayName(path)
        let descriptor: Int32
        if path == "-" {
            descriptor = dup(0)
            guard descriptor >= 0 else {
                return .failure(.error("file.unreadable", "cannot read standard input: \(errorText())", at: nil))
            }
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else {
                switch errno {
                case ENOENT, ENOTDIR: return .failure(.error("file.missing", "no such file '\(path)'", at: nil))
                case EISDIR: return .failure(.error("file.is-folder", "'\(path)' is a folder, not a file", at: nil))
                default: return .failure(.error("file.unreadable", "cannot read '\(path)': \(errorText())", at: nil))
                }
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.error("file.unreadable", "cannot read '\(name)': \(errorText())", at: nil))
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR {
            return .failure(.error("file.is-folder", "'\(name)' is a folder, not a file", at: nil))
        }
        if type == S_IFIFO || type == S_IFSOCK, !isPassedOnPurpose(path) {
            let what = type == S_IFIFO ? "a named pipe (FIFO)" : "a socket"
            return .failure(.error(
                "file.not-regular",
                "'\(name)' is \(what), not a regular file; to read a pipe, pass it as '-' (standard input)",
                at: nil))
        }
        // The open did not block; the reads may (a pipe waits for its writer, as asked).
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        guard let data = readPrefix(of: descriptor, count: maxBytes + 1) else {
            return .failure(.error("file.unreadable", "cannot read '\(name)' (permissions?)", at: nil))
        }
        guard data.count <= maxBytes else {
            let what = type == S_IFREG && info.st_size > maxBytes ? "\(info.st_size) bytes" : "more than \(maxBytes) bytes"
            return .failure(.error(
                "document.too-large", "file is \(what), over the limit of \(maxBytes) bytes",
                at: SourceLocation(file: name, line: 1, column: 1)))
        }
        return .success(data)
    }

    /// Paths that name a pipe the user handed over on purpose: standard input and the
    /// descriptors of process substitution (`<(command)` is `/dev/fd/63`).
    private static func isPassedOnPurpose(_ path: String) -> Bool {
        path == "-" || path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }

    /// Up to `count` bytes from `descriptor`; nil when it cannot be read.
    private static func readPrefix(of descriptor: Int32, count: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < count {
            let wanted = min(chunk.count, count - bytes.count)
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[..<got])
        }
        return bytes
    }

    /// Most entries (files and folders) one effects folder may hold, counted recursively.
    ///
    /// Listing stops as soon as the count passes it, so pointing segue at `/` or at a
    /// folder of millions of files ends quickly with `folder.too-many-files`.
    package static let maxFolderEntries = 100_000

    /// Manifest files under `folder` (recursively, sorted by path), or a diagnostic.
    ///
    /// Symbolic links to folders are not followed, so a link loop cannot trap the walk;
    /// a link to a file is read only when it points at a regular file (never a device or
    /// a pipe). Hidden entries (`.name`) are skipped. More than `limit` entries in all is
    /// `folder.too-many-files`.
    package static func manifestFiles(in folder: String, limit: Int = maxFolderEntries) -> Result<[String], Diagnostic> {
        var skipped: [Diagnostic] = []
        return manifestFiles(in: folder, limit: limit, skipped: &skipped)
    }

    /// Manifest files under `folder`, adding to `skipped` an error for each entry named like a
    /// manifest that is not a regular file (a named pipe, a device, a socket, a link to one of
    /// them or to nothing), so a folder of them is never "checked 0 files" and clean.
    package static func manifestFiles(
        in folder: String, limit: Int = maxFolderEntries, skipped: inout [Diagnostic]
    ) -> Result<[String], Diagnostic> {
        guard exists(folder) else {
            return .failure(.error("folder.missing", "effects folder '\(folder)' does not exist", at: nil))
        }
        guard isDirectory(folder) else {
            return .failure(.error("folder.not-folder", "effects folder '\(folder)' is a file, not a folder", at: nil))
        }
        var found: [String] = []
        var seen = 0
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else {
                return .failure(.error("folder.unreadable", "cannot list folder '\(current)' (permissions?)", at: nil))
            }
            seen += names.count
            if seen > limit {
                return .failure(.error(
                    "folder.too-many-files",
                    "effects folder '\(folder)' holds more than \(limit) files and folders; point segue at a smaller folder",
                    at: nil))
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
                switch entryType(path) {
                case .folder:
                    pending.append(path)
                case .file:
                    let ext = PathText.pathExtension(name).lowercased()
                    if manifestExtensions.contains(ext) { found.append(path) }
                case .other(let what):
                    let ext = PathText.pathExtension(name).lowercased()
                    if manifestExtensions.contains(ext) {
                        skipped.append(.error(
                            "file.not-regular", "'\(path)' is \(what), not a regular file; skipped", at: nil))
                    }
                }
            }
        }
        return .success(found.sorted())
    }

    private enum EntryType { case folder, file, other(String) }

    /// A real folder, a regular file (directly or through a link), or anything else, named.
    private static func entryType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other("gone") }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            // Links to folders are never followed; links to regular files are read.
            var target = stat()
            guard stat(path, &target) == 0 else { return .other("a link to nothing") }
            switch target.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .other("a link to a folder (never followed)")
            default: return .other("a link to \(kindName(target.st_mode))")
            }
        default: return .other(kindName(info.st_mode))
        }
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// `path` relative to the folder of `file` unless it is absolute.
    package static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = PathText.deletingLastComponent(file)
        return folder.isEmpty ? path : folder + "/" + path
    }
}
