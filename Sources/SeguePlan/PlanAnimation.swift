import SegueEngine

/// One animation of one property of one actor: a `CAKeyframeAnimation` (a `CABasicAnimation` is the
/// two-value case), or a Web Animations API animation with the same keyframes, offsets and easings.
package struct PlanAnimation: Sendable, Hashable {
    /// The animated actor.
    package var actor: ActorID
    /// The engine's property.
    package var property: AnimatableProperty
    /// Core Animation's key path for the property (`opacity`, `transform`, `position`, ...). The
    /// engine's `frame` is UIKit's view frame, which UIKit animates as `position` and `bounds`
    /// together; `mask.path` carries a circle or rectangle; `segue.translation` is the engine's
    /// extra translation after the transform (cube effects' container); `segueFilterRatio` is the
    /// ratio of the runtime's filter layer. ``PropertyNames`` holds every property's names.
    package var keyPath: String
    /// The values (`CAKeyframeAnimation.values`), all of one kind.
    package var values: [AnimatableValue]
    /// Where each value sits, fractions of the duration in increasing order (`keyTimes`). The
    /// paced modes ignore them and space the values by distance instead.
    package var keyTimes: [Double]
    /// The curve of each segment (`timingFunctions`, one fewer than the values): UIKit's per-block
    /// curves. Springs are the one kind Core Animation has no `CAMediaTimingFunction` for: a
    /// segment with a spring is a `CASpringAnimation` over that segment.
    package var timingFunctions: [PlanTimingFunction]
    /// The curve of the whole animation (`CAAnimation.timingFunction`), applied to the animation's
    /// time before the key times are looked up; nil for none (linear).
    package var timingFunction: PlanTimingFunction?
    /// `calculationMode`.
    package var calculationMode: CalculationMode
    /// Seconds from the transition's start to the animation's start (`beginTime`, relative to the
    /// container's time).
    package var beginTime: Double
    /// Seconds; 0 sets the value at `beginTime` without animating it, as UIKit does for a zero duration.
    package var duration: Double
    /// `fillMode`.
    package var fillMode: FillMode
    /// Which clock drives it under percent-driven interaction (see ``TrackDriver``).
    package var driver: TrackDriver
    /// For layer-driven animations: a cancel after release resets the model value to the first
    /// value (otherwise the last value shows once the animation is removed).
    package var resetsModelValueOnCancel: Bool
    /// How transform values interpolate: decomposed matrices (`transform`) or each operation's
    /// own parameters (`transform.rotation.z` and such).
    package var transformInterpolation: TransformInterpolation
    /// Who added it.
    package var owner: PlanOwner

    /// Creates an animation.
    package init(
        actor: ActorID, property: AnimatableProperty, keyPath: String, values: [AnimatableValue], keyTimes: [Double],
        timingFunctions: [PlanTimingFunction], timingFunction: PlanTimingFunction?, calculationMode: CalculationMode,
        beginTime: Double, duration: Double, fillMode: FillMode, driver: TrackDriver,
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
    /// sets on the model before animating, or the first for a layer animation reset on cancel
    /// (the engine's rule, ``Track``'s `leavesStartValue`).
    package func modelValue(for outcome: TransitionOutcome) -> AnimatableValue? {
        Track.leavesStartValue(driver: driver, resetsModelValueOnCancel: resetsModelValueOnCancel, after: outcome)
            ? values.first : values.last
    }

    /// The active fraction (0...1) at `time` of the container, or nil when the animation shows
    /// nothing then (``MediaTiming/fraction(parentTime:beginTime:duration:fillMode:speed:timeOffset:)``);
    /// `fillMode` replaces the animation's own.
    package func fraction(at time: Double, fillMode: FillMode? = nil) -> Double? {
        MediaTiming.fraction(parentTime: time, beginTime: beginTime, duration: duration, fillMode: fillMode ?? self.fillMode)
    }
}
