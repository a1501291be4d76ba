import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// Issue 48 item 6: `.segueFullScreenCover` and `.segueSheet` are SwiftUI's own presentations,
/// which SegueKit animates from the host SwiftUI presents through. The fakes
/// (``FakeSwiftUICover``, ``FakeController``) present and dismiss as SwiftUI and UIKit do, each
/// behaviour with its source there; the host below does what `SegueCoverHostingController` does
/// with ``CoverInterception`` and ``CoverPresentations``.
@MainActor @Suite struct CoverInterceptionTests {
    typealias Covers = CoverPresentations<FakeController, FakeTransitioningDelegate>

    /// `SegueCoverHostingController`: a child of the presenter's screen whose `present` SwiftUI
    /// calls; it sets Segue's delegate before UIKit reads it, and drops a dismissal that comes
    /// after its cover went by the effect's gesture.
    final class FakeCoverHost: FakeController {
        let covers: Covers
        let effect: SegueEffect?
        var reduceMotion = false
        var modifier: PresentationStyle.Name = .fullScreen
        /// What the modifier's `goneByGesture` does: sets the binding back.
        var goneByGesture: () -> Void = {}
        private weak var last: FakeController?

        init(covers: Covers, effect: SegueEffect?, parent: FakeController) {
            self.covers = covers
            self.effect = effect
            super.init("host", parent: parent)
            environment = parent.environment
        }

        override func present(_ controller: FakeController) {
            last = controller
            let decision = CoverInterception.decide(effect: effect, reduceMotion: reduceMotion, modifier: modifier)
            if case .segue(let style) = decision {
                let delegate = FakeTransitioningDelegate()
                controller.transitioningDelegate = delegate
                controller.style = style
                delegate.onDismissed = { [weak self, weak controller, covers] in
                    guard let controller, covers.dismissalEnded(controller) else { return }
                    self?.goneByGesture()
                }
                covers.didIntercept(controller, delegate: delegate)
            } else {
                covers.didIntercept(controller, delegate: nil)
            }
            super.present(controller)
        }

        override func dismiss(animated: Bool) {
            guard covers.hostAsksDismissal(last: last, showing: presentedViewController) else { return }
            super.dismiss(animated: animated)
        }
    }

    static func effect(_ id: String) throws -> SegueEffect {
        try #require(RuntimeCatalog.builtin.catalog.effect(id).flatMap(SegueEffect.init))
    }

    /// A screen pushed on a stack (its `dismiss` pops it) with a cover on it.
    static func presenter(effect: SegueEffect?, covers: Covers) -> (FakeCoverHost, FakeSwiftUICover) {
        let screen = FakeController("Feed")
        screen.environment = ["store": "Library", "colorScheme": "dark", "dismiss": "pop Feed", "isPresented": "true"]
        let host = FakeCoverHost(covers: covers, effect: effect, parent: screen)
        return (host, FakeSwiftUICover(holder: host))
    }

    /// The content sees the presenter's environment objects and values, with its own `dismiss`
    /// and `isPresented`. Before, SegueKit hosted the content itself with the presenter's
    /// environment whole (`.environment(\.self, _)` on the content): its `dismiss` popped the
    /// presenter's screen; the control below renders it that way.
    @Test func theContentSeesThePresentersEnvironmentWithItsOwnDismiss() throws {
        let (host, cover) = Self.presenter(effect: try Self.effect("cover"), covers: Covers())
        cover.binding = "composer"
        let content = try #require(cover.shown)
        #expect(content.environment["store"] == "Library" && content.environment["colorScheme"] == "dark")
        #expect(content.environment["dismiss"] == "dismiss cover composer")
        // The control: the presenter's environment carried whole onto the content.
        let handHosted = host.environment
        #expect(handHosted["dismiss"] == "pop Feed")
    }

    /// UIKit reads the delegate in the present: it is there then, and it outlives the host (the
    /// presenting view went away) until the dismissal ends, then it is released.
    @Test func theDelegateIsSetBeforeUIKitReadsItAndLivesAsLongAsThePresentation() throws {
        let covers = Covers()
        let root = FakeController("root")
        weak var delegate: FakeTransitioningDelegate?
        var content: FakeController?
        do {
            let (host, cover) = Self.presenter(effect: try Self.effect("cover"), covers: covers)
            host.parent?.parent = root
            cover.binding = "composer"
            content = cover.shown
            delegate = content?.transitioningDelegate
            #expect(root.played == ["segue present"] && delegate != nil)
        }
        // The host and the modifier are gone; the cover is still up.
        #expect(delegate != nil && covers.count == 1)
        root.dismiss(animated: true)
        #expect(root.played == ["segue present", "segue dismiss"])
        #expect(delegate == nil && covers.count == 0)
        _ = content
    }

