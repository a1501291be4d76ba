import SegueEngine

/// `cancel.flash`: A cancel shows the finished state for a frame.
package struct CancelFlashCheck: Check {
    package static let description = CheckDescription(
        code: "cancel.flash", severity: .warning,
        short: "A cancel shows the finished state for a frame",
        full:
            "A layer animation without its model value reset jumps to its final value when the cancelled animation is removed: reset the model value on cancel (resetsModelValueOnCancel: true on the track, beside its driver: layer in keyframes: to: or back:).",
        source:
            "Core Animation shows a layer's model value once its animations are removed, as cancelInteractiveTransition does: a model value left at the end shows for a frame.",
        broken: [.effect("mask-no-reset", in: "cancel-without-reset")],
        clean: [.effect("circle-spread")])

    /// Tracks already reported.
    var reported: Set<Int> = []
}

extension CancelFlashCheck: ReleaseHook {
    /// A track that shows its end value while cancelling, though it neither started nor was
    /// released there, flashes the finished state (once per track).
    mutating func release(_ moment: ReleaseMoment, of transition: TransitionFacts, report: inout [Finding]) {
        guard case .cancelShows(let clock, let releaseValues, let frame) = moment else { return }
        for (i, track) in transition.timeline.tracks.enumerated() where !reported.contains(i) {
            guard let start = track.startValue, let end = track.endValue, let value = transition.resolver.value(ofTrack: i, at: clock),
                let atRelease = releaseValues[i]
            else { continue }
            let ranges = transition.componentRanges[i]
            func close(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
                let ca = a.components
                let cb = b.components
                guard ca.count == cb.count else { return false }
                return zip(zip(ca, cb), ranges + Array(repeating: 0, count: max(0, ca.count - ranges.count)))
                    .allSatisfy { abs($0.0 - $0.1) <= 1e-6 * max($1, 1) }
            }
            if close(value, end) && !close(start, end) && !close(atRelease, end) {
                reported.insert(i)
                report.append(
                    Self.finding(
                        "\(track.actor).\(track.property.rawValue) shows its finished value while the transition is being cancelled: set "
                            + "\(CheckText.resetOnCancelKey(direction: transition.direction)) so the cancel resets its model value",
                        transition: transition.index, frame: frame))
            }
        }
    }
}
