import Segue

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `simulate --format ascii --play`: every frame drawn in place on the terminal at real speed.
enum AsciiPlayer {
    static func play(_ trace: Trace, bounds: Rect) {
        let start = Date()
        let height = AsciiScreen.rows + 3
        for (index, frame) in trace.frames.enumerated() {
            // Wait for the frame's moment so the run plays at the speed UIKit would.
            let wait = frame.time - Date().timeIntervalSince(start)
            sleep(seconds: wait)
            var text = index == 0 ? "" : "\u{1B}[\(height)A"
            text +=
                "frame \(frame.index)  \(Describe.number(frame.time))s  transition \(frame.transition)  percent \(Describe.number(frame.percent))  \(frame.phase.rawValue)\u{1B}[K\n"
            text += AsciiScreen.render(frame.actors, bounds: bounds)
            RunContext.current.write(text, to: .output)
        }
        let findings = TraceText.findings(trace.findings)
        RunContext.current.write(findings, to: .output)
    }
}
