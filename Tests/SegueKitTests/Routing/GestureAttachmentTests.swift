import Foundation
import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// Segue's pans are added once and removed when done (issue 48, item 5), on fake views that keep
/// every recognizer added to them until it is removed, as `UIView` does (FakeGestures.swift).
@Suite struct GestureAttachmentTests {
    /// A navigation stack with SegueKit's navigation delegate's gesture bookkeeping: after each
    /// transition (`didShow`) the screens off the stack lose their back gestures and the screen
    /// shown gets its own unless it has one; the root has no effect, so no back gesture
    /// (SegueNavigationDelegate.swift, `navigationController(_:didShow:animated:)` and `uninstall(from:)`).
    final class Stack {
        let world = FakeWorld()
        private(set) var screens: [String]
        private var views: [String: FakeView] = [:]
        private var gestures = GestureAttachments<String, FakeInteraction>()
        /// How many pans the navigation delegate made.
        private(set) var made = 0
        let back: GestureConfig

        init(root: String, back: GestureConfig) {
            screens = [root]
            self.back = back
        }

        /// The screen's view, the same each time (a controller pushed again keeps its view).
        func view(_ screen: String) -> FakeView {
            if let view = views[screen] { return view }
            let view = FakeView(world: world, name: screen)
            views[screen] = view
            return view
        }

        /// The recognizers on the screen's view.
        func pans(on screen: String) -> Int { view(screen).gestureRecognizers.count }

        func push(_ screen: String) {
            screens.append(screen)
            didShow()
        }

        func pop(to screen: String) {
            while screens.last != screen { screens.removeLast() }
            didShow()
        }

        func uninstall() { gestures.detachAll() }

        private func didShow() {
            guard let shown = screens.last else { return }
            gestures.shown(shown, among: Set(screens)) {
                guard shown != screens.first else { return nil }
                made += 1
                let interaction = FakeInteraction(gesture: back)
                interaction.attach(to: view(shown))
                return interaction
            }
        }
    }

    static func effect(_ id: String) throws -> SegueEffect {
        try #require(RuntimeCatalog.builtin.catalog.effect(id).flatMap(SegueEffect.init))
    }

    /// A screen popped to and shown again, and a screen pushed again, carries one back pan: a
    /// view keeps every recognizer added, so a second pan for a screen would sit beside the first.
    @Test func aScreenShownAgainCarriesOneBackPan() {
        let stack = Stack(root: "Root", back: GestureConfig(direction: .right, edgeSpacing: 40))
        stack.push("Feed")
        stack.push("Detail")
        stack.pop(to: "Feed")
        #expect(stack.pans(on: "Feed") == 1)
        stack.push("Detail")
        stack.pop(to: "Feed")
        stack.push("Detail")
        #expect(stack.pans(on: "Feed") == 1)
        #expect(stack.pans(on: "Detail") == 1)
        #expect(stack.pans(on: "Root") == 0)
        // Feed's pan was made once; Detail's once for each time it came back on the stack.
        #expect(stack.made == 4)
    }

    /// Screens that left the stack carry no pan, and uninstalling leaves none anywhere.
    @Test func screensOffTheStackAndAnUninstalledStackCarryNone() {
        let stack = Stack(root: "Root", back: GestureConfig(direction: .right, edgeSpacing: 40))
        stack.push("Feed")
        stack.push("Detail")
        stack.push("Settings")
        stack.pop(to: "Feed")
        #expect(stack.pans(on: "Detail") == 0 && stack.pans(on: "Settings") == 0)
        #expect(stack.pans(on: "Feed") == 1)
        stack.push("Detail")
        stack.uninstall()
        #expect(["Root", "Feed", "Detail", "Settings"].allSatisfy { stack.pans(on: $0) == 0 })
    }

    /// SegueKit's transitioning delegate's `prepare(_:)`: the presented controller gets the
    /// dismissal pan of the presentation its style decides (``ModalPresentation``: the style the
    /// app set, else the route's) unless it has one, and a controller prepared before loses its
    /// own (SegueTransitioningDelegate.swift, `prepare(_:)`).
    struct Presenter {
        var dismissals = GestureAttachments<ObjectIdentifier, FakeInteraction>()
        let effect: SegueEffect

        /// `appStyle`: the presented controller's `modalPresentationStyle` before, UIKit's default
        /// `.automatic` unless the app set one.
        mutating func prepare(_ presented: FakeView, appStyle: ModalPresentation.Style = .automatic) {
            let key = ObjectIdentifier(presented)
            let presentation = ModalPresentation(effect: effect, appStyle: appStyle.rawValue)
            dismissals.shown(key, among: [key]) {
                guard let gesture = presentation.dismissalGesture(rightToLeft: false) else { return nil }
                let interaction = FakeInteraction(gesture: gesture)
                interaction.attach(to: presented)
                return interaction
            }
        }
    }

