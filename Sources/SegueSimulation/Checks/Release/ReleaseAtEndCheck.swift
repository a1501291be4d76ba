import SegueEngine

/// `interaction.release-at-end`: An interaction reaches exactly 100% and then finishes.
package struct ReleaseAtEndCheck: Check {
    package static let description = CheckDescription(
        code: "interaction.release-at-end", severity: .note,
        short: "An interaction reaches exactly 100% and then finishes",
        full:
            "A note: with nothing of the transition left to run, UIKit on iOS 7 never called the animation's completion block (VCTransitionsLibrary issue 4), so the transition never completed. To support such systems pass just under 1 at a full swipe, as that library does with 0.99 (a gesture's fullPercent: 0.99 in a manifest).",
        source:
            "VCTransitionsLibrary issue 4: on iOS 7 a finish from exactly 100% never called the animation's completion block; that library passes 0.99 at a full swipe.",
        broken: [.script("vctransitions-4-release-at-100")],
        clean: [.script("vctransitions-4-release-capped")])
}

extension ReleaseAtEndCheck: ReleaseHook {
    /// Said when UIKit's controller (not the timer) finishes from a percent of 1 or more.
    mutating func release(_ moment: ReleaseMoment, of transition: TransitionFacts, report: inout [Finding]) {
        guard case .lifted(let percent, let finishing, let timer, let frame) = moment, !timer, finishing, percent >= 1 else { return }
        report.append(
            Self.finding(
                "the gesture passed \(WholeNumber.clamped(percent * 100, .toNearestOrAwayFromZero, in: Int.min...Int.max))% to update(_:) and then finished with nothing left to run: "
                    + "on iOS 7 UIKit then never called the animation's completion block (VCTransitionsLibrary issue 4), which is why that library "
                    + "passes 0.99 at a full swipe (a gesture's fullPercent: 0.99 in a manifest); the engine completes, as later iOS versions are reported to",
                transition: transition.index, frame: frame))
    }
}
