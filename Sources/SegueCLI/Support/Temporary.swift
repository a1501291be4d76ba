import SegueFiles
import SegueSystem

/// One temporary file or folder this run made beside an output (`.NAME.segue-PID-XXXXXX`), held
/// so that removing it can reach nothing else (issue 51 item 3).
///
/// It is known by handles, not by a path: a descriptor of the folder it was made in, its name
/// there, and its device and inode, recorded the moment it was made. Removal looks the name up
/// under that descriptor without following a link, and goes ahead only when the entry there is
/// still this one; inside a temporary folder every subfolder is opened with `O_NOFOLLOW` under
/// its parent's descriptor, so a subfolder swapped for a link is removed as a link, never walked
/// through. A path looked at and then used by name (`lstat`, then list and unlink the path) let a
/// swap between the two delete another folder's files.
///
/// Nothing is ever removed by the shape of its name: a run that is SIGKILLed leaves its one
/// temporary behind, as every atomic writer does, and the user removes it (docs/reference/terminal.md).
final class Temporary: Sendable {
    /// `folder/name`, for writing into a temporary folder and for messages; never for removing.
    let path: String
    let isFolder: Bool
    /// The destination folder, opened by the path the user gave (which may legitimately go
    /// through a link); closed when the temporary is no longer needed.
    private let folder: Int32
    private let name: String
    private let identity: FileIdentity

    private init(folder: Int32, path: String, name: String, identity: FileIdentity, isFolder: Bool) {
        self.folder = folder
        self.path = path
        self.name = name
        self.identity = identity
        self.isFolder = isFolder
    }

    deinit { close(folder) }

    /// Makes a new empty file `.NAME.segue-PID-XXXXXX` in `folderPath`, open for writing, mode
    /// 0644 (output is shared like any other file). Nil with `errno` set when it cannot.
    static func makeFile(in folderPath: String, beside name: String) -> (temporary: Temporary, descriptor: Int32)? {
        make(in: folderPath, beside: name, isFolder: false)
    }

    /// Makes a new folder `.NAME.segue-PID-XXXXXX` in `folderPath`, mode 0755 (a site is meant
    /// to be read). Nil with `errno` set when it cannot.
    static func makeFolder(in folderPath: String, beside name: String) -> Temporary? {
        guard let made = make(in: folderPath, beside: name, isFolder: true) else { return nil }
        close(made.descriptor)
        return made.temporary
    }

