/// One animation of one property of one layer, as ``LayerAnimations`` applies it.
package struct LayerAnimation: Sendable {
    /// The animation's values at fractions of its own duration (``TrackSampler/value(atFraction:)``).
    package let sampler: TrackSampler
    /// Where the animated layer sits in the scene's layers; nil when the scene has no such layer.
    package let position: Int?
    /// The animated property.
    package let property: AnimatableProperty
    /// What drives it: the container's clock (view) or its own (layer).
    package let driver: TrackDriver
    /// How it fills the time outside its interval.
    package let fillMode: FillMode
    /// When it begins and how long it runs, in seconds of the container.
    package let beginTime: Double
    package let duration: Double
    /// True when its model value was reset for a cancel (it then leaves its first value).
    package let resetsModelValueOnCancel: Bool
    /// How a restart blends its transforms.
    package let transformInterpolation: TransformInterpolation

    /// The animation `sampler` compiles, of the layer at `position`, running `duration` seconds
    /// from `beginTime` under `fillMode`; its property, driver, reset and interpolation are its
    /// track's, kept in fields of their own so that applying it reads them without the sampler.
    package init(sampler: TrackSampler, position: Int?, fillMode: FillMode, beginTime: Double, duration: Double) {
        self.sampler = sampler
        self.position = position
        self.fillMode = fillMode
        self.beginTime = beginTime
        self.duration = duration
        property = sampler.track.property
        driver = sampler.track.driver
        resetsModelValueOnCancel = sampler.track.resetsModelValueOnCancel
        transformInterpolation = sampler.track.transformInterpolation
    }
}

/// The one evaluator of a scene's animations: the engine's trace (``SceneResolver``) and a plan's
/// playback (SeguePlan's `PlanEvaluator`, which SegueKit's player and the plan-vs-engine runs
/// use) both apply their animations through it, so the two cannot read a clock differently.
///
/// Core Animation's rules, each with its home:
/// - The layer starts from its model values; animations apply in order, each one that shows
///   replacing its property's value (non-additive: `CAPropertyAnimation.isAdditive` false).
/// - Whether one shows and at which fraction of itself: its begin time, duration and fill mode
///   (``MediaTiming``). View-driven animations read the container's time; layer-driven ones their
///   own, until they are removed and show the model value they leave.
/// - Its value at that fraction: the keyframe rules (``TrackSampler/value(atFraction:)``).
/// - Hero's restart blends each view-driven animation from where it stood to where it heads,
///   as the track's key path interpolates (``TransformInterpolation``).
package struct LayerAnimations: Sendable {
    /// The animations in the order they apply.
    package let animations: [LayerAnimation]

    /// The animations `animations`, applied in that order.
    package init(_ animations: [LayerAnimation]) {
        self.animations = animations
    }

    /// Applies every animation that shows at `clock` to `layers`.
    package func apply(to layers: inout SceneLayers, at clock: AnimationClock) {
        apply(at: clock) { position, property, value in layers.update(at: position) { _ = $0.set(property, to: value) } }
    }

    /// Applies every animation that shows at `clock` to `model`.
    func apply(to model: inout SceneModel, at clock: AnimationClock) {
        apply(at: clock) { position, property, value in model.update(at: position) { _ = $0.set(property, to: value) } }
    }

    /// The value animation `index` shows at `clock`, or nil when it shows nothing then.
    package func value(of index: Int, at clock: AnimationClock) -> AnimatableValue? {
        shows(index, at: clock) ? Self.shownValue(of: animations[index], at: clock) : nil
    }

    /// The value animation `index` shows at container time `time` as if it filled both ways: a
    /// restart reads values outside the animation's interval too.
    package func heldValue(of index: Int, at time: Double) -> AnimatableValue {
        Self.heldValue(of: animations[index], at: time)
    }

    /// The value `animation` shows at `clock`, whether or not it has begun: what a check reads of
    /// a track at a frame.
    package static func shownValue(of animation: LayerAnimation, at clock: AnimationClock) -> AnimatableValue {
        switch (animation.driver, clock.layer) {
        case (.view, _):
            if let restart = clock.restart {
                // The restarted animation keeps its key path (SegueKit's PlanPlayer copies it; Hero
                // animates `transform` whole), so it blends as the track does: decomposed matrices
                // for `transform`, each operation's numbers for `transform.rotation.z` and the like.
                return heldValue(of: animation, at: restart.fromTime)
                    .interpolated(
                        to: heldValue(of: animation, at: clock.viewTime), by: restart.fraction,
                        using: animation.transformInterpolation)
            }
            return heldValue(of: animation, at: clock.viewTime)
        case (.layer, .time(let time)):
            return heldValue(of: animation, at: time)
        case (.layer, .removed(let outcome)):
            return Track.leavesStartValue(
                driver: animation.driver, resetsModelValueOnCancel: animation.resetsModelValueOnCancel, after: outcome)
                ? animation.sampler.startValue : animation.sampler.endValue
        }
    }

    /// Applies each animation that shows, in order, through `update`.
    ///
    /// By position, reading each element's fields in place: passing an element copied its
    /// sampler (and retained its arrays) for each animation on each frame.
    @inline(__always)
    private func apply(at clock: AnimationClock, _ update: (Int, AnimatableProperty, AnimatableValue) -> Void) {
        var k = 0
        while k < animations.count {
            if let position = animations[k].position, shows(k, at: clock) {
                update(position, animations[k].property, Self.shownValue(of: animations[k], at: clock))
            }
            k += 1
        }
    }

    /// True when animation `index` shows at `clock`: a removed layer animation shows the value it
    /// leaves; any other shows when Core Animation's timing gives it a fraction under its fill.
    @inline(__always)
    private func shows(_ index: Int, at clock: AnimationClock) -> Bool {
        let time: Double
        switch (animations[index].driver, clock.layer) {
        case (.view, _): time = clock.viewTime
        case (.layer, .time(let t)): time = t
        case (.layer, .removed): return true
        }
        return MediaTiming.contributes(
            parentTime: time, beginTime: animations[index].beginTime, duration: animations[index].duration,
            fillMode: animations[index].fillMode)
    }

    /// The value at container time `time` as if the animation filled both ways: wherever it shows,
    /// its fraction under its own fill is this one.
    @inline(__always)
    private static func heldValue(of animation: LayerAnimation, at time: Double) -> AnimatableValue {
        let fraction = MediaTiming.fraction(
            parentTime: time, beginTime: animation.beginTime, duration: animation.duration, fillMode: .both)
        return animation.sampler.value(atFraction: fraction ?? 0)
    }
}