    /// The effect's back gesture dismisses through UIKit: the binding goes back to false once,
    /// and SwiftUI's dismissal that follows it is not passed on (it would dismiss the sheet the
    /// presenter itself sits in).
    @Test func aGestureDismissalSetsTheBindingBackOnce() throws {
        let covers = Covers()
        let root = FakeController("root")
        let (host, cover) = Self.presenter(effect: try Self.effect("cover"), covers: covers)
        // The presenter is in a sheet.
        root.present(host.parent!)
        var writes = 0
        host.goneByGesture = {
            writes += 1
            cover.binding = nil
        }
        cover.binding = "composer"
        let content = try #require(cover.shown)
        let delegate = content.transitioningDelegate
        // The gesture: `presented.dismiss(animated: true)` from SegueTransitioningDelegate's pan.
        content.dismiss(animated: true)
        #expect(writes == 1 && cover.binding == nil && cover.onDismissRuns == 1)
        #expect(root.presentedViewController === host.parent, "the presenter's own sheet was dismissed")
        // A second report of the same dismissal writes nothing.
        delegate?.onDismissed?()
        #expect(writes == 1)
        // A later true presents again.
        cover.binding = "composer"
        #expect(cover.shown != nil && host.presentedViewController === cover.shown)
    }

    /// A sheet the user swiped down is heard twice (the end of Segue's animator, then SwiftUI's
    /// `presentationControllerDidDismiss`): the binding goes back, `onDismiss` runs once, and no
    /// dismissal reaches what presents the presenter.
    @Test func aSheetSwipedDownGoesOnce() throws {
        let covers = Covers()
        let root = FakeController("root")
        let sheet = try Self.effect("cover").presenting(.pageSheet)
        let (host, cover) = Self.presenter(effect: sheet, covers: covers)
        host.modifier = .pageSheet
        root.present(host.parent!)
        var writes = 0
        host.goneByGesture = {
            writes += 1
            cover.binding = nil
        }
        cover.binding = "filters"
        #expect(cover.shown?.style == .pageSheet && cover.shown?.transitioningDelegate != nil)
        cover.userSwipesSheetDown()
        #expect(cover.binding == nil && cover.shown == nil && cover.onDismissRuns == 1 && writes == 1)
        #expect(root.presentedViewController === host.parent && covers.count == 0)
    }

    /// A dismissal SwiftUI asked for leaves the binding to SwiftUI: with `item:`, a new item
    /// dismisses the shown one and presents the new one, which stays.
    @Test func aDismissalSwiftUIAskedForLeavesTheBinding() throws {
        let (host, cover) = Self.presenter(effect: try Self.effect("cover"), covers: Covers())
        var writes = 0
        host.goneByGesture = { writes += 1 }
        cover.binding = "first"
        cover.binding = "second"
        #expect(writes == 0 && cover.shown?.name == "cover second")
        #expect(host.context.played == ["segue present", "segue dismiss", "segue present"])
        cover.binding = nil
        #expect(writes == 0 && host.context.played.last == "segue dismiss" && cover.onDismissRuns == 2)
    }

    /// Under Reduce Motion, or with no effect, SwiftUI's own transition plays: nothing is set
    /// (a route that keeps its motion keeps the effect).
    @Test func reduceMotionOrNoEffectLeavesSwiftUIsOwn() throws {
        var keeping = try Self.effect("cover")
        keeping.dissolvesUnderReduceMotion = false
        #expect(CoverInterception.decide(effect: nil, reduceMotion: false, modifier: .fullScreen) == .swiftUIs(.noEffect))
        #expect(
            CoverInterception.decide(effect: try Self.effect("cover"), reduceMotion: true, modifier: .fullScreen)
                == .swiftUIs(.reduceMotion))
        #expect(CoverInterception.decide(effect: keeping, reduceMotion: true, modifier: .fullScreen) == .segue(style: .fullScreen))

        for (effect, reduceMotion) in [(nil, false), (try Self.effect("cover"), true)] as [(SegueEffect?, Bool)] {
            let covers = Covers()
            let (host, cover) = Self.presenter(effect: effect, covers: covers)
            host.reduceMotion = reduceMotion
            cover.binding = "composer"
            let shown = try #require(cover.shown)
            #expect(shown.transitioningDelegate == nil && shown.style == .fullScreen)
            // It came through the host: no report that SwiftUI presented it elsewhere.
            #expect(!covers.contentAppeared(in: [shown]))
            cover.binding = nil
            #expect(host.context.played == ["system present", "system dismiss"])
        }
    }

    /// An effect that names its presentation (a custom frame) takes the place of the modifier's
    /// style; one that names none keeps it (a sheet stays a sheet).
    @Test func anEffectsPresentationReplacesTheModifiersStyle() throws {
        let cover = try Self.effect("cover")
        #expect(
            CoverInterception.decide(effect: cover.presenting(.custom), reduceMotion: false, modifier: .fullScreen)
                == .segue(style: .custom))
        #expect(
            CoverInterception.decide(effect: cover.presenting(.automatic), reduceMotion: false, modifier: .fullScreen)
                == .segue(style: .fullScreen))
        #expect(CoverInterception.decide(effect: cover, reduceMotion: false, modifier: .pageSheet) == .segue(style: .pageSheet))
    }

    /// Content SwiftUI presented without the host is reported once; content that came through
    /// it, found from a controller nested in it, is not.
    @Test func contentPresentedWithoutTheHostIsReportedOnce() throws {
        let covers = Covers()
        let (_, cover) = Self.presenter(effect: try Self.effect("cover"), covers: covers)
        cover.binding = "composer"
        let content = try #require(cover.shown)
        let nested = FakeController("stack in the cover", parent: content)
        #expect(!covers.contentAppeared(in: [nested, content]))
        let elsewhere = FakeController("presented by SwiftUI elsewhere")
        #expect(covers.contentAppeared(in: [elsewhere]))
        #expect(!covers.contentAppeared(in: [elsewhere]))
    }
}
