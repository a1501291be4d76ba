import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// Issue 18: a navigation delegate that supplies animators turns off UIKit's edge swipe back
/// (openradar 15215690; Hero issues 62, 143, 269). A push route keeps a way back only when its
/// effect's back gesture pans right, where the edge swipe went, or the app restores the system's.
@Suite struct BackSwipeTests {
    static let catalog = CatalogLoader().load(
        BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    ).catalog

    static func routes(_ text: String) throws -> (routes: [Route], problems: [Diagnostic]) {
        let root = try Document.load(text: text, file: "segue.yaml", format: .yaml)
        var problems: [Diagnostic] = []
        let config = ConfigReader.read(root, file: "segue.yaml", recovering: true, problems: &problems)
        return (config?.routes ?? [], problems)
    }

    static func finding(_ route: Route) throws -> Finding? {
        var problems: [Diagnostic] = []
        let effect = try #require(route.effectDefinition(in: catalog, problems: &problems))
        return route.backSwipeFinding(for: effect)
    }

    @Test func onlyAPushWithoutARightwardBackGestureLosesTheSwipe() throws {
        let (routes, problems) = try Self.routes(
            """
            segue: 1
            routes:
              - {name: cards, operation: push, effect: cards}
              - {name: cube, operation: push, effect: cube-horizontal}
              - {name: slide, operation: push, effect: slide}
              - {name: cards-fixed, operation: push, effect: cards, gesture: {back: {direction: right, edgeSpacing: 40}}}
              - {name: cards-restored, operation: push, effect: cards, restoresBackSwipe: true}
              - {name: modal, operation: present, effect: cards, presentation: full-screen}
            """)
        #expect(problems.isEmpty, "\(problems)")
        let found = try routes.map { try Self.finding($0)?.code }
        #expect(found == ["navigation.back-swipe-lost", "navigation.back-swipe-lost", nil, nil, nil, nil])
        let message = try #require(try Self.finding(routes[0])?.message)
        #expect(message.contains("its back gesture pans down") && message.contains("restoresBackSwipe: true"))
    }

    /// A route's `gesture:` is an interactive block, so it may set `completionSpeed` and
    /// `completionCurve`; the route's effect plays with them (they were read, then dropped).
    @Test func aRoutesCompletionSettingsReachItsEffect() throws {
        let (routes, problems) = try Self.routes(
            """
            segue: 1
            routes:
              - {name: cards-quick, operation: push, effect: cards, gesture: {completionSpeed: 2}}
              - {name: cards-linear, operation: push, effect: cards, gesture: {completionCurve: linear}}
            """)
        #expect(problems.isEmpty, "\(problems)")
        var found: [Diagnostic] = []
        let quick = try #require(routes.first?.effectDefinition(in: Self.catalog, problems: &found))
        #expect(quick.interactiveCompletion == InteractiveCompletion(speed: .fixed(2)))
        let linear = try #require(routes.last?.effectDefinition(in: Self.catalog, problems: &found))
        #expect(linear.interactiveCompletion == InteractiveCompletion(speed: .remainingPercent, curve: .linear))
        #expect(found.isEmpty)
    }

    @Test func restoringTheSwipeIsForPushRoutesOnly() throws {
        let (_, problems) = try Self.routes(
            """
            segue: 1
            routes:
              - {name: modal, operation: present, effect: cards, presentation: full-screen, restoresBackSwipe: true}
            """)
        #expect(problems.map(\.code) == ["config.route.back-swipe-not-push"])
        #expect(problems.first?.location?.line == 3, "the key's own line")
    }
}
