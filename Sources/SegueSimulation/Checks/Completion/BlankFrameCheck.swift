import SegueEngine

/// `frame.blank`: A frame shows nothing opaque.
package struct BlankFrameCheck: Check {
    package static let description = CheckDescription(
        code: "frame.blank", severity: .error,
        short: "A frame shows nothing opaque",
        full: "Nothing covers the screen for at least one frame: the user sees the window's background flash.",
        source: "A frame where nothing opaque covers the container shows the window behind it; Hero issue 705 is such a black screen.",
        broken: [.script("hero-705-black-screen-on-dismiss")],
        clean: [.script("hero-705-presenter-left-in-window")])

    /// The frames with nothing opaque, in order.
    var blankFrames: [Int] = []
}

extension BlankFrameCheck: FrameHook, CompletionHook {
    /// Notes each frame with nothing opaque; the completion says how many and where the first was.
    mutating func frame(_ frame: FrameFacts, of transition: TransitionFacts, report: inout [Finding]) {
        if !frame.scene.hasVisibleContent { blankFrames.append(frame.sample.index) }
    }

    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard let first = blankFrames.first else { return }
        report.append(
            Self.finding(
                "\(blankFrames.count) frame(s) show nothing opaque (first at frame \(first))", transition: transition.index, frame: first))
    }
}
