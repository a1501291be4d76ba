import Segue  // WholeNumber, for sleep's checked conversions
import SegueFiles
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The few operating-system calls the CLI needs beyond FoundationEssentials. Importing all of
// Foundation for them linked FoundationInternationalization and ICU (about 50 MB of shared
// libraries), which was most of a cold start's time.

/// Standard output and standard error, written with `write(2)`: the process's own streams,
/// which commands reach through `RunContext` (a test's run in this process writes elsewhere).
enum StandardStream: Int32 {
    case output = 1
    case error = 2

    /// Writes all of `text`, retrying short writes and interrupted ones.
    ///
    /// A write that fails ends the process (after removing temporaries): a closed pipe
    /// (`segue ... | head`) quietly with status 1, any other failure on standard output
    /// (a full disk, `> /dev/full`) with a message on standard error and status 1. Output
    /// that did not arrive is never reported as success.
    func write(_ text: String) {
        var text = text
        let failure: Int32? = text.withUTF8 { bytes -> Int32? in
            guard let base = bytes.baseAddress else { return nil }
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(rawValue, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
        guard let failure else { return }
        if self == .output, failure != EPIPE {
            StandardStream.error.write("error: cannot write to standard output: \(String(cString: strerror(failure)))\n")
        }
        Termination.exit(1)
    }

    /// True when the stream is a terminal.
    var isTerminal: Bool { isatty(rawValue) == 1 }

    /// The terminal's width, when the stream is a terminal that knows it (`RunContext.columns`
    /// has the whole rule, with `COLUMNS`).
    var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Sleeps the calling thread for `seconds` (used to play frames at their real pace).
func sleep(seconds: Double) {
    guard seconds > 0 else { return }
    var request = timespec(
        tv_sec: WholeNumber.clamped(seconds, .down, in: 0...86_400),
        tv_nsec: WholeNumber.clamped((seconds - seconds.rounded(.down)) * 1e9, in: 0...999_999_999))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0, errno == EINTR { request = remaining }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmedOfSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
