import SegueSystem

extension FileSystem {
    /// The home folder the password database gives the current user (`getpwuid_r(3)` of
    /// `getuid()`, its `pw_dir`), or nil when it has none.
    ///
    /// `$HOME` is only what the caller's environment says: unset or empty (a cron job, `env -i`,
    /// a service) it names no home, and a folder that must never be replaced would go unprotected
    /// (issue 51). The spelling is the same in glibc, musl and Darwin (POSIX.1-2017, getpwuid_r).
    package static func accountHome() -> String? {
        // The entry's strings go in a buffer of our own: start small and double it while the
        // call says it is too small (ERANGE), as getpwuid_r(3) describes.
        var size = 1024
        while size <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: size)
            // pw_dir points into the buffer, so it is read while the buffer is held.
            let (status, home) = buffer.withUnsafeMutableBufferPointer { strings -> (Int32, String?) in
                guard let base = strings.baseAddress else { return (0, nil) }
                var entry = passwd()
                var found: UnsafeMutablePointer<passwd>?
                let status = getpwuid_r(getuid(), &entry, base, strings.count, &found)
                guard status == 0, found != nil, let directory = entry.pw_dir else { return (status, nil) }
                return (status, String(cString: directory))
            }
            guard status == ERANGE else { return home.flatMap { $0.isEmpty ? nil : $0 } }
            size *= 2
        }
        return nil
    }
}
