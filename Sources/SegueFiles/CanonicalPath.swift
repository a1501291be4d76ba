#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
