// Listing a folder already open as a descriptor. `fdopendir` returns `OpaquePointer` with glibc
// and musl and `UnsafeMutablePointer<DIR>` on Darwin, and `dirent.d_name` is a tuple of 256 or
// 1024 CChars: spelled here once, so callers compile on both.

/// The names in the folder open at `descriptor`, without `.` and `..`, each as NUL-terminated
/// bytes ready for `openat`/`unlinkat` (a name need not be UTF-8, so it is never made a String);
/// nil with `errno` set when the folder cannot be read. The descriptor stays open: `fdopendir`
/// takes ownership of what it is given (POSIX fdopendir), so it is given a duplicate.
package func folderEntryNames(_ descriptor: Int32) -> [[CChar]]? {
    let duplicate = dup(descriptor)
    guard duplicate >= 0 else { return nil }
    guard let stream = fdopendir(duplicate) else {
        let reason = errno
        close(duplicate)
        errno = reason
        return nil
    }
    defer { closedir(stream) }
    var names: [[CChar]] = []
    while true {
        errno = 0
        guard let entry = readdir(stream) else { return errno == 0 ? names : nil }
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } }
        if name == [0x2E] || name == [0x2E, 0x2E] { continue }
        names.append(name + [0])
    }
}
