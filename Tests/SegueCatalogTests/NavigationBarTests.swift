import SegueCatalog
import SegueDocument
import SegueEngine
import Testing

/// Issue 18: the screen around the content. Under an opaque navigation bar a pushed screen's frame
/// starts below the bar (extendedLayoutIncludesOpaqueBars is false by default); `screen:` names
/// devices with their top safe-area inset.
@Suite struct NavigationBarTests {
    static func config(_ text: String) throws -> (config: AppConfig?, problems: [Diagnostic]) {
        let root = try Document.load(text: text, file: "segue.yaml", format: .yaml)
        var problems: [Diagnostic] = []
        let config = ConfigReader.read(root, file: "segue.yaml", problems: &problems)
        return (config, problems)
    }

    @Test func anOpaqueBarMovesPushAndPopFramesBelowItAndNothingElse() {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        let bar = NavigationBar(isTranslucent: false, topInset: 47)
        let content = bar.contentFrame(in: bounds)
        #expect(content == Rect(x: 0, y: 91, width: 390, height: 753))
        #expect(NavigationBar(isTranslucent: true, topInset: 47).contentFrame(in: bounds) == bounds)
        for operation in TransitionOperation.allCases {
            var context = TransitionContext(operation: operation, containerBounds: bounds)
            context.navigationContentFrame = content
            let navigation = operation == .push || operation == .pop
            #expect(context.finalFrame(for: .to) == (navigation ? content : bounds), "\(operation)")
            #expect(context.initialFrame(for: .from) == (navigation ? content : bounds), "\(operation)")
        }
    }

    @Test func devicesAreNamedOrMatchedBySize() throws {
        let named = try Self.config("segue: 1\nscreen: iphone-15-pro\n")
        #expect(named.problems.isEmpty)
        #expect(named.config?.screen == AppConfig.Screen(width: 393, height: 852, safeAreaTop: 59))
        let sized = try Self.config("segue: 1\nscreen: {width: 375, height: 667}\n")
        #expect(sized.config?.screen.safeAreaTop == 20)
        let custom = try Self.config("segue: 1\nscreen: {width: 500, height: 900, safeAreaTop: 30}\n")
        #expect(custom.config?.screen.safeAreaTop == 30)
        #expect(custom.config?.screen.safeAreaBottom == 0)
        // The bottom inset: the home indicator's area, none on a phone with a home button.
        #expect(named.config?.screen.safeAreaBottom == 34)
        #expect(sized.config?.screen.safeAreaBottom == 0)
        let bottom = try Self.config("segue: 1\nscreen: {width: 390, height: 844, safeAreaBottom: 21}\n")
        #expect(bottom.config?.screen == AppConfig.Screen(width: 390, height: 844, safeAreaTop: 47, safeAreaBottom: 21))
        let unknown = try Self.config("segue: 1\nscreen: iphone-15-prro\n")
        let problem = try #require(unknown.problems.first { $0.code == "config.screen.unknown-device" })
        #expect(problem.message.contains("did you mean 'iphone-15-pro'?"))
        #expect(problem.location?.line == 2 && problem.location?.column == 9)
    }

    @Test func theBarBelongsToPushRoutes() throws {
        let push = try Self.config("segue: 1\nroutes:\n  - {name: a, operation: push, effect: slide, navigationBar: opaque}\n")
        #expect(push.problems.isEmpty)
        #expect(push.config?.routes.first?.opaqueNavigationBar == true)
        let tab = try Self.config("segue: 1\nroutes:\n  - {name: a, operation: tab, effect: slide, navigationBar: opaque}\n")
        #expect(tab.problems.contains { $0.code == "config.route.navigation-bar-not-push" && $0.location?.line == 3 })
    }

