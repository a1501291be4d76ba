import SegueEngine

/// What a transition hands to an animation system, for one effect, operation and context: the
/// actors with their state before the first frame, one animation per animated property in the terms
/// Core Animation and the Web Animations API share, and what the completion block does.
///
/// A pure value compiled by ``PlanCompiler`` from the same timeline the engine samples, and written
/// as deterministic JSON by ``PlanJSON`` (Schemas/plan.schema.json describes it). ``PlanEvaluator``
/// plays it back with Core Animation's documented timing rules.
public struct AnimationPlan: Sendable, Hashable {
    /// The version of the plan's JSON form.
    public static let formatVersion = 1

    /// The animator's identity (the effect's id and settings).
    public var effect: String
    /// push, pop, present, dismiss, tab or container.
    public var operation: TransitionOperation
    /// to or back.
    public var direction: TransitionDirection
    /// The modal presentation style, for present and dismiss.
    public var presentationStyle: PresentationStyle?
    /// True when a gesture drives the transition.
    public var isInteractive: Bool
    /// The container's bounds.
    public var containerBounds: Rect
    /// The transition's duration in seconds (`transitionDuration(using:)`).
    public var duration: Double
    /// Every actor in insertion order: later siblings draw above at equal zPosition.
    public var actors: [PlanActor]
    /// The animations in the order they are added to their layers, so in the order they apply:
    /// a later animation of the same property replaces an earlier one's value while it is active.
    public var animations: [PlanAnimation]
    /// What the completion block does, for each outcome.
    public var completion: PlanCompletion
    /// How the animations respond to percent-driven interaction.
    public var interaction: PlanInteraction

    /// Creates a plan.
    public init(
        effect: String, operation: TransitionOperation, direction: TransitionDirection,
        presentationStyle: PresentationStyle?, isInteractive: Bool, containerBounds: Rect, duration: Double,
        actors: [PlanActor], animations: [PlanAnimation], completion: PlanCompletion, interaction: PlanInteraction
    ) {
        self.effect = effect
        self.operation = operation
        self.direction = direction
        self.presentationStyle = presentationStyle
        self.isInteractive = isInteractive
        self.containerBounds = containerBounds
        self.duration = duration
        self.actors = actors
        self.animations = animations
        self.completion = completion
        self.interaction = interaction
    }

    /// The actor with `id`.
    public func actor(_ id: ActorID) -> PlanActor? { actors.first { $0.id == id } }
}

/// Who put an actor or an animation into the scene.
public enum PlanOwner: String, Sendable, Hashable, CaseIterable {
    /// UIKit: the container and the from and to views.
    case uikit
    /// The presentation controller: its dimming view and the dimming view's fade.
    case presentation
    /// The animator: snapshots, slices, overlays, ... and every animation it adds.
    case animator
}

/// One actor: a real view, a created view or layer, or presentation chrome.
public struct PlanActor: Sendable, Hashable {
    /// Id.
    public var id: ActorID
    /// What it is (view, snapshot, slice, overlay, dimming, scan line, filter, ...).
    public var role: ActorRole
    /// Who added it.
    public var owner: PlanOwner
    /// The view a snapshot or slice shows.
    public var source: ActorID?
    /// The parent; nil for the container.
    public var parent: ActorID?
    /// The model values before the first frame, after the animator's setup (masks and filters included).
    public var initial: ActorState
    /// The state before the animator touched it, which a completion `restore` returns to; nil when
    /// equal to `initial`.
    public var beforeSetup: ActorState?

    /// Creates an actor.
    public init(
        id: ActorID, role: ActorRole, owner: PlanOwner, source: ActorID?, parent: ActorID?, initial: ActorState,
        beforeSetup: ActorState?
    ) {
        self.id = id
        self.role = role
        self.owner = owner
        self.source = source
        self.parent = parent
        self.initial = initial
        self.beforeSetup = beforeSetup
    }

    /// The state a `restore` action returns to.
    public var restoredState: ActorState { beforeSetup ?? initial }
}

/// How an animation fills the time outside its active interval (`CAMediaTiming.fillMode`).
public enum PlanFillMode: String, Sendable, Hashable, CaseIterable {
    /// `kCAFillModeForwards`: holds its last value after it ends; contributes nothing before it begins.
    case forwards
    /// `kCAFillModeBackwards`: shows its first value before it begins; nothing after it ends.
    case backwards
    /// `kCAFillModeBoth`: both.
    case both
    /// `kCAFillModeRemoved`: nothing outside its active interval.
    case removed

