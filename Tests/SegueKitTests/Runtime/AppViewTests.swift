import Foundation
import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// The app's own views as a shipping app has them: scroll-view roots with a content offset,
/// rounded and shadowed screens, frames UIKit gives that are not the container's bounds.
@Suite struct AppViewTests {
    /// One plain run of `animator` in `engine`'s context on the fakes: `prepare` dresses the app's
    /// views first; each frame is what the window shows, and `each` looks at every frame.
    static func play(
        _ animator: any TransitionAnimator, in engine: TransitionContext, prepare: (FakeContext, FakeWorld) -> Void = { _, _ in },
        each: (FakeContext) -> Void = { _ in }
    ) -> (frames: [[RecordedActor]], context: FakeContext, player: PlanPlayer<FakeToolkit>, world: FakeWorld) {
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let context = FakeContext(engine, world: world)
            prepare(context, world)
            let player = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: animator, operation: engine.operation), context: context)
            player.start(in: context)
            var frames: [[RecordedActor]] = []
            var n = 0
            while player.phase != .completed && n < 600 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
                frames.append(context.window.layer.sublayers.flatMap { FakeRecorder.record($0, world: world) })
                each(context)
            }
            return (frames, context, player, world)
        }
    }

    static func animator(_ id: String) throws -> any TransitionAnimator {
        let effect = try #require(shippedEffects.first { $0.id == id })
        return try #require(effect.animator)
    }

    // MARK: Item 1

    /// A table or collection view controller's root under a navigation bar is a scroll view whose
    /// bounds origin is its content offset, about (0, -91) (UIScrollView: "The point at which the
    /// origin of the content view is offset from the origin of the scroll view",
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset; a scroll view
    /// scrolls by moving its bounds origin). Animating `bounds` with origin (0, 0) shifts every row
    /// by 91 pt for the whole transition, then snaps back. The first row must stay 91 pt below the
    /// view's top in every frame, and the view's mask must lie over what it shows.
    @Test(arguments: ["slide", "circle-spread", "push"])
    func aScrolledRootKeepsItsContentWhereItIs(id: String) throws {
        let offset = Point(x: 0, y: -91)
        var masks = 0
        let run = Self.play(try Self.animator(id), in: TransitionContext(operation: .push)) { context, world in
            context.toView.scroll(toContentOffset: offset)
            let row = FakeView(world: world, name: "row")
            row.setFrame(Rect(x: 0, y: 0, width: 390, height: 44))
            context.toView.addSubview(row)
        } each: { context in
            guard let mask = context.toView.layer.mask else { return }
            masks += 1
            #expect(mask.position.y - mask.bounds.height / 2 == -91, "the mask is off the visible rect")
        }
        #expect(!run.frames.isEmpty)
        for (k, frame) in run.frames.enumerated() {
            let to = try #require(frame.first { $0.id == .to }?.corners)
            let row = try #require(frame.first { $0.id == "row" }?.corners)
            // The row's top-left corner, in the to view's own terms, is 91 pt below the view's top.
            let dx = row[0].x - to[0].x
            let dy = row[0].y - to[0].y
            let width = hypot(to[1].x - to[0].x, to[1].y - to[0].y)
            guard width > 1 else { continue }
            let scale = width / Double(run.context.toView.layer.bounds.width)
            #expect(abs(hypot(dx, dy) - 91 * scale) < 0.5, "frame \(k): row \(row[0]) view \(to[0])")
        }
        #expect(run.context.toView.layer.bounds.origin.y == -91)
        #expect(id != "circle-spread" || masks > 0)
    }

    // MARK: Item 2

    /// An app's screen with its own look: rounded corners, a shadow with its path, a perspective
    /// for its subviews, and a mask (`CALayer`'s `cornerRadius`, `shadowOpacity`, `shadowPath`,
    /// `sublayerTransform`, `mask`: https://developer.apple.com/documentation/quartzcore/calayer).
    static func dress(_ view: FakeView, world: FakeWorld) {
        let layer = view.layer
        layer.cornerRadius = 12
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowPath = .roundedRect(Rect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 12)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        layer.sublayerTransform = perspective
        let mask = FakeLayer(world: world)
        mask.name = "app mask"
        layer.mask = mask
    }

    static func expectDressed(_ view: FakeView, _ label: String) {
        let layer = view.layer
        #expect(layer.cornerRadius == 12, "\(label): corner radius \(layer.cornerRadius)")
        #expect(layer.shadowOpacity == 0.25 && layer.shadowRadius == 8, "\(label): shadow \(layer.shadowOpacity) \(layer.shadowRadius)")
        #expect(layer.shadowOffset == CGSize(width: 0, height: 2), "\(label): shadow offset \(layer.shadowOffset)")
        #expect(layer.shadowPath == .roundedRect(Rect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 12), "\(label): shadow path")
        #expect(layer.sublayerTransform.m34 == -1.0 / 500, "\(label): sublayer transform")
        #expect(layer.mask?.name == "app mask", "\(label): mask \(String(describing: layer.mask?.name))")
    }

    /// What the plan does not animate stays as the app set it for the whole transition, and what
    /// it changes is the app's again at the end: the from view (popped back to later) and the to
    /// view keep their rounded corners, shadow, perspective and mask.
    @Test(arguments: ["slide", "fade-in", "push", "circle-spread", "cube-horizontal"])
    func theAppsOwnLookIsKeptAndRestored(id: String) throws {
        let animator = try Self.animator(id)
        let plan = PlanCompiler.plan(for: animator, in: TransitionContext(operation: .push))
        let run = Self.play(animator, in: TransitionContext(operation: .push)) { context, world in
            Self.dress(context.fromView, world: world)
            Self.dress(context.toView, world: world)
        } each: { context in
            for (view, id) in [(context.fromView, ActorID.from), (context.toView, .to)] {
                let owned = plan.lookProperties(of: id)
                let layer = view.layer
                if !owned.contains(.cornerRadius) { #expect(layer.cornerRadius == 12, "\(id) corner radius mid-run") }
                if !owned.contains(.shadow) { #expect(layer.shadowOpacity == 0.25, "\(id) shadow mid-run") }
                if !owned.contains(.sublayerTransform) { #expect(layer.sublayerTransform.m34 == -1.0 / 500, "\(id) perspective mid-run") }
                if !owned.contains(.mask) { #expect(layer.mask?.name == "app mask", "\(id) mask mid-run") }
            }
        }
        #expect(run.context.completions == [true])
        Self.expectDressed(run.context.fromView, "\(id) from")
        Self.expectDressed(run.context.toView, "\(id) to")
    }

    /// A plan that animates the to view's corner radius (and masks it) changes the app's look for
    /// the transition only: at the end the app's values are back.
    @Test func whatThePlanAnimatesIsTheAppsAgainAtTheEnd() {
        let rounding = FixedAnimator { context in
            var b = TimelineBuilder(duration: 0.5, context: context)
            b.track(.cornerRadius, of: .to, from: 40, to: 0)
            b.track(.shadowOpacity, of: .to, from: 0, to: 0.5)
            return b.build()
        }
        let plan = PlanCompiler.plan(for: rounding, in: TransitionContext(operation: .push))
        #expect(plan.lookProperties(of: .to).isSuperset(of: [.cornerRadius, .shadow]))
        var sawPlanValues = false
        let run = Self.play(rounding, in: TransitionContext(operation: .push)) { context, world in
            Self.dress(context.toView, world: world)
        } each: { context in
            if context.toView.layer.presentation(at: FakeWorld.world.clock).cornerRadius > 12 { sawPlanValues = true }
        }
        #expect(sawPlanValues)
        #expect(run.context.completions == [true])
        Self.expectDressed(run.context.toView, "to")
    }

    // MARK: Item 5

    /// Every shadow the runtime draws has a `shadowPath` (else Core Animation renders it off-screen
    /// on every frame: https://developer.apple.com/documentation/quartzcore/calayer/shadowpath) and
    /// the engine's offset, none, where Core Animation's default is (0, -3)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset).
    @Test(
        arguments: shippedEffects.filter { effect in
            guard let animator = effect.animator else { return false }
            let plan = PlanCompiler.plan(for: animator, in: TransitionContext(operation: .push))
            return plan.actors.contains { $0.initial.shadowOpacity > 0 } || plan.animations.contains { $0.property == .shadowOpacity }
        }.map(\.id))
    func shadowsHaveAPathAndTheEnginesOffset(id: String) throws {
        var offsets: Set<String> = []
        let run = Self.play(try Self.animator(id), in: TransitionContext(operation: .push)) { _, _ in
        } each: { context in
            func visit(_ layer: FakeLayer) {
                let state = layer.presentation(at: FakeWorld.world.clock)
                if state.shadowOpacity > 0 && state.shadowOffset != .zero { offsets.insert("\(layer.name ?? "?") \(state.shadowOffset)") }
                layer.sublayers.forEach(visit)
            }
            visit(context.containerView.layer)
        }
        #expect(run.context.completions == [true])
        #expect(run.world.offscreenShadows.isEmpty, "off-screen shadows: \(Set(run.world.offscreenShadows))")
        #expect(offsets.isEmpty, "\(offsets)")
    }

    // MARK: Item 3

    /// Leaving a screen whose view UIKit laid out below an opaque navigation bar (frame
    /// (0, 91, 375, 721) in a 375 × 812 window) for one that hides the bar: `initialFrame(for: .from)` is that frame
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)),
    /// and the from view must not jump to the container's bounds in the first frame.
    @Test(arguments: ["fade-in", "slide", "push"])
    func theFromViewStartsWhereUIKitHasIt(id: String) throws {
        let below = Rect(x: 0, y: 91, width: 375, height: 721)
        let run = Self.play(try Self.animator(id), in: TransitionContext(operation: .push)) { context, _ in
            context.placeFromView(at: below)
        }
        let first = try #require(run.frames.first)
        let from = try #require(first.first { $0.id == .from }?.corners)
        let expected = [Point(x: 0, y: 91), Point(x: 375, y: 91), Point(x: 375, y: 812), Point(x: 0, y: 812)]
        // One frame in (1/60 s): these effects move the from view sideways only, so its top and
        // bottom are where UIKit had them, and it has barely moved sideways.
        for (corner, place) in zip(from, expected) {
            #expect(abs(corner.y - place.y) < 0.5 && abs(corner.x - place.x) < 40, "\(id): from corner \(corner), UIKit had \(place)")
        }
    }

    /// A `SegueContainerViewController` embedded at (0, 100) in its parent keeps its place while it
    /// swaps children: its view's frame is the parent's to give (UIView.frame,
    /// https://developer.apple.com/documentation/uikit/uiview/frame).
    @Test func anEmbeddedContainerKeepsItsPlace() throws {
        let effect = try #require(shippedEffects.first { $0.id == "container-spring-slide" })
        let animator = try #require(effect.animator)
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let parent = FakeView(world: world, name: "parent")
            parent.setFrame(Rect(x: 0, y: 0, width: 390, height: 844))
            let container = FakeView(world: world, name: ActorID.container.rawValue)
            container.setFrame(Rect(x: 0, y: 100, width: 390, height: 600))
            parent.addSubview(container)
            let old = FakeView(world: world, name: "from")
            let new = FakeView(world: world, name: "to")
            old.setFrame(Rect(x: 0, y: 0, width: 390, height: 600))
            container.addSubview(old)
            let context = ContainerTransitionContext(
                container: container, from: old, to: new, bounds: container.layer.bounds, isInteractive: false, completion: { _ in })
            let request = SegueTransitionRequest(animator: animator, operation: .container, fromIndex: 0, toIndex: 1)
            let player = PlanPlayer<FakeToolkit>(request: request, context: context)
            player.start(in: context)
            var n = 0
            while player.phase != .completed && n < 600 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
                let frame = FakeRecorder.record(parent.layer, world: world)
                let corners = try #require(frame.first { $0.id == .container }?.corners)
                #expect(abs(corners[0].y - 100) < 1e-6 && abs(corners[2].y - 700) < 1e-6, "frame \(n): container at \(corners)")
            }
            #expect(player.phase == .completed)
        }
    }

    /// The shadow's path has the model's size (``PlanPlayer`` does not animate `shadowPath`),
    /// which is right as long as no effect resizes a shadowed actor: a guard for the day one does.
    @Test func noShippedEffectResizesAShadowedActor() {
        var resized: [String] = []
        for effect in shippedEffects {
            guard let animator = effect.animator else { continue }
            for operation in [TransitionOperation.push, .pop, .present, .dismiss, .tab, .container] {
                let plan = PlanCompiler.plan(for: animator, in: TransitionContext(operation: operation))
                for actor in plan.actors {
                    let shadowed =
                        actor.initial.shadowOpacity > 0
                        || plan.animations.contains { $0.actor == actor.id && $0.property == .shadowOpacity }
                    let sizes = Set(
                        plan.animations.filter { $0.actor == actor.id && $0.property == .frame }.flatMap(\.values).compactMap {
                            value -> Size? in
                            if case .rect(let r) = value { return r.size }
                            return nil
                        })
                    if shadowed && sizes.count > 1 { resized.append("\(effect.id) \(operation.rawValue) \(actor.id)") }
                }
            }
        }
        #expect(resized.isEmpty, "a shadowed actor changes size, so its shadowPath must animate too: \(resized)")
    }
}