    /// A screen that hides the navigation bar: `navigationBarHiddenBy` names which, on push routes
    /// only; the route's bar is then translucent unless it says opaque.
    @Test func theScreenThatHidesTheNavigationBarBelongsToPushRoutes() throws {
        let opaque = try Self.config(
            "segue: 1\nscreen: iphone-15-pro\nroutes:\n  - {name: a, operation: push, effect: slide, navigationBar: opaque, navigationBarHiddenBy: screen-below}\n"
        )
        #expect(opaque.problems.isEmpty)
        let screen = try #require(opaque.config?.screen)
        let bar = try #require(opaque.config?.routes.first?.navigationBar(on: screen))
        #expect(bar == NavigationBar(isTranslucent: false, topInset: 59, hiddenBy: .screenBelow))
        let translucent = try Self.config(
            "segue: 1\nroutes:\n  - {name: a, operation: push, effect: slide, navigationBarHiddenBy: pushed-screen}\n")
        #expect(translucent.problems.isEmpty)
        let plain = try #require(translucent.config?.routes.first?.navigationBar(on: .standard))
        #expect(plain.isTranslucent && plain.hiddenBy == .pushedScreen)
        let stays = try Self.config("segue: 1\nroutes:\n  - {name: a, operation: push, effect: slide, navigationBar: translucent}\n")
        #expect(stays.config?.routes.first?.navigationBar(on: .standard) == nil)
        #expect(stays.config?.routes.first?.navigationBarHiddenBy == nil)

        let modal = try Self.config(
            "segue: 1\nroutes:\n  - {name: a, operation: present, effect: slide, presentation: full-screen, navigationBarHiddenBy: pushed-screen}\n"
        )
        let notPush = try #require(modal.problems.first { $0.code == "config.route.navigation-bar-not-push" })
        #expect(notPush.location?.line == 3 && notPush.location?.column == 77, "\(notPush)")
        #expect(notPush.message.contains("'navigationBarHiddenBy' goes with push routes"))
        let typo = try Self.config(
            "segue: 1\nroutes:\n  - name: a\n    operation: push\n    effect: slide\n    navigationBarHiddenBy: pushed\n")
        let bad = try #require(typo.problems.first, "\(typo.problems)")
        #expect(bad.severity == .error)
        #expect(bad.location?.line == 6 && bad.location?.column == 28, "\(bad)")
        #expect(bad.message.contains("pushed-screen") && bad.message.contains("screen-below"), "\(bad.message)")
    }

    /// A pushed screen that hides the tab bar: push routes only; the bar sits over the bottom inset
    /// and the route says whether the app removes UIKit's animations from it.
    @Test func theTabBarAPushedScreenHidesBelongsToPushRoutes() throws {
        let push = try Self.config(
            "segue: 1\nscreen: iphone-15-pro\nroutes:\n  - {name: a, operation: push, effect: slide, hidesBottomBarWhenPushed: true}\n")
        #expect(push.problems.isEmpty)
        let route = try #require(push.config?.routes.first)
        let screen = try #require(push.config?.screen)
        let bar = try #require(route.tabBar(on: screen))
        #expect(!bar.appRemovesAnimations)
        #expect(bar.frame(in: Rect(x: 0, y: 0, width: 393, height: 852)) == Rect(x: 0, y: 769, width: 393, height: 83))
        let cleared = try Self.config(
            "segue: 1\nroutes:\n  - {name: a, operation: push, effect: slide, hidesBottomBarWhenPushed: true, clearsTabBarAnimations: true}\n"
        )
        #expect(cleared.config?.routes.first.flatMap { $0.tabBar(on: .standard) }?.appRemovesAnimations == true)
        #expect(cleared.config?.routes.first.flatMap { $0.tabBar(on: .standard) } != nil)
        let none = try Self.config("segue: 1\nroutes:\n  - {name: a, operation: push, effect: slide}\n")
        #expect(none.config?.routes.first.flatMap { $0.tabBar(on: .standard) } == nil)
        let present = try Self.config(
            "segue: 1\nroutes:\n  - {name: a, operation: present, effect: slide, presentation: full-screen, hidesBottomBarWhenPushed: true}\n"
        )
        let problem = try #require(present.problems.first { $0.code == "config.route.tab-bar-not-push" })
        #expect(problem.location?.line == 3 && problem.location?.column == 77, "\(problem)")
    }
}
