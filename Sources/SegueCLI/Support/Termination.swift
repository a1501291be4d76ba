import Dispatch
import SegueSystem

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
/// own folders). Removal is by `Temporary`'s handles only.
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
    private var entries: [Temporary] = []

    private init() {}

    /// Runs `body` with the registry locked: a signal arriving meanwhile is handled after it,
    /// so a create-and-register or a rename-and-forget is never cut in half.
    func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try mutex.locked(body)
    }

    /// Makes and registers a temporary file beside `name` in `folder` (see `Temporary.makeFile`).
    func makeFile(in folder: String, beside name: String) -> (temporary: Temporary, descriptor: Int32)? {
        locked {
            guard let made = Temporary.makeFile(in: folder, beside: name) else { return nil }
            entries.append(made.temporary)
            return made
        }
    }

    /// Makes and registers a temporary folder beside `name` in `folder` (see `Temporary.makeFolder`).
    func makeFolder(in folder: String, beside name: String) -> Temporary? {
        locked {
            guard let made = Temporary.makeFolder(in: folder, beside: name) else { return nil }
            entries.append(made)
            return made
        }
    }

    /// Forgets a temporary that was renamed into place or removed (call inside `locked`).
    func forgetLocked(_ temporary: Temporary) {
        entries.removeAll { $0 === temporary }
    }

    /// Removes a temporary that is still registered, and forgets it; one renamed into place (so
    /// forgotten) is left alone.
    func remove(_ temporary: Temporary) {
        locked {
            guard entries.contains(where: { $0 === temporary }) else { return }
            temporary.remove()
            forgetLocked(temporary)
        }
    }

    /// Removes every registered temporary, newest first, and exits; keeps the lock so nothing
    /// new is made meanwhile.
    func removeAllAndExit(_ status: Int32) -> Never {
        mutex.lock()
        for temporary in entries.reversed() { temporary.remove() }
        _exit(status)
    }
}
