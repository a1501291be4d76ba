import SegueEngine

/// `interaction.layer-jump`: A layer animation jumps when the finger lifts.
package struct LayerJumpCheck: Check {
    package static let description = CheckDescription(
        code: "interaction.layer-jump", severity: .warning,
        short: "A layer animation jumps when the finger lifts",
        full:
            "Layer animations outside the container's timing (masks, filter ratios) do not follow the percent-driven controller's tail: drive the tail with the interactive timer (timer: true under the manifest's interactive:, needsInteractiveTimer), and give each driver: layer track resetsModelValueOnCancel: true (beside its driver: in keyframes: to: or back:) so a cancel ends where it started.",
        source:
            "UIPercentDrivenInteractiveTransition scrubs the container layer's timing only; layer animations outside it (masks, filter ratios) do not follow its tail, which is why XWTransition and Hero drive the tail with a timer (needsInteractiveTimer).",
        broken: [.effect("reveal-no-timer", in: "layer-mask-timer-off")],
        clean: [.effect("circle-spread")])

    /// Each layer track's value on the previous frame.
    var previous: [Int: [Double]] = [:]
    /// Tracks already reported.
    var reported: Set<Int> = []
}

extension LayerJumpCheck: FrameHook {
    /// Follows every layer-driven track from frame to frame; after release, a move of more than
    /// 10% of the track's range in one frame is a jump (once per track).
    mutating func frame(_ frame: FrameFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard frame.sample.phase != .completed || frame.afterRelease else { return }
        for i in transition.layerTracks {
            let track = transition.timeline.tracks[i]
            guard let value = transition.resolver.value(ofTrack: i, at: frame.clock)?.components else { continue }
            if frame.afterRelease, let previous = previous[i], previous.count == value.count, !reported.contains(i) {
                let ranges = transition.componentRanges[i]
                for c in value.indices where c < ranges.count && ranges[c] > 1e-9 {
                    let jump = abs(value[c] - previous[c]) / ranges[c]
                    if jump > 0.1 {
                        reported.insert(i)
                        let percent = WholeNumber.clamped(jump * 100, .toNearestOrAwayFromZero, in: Int.min...Int.max)
                        report.append(
                            Self.finding(
                                "layer-driven \(track.actor).\(track.property.rawValue) jumps \(percent)% of its range in one frame after release"
                                    + Self.fix(track, of: transition),
                                at: frame, of: transition))
                        break
                    }
                }
            }
            previous[i] = value
        }
    }
}

extension LayerJumpCheck {
    /// The keys that stop the jump: the timer when UIKit's controller ran the tail, the reset when
    /// a cancel leaves the track's model value at its end. Empty when both are set already.
    static func fix(_ track: Track, of transition: TransitionFacts) -> String {
        var keys: [String] = []
        if !transition.animator.needsInteractiveTimer { keys.append(CheckText.interactiveTimerKey) }
        if !track.resetsModelValueOnCancel { keys.append(CheckText.resetOnCancelKey(direction: transition.direction)) }
        return keys.isEmpty ? "" : ": set " + keys.joined(separator: ", and ")
    }
}
