import SegueCatalog
import SegueDocument
import SegueEngine
import SegueKitCore
import Testing

/// Routes pick their effect with the config's overrides; a route that cannot play falls back to the
/// system transition with `segue validate`'s diagnostic.
@Suite struct SegueRouterTests {
    static let config = """
        segue: 1
        routes:
          - name: list-to-detail
            operation: push
            effect: circle-spread
            toDuration: 0.8
            gesture:
              back: {direction: right, edgeSpacing: 40}
          - name: settings
            operation: present
            effect: cover
            presentation: custom
            frame: {x: 0, y: 40%, width: 100%, height: 60%}
          - {name: tabs, operation: tab, effect: tab-cube}
          - {name: typo, operation: push, effect: circle-spred}
        """

    @Test func eachRoutePlaysItsEffectWithTheConfigsOverrides() throws {
        let config = try RuntimeConfig.load(text: Self.config, file: "segue.yaml", catalog: .builtin, build: .release)
        let router = SegueRouter(config: config)
        let detail = try #require(router.effect(forRoute: "list-to-detail"))
        #expect(detail.definition.id == "circle-spread")
        #expect(detail.animator.toDuration == 0.8)
        #expect(detail.gesture(for: .back)?.edgeSpacing == 40)
        #expect(router.effect(for: .tab)?.definition.id == "tab-cube")
        #expect(router.effect(for: .container) == nil)
    }

    @Test func aCustomPresentationGetsTheRoutesFrameAndADimmingView() throws {
        let config = try RuntimeConfig.load(text: Self.config, file: "segue.yaml", catalog: .builtin, build: .release)
        let settings = try #require(SegueRouter(config: config).effect(forRoute: "settings"))
        let bounds = Rect(x: 0, y: 0, width: 390, height: 800)
        #expect(
            settings.presentationStyle(in: bounds) == .custom(presentedFrame: Rect(x: 0, y: 320, width: 390, height: 480), dimming: true))
    }

    @Test func aRouteToAnUnknownEffectFallsBackToTheSystemTransition() throws {
        var logged: [String] = []
        let config = try RuntimeConfig.load(
            text: Self.config, file: "segue.yaml", catalog: .builtin, build: .release, log: { logged.append($0) })
        let router = SegueRouter(config: config)
        #expect(router.effect(forRoute: "typo") == nil)
        #expect(router.diagnostics.map(\.code) == ["config.unknown-effect"])
        #expect(router.diagnostics.first?.message.contains("did you mean 'circle-spread'?") == true)
        #expect(logged.contains { $0.hasPrefix("segue.yaml:") && $0.hasSuffix("[config.unknown-effect]") })
    }

    @Test func aDebugBuildRefusesAConfigWithErrors() {
        #expect(throws: RuntimeLoadError.self) {
            try RuntimeConfig.load(text: Self.config, file: "segue.yaml", catalog: .builtin, build: .debug)
        }
    }

    @Test func anUnreadableConfigInReleaseIsTheStandardOneWithNoRoutes() throws {
        var logged: [String] = []
        let config = try RuntimeConfig.load(
            text: "segue: 1\nroutes: [", file: "segue.yaml", catalog: .builtin, build: .release, log: { logged.append($0) })
        #expect(config.routes.isEmpty)
        #expect(!logged.isEmpty)
    }

    /// The runtime removes UIKit's animations from the tab bar after pushes and pops (the transitions
    /// that hide or show it), so an app playing its routes with SegueKit may declare
    /// clearsTabBarAnimations; other transitions leave the bar alone.
    @Test func pushesAndPopsClearTheTabBarsAnimations() throws {
        let effect = try #require(
            SegueRouter(config: try RuntimeConfig.load(text: Self.config, file: "segue.yaml", catalog: .builtin, build: .release))
                .effect(forRoute: "list-to-detail"))
        var sequence = TransitionSequence()
        let clears = TransitionOperation.allCases.filter { sequence.request(effect, operation: $0).clearsTabBarAnimations }
        #expect(clears == [.push, .pop])
    }
}

/// The nine filter effects animate a ratio no layer draws yet (Core Image filters need a layer
/// that renders `CIFilter` output at each value, as XWTransition's originals do with a
/// `CIContext`; https://developer.apple.com/documentation/coreimage/cifilter): on a device that is
/// a hard cut, then touches blocked for the effect's duration. Their routes play the system
/// transition instead, and the router says so when it is made.
@Suite struct FilterFallbackTests {
    @Test func aFilterRouteFallsBackToTheSystemTransitionAndSaysSo() throws {
        let text = """
            segue: 1
            routes:
              - {name: ripple, operation: push, effect: filter-box-blur}
              - {name: detail, operation: push, effect: slide}
            """
        let config = try RuntimeConfig.load(text: text, file: "segue.yaml", catalog: .builtin, build: .debug)
        var logged: [String] = []
        let router = SegueRouter(config: config) { logged.append($0) }
        #expect(router.effect(forRoute: "ripple") == nil)
        #expect(router.effect(forRoute: "detail") != nil)
        #expect(router.diagnostics.map(\.code) == ["runtime.filter-not-drawn"])
        #expect(logged.count == 1 && logged[0].contains("filter-box-blur"))
        let filters = shippedEffects.compactMap(SegueEffect.init).filter(\.drawsCoreImageFilter)
        #expect(filters.count == 9, "\(filters.map(\.definition.id))")
    }
}
