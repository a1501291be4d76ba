import Testing

@testable import SegueKitCore

/// The one-line forms pick each screen's effect when UIKit asks for the animator, and each screen
/// goes back with the effect it came with, however many were pushed since (field reports: "the
/// wrong animator pops after several pushes"). The fake navigation controller asks its delegate as
/// UINavigationController does: `willShow`, then the animator for the operation with the screens
/// leaving and arriving
/// (https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)),
/// and only then does the animator put the arriving view in the container and lay it out
/// (https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)).
@Suite struct ScreenEffectTests {
    /// A pushed screen. A UIKit screen's `segueEffect` is a property set before the push. A SwiftUI
    /// destination's hosting controller exists at the push, but its body, where
    /// `.segueTransition(_:)` sits, is built only when its view is laid out
    /// (https://developer.apple.com/documentation/swiftui/uihostingcontroller).
    final class Screen {
        let name: String
        var segueEffect: SegueEffectID?
        /// For a SwiftUI destination: what its body declares, applied at its first layout.
        let body: SegueEffectID?
        private(set) var layouts = 0
        private(set) var isBuilt: Bool
        /// The class chain as `String(reflecting:)` names it: an app's UIKit screen, or a
        /// hosting controller (SwiftUI's `UIHostingController`,
        /// https://developer.apple.com/documentation/swiftui/uihostingcontroller).
        let classNames: [String]

        init(_ name: String, effect: SegueEffectID? = nil) {
            self.name = name
            segueEffect = effect
            body = nil
            isBuilt = true
            classNames = ["App.\(name.capitalized)ViewController", "UIViewController"]
        }

        init(swiftUI name: String, body: SegueEffectID?) {
            self.name = name
            self.body = body
            isBuilt = false
            classNames = ["SwiftUI.UIHostingController<SwiftUI.AnyView>", "UIViewController"]
        }

        /// `view.layoutIfNeeded()`: a hosting controller builds its body (and the marker inside it
        /// sets the effect on its controller) on its first layout.
        func layOut() {
            layouts += 1
            guard !isBuilt else { return }
            isBuilt = true
            segueEffect = body
        }
    }

    /// UINavigationController's side: a stack, a default, and the delegate's choices per transition.
    final class FakeNavigation {
        var stack: [Screen] = []
        var segueDefaultEffect: SegueEffectID?
        var routing = ScreenRouting<ObjectIdentifier>()
        let resolver = SegueEffectResolver(build: .debug)
        /// Whether the delegate may lay a screen out to read its declaration.
        var laysOutSwiftUIDestinations = true
        /// The effect each transition played (nil: the system's), as "push detail: cube-horizontal".
        var played: [String] = []

        func push(_ screen: Screen) {
            let mayDeclare = EffectDeclarations.mayDeclareWhenLaidOut(screen, classNames: { $0.classNames }, children: { _ in [] })
            let declared = EffectDeclarations(
                screen: { screen.segueEffect }, layOutScreen: laysOutSwiftUIDestinations && mayDeclare ? screen.layOut : nil,
                container: segueDefaultEffect)
            let effect = routing.arrive(ObjectIdentifier(screen), declared: declared, route: nil, resolve: resolver.effect)
            played.append("push \(screen.name): \(effect?.definition.id ?? "system")")
            // The animator lays the view out in the container after UIKit has its answer.
            screen.layOut()
            stack.append(screen)
            routing.keep(only: Set(stack.map { ObjectIdentifier($0) }))
        }

        func pop() {
            guard let leaving = stack.popLast() else { return }
            let effect = routing.leave(ObjectIdentifier(leaving))
            played.append("pop \(leaving.name): \(effect?.definition.id ?? "system")")
            routing.keep(only: Set(stack.map { ObjectIdentifier($0) }))
        }
    }

