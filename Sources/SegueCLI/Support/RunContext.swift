import SegueSystem
import SegueTooling

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one run of the command sees of its process, and the little state the run keeps: where
/// it writes, its environment, whether each stream is a terminal, `--color`, and whether it has
/// said `error:`.
///
/// The binary makes one run, in `RunContext.process`: the real standard streams (`StandardStream`)
/// and the process's environment. The tests run many commands at once inside the test process
/// (`SegueCommand.run(_:context:)`), each bound to a context of its own that keeps what it printed,
/// so none of this may be a process-wide global. It is bound as a task-local, which threads a run
/// starts itself (`CheckRunner`'s workers) do not see: code that writes from such a thread takes
/// `RunContext.current` before it starts (`ProgressBar`).
final class RunContext: @unchecked Sendable {
    /// The context of the run on this task: the process's own unless a test bound another.
    static var current: RunContext { binding.local.get() }

    /// Runs `body` with `context` as `current` on this task.
    static func bound<T>(to context: RunContext, _ body: () throws -> T) rethrows -> T {
        try binding.local.withValue(context, operation: body)
    }

    /// The task-local behind `current`, boxed: the iOS 16.5 SDK that Apple's check type-checks
    /// against declares `TaskLocal` without `Sendable`, so a plain `@TaskLocal static var` is an
    /// error there (and `nonisolated(unsafe)` a warning here).
    private struct Binding: @unchecked Sendable {
        let local = TaskLocal<RunContext>(wrappedValue: .process)
    }

    private static let binding = Binding()

    /// The real process: standard output and error, and `ProcessInfo`'s environment.
    static let process = RunContext(environment: ProcessInfo.processInfo.environment, capturing: false)

    /// The variables the run reads (`NO_COLOR`, `COLUMNS`, `HOME`, `SEGUE_CONFIG`, ...).
    let environment: [String: String]

    /// False for the process: writes go to the file descriptors. True for a test's run: they are
    /// kept, and neither stream is a terminal.
    private let capturing: Bool

    // One run writes from its own task and from the progress callback of `check`'s workers, one
    // at a time, but the lock costs nothing.
    private let mutex = PThreadMutex()
    private var output: [UInt8] = []
    private var errors: [UInt8] = []
    private var saidError = false
    private var color: ColorChoice = .auto

    private init(environment: [String: String], capturing: Bool) {
        self.environment = environment
        self.capturing = capturing
    }

    /// A context for a run inside this process with `environment`, keeping what it prints.
    static func capturing(environment: [String: String]) -> RunContext {
        RunContext(environment: environment, capturing: true)
    }

    private func locked<T>(_ body: () -> T) -> T {
        mutex.locked(body)
    }

    /// Writes `text` to `stream`. For the process, a failed write ends it (`StandardStream.write`).
    func write(_ text: String, to stream: StandardStream) {
        guard capturing else {
            stream.write(text)
            return
        }
        locked {
            switch stream {
            case .output: output += text.utf8
            case .error: errors += text.utf8
            }
        }
    }

    /// Prints ArgumentParser's help, version or completions and a line break on standard output.
    /// The process prints with `print`, as ArgumentParser's own `exit(withError:)` does, so a
    /// failed write there stays what it was (not an error: `segue --help | head -1` exits 0).
    func printMessage(_ text: String) {
        guard capturing else {
            print(text)
            return
        }
        write(text + "\n", to: .output)
    }

    /// Everything a capturing context's run wrote to `stream`, as text.
    func printed(_ stream: StandardStream) -> String {
        locked { String(decoding: stream == .output ? output : errors, as: UTF8.self) }
    }

    /// True when `stream` is a terminal (never for a capturing context).
    func isTerminal(_ stream: StandardStream) -> Bool {
        capturing ? false : stream.isTerminal
    }

    /// How wide a line on `stream` may be: the terminal's width, else `COLUMNS` when set, else no
    /// limit (a pipe gets whole lines, for tools).
    func columns(_ stream: StandardStream) -> Int? {
        if isTerminal(stream), let width = stream.terminalColumns { return width }
        return environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// The width ArgumentParser wraps help to: nil for the process (it asks the terminal and
    /// `COLUMNS` itself, with `getenv`); for a capturing context, ArgumentParser's own rule applied
    /// to this environment and a stream that is no terminal: `COLUMNS`, else 80.
    var helpColumns: Int? {
        capturing ? environment["COLUMNS"].flatMap { Int($0) } ?? 80 : nil
    }

    /// True once the run printed an error (`Console.printedError`).
    var printedError: Bool {
        get { locked { saidError } }
        set { locked { saidError = newValue } }
    }

    /// The run's `--color` (`Console.colorChoice`).
    var colorChoice: ColorChoice {
        get { locked { color } }
        set { locked { color = newValue } }
    }
}
