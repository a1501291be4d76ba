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
    typealias S = SwiftUIShapes

    /// A pushed screen. A UIKit screen's `segueEffect` is a property set before the push. A SwiftUI
    /// destination's hosting controller exists at the push and holds the destination's view value
    /// (`UIHostingController.rootView`, SwiftUI.swiftinterface of the iOS 16.5 SDK line 20656),
    /// but its body is built only when its view is laid out
    /// (https://developer.apple.com/documentation/swiftui/uihostingcontroller): a marker written
    /// inside the body tells its controller then.
    final class Screen {
        let name: String
        var segueEffect: SegueEffectID?
        /// A hosting controller's root view value; nil for a UIKit screen.
        let rootView: Any?
        /// What the body declares, told to the controller at its first layout.
        let body: SegueEffectID?
        /// iOS 18's `preferredTransition` is set (SwiftUI's `.navigationTransition(.zoom(...))`,
        /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition).
        let hasOwnTransition: Bool
        private(set) var layouts = 0
        /// Told when the body's marker sets `segueEffect` (SegueMarker's `tellController`).
        var onDeclared: ((SegueEffectID) -> Void)?

        init(_ name: String, effect: SegueEffectID? = nil, zoom: Bool = false) {
            self.name = name
            segueEffect = effect
            rootView = nil
            body = nil
            hasOwnTransition = zoom
        }

        init(swiftUI rootView: Any, body: SegueEffectID? = nil, zoom: Bool = false) {
            name = DeclaredInValue.screenName(of: rootView)
            self.rootView = rootView
            self.body = body
            hasOwnTransition = zoom
        }

        /// `view.layoutIfNeeded()`: a hosting controller builds its body on its first layout, and
        /// a marker there (in the value or written inside `body`) tells the controller its effect.
        func layOut() {
            layouts += 1
            guard layouts == 1, let declared = body ?? rootView.flatMap({ DeclaredInValue.effect(in: $0) }), segueEffect != declared
            else { return }
            segueEffect = declared
            onDeclared?(declared)
        }
    }

    /// UINavigationController's side, with SegueNavigationDelegate's push and pop decisions.
    final class FakeNavigation {
        var stack: [Screen] = []
        var segueDefaultEffect: SegueEffectID?
        var routing = ScreenRouting<ObjectIdentifier>()
        var late = LateDeclarations<ObjectIdentifier>()
        let resolver = SegueEffectResolver(build: .debug)
        /// The effect each transition played (nil: the system's), as "push detail: cube-horizontal".
        var played: [String] = []
        /// What SegueKit logged.
        var log: [String] = []
        /// Each pushed screen's layouts when UIKit asked for its animator.
        var layoutsWhenAsked: [Int] = []

        func push(_ screen: Screen) {
            layoutsWhenAsked.append(screen.layouts)
            let own = EffectDeclarations.declared(
                by: screen, own: { $0.segueEffect ?? $0.rootView.flatMap { DeclaredInValue.effect(in: $0) } }, children: { _ in [] })
            let choice = EffectDeclarations(screen: own, hasOwnTransition: screen.hasOwnTransition, container: segueDefaultEffect)
                .choice()
            let key = ObjectIdentifier(screen)
            late.pushed(key, name: screen.name, choice: choice)
            let effect = routing.arrive(key, choice: choice, route: nil, resolve: resolver.effect)
            played.append("push \(screen.name): \(effect?.definition.id ?? "system")")
            stack.append(screen)
            screen.onDeclared = { [unowned self, unowned screen] in
                let key = ObjectIdentifier(screen)
                if let line = self.late.declared(key, effect: $0, played: self.routing.effect(of: key)) { self.log.append(line) }
            }
            // The animator (or UIKit's push) lays the view out after UIKit has its answer.
            screen.layOut()
            keep()
        }

        func pop() {
            guard let leaving = stack.popLast() else { return }
            let effect = routing.leave(ObjectIdentifier(leaving))
            played.append("pop \(leaving.name): \(effect?.definition.id ?? "system")")
            keep()
        }

        /// `didShow`: screens no longer on the stack are forgotten.
        private func keep() {
            let shown = Set(stack.map { ObjectIdentifier($0) })
            routing.keep(only: shown)
            late.keep(only: shown)
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

    /// Issue 48, item 4: `.segueTransition` written where the link builds the destination is read
    /// from the hosting controller's view value when UIKit asks, before any layout.
    @Test func aSwiftUIDestinationsEffectIsReadFromItsValueBeforeAnyLayout() {
        let navigation = FakeNavigation()
        navigation.stack = [Screen("root")]
        let detail = Screen(swiftUI: S.AnyView(declaring(ArticleView(inside: S.Text(string: "body")), .cubeHorizontal)))
        navigation.push(detail)
        navigation.pop()
        #expect(navigation.played == ["push ArticleView: cube-horizontal", "pop ArticleView: cube-horizontal"])
        #expect(navigation.layoutsWhenAsked == [0])
        // The marker tells the controller the same effect once the body is built: nothing to report.
        #expect(detail.segueEffect == .cubeHorizontal)
        #expect(navigation.log.isEmpty)
    }

    /// Issue 48, item 4: a SwiftUI destination that declares nothing is not laid out by Segue:
    /// only the animator's layout, after the answer, and UIKit's own push. Before, the delegate
    /// laid it out once more when UIKit asked (2 layouts: the old test of this fake,
    /// aSwiftUIDestinationsEffectIsReadOnceItsBodyIsBuilt, counted them).
    @Test func aSwiftUIDestinationDeclaringNothingIsNotLaidOut() {
        let navigation = FakeNavigation()
        navigation.stack = [Screen("root")]
        let plain = Screen(swiftUI: S.AnyView(ArticleView(inside: S.Text(string: "body"))))
        navigation.push(plain)
        #expect(navigation.played == ["push ArticleView: system"])
        #expect(navigation.layoutsWhenAsked == [0])
        #expect(plain.layouts == 1)
    }

    /// Issue 48, item 4: a UIKit screen that names nothing keeps UIKit's push; a destination with
    /// iOS 18's zoom keeps it even over the stack's default (before, the default played), unless
    /// it names a Segue effect itself.
    @Test func aUIKitScreenAndAZoomDestinationKeepUIKitsTransition() {
        let navigation = FakeNavigation()
        navigation.stack = [Screen("root")]
        navigation.push(Screen("article"))
        navigation.segueDefaultEffect = .cover
        navigation.push(Screen(swiftUI: S.AnyView(ArticleView(inside: 1)), zoom: true))
        navigation.push(Screen("zoomed", zoom: true))
        navigation.push(Screen(swiftUI: S.AnyView(declaring(ArticleView(inside: 2), .cubeHorizontal)), zoom: true))
        navigation.push(Screen("settings"))
        #expect(
            navigation.played == [
                "push article: system", "push ArticleView: system", "push zoomed: system", "push ArticleView: cube-horizontal",
                "push settings: cover",
            ])
        #expect(navigation.layoutsWhenAsked == [0, 0, 0, 0, 0])
        let zoom = EffectDeclarations(screen: nil, hasOwnTransition: true, container: .cover)
        #expect(zoom.choice() == .ownTransition)
    }

    /// A `.segueTransition` written inside the destination's body shows up only once SwiftUI
    /// builds it, after the push began: the push played UIKit's own, the log says once per screen
    /// type where to write it, and the pop stays UIKit's, the way the screen came.
    @Test func aDeclarationInsideTheBodyIsLoggedOnceAndThePopStaysUIKits() {
        let navigation = FakeNavigation()
        navigation.stack = [Screen("root")]
        navigation.push(Screen(swiftUI: S.AnyView(ArticleView(inside: 1)), body: .cubeHorizontal))
        navigation.push(Screen(swiftUI: S.AnyView(ArticleView(inside: 2)), body: .cubeHorizontal))
        navigation.pop()
        navigation.pop()
        #expect(
            navigation.played == [
                "push ArticleView: system", "push ArticleView: system", "pop ArticleView: system", "pop ArticleView: system",
            ])
        #expect(
            navigation.log == [
                "Segue: ArticleView names its effect (cube-horizontal) with .segueTransition inside its body, which SwiftUI builds after the push began, so this push played UIKit's own transition, and so will its pop; write .segueTransition where the NavigationLink or navigationDestination builds ArticleView"
            ])
        // Over the stack's default, the log names what played.
        navigation.segueDefaultEffect = .cover
        navigation.push(Screen(swiftUI: S.AnyView(padded(S.Text(string: "late"))), body: .push))
        #expect(navigation.log.last?.contains("so this push played Segue's cover") == true)
        #expect(navigation.log.count == 2)
    }

    @Test func aLateDeclarationOfAScreenGoneOrDeclaredIsNotLogged() {
        var late = LateDeclarations<Int>()
        late.pushed(1, name: "Declared", choice: .screen(.cover))
        late.pushed(2, name: "Gone", choice: .route)
        late.keep(only: [1])
        #expect(late.declared(1, effect: .cover, played: nil) == nil)
        #expect(late.declared(2, effect: .cover, played: nil) == nil)
        late.pushed(3, name: "Late", choice: .container(.cover))
        #expect(late.declared(3, effect: .push, played: nil) != nil)
        #expect(late.declared(3, effect: .push, played: nil) == nil)
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
        #expect(EffectDeclarations(screen: nil).choice() == .route)
        #expect(EffectDeclarations(screen: nil, container: .cover).choice() == .container(.cover))
        #expect(
            EffectDeclarations(screen: .cubeHorizontal, hasOwnTransition: true, container: .cover).choice() == .screen(.cubeHorizontal))
    }

    @Test func aDeclaredEffectThatCannotPlayIsTheSystemTransitionNotTheRoute() {
        var routing = ScreenRouting<Int>()
        let route = SegueEffectResolver(build: .release).effect(.cover)
        let effect = routing.arrive(1, choice: EffectDeclarations(screen: SegueEffectID("filter-ripple")).choice(), route: route) {
            SegueEffectResolver(build: .release).effect($0)
        }
        #expect(effect == nil)
        #expect(routing.arrive(2, choice: EffectDeclarations(screen: nil).choice(), route: route) { _ in nil }?.definition.id == "cover")
    }
}
