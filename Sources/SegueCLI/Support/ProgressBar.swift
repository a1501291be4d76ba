#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A one-line progress bar on stderr, only on a terminal and only for runs over a second.
///
/// `check` updates it from its worker threads, which do not see the run's task-local context:
/// so it takes the context when it is made, on the run's own task.
final class ProgressBar {
    private let start = Date()
    private let context = RunContext.current
    private let enabled: Bool
    private var drawn = false

    init() { enabled = context.isTerminal(.error) }

    func update(_ done: Int, _ total: Int) {
        guard enabled, Date().timeIntervalSince(start) > 1, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let line = "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
        context.write(line, to: .error)
        drawn = true
    }

    func clear() {
        guard drawn else { return }
        context.write("\r" + String(repeating: " ", count: 50) + "\r", to: .error)
    }
}
