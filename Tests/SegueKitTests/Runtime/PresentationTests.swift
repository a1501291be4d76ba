import Foundation
import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// A custom presentation's chrome as UIKit has it: one presentation controller, one container
/// view and one dimming view for the presentation and its dismissal
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller: the controller
/// "manages ... any custom chrome" from `presentationTransitionWillBegin` until
/// `dismissalTransitionDidEnd`), laid out again when the container changes size
/// (`containerViewWillLayoutSubviews`,
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
@Suite struct PresentationTests {
    static let style = PresentationStyle.custom(presentedFrame: Rect(x: 0, y: 300, width: 375, height: 512), dimming: true)

    static func run(_ player: PlanPlayer<FakeToolkit>, _ world: FakeWorld, from start: Double, each: () -> Void = {}) -> Double {
        var t = start
        while player.phase != .completed && t < start + 5 {
            t += 1.0 / 60
            world.clock = t
            world.vsync()
            each()
        }
        return t
    }

    /// The dismissal fades the dimming view the presentation left, not a second one over it: while
    /// it runs the container holds one dimming view, and none once it is over.
    @Test(arguments: ["cover", "slide"])
    func thePresentationAndItsDismissalShareOneDimmingView(id: String) throws {
        let effect = try #require(shippedEffects.first { $0.id == id })
        let animator = try #require(effect.animator)
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let dimming = FakeView(world: world)
            let present = FakeContext(TransitionContext(operation: .present, presentationStyle: Self.style), world: world)
            let presenting = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: animator, operation: .present, presentationStyle: Self.style), context: present)
            presenting.presentationDimming = dimming
            presenting.start(in: present)
            let t = Self.run(presenting, world, from: 0)
            #expect(present.completions == [true])
            func dimmingViews() -> [FakeView] {
                present.containerView.subviews.filter { $0.layer.name == ActorID.presentationDimming.rawValue }
            }
            #expect(dimmingViews().count == 1)

            let dismiss = FakeContext(
                dismissing: present, TransitionContext(operation: .dismiss, presentationStyle: Self.style), world: world)
            let dismissing = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: animator, operation: .dismiss, presentationStyle: Self.style), context: dismiss)
            dismissing.presentationDimming = dimming
            dismissing.start(in: dismiss)
            var counts: Set<Int> = []
            var alphas: [Double] = []
            _ = Self.run(dismissing, world, from: t) {
                counts.insert(dimmingViews().count)
                if let shown = dimmingViews().first { alphas.append(shown.layer.presentation(at: world.clock).opacity) }
            }
            #expect(dismiss.completions == [true])
            let during = try #require(alphas.first)
            #expect(counts.isSubset(of: [0, 1]), "dimming views during the dismissal: \(counts)")
            #expect(during > 0.5 && (alphas.last ?? 1) < during, "the dimming fades: \(alphas.prefix(3)) ... \(alphas.suffix(2))")
            #expect(dimmingViews().isEmpty)
        }
    }

    /// A sheet keeps UIKit's presentation controller, which dims behind the sheet itself: the
    /// runtime adds no dimming view of its own.
    @Test func aSheetGetsNoSecondDimmingView() throws {
        let effect = try #require(shippedEffects.first { $0.id == "cover" })
        let animator = try #require(effect.animator)
        let sheet = PresentationStyle.sheet(SheetPresentation.resolve(.formSheet, in: Rect(x: 0, y: 0, width: 1024, height: 768)))
        #expect(sheet.hasDimming)
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: .present, presentationStyle: sheet), world: world)
            let player = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: animator, operation: .present, presentationStyle: sheet), context: context)
            #expect(!player.plan.actors.contains { $0.id == .presentationDimming })
            player.start(in: context)
            _ = Self.run(player, world, from: 0)
            #expect(context.completions == [true])
            #expect(player.unsupported.isEmpty)
        }
    }

    /// The size changes a presentation meets on screen: an iPhone turned to landscape, and an
    /// iPad app that Split View narrows to two thirds of the screen.
    static let sizeChanges: [String: (before: Rect, after: Rect)] = [
        "rotation": (Rect(x: 0, y: 0, width: 375, height: 812), Rect(x: 0, y: 0, width: 812, height: 375)),
        "ipad-split-view": (Rect(x: 0, y: 0, width: 1024, height: 768), Rect(x: 0, y: 0, width: 694, height: 768)),
    ]

    /// Rotation and iPad resizing after the presentation has finished. UIKit resizes the window
    /// and the views in it by their autoresizing masks, which alone would stretch the presented
    /// view (a view controller's root view: flexible width and height, so in landscape it keeps
    /// its 324.8 pt top margin and is 50 pt high) and leave the dimming view at its old size; then
    /// it lays the container out and calls the presentation controller's
    /// `containerViewWillLayoutSubviews()` (``FakePresentationController``), where the runtime
    /// puts the presented view at the route's frame resolved in the new bounds (40 % from the
    /// top, 60 % high) and the dimming view over them. The dismissal that follows starts from
    /// there.
    @Test(arguments: ["rotation", "ipad-split-view"])
    func aPresentationFollowsRotationAndResizingAndDismissesFromThere(change: String) throws {
        let (before, after) = try #require(Self.sizeChanges[change])
        let text = """
            segue: 1
            routes:
              - {name: sheet, operation: present, effect: cover, presentation: custom, frame: {x: 0, y: 40%, width: 100%, height: 60%}}
            """
        let config = try RuntimeConfig.load(text: text, file: "segue.yaml", catalog: .builtin, build: .debug)
        let effect = try #require(SegueRouter(config: config).effect(forRoute: "sheet"))
        let old = PresentationLayout(effect: effect, bounds: before)
        let new = PresentationLayout(effect: effect, bounds: after)
        if change == "rotation" {
            #expect(old.presentedFrame == Rect(x: 0, y: 324.8, width: 375, height: 487.2))
            #expect(new.presentedFrame == Rect(x: 0, y: 150, width: 812, height: 225))
        }
        #expect(new.dimmingFrame == after)

        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let style = effect.presentationStyle(in: before)
            let present = FakeContext(
                TransitionContext(operation: .present, containerBounds: before, presentationStyle: style), world: world)
            let controller = FakePresentationController(effect: effect, presentation: present, world: world)
            let dimming = controller.chrome.dimmingView
            let presenting = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: effect.animator, operation: .present, presentationStyle: style), context: present)
            presenting.presentationDimming = dimming
            presenting.start(in: present)
            let t = Self.run(presenting, world, from: 0)
            #expect(present.completions == [true])
            func near(_ a: CGRect, _ b: Rect) -> Bool {
                let r = Rect(a)
                return abs(r.origin.x - b.origin.x) < 1e-9 && abs(r.origin.y - b.origin.y) < 1e-9
                    && abs(r.width - b.width) < 1e-9 && abs(r.height - b.height) < 1e-9
            }
            #expect(near(controller.presentedView.frame, old.presentedFrame), "presented view: \(controller.presentedView.frame)")
            #expect(near(dimming.frame, old.dimmingFrame) && dimming.superview === present.containerView)

            controller.windowChangesSize(to: after)
            #expect(controller.sizeTransitions.count == 1 && controller.layoutPasses == 1)
            #expect(near(present.containerView.frame, after))
            #expect(near(controller.presentedView.frame, new.presentedFrame), "presented view: \(controller.presentedView.frame)")
            #expect(near(dimming.frame, new.dimmingFrame), "dimming view: \(dimming.frame)")
            // What the screen shows, with every animation applied.
            world.clock = t
            let shown = FakeRecorder.record(present.containerView.layer, world: world)
            let presented = try #require(shown.first { $0.id == .to }?.corners)
            let target = new.presentedFrame
            #expect(
                abs(presented[0].x - target.origin.x) < 0.5 && abs(presented[0].y - target.origin.y) < 0.5
                    && abs(presented[2].x - target.origin.x - target.width) < 0.5
                    && abs(presented[2].y - target.origin.y - target.height) < 0.5,
                "\(presented)")

            let rotated = effect.presentationStyle(in: after)
            let dismiss = FakeContext(
                dismissing: present, TransitionContext(operation: .dismiss, containerBounds: after, presentationStyle: rotated),
                world: world)
            let dismissing = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: effect.animator, operation: .dismiss, presentationStyle: rotated),
                context: dismiss)
            dismissing.presentationDimming = dimming
            dismissing.start(in: dismiss)
            let first = FakeRecorder.record(present.containerView.layer, world: world)
            let from = try #require(first.first { $0.id == .from }?.corners)
            #expect(
                abs(from[0].x - target.origin.x) < 0.5 && abs(from[0].y - target.origin.y) < 0.5
                    && abs(from[2].x - target.origin.x - target.width) < 0.5 && abs(from[2].y - target.origin.y - target.height) < 0.5,
                "\(from)")
            let shade = try #require(first.first { $0.id == .presentationDimming }?.corners)
            #expect(abs(shade[2].x - after.width) < 0.5 && abs(shade[2].y - after.height) < 0.5, "\(shade)")
            _ = Self.run(dismissing, world, from: t)
            #expect(dismiss.completions == [true])
            controller.chrome.dismissalTransitionDidEnd(true)
            #expect(dimming.superview == nil)
        }
    }
}
