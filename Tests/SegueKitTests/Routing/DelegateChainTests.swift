import SegueKitCore
import Testing

/// An app's own navigation delegate survives SegueKit's. The fake navigation controller keeps
/// one delegate weakly and calls `willShow`, the animator request and `didShow` around each push,
/// as UINavigationController does
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate,
/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate); SwiftUI's
/// `NavigationStack` sets its own delegate there, and SegueKit's installer runs again on every
/// appearance. The Segue side below does what `SegueNavigationDelegate` does with its chain.
@Suite struct DelegateChainTests {
    protocol NavigationDelegate: AnyObject {
        func willShow(_ screen: String)
        func animator(for screen: String) -> String?
        func didShow(_ screen: String)
    }

    final class FakeNavigationController {
        weak var delegate: NavigationDelegate?
        var animators: [String?] = []

        func push(_ screen: String) {
            delegate?.willShow(screen)
            animators.append(delegate?.animator(for: screen))
            delegate?.didShow(screen)
        }
    }

    /// An app coordinator (or SwiftUI's own delegate): it animates one screen itself.
    final class Coordinator: NavigationDelegate {
        var shown: [String] = []
        var willShow: [String] = []
        func willShow(_ screen: String) { willShow.append(screen) }
        func animator(for screen: String) -> String? { screen == "sheet-like" ? "coordinator's" : nil }
        func didShow(_ screen: String) { shown.append(screen) }
    }

    /// Segue's delegate: its routes animate "detail"; everything else goes on down the chain.
    final class SegueSide: NavigationDelegate {
        var chain = DelegateChain<NavigationDelegate>()
        func install(on navigation: FakeNavigationController) {
            chain.install(self, replacing: navigation.delegate)
            navigation.delegate = self
        }
        func willShow(_ screen: String) { chain.forward { $0.willShow(screen) } }
        func animator(for screen: String) -> String? {
            chain.answer(screen == "detail" ? "segue" : nil) { $0.animator(for: screen) }
        }
        func didShow(_ screen: String) { chain.forward { $0.didShow(screen) } }
    }

    @Test func theAppsDelegateStillHearsEveryCallAndAnimatesWhatSegueDoesNot() {
        let navigation = FakeNavigationController()
        let coordinator = Coordinator()
        navigation.delegate = coordinator
        let segue = SegueSide()
        segue.install(on: navigation)
        // SwiftUI's viewWillAppear installs again: the coordinator must not be lost.
        segue.install(on: navigation)
        navigation.push("detail")
        navigation.push("sheet-like")
        navigation.push("plain")
        #expect(navigation.animators == ["segue", "coordinator's", nil])
        #expect(coordinator.willShow == ["detail", "sheet-like", "plain"])
        #expect(coordinator.shown == ["detail", "sheet-like", "plain"])
    }

    /// The chain keeps the previous delegate weakly, as UIKit did: it does not keep an app's
    /// coordinator alive.
    @Test func thePreviousDelegateIsHeldWeakly() {
        let navigation = FakeNavigationController()
        let segue = SegueSide()
        do {
            let coordinator = Coordinator()
            navigation.delegate = coordinator
            segue.install(on: navigation)
            #expect(segue.chain.previous != nil)
        }
        #expect(segue.chain.previous == nil)
        navigation.push("plain")
        #expect(navigation.animators == [nil])
    }
}
