import SegueEngine

/// `presentation.presenter-lost`: A dismissal takes the presenter away with the container: black screen.
package struct PresenterLostCheck: Check {
    package static let description = CheckDescription(
        code: "presentation.presenter-lost", severity: .error,
        short: "A dismissal takes the presenter away with the container: black screen",
        full:
            "Under an over-full-screen or custom presentation UIKit keeps the presenting view in the window. An animator that takes it from its view controller (presenterView: viewController) instead of view(forKey:) moves it into the transition's container, which UIKit removes when the dismissal ends, so nothing is left on screen (Hero issue 705, openradar 20069328). Use view(forKey:) and leave the presenter alone, or put it back in the window in the completion.",
        source:
            "Hero issue 705 (a 1.6.0 regression that stopped putting the presenter back in the window) and openradar 20069328: UIKit removes the container when a dismissal under .overFullScreen or .custom ends.",
        broken: [.script("hero-705-black-screen-on-dismiss")],
        clean: [.script("hero-705-presenter-left-in-window")])
}

extension PresenterLostCheck: CompletionHook {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard case .presenterLost = end.toView else { return }
        let style = transition.context.presentationStyle.map(\.name) ?? "custom"
        report.append(
            Self.finding(
                "the effect took the presenting screen's view from its controller (presenterView: viewController) and put it in the "
                    + "transition's container, but under \(style.first == "o" ? "an" : "a") \(style) presentation UIKit keeps that view in the window "
                    + "and removes the container when the dismissal ends: nothing is left on screen (a black screen: Hero issue 705, openradar 20069328). "
                    + "Use view(forKey:), which is nil for it here, and leave the presenter where it is, or put it back in the window in the completion",
                at: end, of: transition))
    }
}
