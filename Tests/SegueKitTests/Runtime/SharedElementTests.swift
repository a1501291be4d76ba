import Foundation
import SegueCatalog
import SegueDocument
import SegueEngine
import SeguePlan
import SegueSimulation
import SegueTooling
import Testing

@testable import SegueKitCore

/// Shared elements by view: the app marks a view on each screen with the same id, and the
/// transition flies the pairs measured when it starts, in the container's coordinates, after the
/// arriving screen's layout (as Hero measures `hero.id`s: HeroTransition+Start.swift gives the to
/// view its `finalFrame(for:)` and lays it out, then HeroContext converts each view's bounds to
/// the container). The fake views lay out as UIKit does: an app's `layoutSubviews` places its
/// subviews from its own size, and a scroll view shows its subviews shifted by its content offset
/// (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded(),
/// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset).
@Suite struct SharedElementTests {
    static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    static func magicMove() throws -> SegueEffect { try #require(SegueEffectResolver(build: .debug).effect(.magicMove)) }

    /// A list whose row holds the avatar, in a table scrolled under a bar, and a detail screen
    /// whose header, marked with the same id, is placed by its layout (the top half of the screen).
    struct Screens {
        let context: FakeContext
        let table: FakeView
        let avatar: FakeView
        let header: FakeView
    }

    static func screens(_ world: FakeWorld, operation: TransitionOperation = .push) -> Screens {
        let context = FakeContext(TransitionContext(operation: operation, containerBounds: bounds), world: world)
        let table = FakeView(world: world)
        table.setFrame(bounds)
        table.scroll(toContentOffset: Point(x: 0, y: -91))
        context.fromView.addSubview(table)
        let row = FakeView(world: world)
        row.setFrame(Rect(x: 0, y: 100, width: 390, height: 100))
        table.addSubview(row)
        let avatar = FakeView(world: world)
        avatar.segueElement = "avatar"
        avatar.setFrame(Rect(x: 16, y: 10, width: 80, height: 80))
        row.addSubview(avatar)
        let header = FakeView(world: world)
        header.segueElement = "avatar"
        context.toView.addSubview(header)
        context.toView.onLayout = { view in
            header.setFrame(Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height / 2))
        }
        return Screens(context: context, table: table, avatar: avatar, header: header)
    }

