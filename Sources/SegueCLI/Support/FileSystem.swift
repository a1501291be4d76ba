#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Segue

/// The CLI's only door to the disk: reads files and lists folders, reporting problems as diagnostics.
enum FileSystem {
    static let manifestExtensions: Set<String> = ["yaml", "yml", "json"]

    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }

    /// The bytes of `path`, or a diagnostic saying why not.
    ///
    /// Reads at most `maxBytes + 1` bytes, so a huge file or a device such as /dev/zero
    /// costs no more than the limit: anything longer is `document.too-large`, the code
    /// the document layer uses for the same limit.
    static func read(_ path: String, maxBytes: Int = DocumentLimits.default.maxBytes) -> Result<[UInt8], Diagnostic> {
        guard exists(path) else {
            return .failure(.error("file.missing", "no such file '\(path)'", at: nil))
        }
        guard !isDirectory(path) else {
            return .failure(.error("file.is-folder", "'\(path)' is a folder, not a file", at: nil))
        }
        guard let data = readPrefix(of: path, count: maxBytes + 1) else {
            return .failure(.error("file.unreadable", "cannot read '\(path)' (permissions?)", at: nil))
        }
        guard data.count <= maxBytes else {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            let what = size.map { "\($0) bytes" } ?? "more than \(maxBytes) bytes"
            return .failure(.error(
                "document.too-large", "file is \(what), over the limit of \(maxBytes) bytes",
                at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return .success(data)
    }

    /// Up to `count` bytes from the start of `path`; nil when it cannot be opened or read.
    private static func readPrefix(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
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
    static let maxFolderEntries = 100_000

    /// Manifest files under `folder` (recursively, sorted by path), or a diagnostic.
    ///
    /// Symbolic links to folders are not followed, so a link loop cannot trap the walk;
    /// a link to a file is read only when it points at a regular file (never a device or
    /// a pipe). Hidden entries (`.name`) are skipped. More than `limit` entries in all is
    /// `folder.too-many-files`.
    static func manifestFiles(in folder: String, limit: Int = maxFolderEntries) -> Result<[String], Diagnostic> {
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
                case .other:
                    break
                }
            }
        }
        return .success(found.sorted())
    }

    private enum EntryType { case folder, file, other }

    /// A real folder, a regular file (directly or through a link), or anything else.
    private static func entryType(_ path: String) -> EntryType {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            // Links to folders are never followed; links to regular files are read.
            var target = stat()
            guard stat(path, &target) == 0 else { return .other }
            return target.st_mode & S_IFMT == S_IFREG ? .file : .other
        default: return .other
        }
    }

    /// `path` relative to the folder of `file` unless it is absolute.
    static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = PathText.deletingLastComponent(file)
        return folder.isEmpty ? path : folder + "/" + path
    }
}
