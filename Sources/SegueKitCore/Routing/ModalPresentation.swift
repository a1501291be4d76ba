import SegueCatalog
import SegueEngine

/// How one controller is presented with an effect: the modal presentation style it gets, and the
/// effect as that style plays it. The dismissal gesture, the staging (what stays beneath, a
/// sheet's or a custom frame) and the custom presentation controller all read ``effect``, so that
/// a style the app kept (``SegueEffect/chosenStyle(app:route:automatic:)``) decides them, not the
/// route's: an app's page sheet keeps its own drag and is staged as a sheet.
///
/// Styles are UIKit's `UIModalPresentationStyle` raw values (``Style``), so that the glue hands
/// UIKit's value in and the fakes can hand theirs.
package struct ModalPresentation: Sendable {
    /// `UIModalPresentationStyle`'s cases and raw values, as the iOS 16.5 SDK declares them
    /// (UIKit.framework/Headers/UIViewController.h:44-56, theos/sdks: from 0 in order,
    /// `none` -1 and `automatic` -2).
    package enum Style: Int, Sendable {
        case fullScreen = 0
        case pageSheet = 1
        case formSheet = 2
        case currentContext = 3
        case custom = 4
        case overFullScreen = 5
        case overCurrentContext = 6
        case popover = 7
        case blurOverFullScreen = 8
        case none = -1
        case automatic = -2

        /// The engine's style for this one; nil for those Segue does not model (a popover, `none`).
        /// A current-context style is staged as its full-screen twin: "The views belonging to the
        /// presenting view controller are removed after the presentation completes"
        /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext)
        /// as for `.fullScreen`; "The views beneath the presented content are not removed"
        /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overcurrentcontext)
        /// as for `.overFullScreen`.
        package var name: PresentationStyle.Name? {
            switch self {
            case .fullScreen, .currentContext: .fullScreen
            case .overFullScreen, .overCurrentContext: .overFullScreen
            case .pageSheet: .pageSheet
            case .formSheet: .formSheet
            case .custom: .custom
            case .automatic: .automatic
            case .popover, .blurOverFullScreen, .none: nil
            }
        }

        /// UIKit's style for a route's `presentation:`.
        package init(_ name: PresentationStyle.Name) {
            switch name {
            case .fullScreen: self = .fullScreen
            case .overFullScreen: self = .overFullScreen
            case .custom: self = .custom
            case .pageSheet: self = .pageSheet
            case .formSheet: self = .formSheet
            case .automatic: self = .automatic
            }
        }
    }

    /// The raw `modalPresentationStyle` the presented controller gets: the app's, or the route's
    /// when the app left UIKit's default.
    package let style: Int
    /// The effect as ``style`` plays it: the route's effect with its `presentation` replaced by
    /// the style kept; the route's own when that style is one Segue does not model.
    package let effect: SegueEffect
    /// True when ``style`` is the route's, Segue's choice: the app had left UIKit's default.
    package let choseStyle: Bool

    /// The presentation of `effect` for a controller whose `modalPresentationStyle` has the raw
    /// value `appStyle`. `previous` is the presentation Segue made of the same controller before,
    /// while its transitioning delegate is still the controller's: a style Segue chose then is not
    /// the app's, so a controller presented again with another effect takes that effect's style
    /// instead of staying in the first one's (``SegueEffect/chosenStyle(app:route:automatic:)``
    /// keeps any style but `automatic`).
    package init(effect: SegueEffect, appStyle: Int, previous: ModalPresentation? = nil) {
        let automatic = Style.automatic.rawValue
        let app = previous.map { $0.choseStyle && $0.style == appStyle } == true ? automatic : appStyle
        let route = effect.presentation ?? .fullScreen
        choseStyle = app == automatic
        style = SegueEffect.chosenStyle(app: app, route: Style(route).rawValue, automatic: automatic)
        let kept = Style(rawValue: style)?.name ?? route
        self.effect = kept == route ? effect : effect.presenting(kept)
    }

    /// The gesture that dismisses the presented controller (``GestureArbitration/dismissalGesture(of:rightToLeft:)``):
    /// none down a sheet, whoever chose the sheet.
    package func dismissalGesture(rightToLeft: Bool) -> GestureConfig? {
        GestureArbitration.dismissalGesture(of: effect, rightToLeft: rightToLeft)
    }
}