    /// A controller presented again (prepared twice) carries one dismissal pan; another
    /// controller presented with the same delegate takes it over.
    @Test func aControllerPresentedAgainCarriesOneDismissalPan() throws {
        let world = FakeWorld()
        let modal = FakeView(world: world, name: "Modal")
        let other = FakeView(world: world, name: "Other")
        // circle-spread's back gesture is a down pan anywhere (XWCircleSpreadToController.m:17-19).
        var presenter = Presenter(effect: try Self.effect("circle-spread"))
        presenter.prepare(modal)
        presenter.prepare(modal)
        #expect(modal.gestureRecognizers.count == 1)
        presenter.prepare(other)
        #expect(modal.gestureRecognizers.isEmpty && other.gestureRecognizers.count == 1)
    }

    /// One interaction attached again (to the same view, or to a new one) keeps one recognizer:
    /// the one before is removed first.
    @Test func anInteractionAttachedAgainKeepsOneRecognizer() {
        let world = FakeWorld()
        let first = FakeView(world: world, name: "First")
        let second = FakeView(world: world, name: "Second")
        let interaction = FakeInteraction(gesture: GestureConfig(direction: .down, edgeSpacing: 0))
        interaction.attach(to: first)
        interaction.attach(to: first)
        #expect(first.gestureRecognizers.count == 1)
        interaction.attach(to: second)
        #expect(first.gestureRecognizers.isEmpty && second.gestureRecognizers.count == 1)
        interaction.detach()
        #expect(second.gestureRecognizers.isEmpty && interaction.attachment.recognizer == nil)
    }

    /// A page or form sheet keeps its own downward drag: a down dismissal pan is not attached
    /// there (``GestureArbitration/attachesBackGesture(_:presentation:)``); full screen, and a
    /// sideways pan on a sheet, are.
    @Test func aSheetsDragGetsNoSeguePan() throws {
        let world = FakeWorld()
        let circle = try Self.effect("circle-spread")
        for (effect, pans) in [
            (circle.presenting(.pageSheet), 0), (circle.presenting(.formSheet), 0), (circle.presenting(.fullScreen), 1),
            (try Self.effect("push").presenting(.pageSheet), 1),
        ] {
            let modal = FakeView(world: world, name: "Modal")
            var presenter = Presenter(effect: effect)
            presenter.prepare(modal)
            #expect(modal.gestureRecognizers.count == pans, "\(effect.presentation.map { "\($0)" } ?? "nil")")
        }
    }

    /// A page or form sheet the app set itself (the route presents full screen) keeps its own
    /// drag too: the style kept decides the pan, not the route's. Before, the route's full screen
    /// did, and a Segue pan down fought the sheet's drag (0 pans expected, 1 found).
    @Test func anAppKeptSheetGetsNoSeguePan() throws {
        let world = FakeWorld()
        let circle = try Self.effect("circle-spread").presenting(.fullScreen)
        for (style, pans) in [(ModalPresentation.Style.pageSheet, 0), (.formSheet, 0), (.overFullScreen, 1), (.automatic, 1)] {
            let modal = FakeView(world: world, name: "Modal")
            var presenter = Presenter(effect: circle)
            presenter.prepare(modal, appStyle: style)
            #expect(modal.gestureRecognizers.count == pans, "\(style)")
        }
    }

    /// A gesture limited to an edge band attaches a screen-edge pan on the edge it starts from
    /// (mirrored in a right-to-left layout); one that may start anywhere attaches a plain pan.
    @Test func anEdgeBandAttachesAnEdgePanOnThatEdge() throws {
        let world = FakeWorld()
        let push = try Self.effect("push")
        let cases: [(GestureConfig?, GestureArbitration.ScreenEdge?)] = [
            (GestureConfig(direction: .right, edgeSpacing: 40), .left), (GestureConfig(direction: .up, edgeSpacing: 40), .bottom),
            (GestureConfig(direction: .down, edgeSpacing: 0), nil), (push.gesture(for: .back, rightToLeft: false), .left),
            (push.gesture(for: .back, rightToLeft: true), .right),
        ]
        for (gesture, edge) in cases {
            let view = FakeView(world: world)
            FakeInteraction(gesture: try #require(gesture)).attach(to: view)
            #expect(view.gestureRecognizers.map(\.edge) == [edge])
        }
    }

    /// SegueKit's UIKit glue adds and removes recognizers only through `PanAttachment`, so what
    /// these tests prove is what the glue does: no glue file calls `addGestureRecognizer` or
    /// `removeGestureRecognizer` itself.
    @Test func theGlueAddsAndRemovesRecognizersOnlyThroughPanAttachment() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SegueKit")
        var calls: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
            for (index, line) in lines.enumerated()
            where line.contains("addGestureRecognizer(") || line.contains("removeGestureRecognizer(") {
                calls.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(calls.isEmpty, "\(calls)")
    }
}
