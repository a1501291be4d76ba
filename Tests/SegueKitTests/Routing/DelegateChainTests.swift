import SegueKitCore
import Testing

/// An app's own navigation and tab bar delegates survive SegueKit's. The fake controllers keep
/// one delegate weakly and send UIKit's optional delegate methods the way UIKit does: only those
/// the delegate said it responds to, through the Objective-C runtime, which forwards a message
/// the receiver does not implement to the object `forwardingTarget(for:)` names
/// (``FakeDelegatingController``, ``FakeObjCRuntime``;
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate,
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate,
/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate). SwiftUI's
/// `NavigationStack` sets its own delegate there, and SegueKit's installer runs again on every
/// appearance. The Segue side below does what `SegueNavigationDelegate` and `SegueTabBarDelegate`
/// do with their chains: the same methods, `responds(to:)` and `forwardingTarget(for:)`.
@Suite struct DelegateChainTests {
    /// An app coordinator (or SwiftUI's own delegate): it implements `selectors`, records each
    /// message it gets, answers the orientation methods for a portrait-only app, and animates one
    /// screen and one tab itself.
    final class AppDelegate: FakeObjCObject {
        let implemented: Set<String>
        var received: [String] = []
        init(implementing selectors: [String]) { implemented = Set(selectors) }

        func invoke(_ selector: String, _ argument: String) -> String? {
            received.append(selector)
            switch selector {
            case "navigationControllerSupportedInterfaceOrientations:", "tabBarControllerSupportedInterfaceOrientations:": return "portrait"
            case "navigationControllerPreferredInterfaceOrientationForPresentation:",
                "tabBarControllerPreferredInterfaceOrientationForPresentation:":
                return "portrait"
            case "navigationController:animationControllerForOperation:fromViewController:toViewController:":
                return argument == "sheet-like" ? "coordinator's" : nil
            case "tabBarController:animationControllerForTransitionFromViewController:toViewController:":
                return argument == "settings" ? "coordinator's" : nil
            case "navigationController:interactionControllerForAnimationController:",
                "tabBarController:interactionControllerForAnimationController:":
                // Its pan, whichever animator it is asked about (a percent-driven interaction it
                // keeps while its gesture runs): given Segue's animator, it would drive that too.
                return "coordinator's pan"
            case "tabBarController:shouldSelectViewController:": return argument == "locked" ? "NO" : "YES"
            default: return nil
            }
        }
    }

    /// Segue's delegate: the methods SegueKit's delegate implements, each doing what it does with
    /// the chain, and every other one forwarded whole.
    final class SegueSide: FakeObjCObject {
        let implemented: Set<String>
        var chain = DelegateChain<FakeObjCObject>()
        init(tabBar: Bool) {
            implemented =
                tabBar
                ? [
                    "tabBarController:shouldSelectViewController:", "tabBarController:interactionControllerForAnimationController:",
                    "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
                ]
                : [
                    "navigationController:willShowViewController:animated:", "navigationController:didShowViewController:animated:",
                    "navigationController:interactionControllerForAnimationController:",
                    "navigationController:animationControllerForOperation:fromViewController:toViewController:",
                ]
        }

        /// As `install(on:)`: true when the controller's delegate had been replaced since.
        @discardableResult
        func install(on controller: FakeDelegatingController) -> Bool {
            let replaced = chain.install(self, replacing: controller.delegate)
            controller.delegate = self
            return replaced
        }

        /// As `uninstall(from:)`.
        func uninstall(from controller: FakeDelegatingController) {
            let (restore, previous) = chain.uninstall(self, current: controller.delegate)
            if restore { controller.delegate = previous }
        }

        /// NSObject's `responds(to:)`, what `super.responds(to:)` answers in the real class.
        private func superResponds(to selector: String) -> Bool { implemented.contains(selector) }

        func responds(to selector: String) -> Bool {
            chain.responds(implementedBySegue: superResponds(to: selector)) { $0.responds(to: selector) }
        }

        func forwardingTarget(for selector: String) -> FakeObjCObject? {
            chain.forwardingTarget(implementedBySegue: superResponds(to: selector)) { $0.responds(to: selector) }
        }

