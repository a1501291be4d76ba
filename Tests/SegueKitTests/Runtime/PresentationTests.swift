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
            func dimmingViews() -> [FakeView] { present.containerView.subviews.filter { $0.layer.name == ActorID.presentationDimming.rawValue } }
            #expect(dimmingViews().count == 1)

            let dismiss = FakeContext(dismissing: present, TransitionContext(operation: .dismiss, presentationStyle: Self.style), world: world)
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

    /// Rotation: the container becomes 812 × 375. The presentation controller lays its views out
    /// again for the new bounds (`containerViewWillLayoutSubviews`, which UIKit calls when the
    /// container's size changes), with the route's frame resolved there (40 % from the top, 60 %
    /// high), and the dismissal that follows starts from where the presented view now is.
    @Test func aRotatedPresentationIsLaidOutAgainAndDismissesFromThere() throws {
        let text = """
            segue: 1
            routes:
              - {name: sheet, operation: present, effect: cover, presentation: custom, frame: {x: 0, y: 40%, width: 100%, height: 60%}}
            """
        let config = try RuntimeConfig.load(text: text, file: "segue.yaml", catalog: .builtin, build: .debug)
        let effect = try #require(SegueRouter(config: config).effect(forRoute: "sheet"))
        let portrait = Rect(x: 0, y: 0, width: 375, height: 812), landscape = Rect(x: 0, y: 0, width: 812, height: 375)
        let before = PresentationLayout(effect: effect, bounds: portrait)
        #expect(before.presentedFrame == Rect(x: 0, y: 324.8, width: 375, height: 487.2))
        let after = PresentationLayout(effect: effect, bounds: landscape)
        #expect(after.presentedFrame == Rect(x: 0, y: 150, width: 812, height: 225))
        #expect(after.dimmingFrame == landscape)

        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let style = effect.presentationStyle(in: portrait)
            let present = FakeContext(TransitionContext(operation: .present, containerBounds: portrait, presentationStyle: style), world: world)
            let dimming = FakeView(world: world)
            let presenting = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: effect.animator, operation: .present, presentationStyle: style), context: present)
            presenting.presentationDimming = dimming
            presenting.start(in: present)
            let t = Self.run(presenting, world, from: 0)
            // The rotation, then the presentation controller's layout pass.
            present.window.setFrame(landscape)
            present.containerView.setFrame(landscape)
            present.toView.setFrame(after.presentedFrame)
            dimming.setFrame(after.dimmingFrame)

            let rotated = effect.presentationStyle(in: landscape)
            let dismiss = FakeContext(
                dismissing: present, TransitionContext(operation: .dismiss, containerBounds: landscape, presentationStyle: rotated), world: world)
            let dismissing = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: effect.animator, operation: .dismiss, presentationStyle: rotated), context: dismiss)
            dismissing.presentationDimming = dimming
            dismissing.start(in: dismiss)
            world.clock = t
            let first = FakeRecorder.record(present.containerView.layer, world: world)
            let from = try #require(first.first { $0.id == .from }?.corners)
            #expect(abs(from[0].x) < 0.5 && abs(from[0].y - 150) < 0.5 && abs(from[2].x - 812) < 0.5 && abs(from[2].y - 375) < 0.5, "\(from)")
            let shade = try #require(first.first { $0.id == .presentationDimming }?.corners)
            #expect(abs(shade[2].x - 812) < 0.5 && abs(shade[2].y - 375) < 0.5, "\(shade)")
            _ = Self.run(dismissing, world, from: t)
            #expect(dismiss.completions == [true])
        }
    }
}
