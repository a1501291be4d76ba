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
}
