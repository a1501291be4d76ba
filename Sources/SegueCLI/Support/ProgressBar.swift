#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A one-line progress bar on stderr, only on a terminal and only for runs over a second.
final class ProgressBar {
    private let start = Date()
    private let enabled = StandardStream.error.isTerminal
    private var drawn = false

    func update(_ done: Int, _ total: Int) {
        guard enabled, Date().timeIntervalSince(start) > 1, total > 0 else { return }
        let width = 30
        let filled = width * done / total
        let line = "\r[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] \(done)/\(total)"
        StandardStream.error.write(line)
        drawn = true
    }

    func clear() {
        guard drawn else { return }
        StandardStream.error.write("\r" + String(repeating: " ", count: 50) + "\r")
    }
}
