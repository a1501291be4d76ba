import SegueCatalog
import SegueDocument
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The CLI's only door to the disk: reads files and lists folders, reporting problems as diagnostics.
package enum FileSystem {
    package static let manifestExtensions: Set<String> = ["yaml", "yml", "json"]

    /// True when `path` names something reachable (a link is followed: one to nothing is not there).
    package static func exists(_ path: String) -> Bool {
        switch kind(of: path) {
        case .missing, .brokenLink: false
        case .folder, .file, .other, .linkToFolder, .linkToFile: true
        }
    }

    /// True when `path` is a folder or a link to one. By `stat(2)`, not `FileManager`, whose
    /// `fileExists(atPath:isDirectory:)` takes an `ObjCBool` on Apple's systems and a `Bool` on Linux.
    package static func isDirectory(_ path: String) -> Bool {
        switch kind(of: path) {
        case .folder, .linkToFolder: true
        default: false
        }
    }

    /// The name diagnostics give standard input, read when a path is `-`.
    package static let standardInputName = "<stdin>"

    /// `path` as diagnostics name it: `<stdin>` for `-`, else the path itself.
    package static func displayName(_ path: String) -> String { path == "-" ? standardInputName : path }

    /// The bytes of `path`, or a diagnostic saying why not.
    ///
    /// Reads at most `maxBytes + 1` bytes, so a huge file costs no more than the limit:
    /// anything longer is `document.too-large`, the code the document layer uses for the same
    /// limit. `-` is standard input. The file is opened without blocking and its type checked
    /// before any read, so anything that is not a regular file (a named pipe nobody writes to,
    /// a device, a socket, a link to one) is `file.not-regular` instead of a hang or a read of
    /// the terminal; only what the user handed over on purpose (`-`, `/dev/stdin`, process
    /// substitution's `/dev/fd/N`) is read whatever it is, up to the limit.
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
                let reason = errno
                var link = stat()
                if reason == ENOENT || reason == ELOOP, lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                    let code = reason == ELOOP ? "file.link-loop" : "file.missing"
                    return .failure(.error(code, "'\(path)' is \(brokenLinkText(path, errno: reason))", at: nil))
                }
                switch reason {
                case ENOENT, ENOTDIR: return .failure(.error("file.missing", "no such file '\(path)'", at: nil))
                case EISDIR: return .failure(.error("file.is-folder", "'\(path)' is a folder, not a file", at: nil))
                default:
                    return .failure(.error("file.unreadable", "cannot read '\(path)': \(String(cString: strerror(reason)))", at: nil))
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
        // Judged on the open descriptor (fstat), never by a stat of the path before opening, so the
        // file cannot be swapped in between. A device is refused as a pipe is: a `segue.yaml` linked
        // to `/dev/stdin` or `/dev/kmsg` would read the terminal or wait for the kernel (issue 51).
        if type != S_IFREG, !isPassedOnPurpose(path) {
            return .failure(
                .error(
                    "file.not-regular",
                    "'\(name)' is \(fileKindName(info.st_mode)), not a regular file; segue reads only regular files "
                        + "(to read a pipe, pass it as '-', standard input)",
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
            return .failure(
                .error(
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

    /// Manifest files under `folder`, adding to `skipped` an error for each entry that could hold
    /// a manifest and was not read: an entry named like a manifest that is not a regular file (a
    /// named pipe, a device, a socket, a link to one of them, to nothing, or a link loop), a
    /// subfolder that cannot be listed, and a name that is not UTF-8. So a folder of them is
    /// never "checked 0 files" and clean, and one bad entry never hides the others.
    ///
    /// `list` lists one folder (tests replace it to make a folder unreadable even as root).
    package static func manifestFiles(
        in folder: String, limit: Int = maxFolderEntries, skipped: inout [Diagnostic],
        list: (String) -> Result<[FolderEntry], FolderError> = listFolder
    ) -> Result<[String], Diagnostic> {
        if let problem = folderProblem(folder) { return .failure(problem) }
        var found: [String] = []
        var seen = 0
        var pending = [folder]
        while let current = pending.popLast() {
            let entries: [FolderEntry]
            switch list(current) {
            case .success(let listed): entries = listed
            case .failure(let error) where current == folder:
                return .failure(.error("folder.unreadable", "cannot list effects folder '\(folder)': \(error.reason)", at: nil))
            case .failure(let error):
                // One unreadable subfolder costs its own manifests, not the rest of the folder's.
                skipped.append(
                    .error(
                        "folder.unreadable",
                        "cannot list folder '\(current)': \(error.reason); the manifests inside it were not read (the rest of '\(folder)' was)",
                        at: nil))
                continue
            }
            seen += entries.count
            if seen > limit {
                return .failure(
                    .error(
                        "folder.too-many-files",
                        "effects folder '\(folder)' holds more than \(limit) files and folders; point segue at a smaller folder",
                        at: nil))
            }
            let base = current == "." ? "" : (current.hasSuffix("/") ? current : current + "/")
            for entry in entries.sorted(by: { $0.bytes.lexicographicallyPrecedes($1.bytes) }) where !entry.isHidden {
                guard let name = entry.name else {
                    // The path cannot be spelled as text, so it cannot be read: say so, with its bytes shown.
                    let shown = base + entry.escapedName
                    switch entryType(bytes: Array(base.utf8) + entry.bytes) {
                    case .folder:
                        skipped.append(
                            .error(
                                "file.name-not-utf8",
                                "folder '\(shown)': its name is not UTF-8 (\\xNN shows each byte that is not), so its manifests were not read; rename it to a UTF-8 name",
                                at: nil))
                    default:
                        guard entry.hasManifestExtension else { continue }
                        skipped.append(
                            .error(
                                "file.name-not-utf8",
                                "'\(shown)': its name is not UTF-8 (\\xNN shows each byte that is not), so it was not read; rename it to a UTF-8 name",
                                at: nil))
                    }
                    continue
                }
                let path = base + name
                switch entryType(bytes: Array(path.utf8)) {
                case .folder:
                    pending.append(path)
                case .file:
                    if entry.hasManifestExtension { found.append(path) }
                case .other(let what):
                    if entry.hasManifestExtension {
                        skipped.append(
                            .error(
                                "file.not-regular", "'\(path)' is \(what), not a regular file; skipped", at: nil))
                    }
                case .unreachable(let reason):
                    skipped.append(
                        .error(
                            "file.unreadable",
                            "cannot look at '\(path)': \(reason); it (and anything inside it) was not read",
                            at: nil))
                }
            }
        }
        return .success(found.sorted())
    }

    /// Why `folder` cannot be walked as an effects folder (missing, a file, a link to nothing or a
    /// link loop), or nil.
    private static func folderProblem(_ folder: String) -> Diagnostic? {
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                return .error("folder.not-folder", "effects folder '\(folder)' is a file, not a folder", at: nil)
            }
            return nil
        }
        let reason = errno
        if lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            let code = reason == ELOOP ? "folder.link-loop" : "folder.missing"
            return .error(code, "effects folder '\(folder)' is \(brokenLinkText(folder, errno: reason))", at: nil)
        }
        guard reason == ENOENT || reason == ENOTDIR else {
            return .error("folder.unreadable", "cannot open effects folder '\(folder)': \(String(cString: strerror(reason)))", at: nil)
        }
        return .error("folder.missing", "effects folder '\(folder)' does not exist", at: nil)
    }

    /// A link whose target cannot be reached, said truthfully: a loop, a link to nothing, or why not.
    static func brokenLinkText(_ path: String, errno reason: Int32) -> String {
        switch reason {
        case ELOOP:
            return "a symbolic link loop (it leads back to itself through links)"
        case ENOENT, ENOTDIR:
            let target = linkTarget(path).map { " ('\($0)', which does not exist)" } ?? ""
            return "a link to nothing\(target)"
        default:
            return "a link whose target cannot be reached (\(String(cString: strerror(reason))))"
        }
    }

    /// What the link at `path` holds, as text.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { raw in
            raw.baseAddress.map { readlink(path, $0.assumingMemoryBound(to: CChar.self), raw.count) } ?? -1
        }
        guard count >= 0 else { return nil }
        return FolderEntry(bytes: Array(buffer[..<count])).escapedName
    }

    /// One name in a folder, as the system gives it: bytes, which need not be UTF-8.
    package struct FolderEntry: Equatable, Sendable {
        /// The name's bytes.
        package let bytes: [UInt8]

        package init(bytes: [UInt8]) { self.bytes = bytes }

        /// The name as text, or nil when its bytes are not UTF-8 (a Latin-1 name from an old
        /// archive, say): such a path cannot be spelled as a Swift string, so it cannot be read.
        package var name: String? {
            let text = String(decoding: bytes, as: UTF8.self)
            return Array(text.utf8) == bytes ? text : nil
        }

        /// The name with every byte that is not part of UTF-8 written as `\xNN`.
        package var escapedName: String {
            var shown = ""
            var index = 0
            while index < bytes.count {
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 0
                if length > 0, index + length <= bytes.count {
                    let piece = Array(bytes[index..<index + length])
                    let text = String(decoding: piece, as: UTF8.self)
                    if Array(text.utf8) == piece {
                        shown += text
                        index += length
                        continue
                    }
                }
                let hex = String(lead, radix: 16, uppercase: true)
                shown += "\\x" + (hex.count == 1 ? "0" : "") + hex
                index += 1
            }
            return shown
        }

        /// Hidden (`.name`): skipped, as the folder rules say.
        var isHidden: Bool { bytes.first == UInt8(ascii: ".") }

        /// Ends in `.yaml`, `.yml` or `.json` (any case), read from the bytes: an extension is ASCII.
        var hasManifestExtension: Bool {
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return false }
            let ext = String(decoding: bytes[(dot + 1)...], as: UTF8.self).lowercased()
            return manifestExtensions.contains(ext)
        }
    }

    /// Why a folder could not be listed.
    package struct FolderError: Error, Equatable, Sendable {
        /// The system's reason (`Permission denied`).
        package let reason: String

        package init(reason: String) { self.reason = reason }
    }

    /// The entries of `folder` without `.` and `..`, names as bytes (a name need not be UTF-8).
    package static func listFolder(_ folder: String) -> Result<[FolderEntry], FolderError> {
        guard let directory = opendir(folder) else { return .failure(FolderError(reason: errorText())) }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { return .failure(FolderError(reason: errorText())) }
                break
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [UInt8(ascii: ".")] || bytes == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            entries.append(FolderEntry(bytes: bytes))
        }
        return .success(entries)
    }

    private enum EntryType {
        case folder
        case file
        case other(String)
        /// The entry could not be looked at, with the system's reason: it may be a folder.
        case unreachable(String)
    }

    /// A real folder, a regular file (directly or through a link), or anything else, named.
    /// The path is bytes, so a name that is not UTF-8 can still be looked at.
    private static func entryType(bytes path: [UInt8]) -> EntryType {
        let cPath = path.map { CChar(bitPattern: $0) } + [0]
        var info = stat()
        guard lstat(cPath, &info) == 0 else {
            let reason = errno
            // ENAMETOOLONG (a path past PATH_MAX), EACCES...: what the entry is cannot be known, so
            // it is named whatever its name, where it used to be passed over as if it were gone.
            guard reason == ENOENT else { return .unreachable(String(cString: strerror(reason))) }
            return .other("gone (removed while the folder was read)")
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            // Links to folders are never followed; links to regular files are read.
            var target = stat()
            guard stat(cPath, &target) == 0 else {
                let reason = errno
                return .other(brokenLinkText(String(decoding: path, as: UTF8.self), errno: reason))
            }
            switch target.st_mode & S_IFMT {
            case S_IFREG: return .file
            case S_IFDIR: return .other("a link to a folder (never followed)")
            default: return .other("a link to \(fileKindName(target.st_mode))")
            }
        default: return .other(fileKindName(info.st_mode))
        }
    }

    /// What is at a path itself, a link not followed but described: for commands that must know
    /// whether writing there would replace something or go through a link.
    package enum PathKind: Equatable, Sendable {
        case missing, folder, file, other, linkToFolder, linkToFile
        /// A link whose target cannot be reached, with the truthful reason (`a link to nothing
        /// ('x', which does not exist)`, `a symbolic link loop ...`).
        case brokenLink(String)
    }

    /// What is at `path` (see ``PathKind``).
    ///
    /// Trailing slashes are dropped first: with them `lstat(2)` follows a link to a folder
    /// (POSIX.1-2017, XBD 4.13 Pathname Resolution: a trailing slash makes the last component
    /// resolve as a folder; Linux path_resolution(7), "Trailing slashes"), so `link//` would look
    /// like the folder it points at and pass a check meant to refuse links (issue 51).
    package static func kind(of path: String) -> PathKind {
        let path = PathText.trailingSlashesRemoved(path)
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            var target = stat()
            guard stat(path, &target) == 0 else {
                let reason = errno
                return .brokenLink(brokenLinkText(path, errno: reason))
            }
            return target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .linkToFile
        default: return .other
        }
    }

    /// `path` relative to the folder of `file` unless it is absolute.
    package static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = PathText.deletingLastComponent(file)
        return folder.isEmpty ? path : folder + "/" + path
    }
}
