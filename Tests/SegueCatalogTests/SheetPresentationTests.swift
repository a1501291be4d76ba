import SegueCatalog
import SegueDocument
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// Issue 15, item 6: page and form sheets as UIKit lays them out (UIModalPresentationStyle's
/// documentation: on a compact-width phone both are "a sheet with part of the background content
/// visible near the top"; on a regular-width iPad a page sheet is centred, "roughly the size of a
/// page", over a dimming layer, and a form sheet is smaller). The exact insets and sizes are
/// Segue's estimates (SheetPresentation's constants); these tests hold the layout to them.
@Suite struct SheetPresentationTests {
    static let phone = Rect(x: 0, y: 0, width: 390, height: 844)
    static let pad = Rect(x: 0, y: 0, width: 1024, height: 1366)

    @Test func onAPhoneBothSheetsAreTheLargeDetentCard() {
        for style in SheetPresentation.Style.allCases {
            let sheet = SheetPresentation.resolve(style, in: Self.phone)
            #expect(sheet.presentedFrame == Rect(x: 0, y: 57, width: 390, height: 787))
            #expect(sheet.cornerRadius == 10)
            #expect(!sheet.isRegularWidth)
            #expect(abs(sheet.presenterScale - 358.0 / 390.0) < 1e-12)
            #expect(sheet.dimmingAlpha == 0)
        }
    }

    @Test func onAnIPadThePageSheetIsCentredAndTheFormSheetSmaller() {
        let page = SheetPresentation.resolve(.pageSheet, in: Self.pad)
        #expect(page.presentedFrame == Rect(x: 160, y: 44, width: 704, height: 1278))
        #expect(page.presentedFrame.height > page.presentedFrame.width, "a page is taller than wide")
        let form = SheetPresentation.resolve(.formSheet, in: Self.pad)
        #expect(form.presentedFrame == Rect(x: 242, y: 373, width: 540, height: 620))
        #expect(form.presentedFrame.width < page.presentedFrame.width)
        #expect(page.dimmingAlpha > 0 && form.dimmingAlpha > 0, "regular width adds a dimming layer")
        #expect(page.presenterScale == 1)
    }

    /// Apple: `.automatic` is, "for most view controllers", a form sheet in iOS 18 and later and a
    /// page sheet before; on a phone the two are the same card.
    @Test func automaticIsAFormSheetFromIOS18() {
        #expect(
            PresentationStyle.Name.automatic.style(presentedFrame: nil, in: Self.phone)
                == .sheet(.resolve(.formSheet, in: Self.phone)))
        #expect(
            SheetPresentation.resolve(.formSheet, in: Self.phone).presentedFrame
                == SheetPresentation.resolve(.pageSheet, in: Self.phone).presentedFrame)
        #expect(
            PresentationStyle.Name.automatic.style(presentedFrame: nil, in: Self.pad)
                == .sheet(.resolve(.formSheet, in: Self.pad)))
    }

    /// A present route without `presentation:` is UIKit's default, `.automatic`, and warned about
    /// once; naming any style (even `automatic`) is a choice and says nothing.
    @Test func aPresentRouteWithoutAStyleIsASheetByDefault() throws {
        let root = try Document.load(
            text: """
                segue: 1
                routes:
                  - {name: bare, operation: present, effect: fade-in}
                  - {name: sheet, operation: present, effect: fade-in, presentation: automatic}
                  - {name: full, operation: present, effect: fade-in, presentation: full-screen}
                  - {name: nav, operation: push, effect: fade-in}
                """, file: "segue.yaml", format: .yaml)
        var problems: [Diagnostic] = []
        let config = try #require(ConfigReader.read(root, file: "segue.yaml", problems: &problems), "\(problems)")
        #expect(config.routes.map(\.isSheetByDefault) == [true, false, false, false])
        #expect(config.routes.map(\.presentationInForce) == [.automatic, .automatic, .fullScreen, .automatic])
        #expect(config.routes[0].sheetByDefaultFinding.code == "presentation.sheet-by-default")
        #expect(config.routes[0].sheetByDefaultFinding.message.contains("presentation: full-screen"))
    }

    /// Presented as a page sheet on a phone, the presented view lands in the sheet's frame with
    /// rounded corners, and the presenter (which the animator cannot reach) is scaled back into a
    /// card whose top sits 10 pt above the sheet, then restored by the dismissal.
    @Test func aPhoneSheetScalesThePresenterBackAndRestoresIt() throws {
        let effect = try #require(loadCatalog().catalog.effect("crossfade"))
        let request = SimulationRequest(
            effect: effect, scenario: .modal, screen: .init(width: 390, height: 844),
            presentation: PresentationStyle.Name.pageSheet.style(presentedFrame: nil, in: Self.phone))
        let trace = Simulator.run(try #require(request.makeScenario()), options: request.options)
        let presented = try #require(trace.frames.last { $0.transition == 0 })
        let to = try #require(presented.actors.first { $0.id == .to })
        #expect(to.state.frame == Rect(x: 0, y: 57, width: 390, height: 787))
        #expect(to.state.cornerRadius == 10)
        let presenter = try #require(presented.actors.first { $0.id == .from })
        let corners = try #require(presenter.corners)
        #expect(abs(corners[0].y - 47) < 1e-6, "the card's top is 10 pt above the sheet: \(corners[0])")
        #expect(abs((corners[1].x - corners[0].x) - 358) < 1e-6, "16 pt narrower each side")
        #expect(presenter.state.cornerRadius == 10)
        let dismissed = try #require(trace.frames.last)
        let restored = try #require(dismissed.actors.first { $0.id == .to })
        #expect(restored.matrix.isIdentity(tolerance: 1e-9))
        #expect(!trace.findings.contains { $0.severity == .error }, "\(trace.findings.map(\.code))")
    }
}
