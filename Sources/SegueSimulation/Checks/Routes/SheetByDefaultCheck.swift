import SegueEngine

/// `presentation.sheet-by-default`: A presentation without a style is a sheet since iOS 13.
package struct SheetByDefaultCheck: RouteHook {
    package static let description = CheckDescription(
        code: "presentation.sheet-by-default", severity: .warning,
        short: "A presentation without a style is a sheet since iOS 13",
        full:
            "A route that presents without a presentation style gets UIKit's default, .automatic: since iOS 13 a sheet (a form sheet from iOS 18, a page sheet before; a card on a phone), not the full-screen transition the effect was written for (Hero issues 614, 639, 644). Set presentation: full-screen (modalPresentationStyle = .fullScreen), or presentation: automatic to keep the sheet.",
        source: "UIViewController.modalPresentationStyle defaults to .automatic, a sheet since iOS 13; Hero issues 614, 639, 644.",
        broken: [.routes("hero-614-sheet-by-default")],
        clean: [.routes("hero-614-full-screen")])
}

extension SheetByDefaultCheck {
    /// The warning for `route`, a present route naming no presentation, which shows `effect`:
    /// since iOS 13 it shows as a sheet, which effects written for a full-screen presentation do
    /// not expect (Hero issues 614, 639, 644).
    package static func finding(route: String, effect: String) -> Finding {
        finding(
            "route '\(route)' names no presentation, so iOS 13 and later present it with modalPresentationStyle .automatic: "
                + "a sheet (a card below the status bar on a phone, the presenting screen shrunk behind it and not handed to the animator), "
                + "not the full-screen transition '\(effect)' was written for; add 'presentation: full-screen' (modalPresentationStyle = .fullScreen), "
                + "or 'presentation: automatic' to keep the sheet on purpose")
    }
}
