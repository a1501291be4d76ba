import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Issue 36: every shipped effect's gestures are its original's (the interaction controller and the
/// demo line that wires it) or declared. Each row names the source line it was read from; the
/// manifest's `provenance.gesture` must name the same file.
@Suite struct GestureFidelityTests {
    /// One expected gesture: what the controller's code decides, in the manifest's terms.
    struct Pan: Sendable, CustomStringConvertible {
        var direction: PanDirection
        var edge: Double = 0
        var base: GestureBase? = nil
        /// `>` (true) or `>=` at the threshold.
        var strict = false
        var velocity: Double? = nil
        var full: Double? = nil

        var description: String { "\(direction) edge \(edge)" }

        func check(_ gesture: GestureConfig?, _ label: String, _ row: Row) {
            guard let gesture else {
                Issue.record("\(row.id): no \(label) gesture; \(row.source) wires one")
                return
            }
            #expect(gesture.direction == direction, "\(row.id) \(label): \(row.source)")
            #expect(gesture.edgeSpacing == edge, "\(row.id) \(label) edge: \(row.source)")
            let expectedBase = base ?? ((direction == .left || direction == .right) ? .width : .height)
            #expect(gesture.base == expectedBase, "\(row.id) \(label) base: \(row.source)")
            #expect(gesture.finishesAtThreshold == !strict, "\(row.id) \(label) threshold test: \(row.source)")
            #expect(gesture.finishThreshold == 0.5, "\(row.id) \(label) threshold: \(row.source)")
            #expect(gesture.velocityThreshold == velocity, "\(row.id) \(label) finish velocity: \(row.source)")
            #expect(gesture.percentAtFull == full, "\(row.id) \(label) full swipe: \(row.source)")
        }
    }

    /// One effect: the source its gestures were read from and what they must be.
    struct Row: Sendable, CustomStringConvertible {
        var id: String
        /// The original's file and line (or "added by Segue").
        var source: String
        var to: Pan?
        var back: Pan?
        var description: String { id }
    }

    // VCTransitionsLibrary: pop only, 200 pt, `fraction > 0.5`, 0.99 at a full swipe,
    // completionSpeed 1 - percent. The horizontal controller pops on a right-to-left swipe
    // (CEHorizontalSwipeInteractionController.m:22, 57, 63); the vertical one on a downward swipe
    // (CEVerticalSwipeInteractionController.m:59, 65).
    static let horizontalPop = Pan(direction: .left, base: .points(200), strict: true, full: 0.99)
    static let verticalPop = Pan(direction: .down, base: .points(200), strict: true, full: 0.99)
    static let vct: [Row] = [
        Row(id: "natgeo", source: "CEHorizontalSwipeInteractionController.m:63", back: horizontalPop),
        Row(id: "crossfade", source: "CEHorizontalSwipeInteractionController.m:63", back: horizontalPop),
        Row(id: "cube-horizontal", source: "CEHorizontalSwipeInteractionController.m:63", back: horizontalPop),
        Row(id: "pan", source: "CEHorizontalSwipeInteractionController.m:63", back: horizontalPop),
        Row(id: "turn-vertical", source: "CEHorizontalSwipeInteractionController.m:63", back: horizontalPop),
        // fold extends fold-from-left and keeps its XWTransition push pan (declared).
        Row(id: "fold", source: "CEHorizontalSwipeInteractionController.m:63", to: Pan(direction: .right), back: horizontalPop),
        Row(id: "cards", source: "CEVerticalSwipeInteractionController.m:65", back: verticalPop),
        Row(id: "cube-vertical", source: "CEVerticalSwipeInteractionController.m:65", back: verticalPop),
        Row(id: "turn-horizontal", source: "CEVerticalSwipeInteractionController.m:65", back: verticalPop),
    ]

    // IBAnimatable: back only; progress over the superview's width, capped at 0.99, finishing on
    // `progress > 0.5 || speed > 1000` (PanInteractiveAnimator.swift:60, 63).
    static let ibanimatablePan = Pan(direction: .right, base: .width, strict: true, velocity: 1000, full: 0.99)
    static let ibanimatable: [Row] = [
        Row(id: "fade-in", source: "FadeAnimator.swift:13", back: ibanimatablePan),
        Row(id: "fade-out", source: "FadeAnimator.swift:13", back: ibanimatablePan),
        Row(id: "slide-fade", source: "SlideAnimator.swift:28", back: ibanimatablePan),
    ]

    // XWTransition: the view's width or height, `>= 0.5` without the timer
    // (XWInteractiveTransition.m:117, 147); directions and edges from each demo's
    // xw_register...InteractiveTransitionWithDirection call.
    static func xw(_ id: String, _ source: String, _ to: PanDirection?, _ back: PanDirection, toEdge: Double = 0) -> Row {
        Row(id: id, source: source, to: to.map { Pan(direction: $0, edge: toEdge) }, back: Pan(direction: back))
    }
    static let xwtransition: [Row] = [
        xw("page-flip", "XWCoolFromController.m:18", .left, .right),
        xw("middle-flip-from-left", "XWCoolFromController.m:18", .right, .left),
        xw("middle-flip-from-right", "XWCoolFromController.m:18", .left, .right),
        xw("middle-flip-from-top", "XWCoolFromController.m:18", .down, .up),
        xw("middle-flip-from-bottom", "XWCoolFromController.m:18", .up, .down),
        xw("portal", "XWCoolFromController.m:18", .down, .up),
        xw("fold-from-left", "XWCoolFromController.m:18", .right, .left),
        xw("fold-from-right", "XWCoolFromController.m:18", .left, .right),
        xw("explode", "XWCoolFromController.m:18", .down, .up),
        xw("lines-horizontal", "XWCoolFromController.m:18", .left, .right),
        xw("lines-vertical", "XWCoolFromController.m:18", .down, .up),
        xw("scanning-from-left", "XWCoolFromController.m:18", .right, .left),
        xw("scanning-from-right", "XWCoolFromController.m:18", .left, .right),
        xw("scanning-from-top", "XWCoolFromController.m:18", .down, .up),
        xw("scanning-from-bottom", "XWCoolFromController.m:18", .up, .down),
        xw("filter-box-blur", "XWFilterFromController.m:22", .down, .up),
        xw("filter-swipe", "XWFilterFromController.m:22", .right, .left),
        xw("filter-bar-swipe", "XWFilterFromController.m:22", .right, .left),
        xw("filter-mask", "XWFilterFromController.m:22", .down, .up),
        xw("filter-flash", "XWFilterFromController.m:22", .down, .up),
        xw("filter-mod", "XWFilterFromController.m:22", .down, .up),
        xw("filter-page-curl", "XWFilterFromController.m:22", .right, .left),
        xw("filter-ripple", "XWFilterFromController.m:22", .right, .left),
        xw("filter-copy-machine", "XWFilterFromController.m:22", .right, .left),
        xw("circle-spread", "XWCircleSpreadToController.m:17", nil, .down),
        xw("magic-move", "XWMagicMoveFromController.m:46", .down, .up),
        xw("drawer-parallax-left", "XWDrawerFromController.m:20", .right, .left, toEdge: 80),
        xw("drawer-flip-bottom", "XWDrawerFromController.m:20", .up, .down),
        xw("drawer-left", "added by Segue", .right, .left, toEdge: 80),
        xw("drawer-right", "added by Segue", .left, .right, toEdge: 80),
        xw("drawer-top", "added by Segue", .down, .up),
        xw("drawer-bottom", "added by Segue", .up, .down),
    ]

    // Hero has no gesture of its own; its built-in transitions example dismisses with a left
    // screen-edge pan over the width, finishing above 0.5 (AnimationSelectTableViewController.swift:56-73).
    static let heroPan = Pan(direction: .right, edge: 40, base: .width, strict: true)
    static let hero: [Row] = ["push", "pull", "cover", "uncover", "page-in", "page-out", "slide", "zoom-slide", "zoom", "zoom-out"]
        .map { Row(id: $0, source: "added by Segue", back: heroPan) }

    // Articles, tab and container effects.
    static let articles: [Row] = [
        Row(
            id: "spring-modal", source: "SwipeUpInteractiveTransition.m:43",
            back: Pan(direction: .down, base: .points(400), strict: true)),
        Row(id: "tab-cube", source: "added by Segue", to: Pan(direction: .left), back: Pan(direction: .right)),
        Row(id: "container-spring-slide", source: "added by Segue", to: Pan(direction: .left), back: Pan(direction: .right)),
        Row(id: "fly-from-corner", source: "added by Segue", back: Pan(direction: .down)),
        Row(id: "popover-menu", source: "added by Segue", back: Pan(direction: .up)),
        Row(id: "scale-fade-push", source: "added by Segue", back: Pan(direction: .right, edge: 40)),
    ]

    static let rows = vct + ibanimatable + xwtransition + hero + articles
    static let catalog = loadCatalog().catalog

    @Test func everyShippedEffectHasARow() {
        expectRowsCoverTheShippedCatalog(Self.rows.map(\.id), in: Self.catalog)
    }

    @Test(arguments: rows)
    func gesturesAreTheOriginalsOrDeclared(_ row: Row) throws {
        let effect = try #require(Self.catalog.effect(row.id))
        if let to = row.to {
            to.check(effect.toGesture, "to", row)
        } else {
            #expect(effect.toGesture == nil, "\(row.id): \(row.source) wires no gesture to go")
        }
        if let back = row.back {
            back.check(effect.backGesture, "back", row)
        } else {
            #expect(effect.backGesture == nil, "\(row.id): \(row.source) wires no gesture back")
        }
        let provenance = try #require(effect.provenance)
        let gesture = try #require(provenance.gesture, "\(row.id) has no provenance.gesture")
        if row.source == Provenance.gestureAddedBySegue {
            #expect(gesture.hasPrefix(Provenance.gestureAddedBySegue), "\(row.id): \(gesture)")
            // A gesture Segue adds is a declared difference, never silent.
            #expect(provenance.differences.contains { $0.change.contains("pan") || $0.change.contains("gesture") }, "\(row.id)")
        } else {
            let file = String(row.source.split(separator: ":").first ?? "")
            #expect(gesture.contains(file), "\(row.id): provenance.gesture should name \(file)")
            #expect(!gesture.hasPrefix(Provenance.gestureAddedBySegue), "\(row.id)")
        }
    }

    /// VCTransitionsLibrary's swipe and pinch controllers return 1 - percentComplete from
    /// completionSpeed (CEHorizontalSwipeInteractionController.m:45-48); IBAnimatable, XWTransition
    /// and the Hero example keep UIKit's 1.
    @Test(arguments: rows)
    func completionSpeedIsTheControllers(_ row: Row) throws {
        let effect = try #require(Self.catalog.effect(row.id))
        let remaining = Self.vct.contains { $0.id == row.id } || row.id == "spring-modal"
        #expect((effect.interactiveCompletion?.speed == .remainingPercent) == remaining, "\(row.id): \(row.source)")
    }

    // MARK: The rules at work

    static func run(_ id: String, _ operation: TransitionOperation = .pop, _ interaction: Interaction) throws -> Trace {
        let animator = try #require(catalog.effect(id)?.animator)
        return Simulator.runTransition(animator, operation: operation, interaction: interaction)
    }

    /// NatGeo pops on a right-to-left swipe (CEHorizontalSwipeInteractionController.m:57-66); a
    /// rightward drag moves nothing and cancels.
    @Test func natgeoPopsOnALeftwardSwipe() throws {
        let leftward = try Self.run(
            "natgeo", .pop,
            Interaction(
                .samples(
                    start: nil,
                    [
                        GestureSample(time: 0, translation: Point(x: 0, y: 0)),
                        GestureSample(time: 0.3, translation: Point(x: -120, y: 0)),
                    ])))
        #expect(leftward.transitions.first?.outcome == .finished)
        let rightward = try Self.run(
            "natgeo", .pop,
            Interaction(
                .samples(
                    start: nil,
                    [
                        GestureSample(time: 0, translation: Point(x: 0, y: 0)),
                        GestureSample(time: 0.3, translation: Point(x: 120, y: 0)),
                    ])))
        #expect(rightward.transitions.first?.outcome == .cancelled)
    }

    /// CENatGeoAnimationController.m:20-21 adds the from view, then the to view, in both
    /// directions: half way back, the returning page is drawn over the leaving one.
    @Test func natgeoWayBackDrawsTheReturningPageOnTop() throws {
        let trace = try Self.run("natgeo", .pop, .release(atPercent: 0.6))
        let frame = try #require(trace.frames.first { $0.percent >= 0.5 })
        let order = frame.actors.map(\.id)
        let to = try #require(order.firstIndex(of: "to"))
        let from = try #require(order.firstIndex(of: "from"))
        #expect(to > from, "drawing order half way back: \(order)")
    }

    /// IBAnimatable finishes a slow drag only above half way, and a fling faster than 1000 pt/s at
    /// any percent (PanInteractiveAnimator.swift:63).
    @Test func slideFadeFinishesAFling() throws {
        #expect(try Self.run("slide-fade", .dismiss, .release(atPercent: 0.5)).transitions.first?.outcome == .cancelled)
        #expect(try Self.run("slide-fade", .dismiss, .release(atPercent: 0.2, velocity: 1500)).transitions.first?.outcome == .finished)
        #expect(try Self.run("slide-fade", .dismiss, .release(atPercent: 0.2, velocity: 900)).transitions.first?.outcome == .cancelled)
    }

    /// XWTransition finishes at exactly half way without the timer (`_percent >= 0.5`,
    /// XWInteractiveTransition.m:117), and its explode goes back on an upward pan
    /// (XWCoolToController.m:15, type 8).
    @Test func explodeFinishesAtHalfWayOnAnUpwardPan() throws {
        let half = try Self.run("explode", .pop, .release(atPercent: 0.5))
        #expect(half.transitions.first?.outcome == .finished)
        #expect(half.transitions.first?.interaction?.config.direction == .up)
    }

    /// The left drawer demo starts only within 80 pt of the left edge (XWDrawerFromController.m:23).
    @Test func theParallaxDrawerStartsWithinEightyPointsOfTheEdge() throws {
        let animator = try #require(Self.catalog.effect("drawer-parallax-left")?.animator)
        let gesture = try #require(animator.toGesture)
        let bounds = Rect(x: 0, y: 0, width: 375, height: 812)
        #expect(gesture.allowsBegin(at: Point(x: 79, y: 400), in: bounds))
        #expect(!gesture.allowsBegin(at: Point(x: 81, y: 400), in: bounds))
    }
}
