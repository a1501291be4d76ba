/// `presentation.sheet-by-default`: A presentation without a style is a sheet since iOS 13.
package struct SheetByDefaultCheck: Check {
    package static let description = CheckDescription(
        code: "presentation.sheet-by-default", severity: .warning, hooks: [.route],
        short: "A presentation without a style is a sheet since iOS 13",
        full:
            "A route that presents without a presentation style gets UIKit's default, .automatic: since iOS 13 a sheet (a form sheet from iOS 18, a page sheet before; a card on a phone), not the full-screen transition the effect was written for (Hero issues 614, 639, 644). Set presentation: full-screen (modalPresentationStyle = .fullScreen), or presentation: automatic to keep the sheet.",
        source: "UIViewController.modalPresentationStyle defaults to .automatic, a sheet since iOS 13; Hero issues 614, 639, 644.",
        broken: [.routes("hero-614-sheet-by-default")],
        clean: [.routes("hero-614-full-screen")])
}
