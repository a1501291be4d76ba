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
    /// How deep the code runs inside `CATransaction.setDisableActions(true)` transactions: UIKit
    /// runs `viewDidAppear`, `didShow` and completion blocks synchronously inside
    /// `completeTransition`, so any transaction still open there disables the app's animations too.
    var actionsDisabledDepth = 0
    /// Shadows the render server drew off-screen: one per frame per layer with a visible shadow
    /// and no `shadowPath`, whose shape Core Animation must then find from the layer's rendered
    /// alpha, in an extra pass ("Specifying an explicit path usually improves rendering
    /// performance", https://developer.apple.com/documentation/quartzcore/calayer/shadowpath).
    var offscreenShadows: [String] = []
    /// Every snapshot (`snapshotView`, `resizableSnapshotView`) and render (`drawHierarchy`) taken
    /// on the main thread, with its source's bounds size at that moment: UIKit captures the view
    /// as it is laid out then, so a view whose frame is set afterwards is captured at its old size
    /// (https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)).
    var captures: [(kind: String, source: String, width: Double, height: Double)] = []
    /// Captures of a view outside the window: `drawHierarchy(in:afterScreenUpdates:)` renders the
    /// view "as visible onscreen"
    /// (https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)),
    /// so a view not in the window renders blank.
    var capturesOffWindow: [String] = []

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

/// A rendered view's image (`CGImage`): which view, captured after screen updates or not.
struct FakeImage {
    var source: String
    var afterScreenUpdates: Bool
}

/// `CADisplayLink`: the run loop it is added to keeps it (here the world's `links`), and it keeps
/// its target, until `invalidate()` ("Removes the display link from all run loop modes", and the
/// run loop releases it and its target;
/// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()).
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
    typealias Image = FakeImage

    static func currentMediaTime() -> Double { FakeWorld.world.clock }
    static func makeView() -> FakeView { FakeView(world: FakeWorld.world) }

    static func snapshot(of view: FakeView, unitRect: Rect, afterScreenUpdates: Bool) -> FakeView? {
        let size = view.layer.bounds.size
        FakeWorld.world.captures.append(("snapshot", view.layer.name ?? "?", Double(size.width), Double(size.height)))
        let snapshot = FakeView(world: FakeWorld.world)
        snapshot.snapshotOf = (view.layer.name ?? "?", unitRect, afterScreenUpdates)
        return snapshot
    }

    static func image(of view: FakeView, afterScreenUpdates: Bool) -> FakeImage? {
        let size = view.layer.bounds.size
        FakeWorld.world.captures.append(("render", view.layer.name ?? "?", Double(size.width), Double(size.height)))
        var ancestor: FakeView? = view
        while let current = ancestor, current.layer.name != "window" { ancestor = current.superview }
        if ancestor == nil { FakeWorld.world.capturesOffWindow.append(view.layer.name ?? "?") }
        return FakeImage(source: view.layer.name ?? "?", afterScreenUpdates: afterScreenUpdates)
    }

    static func slice(of image: FakeImage, unitRect: Rect) -> FakeView {
        let slice = FakeView(world: FakeWorld.world)
        slice.snapshotOf = (image.source, unitRect, image.afterScreenUpdates)
        return slice
    }

    static func makeMaskLayer(_ shape: MaskShape, frame: CGRect) -> FakeLayer {
        let layer = FakeLayer(world: FakeWorld.world)
        layer.bounds = CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
        layer.position = CGPoint(x: frame.midX, y: frame.midY)
        layer.model.path = shape
        return layer
    }

    static func setPath(_ shape: MaskShape, of maskLayer: FakeLayer) { maskLayer.model.path = shape }
    static func path(_ shape: MaskShape) -> MaskShape { shape }
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
    static func withoutImplicitAnimations(_ body: () -> Void) {
        FakeWorld.world.actionsDisabledDepth += 1
        defer { FakeWorld.world.actionsDisabledDepth -= 1 }
        body()
    }

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
    /// Breaches of UIKit's contract seen so far (see ``completeTransition(_:)``).
    var violations: [String] = []
    /// For each `completeTransition` call: whether it ran inside a transaction with actions
    /// disabled, which the app's `viewDidAppear`, `didShow` and completion blocks would inherit.
    var completedWithActionsDisabled: [Bool] = []
    private let world: FakeWorld

    init(_ engine: TransitionContext, world: FakeWorld) {
        self.engine = engine
        self.world = world
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

    /// The dismissal of what `presentation` presented: a custom presentation keeps its container
    /// view, with whatever the presentation left in it, until the dismissal ends (the presentation
    /// controller's `containerView`:
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview), and
    /// the presented view is the dismissal's from view, the presenter its to view.
    init(dismissing presentation: FakeContext, _ engine: TransitionContext, world: FakeWorld) {
        self.engine = engine
        self.world = world
        window = presentation.window
        containerView = presentation.containerView
        fromView = presentation.toView
        toView = presentation.fromView
        // Named by their roles in this transition, as the recorder reads them.
        fromView.layer.name = ActorID.from.rawValue
        toView.layer.name = ActorID.to.rawValue
        unavailable = UnavailableView.actor(in: engine).map { $0 == .from ? ViewKey.from : .to }
    }

    var isInteractive: Bool { engine.isInteractive }
    func view(forKey key: ViewKey) -> FakeView? { key == unavailable ? nil : key == .from ? fromView : toView }
    func initialFrame(for key: ViewKey) -> CGRect { (uikitInitialFrames[key] ?? engine.initialFrame(for: key)).cgRect }

    /// Frames UIKit gives that the engine's model does not: a screen under a navigation bar that
    /// the next screen hides, or with other `edgesForExtendedLayout`, starts below the bar, and
    /// `initialFrame(for:)` says so ("the frame ... at the start of the transition",
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)).
    var uikitInitialFrames: [ViewKey: Rect] = [:]

    /// Lays the from view out at `frame`, as UIKit had it, and reports it as its initial frame.
    func placeFromView(at frame: Rect) {
        uikitInitialFrames[.from] = frame
        fromView.setFrame(frame)
    }
    func finalFrame(for key: ViewKey) -> CGRect { engine.finalFrame(for: key).cgRect }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { updates.append(Double(percentComplete)) }
    func finishInteractiveTransition() { finishes += 1 }
    func cancelInteractiveTransition() { cancels += 1 }

    /// UIKit's end of a transition. An interactive one must first hear how the interaction ended:
    /// "call `finishInteractiveTransition()` or `cancelInteractiveTransition()` ... then call
    /// `completeTransition(_:)`" with the matching flag
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:),
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition());
    /// without it UIKit's interactive bookkeeping (the navigation bar's and the tab bar's
    /// interactive updates) is left mid-way. Breaches are recorded in ``violations``.
    func completeTransition(_ didComplete: Bool) {
        completions.append(didComplete)
        completedWithActionsDisabled.append(world.actionsDisabledDepth > 0)
        guard completions.count == 1 else { return }
        if isInteractive {
            if finishes + cancels != 1 {
                violations.append("completeTransition(\(didComplete)) after \(finishes) finish and \(cancels) cancel calls")
            } else if (finishes == 1) != didComplete {
                violations.append("completeTransition(\(didComplete)) after \(finishes == 1 ? "finish" : "cancel")InteractiveTransition")
            }
        }
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
