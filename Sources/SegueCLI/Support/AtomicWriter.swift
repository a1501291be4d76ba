import SegueFiles
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes output files (`--out`, `gallery`) so that a reader never sees half a file.
///
/// The bytes go to a temporary file in the destination's folder (same file system, so
/// the final step is a rename), are flushed to disk, and only then take the
/// destination's name. The rules:
/// - An existing file is replaced only with `force`; without it the final step is a
///   hard link, which fails rather than replace a file that appeared meanwhile.
/// - A symbolic link at the destination is always refused, even with `force`: writing
///   through it would change a file elsewhere, and silently replacing it would surprise
///   whoever made it. (A link appearing between the check and the rename is replaced,
///   never written through: `rename` does not follow links.)
/// - A missing folder is an error; folders are never created.
/// - On any failure the temporary file is removed and the destination is untouched.
enum AtomicWriter {
    struct Failure: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    static func write(_ bytes: [UInt8], to path: String, force: Bool = false) throws(Failure) {
        let session = try Session(path: path, force: force)
        try session.write(bytes)
        try session.commit()
    }

    /// Refuses a destination that could not be written (missing folder, link, existing file
    /// without `force`), so a command can fail before doing its work.
    static func checkDestination(_ path: String, force: Bool) throws(Failure) {
        let folder = PathText.deletingLastComponent(path)
        let name = PathText.lastComponent(path)
        guard !name.isEmpty, name != ".", name != "..", !path.hasSuffix("/") else {
            throw Failure(description: "'\(path)' names a folder; give a file name")
        }
        let folderPath = folder.isEmpty ? "." : folder
        var info = stat()
        guard stat(folderPath, &info) == 0 else {
            throw Failure(description: "cannot write '\(path)': folder '\(folderPath)' does not exist")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(description: "cannot write '\(path)': '\(folderPath)' is not a folder")
        }
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                throw Failure(
                    description:
                        "'\(path)' is a symbolic link; segue never writes through or replaces a link: remove it or choose another path")
            case S_IFREG:
                guard force else {
                    throw Failure(description: "'\(path)' already exists; pass --force to replace it")
                }
            default:
                throw Failure(description: "'\(path)' exists and is not a regular file")
            }
        }
    }

    /// One file being written: bytes go to a temporary file beside the destination, which takes
    /// the destination's name only at `commit()`. Streamed output (ndjson) writes as it goes, so
    /// it never has to be held in memory; an abandoned session leaves nothing behind.
    final class Session {
        private let path: String
        private let name: String
        private let force: Bool
        private let temporary: Temporary
        private var fd: Int32
        private var done = false

        init(path: String, force: Bool) throws(Failure) {
            try AtomicWriter.checkDestination(path, force: force)
            let folder = PathText.deletingLastComponent(path)
            let folderPath = folder.isEmpty ? "." : folder
            let name = PathText.lastComponent(path)
            // Made and registered under the lock, so an interrupt removes it whenever it comes.
            guard let (temporary, fd) = Temporaries.shared.makeFile(in: folderPath, beside: name) else {
                throw Failure(description: "cannot write in folder '\(folderPath)': \(AtomicWriter.errorText())")
            }
            self.path = path
            self.name = name
            self.force = force
            self.fd = fd
            self.temporary = temporary
        }

        deinit {
            guard !done else { return }
            if fd >= 0 { close(fd) }
            Temporaries.shared.remove(temporary)
        }

        func write(_ bytes: [UInt8]) throws(Failure) {
            guard AtomicWriter.writeAll(bytes, to: fd) else {
                throw Failure(description: "cannot write '\(path)': \(AtomicWriter.errorText())")
            }
        }

        /// Flushes, then gives the file its name (`Temporary.moveIntoPlace`): a rename with
        /// `force`, else a hard link, which fails rather than replace a file that appeared meanwhile.
        func commit() throws(Failure) {
            let synced = fsync(fd) == 0
            let syncError = synced ? nil : AtomicWriter.errorText()
            let closed = close(fd) == 0
            fd = -1
            guard closed, synced else {
                throw Failure(description: "cannot write '\(path)': \(syncError ?? AtomicWriter.errorText())")
            }
            // Under the lock: an interrupt waits until the file has its name and the temporary is gone.
            let failure = Temporaries.shared.locked { () -> Failure? in
                guard temporary.moveIntoPlace(as: name, replacing: force) else {
                    if force { return Failure(description: "cannot replace '\(path)': \(AtomicWriter.errorText())") }
                    let reason = errno == EEXIST ? "it appeared while writing; pass --force to replace it" : AtomicWriter.errorText()
                    return Failure(description: "cannot create '\(path)': \(reason)")
                }
                Temporaries.shared.forgetLocked(temporary)
                done = true
                return nil
            }
            if let failure { throw failure }
        }
    }

    /// Writes all of `bytes` to `fd`; false (with errno set) when a write fails.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var written = 0
        return bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count, let base = buffer.baseAddress {
                let count = systemWrite(fd, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += count
            }
            return true
        }
    }

    /// Creates `path` (which must not exist) with `bytes`, flushed to disk before it is closed:
    /// the files of a gallery, inside its temporary folder.
    static func writeNewFile(_ bytes: [UInt8], at path: String) throws(Failure) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure(description: "cannot write '\(path)': \(errorText())") }
        let ok = writeAll(bytes, to: fd) && fsync(fd) == 0
        let reason = ok ? nil : errorText()
        guard close(fd) == 0, ok else { throw Failure(description: "cannot write '\(path)': \(reason ?? errorText())") }
    }

    fileprivate static func errorText() -> String { String(cString: strerror(errno)) }
}