    @Test func severalPushesWithDifferentEffectsEachPopWithTheirOwn() {
        let navigation = FakeNavigation()
        navigation.segueDefaultEffect = .push
        navigation.stack = [Screen("root")]
        let detail = Screen("detail", effect: .cubeHorizontal)
        navigation.push(detail)
        navigation.push(Screen("settings", effect: .cover))
        navigation.push(Screen("plain"))
        // The app changes a shown screen's effect: its pop still goes back the way it came.
        detail.segueEffect = .circleSpread
        navigation.pop()
        navigation.pop()
        navigation.pop()
        #expect(
            navigation.played == [
                "push detail: cube-horizontal", "push settings: cover", "push plain: push",
                "pop plain: push", "pop settings: cover", "pop detail: cube-horizontal",
            ])
    }

    @Test func aSwiftUIDestinationsEffectIsReadOnceItsBodyIsBuilt() {
        let navigation = FakeNavigation()
        navigation.stack = [Screen("root")]
        let detail = Screen(swiftUI: "detail", body: .cubeHorizontal)
        navigation.push(detail)
        navigation.pop()
        #expect(navigation.played == ["push detail: cube-horizontal", "pop detail: cube-horizontal"])
        // Laid out when asked, then by the animator: no second build.
        #expect(detail.layouts == 2)
    }

    /// Issue 48, item 4: a UIKit screen pushed onto a SwiftUI stack (`.segueNavigation()` lays
    /// destinations out) with no effect named keeps UIKit's own push, untouched: only the
    /// animator's layout, none of Segue's. Before, every destination that had declared nothing was
    /// laid out early (2 layouts here); a SwiftUI destination still is, to build its body.
    @Test func aUIKitScreenOnASwiftUIStackIsNotLaidOutEarly() {
        let navigation = FakeNavigation()
        navigation.stack = [Screen("root")]
        let article = Screen("article")
        navigation.push(article)
        #expect(navigation.played == ["push article: system"])
        #expect(article.layouts == 1)
        let wrapper = ScreenEffectTests.Controller(["App.Container"], children: [Controller(["SwiftUI.UIHostingController<App.Row>"])])
        #expect(EffectDeclarations.mayDeclareWhenLaidOut(wrapper, classNames: { $0.names }, children: { $0.children }))
        let subclass = Controller(["App.ProfileHost", "SwiftUI.UIHostingController<App.Profile>", "UIViewController"])
        #expect(EffectDeclarations.mayDeclareWhenLaidOut(subclass, classNames: { $0.names }, children: { $0.children }))
        #expect(
            !EffectDeclarations.mayDeclareWhenLaidOut(Controller(["App.Container"]), classNames: { $0.names }, children: { $0.children }))
    }

    /// A controller's class chain and children, for ``EffectDeclarations/mayDeclareWhenLaidOut(_:classNames:children:)``.
    final class Controller {
        let names: [String]
        let children: [Controller]
        init(_ names: [String], children: [Controller] = []) {
            self.names = names
            self.children = children
        }
    }

    /// The control: without the layout, the delegate reads the destination before its body exists
    /// and the push plays the system transition; the fake can fail.
    @Test func readAtTheAnimatorRequestWithoutLayoutTheDestinationHasDeclaredNothing() {
        let navigation = FakeNavigation()
        navigation.laysOutSwiftUIDestinations = false
        navigation.stack = [Screen("root")]
        navigation.push(Screen(swiftUI: "detail", body: .cubeHorizontal))
        #expect(navigation.played == ["push detail: system"])
    }

    /// The pushed controller may contain the hosting controller the marker found (a child).
    @Test func aDeclarationOnAChildControllerCounts() {
        final class Controller {
            var effect: SegueEffectID?
            var children: [Controller] = []
        }
        let pushed = Controller()
        let wrapper = Controller()
        let hosting = Controller()
        pushed.children = [wrapper, Controller()]
        wrapper.children = [hosting]
        #expect(EffectDeclarations.declared(by: pushed, own: { $0.effect }, children: { $0.children }) == nil)
        hosting.effect = .cubeHorizontal
        #expect(EffectDeclarations.declared(by: pushed, own: { $0.effect }, children: { $0.children }) == .cubeHorizontal)
        pushed.effect = .cover
        #expect(EffectDeclarations.declared(by: pushed, own: { $0.effect }, children: { $0.children }) == .cover)
    }

    /// The window's default is gone (issue 48, item 2): it worked only in a navigation
    /// controller where Segue was already installed, which setting it never did.
    @Test func aDestinationWithoutDeclarationTakesTheNavigationDefault() {
        let bare = EffectDeclarations(screen: { nil }, layOutScreen: {}, container: nil)
        #expect(bare.effectID() == nil)
        let both = EffectDeclarations(screen: { nil }, container: .cover)
        #expect(both.effectID() == .cover)
        let own = EffectDeclarations(screen: { .cubeHorizontal }, container: .cover)
        #expect(own.effectID() == .cubeHorizontal)
    }

    @Test func aDeclaredEffectThatCannotPlayIsTheSystemTransitionNotTheRoute() {
        var routing = ScreenRouting<Int>()
        let route = SegueEffectResolver(build: .release).effect(.cover)
        let effect = routing.arrive(1, declared: EffectDeclarations(screen: { SegueEffectID("filter-ripple") }), route: route) {
            SegueEffectResolver(build: .release).effect($0)
        }
        #expect(effect == nil)
        #expect(routing.arrive(2, declared: EffectDeclarations(screen: { nil }), route: route) { _ in nil }?.definition.id == "cover")
    }
}