    /// True when the first value shows before the begin time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the last value holds after the end.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}

/// One animation of one property of one actor: a `CAKeyframeAnimation` (a `CABasicAnimation` is the
/// two-value case), or a Web Animations API animation with the same keyframes, offsets and easings.
public struct PlanAnimation: Sendable, Hashable {
    /// The animated actor.
    public var actor: ActorID
    /// The engine's property.
    public var property: AnimatableProperty
    /// Core Animation's key path for the property (`opacity`, `transform`, `position`, ...). The
    /// engine's `frame` is UIKit's view frame, which UIKit animates as `position` and `bounds`
    /// together; `mask.path` carries a circle or rectangle; `segue.translation` is the engine's
    /// extra translation after the transform (cube effects' container).
    public var keyPath: String
    /// The values (`CAKeyframeAnimation.values`), all of one kind.
    public var values: [AnimatableValue]
    /// Where each value sits, fractions of the duration in increasing order (`keyTimes`). The
    /// paced modes ignore them and space the values by distance instead.
    public var keyTimes: [Double]
    /// The curve of each segment (`timingFunctions`, one fewer than the values): UIKit's per-block
    /// curves. Springs are the one kind Core Animation has no `CAMediaTimingFunction` for: a
    /// segment with a spring is a `CASpringAnimation` over that segment.
    public var timingFunctions: [PlanTimingFunction]
    /// The curve of the whole animation (`CAAnimation.timingFunction`), applied to the animation's
    /// time before the key times are looked up; nil for none (linear).
    public var timingFunction: PlanTimingFunction?
    /// `calculationMode`.
    public var calculationMode: CalculationMode
    /// Seconds from the transition's start to the animation's start (`beginTime`, relative to the
    /// container's time).
    public var beginTime: Double
    /// Seconds; 0 sets the value at `beginTime` without animating it, as UIKit does for a zero duration.
    public var duration: Double
    /// `fillMode`.
    public var fillMode: PlanFillMode
    /// Which clock drives it under percent-driven interaction (see ``TrackDriver``).
    public var driver: TrackDriver
    /// For layer-driven animations: a cancel after release resets the model value to the first
    /// value (otherwise the last value shows once the animation is removed).
    public var resetsModelValueOnCancel: Bool
    /// How transform values interpolate: decomposed matrices (`transform`) or each operation's
    /// own parameters (`transform.rotation.z` and such).
    public var transformInterpolation: TransformInterpolation
    /// Who added it.
    public var owner: PlanOwner

    /// Creates an animation.
    public init(
        actor: ActorID, property: AnimatableProperty, keyPath: String, values: [AnimatableValue], keyTimes: [Double],
        timingFunctions: [PlanTimingFunction], timingFunction: PlanTimingFunction?, calculationMode: CalculationMode,
        beginTime: Double, duration: Double, fillMode: PlanFillMode, driver: TrackDriver,
        resetsModelValueOnCancel: Bool, transformInterpolation: TransformInterpolation, owner: PlanOwner
    ) {
        self.actor = actor
        self.property = property
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.timingFunction = timingFunction
        self.calculationMode = calculationMode
        self.beginTime = beginTime
        self.duration = duration
        self.fillMode = fillMode
        self.driver = driver
        self.resetsModelValueOnCancel = resetsModelValueOnCancel
        self.transformInterpolation = transformInterpolation
        self.owner = owner
    }

    /// The value the layer's model holds once the animation is removed: the last value, which UIKit
    /// sets on the model before animating, or the first for a layer animation reset on cancel.
    public func modelValue(for outcome: TransitionOutcome) -> AnimatableValue? {
        outcome == .cancelled && driver == .layer && resetsModelValueOnCancel ? values.first : values.last
    }
}

/// How percent-driven interaction drives the plan.
public struct PlanInteraction: Sendable, Hashable {
    /// How the animations run after the finger lifts.
    public enum Release: String, Sendable, Hashable, CaseIterable {
        /// `UIPercentDrivenInteractiveTransition`: the container's paused time resumes towards the
        /// end (finish) or the start (cancel) at `completionSpeed` on `completionCurve`.
        case percentDriven
        /// XWTransition's display-link timer keeps calling `update(_:)` in 1/60 steps until the
        /// percent crosses 1 or 0 (``InteractiveTimer``).
        case interactiveTimer
        /// Hero: every view animation restarts from where it stands towards its end or start value,
        /// over the remaining `(1 - p) * duration` seconds on `restartCurve`.
        case restart
        /// The completion hangs on a layer animation's `animationDidStop`: released without the
        /// timer, the animations jump to their end and the completion runs on the next frame.
        case layerAnimationStops
    }

    /// How the animations run after release.
    public var release: Release
    /// The curve of a ``Release/restart``.
    public var restartCurve: PlanTimingFunction?
    /// The effect's own `completionSpeed`; nil leaves the interaction controller's.
    public var completionSpeed: Double?
    /// True when `completionSpeed` returns `1 - percentComplete`.
    public var completionSpeedIsRemainingPercent: Bool
    /// The effect's own `completionCurve`; nil leaves the interaction controller's.
    public var completionCurve: PlanTimingFunction?

    /// Creates the interaction description.
    public init(
        release: Release, restartCurve: PlanTimingFunction?, completionSpeed: Double?,
        completionSpeedIsRemainingPercent: Bool, completionCurve: PlanTimingFunction?
    ) {
        self.release = release
        self.restartCurve = restartCurve
        self.completionSpeed = completionSpeed
        self.completionSpeedIsRemainingPercent = completionSpeedIsRemainingPercent
        self.completionCurve = completionCurve
    }
}
