/// A page sheet or form sheet as UIKit lays it out: the presented frame, its rounded corners, the
/// dimming behind it, and the presenter's scale-back on a phone.
///
/// What Apple documents (`UIModalPresentationStyle`): `.automatic` is "the default presentation
/// style chosen by the system", which "for most view controllers" UIKit maps to `.formSheet` in
/// iOS 18 and later and to `.pageSheet` before
/// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic); it is the
/// default of `modalPresentationStyle` since iOS 13, so a presentation that names no style is a
/// sheet (``Route`` in the catalog reports it); in a compact-width, regular-height size class both `.pageSheet` and `.formSheet` show
/// the view controller "as a sheet with part of the background content visible near the top of the
/// screen"; in a regular-width, regular-height size class `.pageSheet` "adds a dimming layer over
/// the background content and centers the view controller's content", "roughly the size of a page,
/// where the height is greater than the width", and `.formSheet` centres content whose "default
/// content size is smaller than that of the pageSheet style". Neither style removes the presenter's
/// view, so an animator gets nil for it (`UnavailableView`). `UISheetPresentationController`'s
/// `.large()` detent is that phone sheet at full height; `preferredCornerRadius` nil means "the
/// system default".
///
/// What Apple does not document, and Segue estimates (named constants below, each one place to
/// change): the sheet's top inset on a phone, the corner radius, the presenter's scale-back and
/// its corners, the dimming alpha, and the iPad sheet sizes. The estimates come from the iOS 13 to
/// 17 system sheets as they appear on screen (a phone sheet starts 10 pt below the status bar;
/// the card behind it is narrowed by about 16 pt a side with 10 pt corners), not from a source;
/// the size class is estimated from the width alone (regular from 744 pt, the narrowest iPad).
public struct SheetPresentation: Sendable, Hashable, Codable {
    /// Which UIKit style.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable {
        case pageSheet = "page-sheet"
        case formSheet = "form-sheet"
    }

    /// Page sheet or form sheet.
    public var style: Style
    /// The presented view's frame in the container.
    package var presentedFrame: Rect
    /// The rounded corners UIKit gives the sheet.
    package var cornerRadius: Double
    /// The dimming layer's final alpha (0: none).
    package var dimmingAlpha: Double
    /// The presenter's scale at rest behind a phone sheet (1: it stays as it is).
    package var presenterScale: Double
    /// How far the presenter's top edge moves down while scaled back.
    package var presenterDrop: Double
    /// True in a regular-width size class (an iPad).
    package var isRegularWidth: Bool

    /// Estimate: the narrowest width UIKit gives a regular-width size class (iPad mini portrait, 744 pt).
    package static let regularWidth = 744.0
    /// Estimate: the status bar of a notched iPhone (47 pt) plus the 10 pt gap above a phone sheet.
    package static let phoneSheetTop = 57.0
    /// Estimate: the sheet's corner radius (UISheetPresentationController's system default).
    package static let cornerRadius = 10.0
    /// Estimate: how much narrower, each side, the presenter's card is behind a phone sheet.
    package static let presenterInset = 16.0
    /// Estimate: the dimming behind a sheet (the custom presentations' 0.4 black, for lack of a source).
    public static let dimming = 0.4
    /// Estimate: the iPad page sheet's width, and its margin from the top and bottom.
    package static let padPageWidth = 704.0
    /// Estimate: the iPad page sheet's margin above and below, in points.
    package static let padMargin = 44.0
    /// Estimate: the iPad form sheet's default content size, 540 x 620 points.
    package static let padFormSize = Size(width: 540, height: 620)

    /// The sheet UIKit shows for `style` in a container of `bounds`.
    package static func resolve(_ style: Style, in bounds: Rect) -> SheetPresentation {
        let regular = bounds.width >= regularWidth
        guard regular else {
            // A phone: both styles become the large-detent sheet, the presenter scaled back behind it.
            let top = min(phoneSheetTop, bounds.height / 2)
            let scale = max(bounds.width - 2 * presenterInset, 1) / max(bounds.width, 1)
            return SheetPresentation(
                style: style, presentedFrame: Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top),
                cornerRadius: cornerRadius, dimmingAlpha: 0, presenterScale: scale, presenterDrop: top - cornerRadius - 0,
                isRegularWidth: false)
        }
        let size: Size =
            switch style {
            case .pageSheet:
                Size(width: min(padPageWidth, bounds.width - 2 * padMargin), height: bounds.height - 2 * padMargin)
            case .formSheet:
                Size(width: min(padFormSize.width, bounds.width), height: min(padFormSize.height, bounds.height))
            }
        let frame = Rect(
            x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
            width: size.width, height: size.height)
        return SheetPresentation(
            style: style, presentedFrame: frame, cornerRadius: cornerRadius, dimmingAlpha: dimming, presenterScale: 1,
            presenterDrop: 0, isRegularWidth: true)
    }
}
