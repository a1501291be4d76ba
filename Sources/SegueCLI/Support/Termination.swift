import Dispatch
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How the CLI ends when it is interrupted or cannot write: never with half-written files left
/// behind, never by a signal.
///
/// Every temporary file or folder (`.NAME.segue-PID-XXXXXX`) is registered here from the moment
/// it exists until it is renamed into place or removed. SIGINT, SIGTERM and SIGHUP are blocked in
/// every thread and taken by one waiting thread, which removes what is registered and exits with
/// 128 + the signal (130, 143, 129). SIGPIPE is ignored so a closed pipe is a failed write, which
/// `StandardStream` turns into a quiet exit. A SIGKILL cannot be caught: such a run leaves its
/// temporary behind, and no later run removes it, because a name proves nothing about who made
/// an entry (issue 51 item 3: a scan for `.NAME.segue-PID-XXXXXX` with a dead PID deleted a user's
/// own folders).
enum Termination {
    /// Blocks the signals in this (the main) thread, before any other thread starts, and starts
    /// the thread that waits for them.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let waited = signals
        DispatchQueue.global().async {
            var signals = waited
            var number: Int32 = 0
            while sigwait(&signals, &number) != 0 {}
            Temporaries.shared.removeAllAndExit(128 + number)
        }
    }

    /// Removes every registered temporary, then exits with `status`.
    static func exit(_ status: Int32) -> Never {
        Temporaries.shared.removeAllAndExit(status)
    }
}

/// The temporary files and folders this process has made and not yet renamed or removed.
final class Temporaries: @unchecked Sendable {
    static let shared = Temporaries()

    private let mutex = PThreadMutex()
    private var entries: [Int: String] = [:]
    private var next = 0

    private init() {}

    /// Runs `body` with the registry locked: a signal arriving meanwhile is handled after it,
    /// so a create-and-register or a rename-and-forget is never cut in half.
    func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try mutex.locked(body)
    }

    /// Registers `path` (call inside `locked`, right after creating it); returns its token.
    func registerLocked(_ path: String) -> Int {
        next += 1
        entries[next] = path
        return next
    }

    /// Forgets a temporary that was renamed into place or removed (call inside `locked`).
    func forgetLocked(_ token: Int) {
        entries[token] = nil
    }

    /// Forgets a temporary, taking the lock.
    func forget(_ token: Int) {
        locked { forgetLocked(token) }
    }

    /// Removes every registered path and exits; keeps the lock so nothing new is made meanwhile.
    func removeAllAndExit(_ status: Int32) -> Never {
        mutex.lock()
        for path in entries.values.sorted() { Temporaries.remove(path) }
        _exit(status)
    }

    /// The name of a new temporary beside `name` in `folder`, as a template for mkstemp/mkdtemp:
    /// `folder/.name.segue-PID-XXXXXX`. The process id says which run left one behind.
    static func template(in folder: String, name: String) -> [CChar] {
        Array("\(folder)/.\(name)\(marker)\(getpid())-XXXXXX".utf8CString)
    }

    private static let marker = ".segue-"

    /// Removes a file, or a folder with everything in it; links are removed, never followed.
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                remove(path + "/" + name)
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