    /// Creates the entry with mkstemp(3) or mkdtemp(3) (which never take over a name that
    /// exists), then holds it: the folder's descriptor, and the identity of what was made,
    /// checked to be the entry of that name in that folder, owned by this process's user (and,
    /// for a folder, still empty). Anything else (the folder's path swapped meanwhile) is refused
    /// and left as it is. A folder is opened by name after mkdtemp makes it (POSIX has no call
    /// that does both), so the one thing that could pass for it is an empty folder of the same
    /// user put in its place in that instant: another user's entry never can.
    private static func make(in folderPath: String, beside name: String, isFolder: Bool) -> (temporary: Temporary, descriptor: Int32)? {
        let folder = open(folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return nil }
        var template = Array("\(folderPath)/.\(name).segue-\(getpid())-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            guard isFolder else { return mkstemp(base) }
            guard mkdtemp(base) != nil else { return -1 }
            let opened = open(base, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if opened < 0 {
                let reason = errno
                rmdir(base)
                errno = reason
            }
            return opened
        }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let entry = PathText.lastComponent(path)
        var made = stat()
        var there = stat()
        guard descriptor >= 0, fstat(descriptor, &made) == 0, fstatat(folder, entry, &there, AT_SYMLINK_NOFOLLOW) == 0,
            FileIdentity(made) == FileIdentity(there), made.st_uid == geteuid(),
            !isFolder || folderEntryNames(descriptor)?.isEmpty == true
        else {
            // ESTALE ("Stale file handle"): what was made is not the entry the folder holds.
            let reason = descriptor >= 0 ? ESTALE : errno
            if descriptor >= 0 { close(descriptor) }
            close(folder)
            errno = reason
            return nil
        }
        // Made private; opened up once it is held: output is shared like any other file, a site
        // is meant to be read.
        _ = fchmod(descriptor, isFolder ? 0o755 : 0o644)
        let temporary = Temporary(folder: folder, path: path, name: entry, identity: FileIdentity(made), isFolder: isFolder)
        return (temporary, descriptor)
    }

    /// Gives the temporary the destination's name `target` in the same folder: `renameat`, which
    /// replaces an existing file, or with `replacing` false `linkat` and then removing the
    /// temporary's name, which fails (`EEXIST`) rather than replace a file that appeared
    /// meanwhile. A link at `target` is replaced, never written through: neither follows it
    /// (POSIX rename(2), link(2)). Only the entry this run made moves: anything put in its place
    /// meanwhile is refused (`ESTALE`) and stays where it is. False with `errno` set when it fails.
    func moveIntoPlace(as target: String, replacing: Bool) -> Bool {
        guard isInPlace() else {
            errno = ESTALE
            return false
        }
        if replacing { return renameat(folder, name, folder, target) == 0 }
        guard linkat(folder, name, folder, target, 0) == 0 else { return false }
        _ = unlinkat(folder, name, 0)
        return true
    }

    /// True when the entry at the temporary's name, not followed if it is a link, is the one
    /// this run made.
    private func isInPlace() -> Bool {
        var info = stat()
        return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && FileIdentity(info) == identity
    }

    /// Removes the temporary, and a temporary folder's content, when the entry at its name is
    /// still the one this run made; anything else there (another user's, one swapped in) is left
    /// alone. True when it is gone.
    @discardableResult
    func remove() -> Bool {
        guard isFolder else { return isInPlace() && unlinkat(folder, name, 0) == 0 }
        let descriptor = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        var info = stat()
        let same = fstat(descriptor, &info) == 0 && FileIdentity(info) == identity
        if same { Self.removeContents(of: descriptor, device: identity.device) }
        close(descriptor)
        return same && unlinkat(folder, name, AT_REMOVEDIR) == 0
    }

    /// Removes what is inside the folder open at `descriptor`, by names under that descriptor.
    /// A subfolder is opened with `O_NOFOLLOW`, so a link is never entered, and walked only when
    /// it belongs to this process's user and lies on the temporary's device (the walk neither
    /// takes another user's folder nor crosses into a mounted one); anything else is unlinked,
    /// which removes a link itself, never its target. What cannot be removed stays, and so does
    /// its folder.
    private static func removeContents(of descriptor: Int32, device: dev_t) {
        // The names are read first, then removed: POSIX leaves unspecified what readdir returns
        // for entries removed while it reads.
        for entry in folderEntryNames(descriptor) ?? [] {
            let sub = openat(descriptor, entry, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard sub >= 0 else {
                // Not a folder (a file, a link, a pipe: `O_DIRECTORY` refuses it before opening
                // it, open(2)) or none that can be opened: `unlinkat` without AT_REMOVEDIR never removes a
                // folder.
                _ = unlinkat(descriptor, entry, 0)
                continue
            }
            var info = stat()
            if fstat(sub, &info) == 0, info.st_uid == geteuid(), info.st_dev == device {
                removeContents(of: sub, device: device)
                _ = unlinkat(descriptor, entry, AT_REMOVEDIR)
            }
            close(sub)
        }
    }
}

/// What a file is, whatever its name: its device and inode (POSIX <sys/stat.h>: "The st_ino and
/// st_dev fields taken together uniquely identify the file within the system").
struct FileIdentity: Equatable, Sendable {
    let device: dev_t
    let inode: ino_t

    init(_ info: stat) {
        device = info.st_dev
        inode = info.st_ino
    }
}