        /// The previous delegate's answer to `selector`, if it implements it (the real class reads
        /// UIKit's optional requirement as an optional function, nil when not implemented).
        private func theirs(_ selector: String, _ argument: String) -> String? {
            chain.answer(nil) { previous in
                previous.responds(to: selector) ? (try? FakeObjCRuntime.send(selector, argument, to: previous)) ?? nil : nil
            }
        }

        func invoke(_ selector: String, _ argument: String) -> String? {
            switch selector {
            case "navigationController:animationControllerForOperation:fromViewController:toViewController:":
                return argument == "detail" ? "segue" : theirs(selector, argument)
            case "tabBarController:animationControllerForTransitionFromViewController:toViewController:":
                return argument == "feed" ? "segue" : theirs(selector, argument)
            case "navigationController:interactionControllerForAnimationController:",
                "tabBarController:interactionControllerForAnimationController:":
                // Segue's own animators take Segue's gestures (none here); another's, its delegate's.
                return argument == "segue" ? nil : theirs(selector, argument)
            case "tabBarController:shouldSelectViewController:":
                return theirs(selector, argument) ?? "YES"
            default:
                // willShow and didShow: observed, and told to the previous delegate.
                _ = theirs(selector, argument)
                return nil
            }
        }
    }

    /// Every method of the protocol, sent as UIKit sends it, reaches the app's delegate once,
    /// whether SegueKit implements it (and passes it on) or not (and it is forwarded): the
    /// orientation methods, the tab bar's `didSelect` and customizing ones included. What the app
    /// answers is what UIKit gets, except the animator SegueKit plays itself.
    @Test(arguments: [false, true])
    func everyDelegateCallReachesTheAppsDelegate(tabBar: Bool) {
        let selectors = tabBar ? UIKitDelegateSelectors.tabBar : UIKitDelegateSelectors.navigation
        let controller = FakeDelegatingController(selectors: selectors)
        let app = AppDelegate(implementing: selectors)
        controller.delegate = app
        let segue = SegueSide(tabBar: tabBar)
        segue.install(on: controller)
        // SwiftUI's viewWillAppear installs again: the app's delegate must not be lost.
        segue.install(on: controller)
        var answers: [String: String?] = [:]
        for selector in selectors { answers[selector] = controller.send(selector) }
        #expect(controller.unrecognized.isEmpty)
        #expect(app.received.sorted() == selectors.sorted(), "not received: \(Set(selectors).subtracting(app.received).sorted())")
        let orientations =
            tabBar ? "tabBarControllerSupportedInterfaceOrientations:" : "navigationControllerSupportedInterfaceOrientations:"
        #expect(answers[orientations] == "portrait")
        if tabBar {
            #expect(controller.send("tabBarController:shouldSelectViewController:", "locked") == "NO")
            #expect(
                controller.send("tabBarController:animationControllerForTransitionFromViewController:toViewController:", "feed") == "segue")
            #expect(
                controller.send("tabBarController:animationControllerForTransitionFromViewController:toViewController:", "settings")
                    == "coordinator's")
            // The app's pan drives the app's animator, never Segue's.
            #expect(
                controller.send("tabBarController:interactionControllerForAnimationController:", "coordinator's") == "coordinator's pan")
            #expect(controller.send("tabBarController:interactionControllerForAnimationController:", "segue") == nil)
        } else {
            let animation = "navigationController:animationControllerForOperation:fromViewController:toViewController:"
            #expect(["detail", "sheet-like", "plain"].map { controller.send(animation, $0) } == ["segue", "coordinator's", nil])
            #expect(
                controller.send("navigationController:interactionControllerForAnimationController:", "coordinator's") == "coordinator's pan"
            )
            #expect(controller.send("navigationController:interactionControllerForAnimationController:", "segue") == nil)
        }
    }

    /// What the previous delegate does not implement, SegueKit does not claim either: UIKit keeps
    /// its own default there (a delegate that answers only the orientation, as a SwiftUI or
    /// coordinator delegate may, or none at all).
    @Test func whatNeitherImplementsKeepsUIKitsDefault() {
        let selectors = UIKitDelegateSelectors.navigation
        let orientation = "navigationControllerSupportedInterfaceOrientations:"
        let preferred = "navigationControllerPreferredInterfaceOrientationForPresentation:"
        let controller = FakeDelegatingController(selectors: selectors)
        let partial = AppDelegate(implementing: [orientation])
        controller.delegate = partial
        let segue = SegueSide(tabBar: false)
        segue.install(on: controller)
        #expect(segue.responds(to: orientation) && !segue.responds(to: preferred))
        #expect(segue.responds(to: "navigationController:didShowViewController:animated:"))
        #expect(controller.send(orientation) == "portrait")
        #expect(controller.send(preferred) == nil)
        controller.send("navigationController:didShowViewController:animated:")
        #expect(controller.unrecognized.isEmpty)
        #expect(partial.received == [orientation])

        let alone = FakeDelegatingController(selectors: selectors)
        SegueSide(tabBar: false).install(on: alone)
        #expect(alone.send(orientation) == nil)
        #expect(alone.unrecognized.isEmpty)
    }

    /// UIKit asked SegueKit's delegate `responds(to:)` when it was set and keeps the answers
    /// (``FakeDelegatingController``); the app then lets go of its coordinator, which only the
    /// controller's weak `delegate` held before. A cached method must still reach it: the chain
    /// keeps the previous delegate strongly (a weak one was gone, `forwardingTarget` answered nil,
    /// and the message was an unrecognized selector, a crash on a device).
    @Test func aCachedMethodStillReachesAPreviousDelegateTheAppLetGo() {
        let selectors = UIKitDelegateSelectors.navigation
        let orientation = "navigationControllerSupportedInterfaceOrientations:"
        let controller = FakeDelegatingController(selectors: selectors)
        let segue = SegueSide(tabBar: false)
        do {
            let coordinator = AppDelegate(implementing: selectors)
            controller.delegate = coordinator
            segue.install(on: controller)
        }
        #expect(controller.send(orientation) == "portrait")
        #expect(controller.unrecognized.isEmpty, "\(controller.unrecognized)")
        #expect(segue.responds(to: orientation))
    }

    /// The app (or SwiftUI) sets a delegate of its own after SegueKit's: the next install (every
    /// one-line push, every appearance of the SwiftUI installer) notices, goes back in front of
    /// it and forwards to it, not to the first one. Uninstalling gives the controller back the
    /// delegate SegueKit stood in front of, and leaves one the app set since in place.
    @Test func aDelegateSetLaterIsFrontedAndUninstallGivesItBack() {
        let selectors = UIKitDelegateSelectors.navigation
        let orientation = "navigationControllerSupportedInterfaceOrientations:"
        let controller = FakeDelegatingController(selectors: selectors)
        let first = AppDelegate(implementing: selectors)
        controller.delegate = first
        let segue = SegueSide(tabBar: false)
        #expect(!segue.install(on: controller))
        #expect(!segue.install(on: controller))
        let later = AppDelegate(implementing: selectors)
        controller.delegate = later
        #expect(segue.install(on: controller))
        #expect(controller.send(orientation) == "portrait")
        #expect(later.received == [orientation] && first.received.isEmpty)
        segue.uninstall(from: controller)
        #expect(controller.delegate === later)
        #expect(segue.chain.previous == nil)
        // Uninstalled while the app's own delegate is in front: that one stays.
        let other = SegueSide(tabBar: false)
        other.install(on: controller)
        let app = AppDelegate(implementing: selectors)
        controller.delegate = app
        other.uninstall(from: controller)
        #expect(controller.delegate === app)
    }

    /// The decision itself: SegueKit's own methods stay SegueKit's, the previous delegate takes
    /// what it responds to, the rest is nobody's.
    @Test func theDispatchOfAMessage() {
        let app = AppDelegate(implementing: ["a:"])
        var chain = DelegateChain<FakeObjCObject>()
        chain.install(SegueSide(tabBar: false), replacing: app)
        #expect(chain.dispatch(implementedBySegue: true) { $0.responds(to: "a:") } == .segue)
        #expect(chain.dispatch(implementedBySegue: false) { $0.responds(to: "a:") } == .previous)
        #expect(chain.dispatch(implementedBySegue: false) { $0.responds(to: "b:") } == .nobody)
        #expect(chain.forwardingTarget(implementedBySegue: false) { $0.responds(to: "a:") } === app)
        #expect(chain.forwardingTarget(implementedBySegue: true) { $0.responds(to: "a:") } == nil)
    }
}
