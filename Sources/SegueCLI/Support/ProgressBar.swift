#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A one-line progress bar on stderr, only on a terminal and only for runs over a second
/// (`SEGUE_PROGRESS_DELAY` sets another number of seconds; 0 draws from the first update).
///
/// `check` updates it from its worker threads, which do not see the run's task-local context:
/// so it takes the context when it is made, on the run's own task.
final class ProgressBar {
    private let start = Date()
    private let context = RunContext.current
    private let enabled: Bool
    private let delay: Double
    private var drawn = false

    init() {
        enabled = context.isTerminal(.error)
        delay = Self.delay(context.environment["SEGUE_PROGRESS_DELAY"])
    }

    /// The seconds a run goes before its bar appears: the variable's value when it is a
    /// non-negative number, else one second.
    static func delay(_ setting: String?) -> Double {
        guard let setting, let seconds = Double(setting), seconds.isFinite, seconds >= 0 else { return 1 }
        return seconds
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled, total > 0, Date().timeIntervalSince(start) >= delay else { return }
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
