import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// A presentation plays in the style the presented controller keeps (issue 48, items 5 and 7):
/// the app's when it set one, else the route's. The staging (what stays beneath, a sheet, a
/// custom frame and dimming) and the presentation controller follow it, as the dismissal pan
/// does (`GestureAttachmentTests.anAppKeptSheetGetsNoSeguePan`).
@Suite struct ModalPresentationTests {
    static let bounds = Rect(x: 0, y: 0, width: 375, height: 812)

    /// The route `sheet`: `cover` in a custom frame, the lower 60 %.
    static func customRoute() throws -> SegueEffect {
        let text = """
            segue: 1
            routes:
              - {name: sheet, operation: present, effect: cover, presentation: custom, frame: {x: 0, y: 40%, width: 100%, height: 60%}}
            """
        let config = try RuntimeConfig.load(text: text, file: "segue.yaml", catalog: .builtin, build: .debug)
        return try #require(SegueRouter(config: config).effect(forRoute: "sheet"))
    }

    /// A controller left at `.automatic` takes the route's custom style, staged in its frame.
    @Test func theRoutesStyleGoesToAControllerAtUIKitsDefault() throws {
        let presentation = ModalPresentation(effect: try Self.customRoute(), appStyle: ModalPresentation.Style.automatic.rawValue)
        #expect(presentation.style == ModalPresentation.Style.custom.rawValue)
        #expect(
            presentation.effect.presentationStyle(in: Self.bounds)
                == .custom(presentedFrame: Rect(x: 0, y: 324.8, width: 375, height: 487.2), dimming: true))
    }

    /// The app kept over full screen on a route that names a custom frame: the presented view
    /// fills the container over the presenter, with no dimming view and no Segue presentation
    /// controller (UIKit lays it out). Before, the route's custom frame and dimming were staged.
    @Test func anAppKeptStyleIsWhatIsStaged() throws {
        let route = try Self.customRoute()
        let over = ModalPresentation(effect: route, appStyle: ModalPresentation.Style.overFullScreen.rawValue)
        #expect(over.style == ModalPresentation.Style.overFullScreen.rawValue)
        #expect(over.effect.presentation == .overFullScreen)
        #expect(over.effect.presentationStyle(in: Self.bounds) == .overFullScreen)
        let sheet = ModalPresentation(effect: route, appStyle: ModalPresentation.Style.pageSheet.rawValue)
        guard case .sheet = sheet.effect.presentationStyle(in: Self.bounds) else {
            Issue.record("an app's page sheet is staged as \(sheet.effect.presentationStyle(in: Self.bounds))")
            return
        }
        // The rest of the route stays: its effect and its name.
        #expect(sheet.effect.definition.id == route.definition.id && sheet.effect.route == "sheet")
    }

    /// The app chose `.custom` on a full-screen route: Segue's presentation controller (the
    /// container's bounds, a dimming view) lays it out, as UIKit asks the transitioning delegate
    /// for one only for a custom style
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)).
    @Test func anAppKeptCustomStyleGetsSeguesPresentationController() throws {
        let route = try #require(RuntimeCatalog.builtin.catalog.effect("cover").flatMap(SegueEffect.init)).presenting(.fullScreen)
        let custom = ModalPresentation(effect: route, appStyle: ModalPresentation.Style.custom.rawValue)
        #expect(custom.effect.presentation == .custom)
        #expect(PresentationLayout(effect: custom.effect, bounds: Self.bounds).presentedFrame == Self.bounds)
    }

    /// Current-context styles play as their full-screen twins (the presenter removed, or kept
    /// beneath); a style Segue does not model (a popover) keeps the route's presentation.
    @Test func otherUIKitStylesAreKeptAndStagedAsTheirTwin() throws {
        let route = try Self.customRoute()
        let twins: [(ModalPresentation.Style, PresentationStyle)] = [
            (.currentContext, .fullScreen), (.overCurrentContext, .overFullScreen),
        ]
        for (style, staged) in twins {
            let presentation = ModalPresentation(effect: route, appStyle: style.rawValue)
            #expect(presentation.style == style.rawValue)
            #expect(presentation.effect.presentationStyle(in: Self.bounds) == staged)
        }
        let popover = ModalPresentation(effect: route, appStyle: ModalPresentation.Style.popover.rawValue)
        #expect(popover.style == ModalPresentation.Style.popover.rawValue && popover.effect.presentation == .custom)
    }

    /// A controller presented again with another effect takes that effect's style: the style
    /// Segue chose the first time is not the app's (`previous`, the presentation its delegate,
    /// still the controller's, made). Before, the custom style left by the first presentation
    /// stood, and the full-screen effect played in the first route's frame (a review of issue
    /// 48). A style the app set is never taken for Segue's.
    @Test func aControllerPresentedAgainTakesTheNewEffectsStyle() throws {
        final class Controller {
            var style = ModalPresentation.Style.automatic.rawValue
            /// What its Segue transitioning delegate decided last.
            var presentation: ModalPresentation?
        }
        // What SegueTransitioningDelegate.prepare does with the controller's style.
        func present(_ controller: Controller, _ effect: SegueEffect) -> ModalPresentation {
            let presentation = ModalPresentation(effect: effect, appStyle: controller.style, previous: controller.presentation)
            controller.style = presentation.style
            controller.presentation = presentation
            return presentation
        }
        let custom = try Self.customRoute()
        let fullScreen = custom.presenting(.fullScreen)
        let screen = Controller()
        #expect(present(screen, custom).style == ModalPresentation.Style.custom.rawValue)
        #expect(present(screen, fullScreen).style == ModalPresentation.Style.fullScreen.rawValue)
        #expect(present(screen, custom).effect.presentation == .custom)
        let appSheet = Controller()
        appSheet.style = ModalPresentation.Style.pageSheet.rawValue
        #expect(present(appSheet, custom).style == ModalPresentation.Style.pageSheet.rawValue)
        #expect(present(appSheet, fullScreen).style == ModalPresentation.Style.pageSheet.rawValue)
    }
}
