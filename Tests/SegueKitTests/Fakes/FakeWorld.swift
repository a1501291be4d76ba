import Foundation
import SegueEngine
import SegueKitCore
import SeguePlan

/// One run's fake UIKit: its media clock, display links, and what went wrong. The toolkit's static
/// functions find it through a task-local, so runs in parallel tests never share one.
final class FakeWorld: @unchecked Sendable {
    @TaskLocal static var current: FakeWorld?

    /// `CACurrentMediaTime()`.
    var clock = 0.0
    var links: [FakeDisplayLink] = []
    var problems: [String] = []
    /// Every animation added, in order: (layer, key, animation).
    var added: [(String, String, FakeAnimation)] = []

    /// Calls every live display link with the current time, as a vsync would.
    func vsync() {
        links.removeAll { !$0.isValid }
        for link in links where link.isValid { link.tick(clock) }
    }

    static var world: FakeWorld {
        guard let current else { fatalError("FakeToolkit used outside FakeWorld.$current.withValue") }
        return current
    }
}

final class FakeDisplayLink: SegueDisplayLink {
    let tick: (Double) -> Void
    private(set) var isValid = true
    init(_ tick: @escaping (Double) -> Void) { self.tick = tick }
    func invalidate() { isValid = false }
}

/// The runtime's toolkit on the fakes.
enum FakeToolkit: SegueToolkit {
    typealias View = FakeView
    typealias KeyframeAnimation = FakeKeyframeAnimation
    typealias SpringAnimation = FakeSpringAnimation
    typealias DisplayLink = FakeDisplayLink

    static func currentMediaTime() -> Double { FakeWorld.world.clock }
    static func makeView() -> FakeView { FakeView(world: FakeWorld.world) }

    static func snapshot(of view: FakeView, unitRect: Rect, afterScreenUpdates: Bool) -> FakeView? {
        let snapshot = FakeView(world: FakeWorld.world)
        snapshot.snapshotOf = (view.layer.name ?? "?", unitRect, afterScreenUpdates)
        return snapshot
    }

    static func makeMaskLayer(_ shape: MaskShape, frame: CGRect) -> FakeLayer {
        let layer = FakeLayer(world: FakeWorld.world)
        layer.bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        layer.position = CGPoint(x: frame.midX, y: frame.midY)
        layer.model.path = shape
        return layer
    }

    static func setPath(_ shape: MaskShape, of maskLayer: FakeLayer) { maskLayer.model.path = shape }
    static func transform(_ matrix: Transform3D) -> Transform3D { matrix }
    static func color(_ color: RGBAColor) -> RGBAColor { color }
    static func box(_ value: LayerValue) -> Any { value }
    static func keyframeAnimation(keyPath: String) -> FakeKeyframeAnimation { FakeKeyframeAnimation(keyPath: keyPath) }
    static func springAnimation(keyPath: String) -> FakeSpringAnimation { FakeSpringAnimation(keyPath: keyPath) }
    static func timingFunction(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> FakeTimingFunction {
        FakeTimingFunction(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y)
    }
    static func animation(_ keyframe: FakeKeyframeAnimation) -> FakeAnimation { keyframe }
    static func animation(_ spring: FakeSpringAnimation) -> FakeAnimation { spring }
    static func withoutImplicitAnimations(_ body: () -> Void) { body() }

    static func displayLink(_ tick: @escaping (Double) -> Void) -> FakeDisplayLink {
        let link = FakeDisplayLink(tick)
        FakeWorld.world.links.append(link)
        return link
    }
}

/// UIKit's side of one transition: the window, the container and the two views, the frames UIKit
/// gives, and what UIKit does on `completeTransition`.
///
/// Under an over-full-screen or custom presentation the presenter's view is not in the container:
/// it stays in the window beneath it and `view(forKey:)` returns nil for it (the engine's
/// ``UnavailableView``). UIKit's removal follows the engine's model (``TransitionContext``): after
/// success the from view leaves unless the presentation keeps the presenter; after a cancel the to
/// view leaves unless it was there before.
final class FakeContext: SegueTransitionContext {
    typealias View = FakeView
    let engine: TransitionContext
    /// The window: the presenter kept out of the transition (if any), then the container.
    let window: FakeView
    let containerView: FakeView
    let fromView: FakeView
    let toView: FakeView
    /// The view `view(forKey:)` withholds.
    let unavailable: ViewKey?
    var updates: [Double] = []
    var finishes = 0
    var cancels = 0
    var completions: [Bool] = []

    init(_ engine: TransitionContext, world: FakeWorld) {
        self.engine = engine
        window = FakeView(world: world, name: "window")
        window.setFrame(engine.containerBounds)
        containerView = FakeView(world: world, name: ActorID.container.rawValue)
        containerView.setFrame(engine.containerBounds)
        fromView = FakeView(world: world, name: ActorID.from.rawValue)
        toView = FakeView(world: world, name: ActorID.to.rawValue)
        unavailable = UnavailableView.actor(in: engine).map { $0 == .from ? ViewKey.from : .to }
        fromView.setFrame(engine.initialFrame(for: .from))
        if engine.toViewWasPresent { toView.setFrame(engine.initialFrame(for: .to)) }
        switch unavailable {
        case .from?: window.addSubview(fromView)
        case .to?: window.addSubview(toView)
        case nil: break
        }
        window.addSubview(containerView)
        if engine.toViewWasPresent && unavailable != .to { containerView.addSubview(toView) }
        if unavailable != .from { containerView.addSubview(fromView) }
    }

    var isInteractive: Bool { engine.isInteractive }
    func view(forKey key: ViewKey) -> FakeView? { key == unavailable ? nil : key == .from ? fromView : toView }
    func initialFrame(for key: ViewKey) -> CGRect { engine.initialFrame(for: key).cgRect }
    func finalFrame(for key: ViewKey) -> CGRect { engine.finalFrame(for: key).cgRect }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { updates.append(Double(percentComplete)) }
    func finishInteractiveTransition() { finishes += 1 }
    func cancelInteractiveTransition() { cancels += 1 }

    func completeTransition(_ didComplete: Bool) {
        completions.append(didComplete)
        guard completions.count == 1 else { return }
        if didComplete {
            if !engine.keepsFromView { fromView.removeFromSuperview() }
        } else if !engine.toViewWasPresent && engine.operation != .dismiss {
            // A cancelled dismissal keeps the presenter it was handed: "The system does not remove
            // toView when we invoke -completeTransition: with a value of NO if this is a dismissal
            // transition" (Apple's CustomTransitions sample, AAPLSwipeTransitionAnimator.m).
            toView.removeFromSuperview()
        }
    }
}
