import SegueEngine

/// `navigation.opaque-bar-frame`: A pushed screen is laid out under an opaque navigation bar.
package struct OpaqueBarFrameCheck: Check {
    package static let description = CheckDescription(
        code: "navigation.opaque-bar-frame", severity: .error,
        short: "A pushed screen is laid out under an opaque navigation bar",
        full:
            "Under an opaque navigation bar UIKit gives a pushed screen a frame that starts below the bar (extendedLayoutIncludesOpaqueBars is false by default); an animator that lays the screen out over the whole container ends under the bar, and the screen moves when the transition completes (IBAnimatable issues 305, 324). Lay it out at transitionContext.finalFrame(for:).",
        source:
            "IBAnimatable issues 305, 324: under an opaque navigation bar finalFrame(for: .to) starts below the bar (extendedLayoutIncludesOpaqueBars is false by default).",
        broken: [.effect("rise-full", in: "ibanimatable-305-opaque-navigation-bar"), .routes("ibanimatable-324-opaque-bar-route")],
        clean: [.effect("rise-home", in: "ibanimatable-305-final-frame")])
}

extension OpaqueBarFrameCheck: CompletionHook {
    /// IBAnimatable issues 305 and 324: laid out over the container, not at finalFrame(for:).
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard case .underOpaqueBar(let frame, let underBar) = end.toView else { return }
        report.append(
            Self.finding(
                "the new screen ends over the whole container \(CheckText.frame(frame)), under the opaque navigation bar; UIKit's finalFrame(for: .to) is "
                    + "\(CheckText.frame(underBar)), so the screen moves when the transition completes (IBAnimatable issues 305, 324): lay it out at finalFrame(for:)",
                at: end, of: transition))
    }
}
