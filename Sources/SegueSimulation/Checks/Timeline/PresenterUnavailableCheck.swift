import SegueEngine

/// `presentation.presenter-unavailable`: The effect animates a presenter UIKit does not hand it.
package struct PresenterUnavailableCheck: Check {
    package static let description = CheckDescription(
        code: "presentation.presenter-unavailable", severity: .warning,
        short: "The effect animates a presenter UIKit does not hand it",
        full:
            "Under an over-full-screen or custom presentation view(forKey:) is nil for the presenting view, so whatever the effect does to it never happens on a device: the presenter stays still beneath. Present full screen, or animate only the presented view.",
        source:
            "UIViewControllerContextTransitioning.view(forKey:) returns nil for the presenting view under .overFullScreen and .custom presentations (shouldRemovePresentersView is false), so the animator never gets it.",
        broken: [.routes("presenter-unavailable"), .routes("presenter-removed")],
        clean: [.routes("presenter-available")])
}

extension PresenterUnavailableCheck: TimelineHook {
    /// Under an over-full-screen or custom presentation the presenter's view is nil to the
    /// animator: what the effect asks of it never happens on a device (``UnavailableView``).
    mutating func timeline(_ transition: TransitionFacts, report: inout [Finding]) {
        let ignored = transition.ignoredOnUnavailableView
        guard !ignored.isEmpty, let unavailable = UnavailableView.actor(in: transition.context) else { return }
        let style = transition.context.presentationStyle.map(\.name) ?? "custom"
        let key = unavailable == .from ? ".from" : ".to"
        report.append(
            Self.finding(
                "under \(style.first == "o" ? "an" : "a") \(style) presentation view(forKey: \(key)) is nil, so on a device the presenting screen stays still: "
                    + "\(ignored.joined(separator: ", ")) never happen; present it full screen, or animate only the presented view",
                of: transition))
    }
}