    @Test func theMarkedViewsAreMeasuredWhereTheyAreWhenTheTransitionStarts() throws {
        let effect = try Self.magicMove()
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let screens = Self.screens(world)
            // UIKit asks for the animator here: the header has no frame yet (the pushed view has none).
            let request = SegueTransitionRequest(animator: effect.animator, operation: .push)
            #expect(screens.header.frame.width == 0)
            // Then, before the transition starts, the list scrolls 51 pt.
            screens.table.scroll(toContentOffset: Point(x: 0, y: -40))
            let (_, pairing) = SharedElementStage.measure(request, effect: effect, context: screens.context, reader: FakeView.elementReader)
            let pair = try #require(pairing?.pairs.first)
            #expect(pairing?.pairs.count == 1 && pairing?.ignored == [])
            #expect(pair.id == "avatar")
            #expect(pair.from == Rect(x: 16, y: 150, width: 80, height: 80))
            #expect(pair.to == Rect(x: 0, y: 0, width: 390, height: 422))
        }
    }

    /// The arriving screen pins its header below the bars, to its safe area (91 pt: status bar
    /// and navigation bar). It is measured in the container, in the window, where its safe area
    /// is the bars' height: laid out outside it, its insets are 0 (``FakeView/safeAreaTop``) and
    /// the header was measured 91 pt too high, jumping down when the transition ended.
    @Test func theArrivingScreenIsMeasuredInTheWindowWithItsSafeArea() throws {
        let effect = try Self.magicMove()
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let screens = Self.screens(world)
            screens.context.window.windowSafeAreaTop = 91
            screens.context.toView.onLayout = { [header = screens.header] view in
                header.setFrame(Rect(x: 0, y: view.safeAreaTop, width: view.frame.width, height: 200))
            }
            let request = SegueTransitionRequest(animator: effect.animator, operation: .push)
            let (_, pairing) = SharedElementStage.measure(request, effect: effect, context: screens.context, reader: FakeView.elementReader)
            let pair = try #require(pairing?.pairs.first)
            #expect(pair.to == Rect(x: 0, y: 91, width: 390, height: 200))
        }
    }

    /// A list's rows each mark their own avatar in the scope of their item, and the detail
    /// marks its header in the scope of the item it shows: the row shown flies, not the first
    /// row (an unscoped repeated id keeps its first view).
    @Test func scopedIdsPairEachRowWithItsOwnDetail() throws {
        let first = ElementMark.id("avatar", in: 1)
        let second = ElementMark.id("avatar", in: 2)
        #expect(first != second && first != "avatar" && ElementMark.id("avatar", in: 2) == second)
        let rows = [
            ElementMark(id: first, frame: Rect(x: 16, y: 100, width: 80, height: 80)),
            ElementMark(id: second, frame: Rect(x: 16, y: 200, width: 80, height: 80)),
        ]
        let detail = [ElementMark(id: second, frame: Rect(x: 0, y: 91, width: 390, height: 200))]
        let pairing = ElementPairing(from: rows, fromFrame: Self.bounds, to: detail, toFrame: Self.bounds, bounds: Self.bounds)
        #expect(pairing.pairs.map(\.id) == [second])
        #expect(pairing.pairs.first?.from == Rect(x: 16, y: 200, width: 80, height: 80))
    }

    /// A model item that is a class (an `@Observable` or SwiftData model), equal by its id:
    /// `String(reflecting:)` of it is its type's name alone, the same for every row.
    final class Item: Hashable {
        let id: Int
        init(id: Int) { self.id = id }
        static func == (lhs: Item, rhs: Item) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// Rows scoped by class items each get their own id, and the detail's item (another instance
    /// equal to the row's, as a refetched model is) pairs with its row. Before, every row's id
    /// was the type's name and the first row flew (`first != second` failed).
    @Test func classScopedIdsPairEachRowWithItsOwnDetail() {
        let first = ElementMark.id("avatar", in: Item(id: 1))
        let second = ElementMark.id("avatar", in: Item(id: 2))
        #expect(first != second)
        #expect(ElementMark.id("avatar", in: Item(id: 2)) == second)
        let rows = [
            ElementMark(id: first, frame: Rect(x: 16, y: 100, width: 80, height: 80)),
            ElementMark(id: second, frame: Rect(x: 16, y: 200, width: 80, height: 80)),
        ]
        let detail = [ElementMark(id: ElementMark.id("avatar", in: Item(id: 2)), frame: Rect(x: 0, y: 91, width: 390, height: 200))]
        let pairing = ElementPairing(from: rows, fromFrame: Self.bounds, to: detail, toFrame: Self.bounds, bounds: Self.bounds)
        #expect(pairing.pairs.first?.from == Rect(x: 16, y: 200, width: 80, height: 80))
    }

    @Test func marksWithoutAPartnerOrThatCannotFlyAreLeftOutWithAReason() {
        let from = [
            ElementMark(id: "avatar", frame: Rect(x: 16, y: 120, width: 80, height: 80)),
            ElementMark(id: "title", frame: Rect(x: 16, y: 210, width: 200, height: 20)),
            ElementMark(id: "badge", frame: Rect(x: 80, y: 120, width: 16, height: 16), isHidden: true),
            ElementMark(id: "far", frame: Rect(x: 0, y: 2000, width: 50, height: 50)),
        ]
        let to = [
            ElementMark(id: "avatar", frame: Rect(x: 0, y: 0, width: 390, height: 300)),
            ElementMark(id: "avatar", frame: Rect(x: 0, y: 400, width: 40, height: 40)),
            ElementMark(id: "badge", frame: Rect(x: 10, y: 10, width: 16, height: 16)),
            ElementMark(id: "far", frame: Rect(x: 0, y: 100, width: 50, height: 50)),
            ElementMark(id: "caption", frame: Rect(x: 16, y: 320, width: 200, height: 20)),
        ]
        let pairing = ElementPairing(from: from, fromFrame: Self.bounds, to: to, toFrame: Self.bounds, bounds: Self.bounds)
        #expect(pairing.pairs.map(\.id) == ["avatar"])
        #expect(pairing.pairs.first?.to == Rect(x: 0, y: 0, width: 390, height: 300))
        #expect(
            pairing.ignored.map(\.description) == [
                "shared element 'badge' ignored: it is hidden on the leaving screen",
                "shared element 'far' ignored: it lies outside the container on the leaving screen",
                "shared element 'avatar' ignored: 2 views carry it on the arriving screen; the first in depth-first order is used",
                "shared element 'title' ignored: no view on the arriving screen carries it",
                "shared element 'caption' ignored: no view on the leaving screen carries it",
            ])
    }

    @Test func aPopMeasuresTheSameElementsTheOtherWayRound() throws {
        let effect = try Self.magicMove()
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let push = Self.screens(world)
            let pushed = SharedElementStage.measure(
                SegueTransitionRequest(animator: effect.animator, operation: .push), effect: effect, context: push.context,
                reader: FakeView.elementReader)
            // The pop: the detail leaves (laid out, full screen), the list comes back.
            let pop = FakeContext(TransitionContext(operation: .pop, containerBounds: Self.bounds), world: world)
            pop.fromView.addSubview(push.header)
            pop.fromView.onLayout = push.context.toView.onLayout
            pop.fromView.layoutIfNeeded()
            pop.toView.addSubview(push.table)
            let popped = SharedElementStage.measure(
                SegueTransitionRequest(animator: effect.animator, operation: .pop), effect: effect, context: pop,
                reader: FakeView.elementReader)
            let forward = try #require(pushed.pairing).rectPairs(direction: .to, bounds: Self.bounds)
            let back = try #require(popped.pairing).rectPairs(direction: .back, bounds: Self.bounds)
            #expect(forward == back && forward.count == 1)
        }
    }

    @Test func reduceMotionKeepsTheCrossDissolve() throws {
        let effect = try Self.magicMove()
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let screens = Self.screens(world)
            let request = SegueTransitionRequest(animator: effect.animator(reduceMotion: true), operation: .push)
            let measured = SharedElementStage.measure(
                request, effect: effect, reduceMotion: true, context: screens.context, reader: FakeView.elementReader)
            #expect(measured.pairing == nil)
        }
    }

    /// The differential check: the runtime on the fakes playing the plan with the measured pairs
    /// shows, frame for frame, what the engine simulates for magic-move with the same rectangles
    /// written in its manifest (a push, then a pop; plainly and driven by a finger).
    @Test func playingMeasuredPairsEqualsTheEngineWithTheSameRectangles() throws {
        let effect = try Self.magicMove()
        let world = FakeWorld()
        let measured = try FakeWorld.$current.withValue(world) {
            let screens = Self.screens(world)
            screens.table.scroll(toContentOffset: Point(x: 0, y: -40))
            let result = SharedElementStage.measure(
                SegueTransitionRequest(animator: effect.animator, operation: .push), effect: effect, context: screens.context,
                reader: FakeView.elementReader)
            return try #require(result.pairing == nil ? nil : result.request.animator)
        }
        // The same rectangles, written in the manifest as an app would have had to.
        let original = try String(contentsOf: packageRoot.appendingPathComponent("Effects/magic-move.yaml"), encoding: .utf8)
        let written = "    - from: {x: 16, y: 120, width: 80, height: 80}\n      to: {x: 0, y: 0, width: 100%, height: 40%}"
        #expect(original.contains(written))
        let manifest = original.replacingOccurrences(
            of: written, with: "    - from: {x: 16, y: 150, width: 80, height: 80}\n      to: {x: 0, y: 0, width: 390, height: 422}")
        let load = CatalogLoader().load([SourceFile(path: "Effects/magic-move.yaml", text: manifest, origin: .config)])
        #expect(load.diagnostics.filter { $0.severity == .error }.isEmpty, "\(load.diagnostics.map(\.headline))")
        let definition = try #require(load.catalog.effect("magic-move"))
        let context = TransitionContext(operation: .push, containerBounds: Self.bounds)
        #expect(PlanCompiler.plan(for: measured, in: context) == PlanCompiler.plan(for: try #require(definition.animator), in: context))
        var transitions = 0
        var worst = RuntimeDifference()
        for gesture in [nil, GestureRequest(releaseAt: 0.7), GestureRequest(releaseAt: 0.3)] {
            let request = SimulationRequest(effect: definition, scenario: .navigation, gesture: gesture)
            let trace = Simulator.run(try #require(request.makeScenario()), options: request.options)
            transitions += trace.transitions.count
            worst.merge(
                RuntimeComparison.compare(
                    trace, animator: measured, label: "magic-move measured \(gesture.map { "\($0.releaseAt)" } ?? "plain")"))
        }
        #expect(transitions == 6)
        #expect(worst.frames > 0)
        #expect(worst.problems.isEmpty, "\(worst.problems.prefix(8))")
        #expect(worst.corner <= 0.5 && worst.alpha <= 0.002 && worst.mask <= 0.5, "\(worst)")
    }
}
