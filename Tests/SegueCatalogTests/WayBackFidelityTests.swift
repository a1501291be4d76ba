import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Issue 36, the way back: every shipped effect's pop or dismiss draws its views in the order its
/// original's reverse path does, with that path's curve and duration, or declares the difference.
/// Each row names the line of the reverse path that decides the order; a declared order must be
/// listed among the manifest's `provenance.differences` with that same file and line.
@Suite struct WayBackFidelityTests {
    /// One effect's way back, as its original does it.
    struct Row: Sendable, CustomStringConvertible {
        var id: String
        /// The original's file and line that places the views going back (or "no original").
        var source: String
        /// Half way back, `below` is drawn under `above` in the original. `to` and `from` are the views
        /// of *this* transition (going back, `to` is the screen returning); a snapshot standing in
        /// for a view is named as the engine names it.
        var below: String
        var above: String
        /// The back duration in seconds: the original's, or Segue's where `provenance.differences` says so.
        var duration: Double
        /// A curve the back timeline animates with: the original's reverse path's.
        var curve: TimingFunction
        /// True when Segue draws the two the other way round and declares it (naming `source`).
        var orderDeclared = false
        var description: String { id }
    }

    static let easeInOut = TimingFunction.easeInEaseOut
    static let standard = TimingFunction.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    static let deceleration = TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 0.2, y2: 1)

    // VCTransitionsLibrary: CEReversibleAnimationController.m:15 sets 1.0 s for every controller;
    // animateWithDuration: is UIKit's ease in-out.
    static let vct: [Row] = [
        // Lines 20-21 add the from view, then the to view, both ways.
        Row(id: "natgeo", source: "CENatGeoAnimationController.m:21", below: "from", above: "to", duration: 1, curve: easeInOut),
        // sendSubviewToBack: both ways; animateWithDuration: at line 23.
        Row(id: "crossfade", source: "CECrossfadeAnimationController.m:19", below: "to", above: "from", duration: 1, curve: easeInOut),
        // addSubview:toView both ways, animateWithDuration: at line 76; Segue's pop keeps it under (declared).
        Row(
            id: "cube-horizontal", source: "CECubeAnimationController.m:74", below: "from", above: "to", duration: 1, curve: easeInOut,
            orderDeclared: true),
        Row(
            id: "cube-vertical", source: "CECubeAnimationController.m:74", below: "from", above: "to", duration: 1, curve: easeInOut,
            orderDeclared: true),
        // reverse: sendSubviewToBack:toView; 0.3 s at line 15 (1.0 s declared).
        Row(id: "pan", source: "CEPanAnimationController.m:21", below: "to", above: "from", duration: 1, curve: easeInOut),
        // addSubview:toView both ways, animateKeyframesWithDuration options 0 at lines 45-47 (declared order).
        Row(
            id: "turn-horizontal", source: "CETurnAnimationController.m:25", below: "from", above: "to", duration: 1, curve: easeInOut,
            orderDeclared: true),
        Row(
            id: "turn-vertical", source: "CETurnAnimationController.m:25", below: "from", above: "to", duration: 1, curve: easeInOut,
            orderDeclared: true),
        // The strips are added from view first (lines 49, 54), then the to view's (61, 66), over
        // both views, which stand off screen (27, 73); animateWithDuration: at line 77.
        Row(
            id: "fold", source: "CEFoldAnimationController.m:61", below: "strip.from.0", above: "strip.to.0", duration: 1, curve: easeInOut),
        // executeReverseAnimation: insertSubview:toView belowSubview:fromView; CalculationModeCubic at 86.
        Row(id: "cards", source: "CECardsAnimationController.m:79", below: "to", above: "from", duration: 1, curve: easeInOut),
    ]

    // IBAnimatable: the reverse of each type is its opposite (FadeAnimator.swift:23, SlideAnimator.swift:27);
    // the same duration both ways (retrieveTransitionDuration), UIView.animate's ease in-out.
    static let ibanimatable: [Row] = [
        // fade-in goes back as .fade(.out): the to view inserted below (line 51). 0.35 s and Hero's
        // standard curve are declared.
        Row(id: "fade-in", source: "FadeAnimator.swift:51", below: "to", above: "from", duration: 0.35, curve: standard),
        // fade-out goes back as .fade(.in): the to view added on top at alpha 0 (lines 48-49).
        Row(id: "fade-out", source: "FadeAnimator.swift:49", below: "from", above: "to", duration: 0.35, curve: standard),
        // addSubview(toView) both ways (declared: the views never overlap).
        Row(
            id: "slide-fade", source: "SlideAnimator.swift:50", below: "from", above: "to", duration: 0.75, curve: easeInOut,
            orderDeclared: true),
    ]

    // XWTransition: backDuration for every back animation but lines' and scanning's (toDuration,
    // declared); every demo sets 0.5 s both ways.
    static func xw(_ id: String, _ source: String, _ below: String, _ above: String, _ curve: TimingFunction) -> Row {
        Row(id: id, source: source, below: below, above: above, duration: 0.5, curve: curve)
    }
    static func middleFlip(_ id: String) -> Row {
        Row(
            id: id, source: "XWCoolAnimator+XWMiddlePageFlip.m:38", below: "half.to.fold", above: "half.from.still",
            duration: 0.5, curve: easeInOut, orderDeclared: true)
    }
    static let xwtransition: [Row] = [
        // Back: the to view (hidden since line 26) is added on top; the page snapshot flips back over
        // the from view, animateWithDuration: at line 75.
        xw("page-flip", "XWCoolAnimator+XWPageFlip.m:74", "from", "snapshot.to", easeInOut),
        // sendSubviewToBack:toView (line 33), then the to view's halves (38) and over them the from
        // view's (40), each added at lines 101-102; keyframes, options 0 (47-49). Segue draws the
        // to view's turning half over the from view's still half (declared).
        middleFlip("middle-flip-from-left"),
        middleFlip("middle-flip-from-right"),
        middleFlip("middle-flip-from-top"),
        middleFlip("middle-flip-from-bottom"),
        // Back: the from view, then the to view a width off screen (69-72), then the two door halves
        // of the to view over them (79, 86); UIViewAnimationOptionCurveEaseOut at line 89.
        xw("portal", "XWCoolAnimator+XWPortal.m:79", "from", "door.left", .easeOut),
        // The to view, then the strips over it (line 112); animateWithDuration: at line 62.
        xw("fold-from-left", "XWCoolAnimator+XWFold.m:112", "strip.from.0", "strip.to.0", easeInOut),
        xw("fold-from-right", "XWCoolAnimator+XWFold.m:112", "strip.from.0", "strip.to.0", easeInOut),
        // insertSubview:toView atIndex:0, the tiles over it; animateWithDuration: at line 53.
        xw("explode", "XWCoolAnimator+XWExplode.m:30", "to", "tile.0.0", easeInOut),
        // insertSubview:toView atIndex:0 (34) and both views hidden (40-41); the from view's strips
        // (35), then the to view's over them (36); a spring of damping 0.8 at line 42.
        xw("lines-horizontal", "XWCoolAnimator+XWLines.m:36", "line.from.0", "line.to.0", .spring(.dampingRatio(0.8, initialVelocity: 0))),
        xw("lines-vertical", "XWCoolAnimator+XWLines.m:36", "line.from.0", "line.to.0", .spring(.dampingRatio(0.8, initialVelocity: 0))),
        // insertSubview:toVC.view atIndex:0, the scan view over the from view (34); keyframes, options 0 (58).
        xw("scanning-from-left", "XWCoolAnimator+XWScanning.m:27", "to", "from", easeInOut),
        xw("scanning-from-right", "XWCoolAnimator+XWScanning.m:27", "to", "from", easeInOut),
        xw("scanning-from-top", "XWCoolAnimator+XWScanning.m:27", "to", "from", easeInOut),
        xw("scanning-from-bottom", "XWCoolAnimator+XWScanning.m:27", "to", "from", easeInOut),
        // xw_setBackAnimation: insertSubview:toVC.view atIndex:0, the filter view over all (line 134);
        // a CABasicAnimation of the ratio with no timing function (XWFilterTransitionView.m:81-84).
        xw("filter-box-blur", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-swipe", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-bar-swipe", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-mask", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-flash", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-mod", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-page-curl", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-ripple", "XWFilterAnimator.m:93", "to", "from", .linear),
        xw("filter-copy-machine", "XWFilterAnimator.m:93", "to", "from", .linear),
        // insertSubview:toVC.view atIndex:0; a CABasicAnimation on the mask, no timing function (78).
        xw("circle-spread", "XWCircleSpreadAnimator.m:67", "to", "from", .linear),
        // addSubview:toVC.view, the moving snapshot over it (129).
        xw("magic-move", "XWMagicMoveAnimator.m:53", "from", "to", easeInOut),
        // insertSubview:toVC.view atIndex:0 under the drawer; the snapshot of the screen it covered
        // stays where the way there put it: at zPosition -1000 (line 64), or over the drawer with
        // parallax (line 62). Keyframes, options 0 (131).
        xw("drawer-parallax-left", "XWDrawerAnimator.m:62", "from", "snapshot.to", easeInOut),
        xw("drawer-flip-bottom", "XWDrawerAnimator.m:64", "snapshot.to", "from", easeInOut),
        xw("drawer-left", "XWDrawerAnimator.m:64", "snapshot.to", "from", easeInOut),
        xw("drawer-right", "XWDrawerAnimator.m:64", "snapshot.to", "from", easeInOut),
        xw("drawer-top", "XWDrawerAnimator.m:64", "snapshot.to", "from", easeInOut),
        xw("drawer-bottom", "XWDrawerAnimator.m:64", "snapshot.to", "from", easeInOut),
    ]

    // Hero: each type goes back as its reversed() (DefaultAnimationPreprocessor.swift:94-168), 0.35 s
    // and the standard curve (line 301-302); push, cover and page-in add the deceleration curve.
    // Dismissing, HeroTransition+Start.swift:158-160 puts the to view first (under); the
    // preprocessor overrides that for each type but slide and zoomSlide.
    static func hero(_ id: String, _ source: String, _ below: String, _ above: String, _ curve: TimingFunction) -> Row {
        Row(id: id, source: source, below: below, above: above, duration: 0.35, curve: curve)
    }
    static let heroRows: [Row] = [
        hero("push", "DefaultAnimationPreprocessor.swift:320", "to", "from", standard),  // back: pull
        hero("pull", "DefaultAnimationPreprocessor.swift:311", "from", "to", deceleration),  // back: push
        hero("cover", "DefaultAnimationPreprocessor.swift:341", "to", "from", standard),  // back: uncover
        hero("uncover", "DefaultAnimationPreprocessor.swift:333", "from", "to", deceleration),  // back: cover
        hero("page-in", "DefaultAnimationPreprocessor.swift:356", "to", "from", standard),  // back: pageOut
        hero("page-out", "DefaultAnimationPreprocessor.swift:347", "from", "to", deceleration),  // back: pageIn
        hero("slide", "HeroTransition+Start.swift:160", "to", "from", standard),
        hero("zoom-slide", "HeroTransition+Start.swift:160", "to", "from", standard),
        hero("zoom", "DefaultAnimationPreprocessor.swift:383", "from", "to", standard),  // back: zoomOut
        hero("zoom-out", "DefaultAnimationPreprocessor.swift:379", "to", "from", standard),  // back: zoom
    ]

    static let articles: [Row] = [
        // NormalDismissAnimation.m: 0.4 s (line 14), sendSubviewToBack:toVC.view, animateWithDuration: (35).
        Row(id: "spring-modal", source: "NormalDismissAnimation.m:31", below: "to", above: "from", duration: 0.4, curve: easeInOut),
        // One direction only, addSubview:toVC.view; 0.7 s, animateWithDuration: (declared order).
        Row(
            id: "tab-cube", source: "TabbarTransitionAnimation.m:35", below: "from", above: "to", duration: 0.7, curve: easeInOut,
            orderDeclared: true),
        // addSubview:toViewController.view both ways; 1 s (276), a spring of damping 0.75, velocity 0.5 (294).
        Row(
            id: "container-spring-slide", source: "ContainerViewController.m:290", below: "from", above: "to", duration: 1,
            curve: .spring(.dampingRatio(0.75, initialVelocity: 0.5)), orderDeclared: true),
        // No original: Segue's own way back, the reverse of its way there.
        Row(id: "fly-from-corner", source: "no original", below: "to", above: "snapshot.from", duration: 1.7, curve: easeInOut),
        Row(id: "popover-menu", source: "no original", below: "to", above: "from", duration: 0.3, curve: easeInOut),
        Row(id: "scale-fade-push", source: "no original", below: "to", above: "from", duration: 0.7, curve: easeInOut),
    ]

    static let rows = vct + ibanimatable + xwtransition + heroRows + articles
    static let catalog = loadCatalog().catalog

    @Test func everyShippedEffectHasARow() {
        expectRowsCoverTheShippedCatalog(Self.rows.map(\.id), in: Self.catalog)
    }

    @Test(arguments: rows)
    func wayBackIsTheOriginalsOrDeclared(_ row: Row) throws {
        let effect = try #require(Self.catalog.effect(row.id))
        let animator = try #require(effect.animator)

        // Duration and curve of the back timeline.
        let timeline = animator.timeline(for: .back, in: TransitionContext(operation: .pop))
        #expect(effect.backDuration == row.duration, "\(row.id): back duration, \(row.source)")
        #expect(timeline.duration == row.duration, "\(row.id): back timeline length, \(row.source)")
        let curves = Set(timeline.tracks.flatMap { $0.curves + ($0.animationCurve.map { [$0] } ?? []) })
        #expect(curves.contains(row.curve), "\(row.id): back curves \(curves), expected \(row.curve) (\(row.source))")

        // Drawing order half way back.
        let trace = Simulator.runTransition(animator, operation: .pop)
        let frame = try #require(trace.frames.first { $0.percent >= 0.5 })
        let order = frame.actors.map(\.id)
        let below = try #require(order.firstIndex(of: ActorID(row.below)), "\(row.id): no \(row.below) in \(order)")
        let above = try #require(order.firstIndex(of: ActorID(row.above)), "\(row.id): no \(row.above) in \(order)")
        let differences = effect.provenance?.differences ?? []
        let file = String(row.source.split(separator: ":").first ?? "")
        if row.orderDeclared {
            #expect(below > above, "\(row.id): declared as drawn the other way round from \(row.source), but it is not")
            #expect(
                differences.contains { $0.change.contains(row.source) && $0.change.hasPrefix("going back") },
                "\(row.id): the way-back order must be declared, naming \(row.source)")
        } else {
            #expect(below < above, "\(row.id): half way back \(row.below) must be under \(row.above) (\(row.source)); order \(order)")
            #expect(
                !differences.contains { $0.change.hasPrefix("going back") && $0.change.contains(file) },
                "\(row.id): declares a way-back order it does not have")
        }
    }
}
