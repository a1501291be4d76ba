import SegueCatalog
import SegueDocument
import SegueEngine
import SegueTooling
import Testing

/// Issue 38: how a config route runs is one rule (`Route.simulation(on:)`), which both
/// `simulate --route` and `check --routes` use.
@Suite struct RouteSimulationTests {
    static let config = """
        segue: 1
        screen: {width: 400, height: 800, safeAreaTop: 50, safeAreaBottom: 30}
        routes:
          - {name: detail, operation: push, effect: slide, navigationBar: opaque, hidesBottomBarWhenPushed: true, restoresBackSwipe: true}
          - {name: plain-push, operation: push, effect: slide, restoresBackSwipe: true}
          - {name: sheet, operation: present, effect: crossfade}
          - {name: card, operation: present, effect: crossfade, presentation: custom, frame: {x: 0, y: 50%, width: 100%, height: 50%}}
          - {name: tabs, operation: tab, effect: crossfade}
        """

    static func routes() throws -> (AppConfig, [String: RouteSimulation]) {
        let root = try Document.load(text: config, file: "segue.yaml", format: .yaml)
        var problems: [Diagnostic] = []
        let config = try #require(ConfigReader.read(root, file: "segue.yaml", problems: &problems))
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        return (config, Dictionary(uniqueKeysWithValues: config.routes.map { ($0.name, $0.simulation(on: config.screen)) }))
    }

    @Test func aPushRunsBothWaysUnderItsBarsAndAModalRouteWithoutAStyleIsASheet() throws {
        let (_, routes) = try Self.routes()
        let detail = try #require(routes["detail"])
        #expect(detail.scenario == .push && detail.scenariosBothWays == [.push, .pop])
        #expect(detail.navigationBar == NavigationBar(isTranslucent: false, topInset: 50))
        #expect(detail.tabBar == TabBar(bottomInset: 30, appRemovesAnimations: false))
        // Nothing on the route changes a frame: no bar, no tab bar; a push is never presented.
        let plain = try #require(routes["plain-push"])
        #expect(plain.navigationBar == nil && plain.tabBar == nil && plain.presentation == .fullScreen)
        // UIKit's .automatic since iOS 13: a sheet, not the full screen the effect was written for.
        let sheet = try #require(routes["sheet"])
        #expect(sheet.scenariosBothWays == [.present, .dismiss])
        #expect(sheet.presentation == .automatic)
        #expect(sheet.style == PresentationStyle.Name.formSheet.style(presentedFrame: nil, in: Rect(x: 0, y: 0, width: 400, height: 800)))
        let card = try #require(routes["card"])
        #expect(card.style == .custom(presentedFrame: Rect(x: 0, y: 400, width: 400, height: 400), dimming: true))
        #expect(try #require(routes["tabs"]).scenariosBothWays == [.tab])
    }
}
