/// A small helper for kind authors: create actors, make setup changes and add tracks, then `build()`.
///
/// ```swift
/// var b = TimelineBuilder(duration: toDuration, context: context)
/// let w = context.containerBounds.width
/// b.set(.to, .frame, .rect(context.finalFrame(for: .to).offsetBy(dx: w, dy: 0)))
/// b.track(.frame, of: .to, from: .rect(...), to: .rect(context.finalFrame(for: .to)), curve: .easeOut)
/// b.track(.alpha, of: .from, from: 1, to: 0.5, begin: 0.2, duration: 0.4)
/// return b.build()
/// ```
/// `build()` adds the standard completion (remove created actors, restore the from view and the
/// container, reset the to view's transform, `completeTransition(!cancelled)`), with any extra steps
/// from ``addCompletion(_:)`` run just before `completeTransition`.
package struct TimelineBuilder: Sendable {
    /// The context the timeline is for.
    package let context: TransitionContext
    /// Length in seconds.
    package var duration: Double
    /// Created actors so far.
    package private(set) var actors: [ActorSpec] = []
    /// Setup changes so far.
    package private(set) var setup: [SetupChange] = []
    /// Tracks so far.
    package private(set) var tracks: [Track] = []
    /// Extra completion steps, run before `completeTransition`.
    package private(set) var extraCompletion: [CompletionStep] = []
    /// Replaces the whole completion plan when set (for deliberately unusual animators).
    package var customCompletion: CompletionPlan?
    /// True when masks left on real views are deliberate.
    package var masksStayOnPurpose = false
    /// True when `completeTransition` runs in a layer animation's `animationDidStop`
    /// (see ``Timeline/completesWithLayerAnimation``).
    package var completesWithLayerAnimation = false
    /// Hero's interactive tail (see ``Timeline/restartCurveOnRelease``).
    package var restartCurveOnRelease: TimingFunction?
    /// Where the drawn view rests on purpose (see ``Timeline/restingFrame``).
    package var restingFrame: Rect?
    /// Views whose touches the animator turns off at the start (``Timeline/touchesDisabled``).
    package var touchesDisabled: [ActorID] = []

    /// Starts a timeline of `duration` seconds for `context`.
    package init(duration: Double, context: TransitionContext) {
        self.duration = duration
        self.context = context
    }

    /// Adds a created actor.
    package mutating func add(_ spec: ActorSpec) {
        actors.append(spec)
    }

    /// Adds a snapshot of a view at its initial frame (or `frame`); returns its id ("snapshot.from").
    @discardableResult
    package mutating func snapshot(of view: ViewKey, id: ActorID? = nil, frame: Rect? = nil) -> ActorID {
        let id = id ?? ActorID("snapshot.\(view.rawValue)")
        add(ActorSpec(id: id, role: .snapshot, source: view.actorID, initial: ActorState(frame: frame ?? viewFrame(view))))
        return id
    }

    /// Adds a slice: the part `contentsRect` (unit) of a view, placed where that part lies in the view.
    @discardableResult
    package mutating func slice(of view: ViewKey, contentsRect: Rect, id: ActorID) -> ActorID {
        let source = viewFrame(view)
        let frame = Rect(
            x: source.minX + contentsRect.minX * source.width, y: source.minY + contentsRect.minY * source.height,
            width: contentsRect.width * source.width, height: contentsRect.height * source.height)
        add(ActorSpec(id: id, role: .slice, source: view.actorID, initial: ActorState(frame: frame, contentsRect: contentsRect)))
        return id
    }

    /// Adds a colour overlay (by default over the whole container; pass `parent` to ride on a view).
    @discardableResult
    package mutating func overlay(
        id: ActorID, color: RGBAColor = .black, alpha: Double = 0, frame: Rect? = nil, parent: ActorID = .container
    ) -> ActorID {
        let frame = frame ?? (parent == .container ? context.containerBounds : Rect(origin: .zero, size: context.containerBounds.size))
        add(ActorSpec(id: id, role: .overlay, parent: parent, initial: ActorState(frame: frame, alpha: alpha, backgroundColor: color)))
        return id
    }

    /// Adds a dimming view over the whole container.
    @discardableResult
    package mutating func dimming(id: ActorID = "dimming", color: RGBAColor = .black, alpha: Double = 0) -> ActorID {
        add(ActorSpec(id: id, role: .dimming, initial: ActorState(frame: context.containerBounds, alpha: alpha, backgroundColor: color)))
        return id
    }

    /// Adds a scan line.
    @discardableResult
    package mutating func scanLine(id: ActorID = "scanline", frame: Rect, color: RGBAColor = .white) -> ActorID {
        add(ActorSpec(id: id, role: .scanLine, initial: ActorState(frame: frame, backgroundColor: color)))
        return id
    }

    /// Adds a full-container filter view drawing `filter`.
    @discardableResult
    package mutating func filterView(id: ActorID = "filter", filter: FilterState) -> ActorID {
        add(ActorSpec(id: id, role: .filter, initial: ActorState(frame: context.containerBounds, filter: filter)))
        return id
    }

    /// A setup change: sets `property` of `actor` before the first frame.
    package mutating func set(_ actor: ActorID, _ property: AnimatableProperty, _ value: AnimatableValue) {
        setup.append(.set(actor, property, value))
    }

    /// A setup change: sets or clears a mask.
    package mutating func mask(_ actor: ActorID, _ mask: Mask?) {
        setup.append(.mask(actor, mask))
    }

    /// A setup change: sets or clears a filter.
    package mutating func filter(_ actor: ActorID, _ filter: FilterState?) {
        setup.append(.filter(actor, filter))
    }

    /// Animates `property` of `actor` from one value to another.
    ///
    /// `begin` and `duration` are fractions of the timeline (a 0.2-0.6 animation is begin 0.2,
    /// duration 0.4).
    package mutating func track(
        _ property: AnimatableProperty, of actor: ActorID, from: AnimatableValue, to: AnimatableValue,
        curve: TimingFunction = .easeInEaseOut, begin: Double = 0, duration: Double = 1,
        driver: TrackDriver = .view, resetsModelValueOnCancel: Bool = false
    ) {
        keyframes(
            property, of: actor, [Keyframe(0, from), Keyframe(1, to)], curves: [curve], begin: begin,
            duration: duration, driver: driver, resetsModelValueOnCancel: resetsModelValueOnCancel)
    }

    /// Animates `property` of `actor` through keyframes (times 0...1 within the track).
    package mutating func keyframes(
        _ property: AnimatableProperty, of actor: ActorID, _ keyframes: [Keyframe],
        curves: [TimingFunction] = [.linear], begin: Double = 0, duration: Double = 1,
        driver: TrackDriver = .view, resetsModelValueOnCancel: Bool = false,
        animationCurve: TimingFunction? = nil, calculationMode: CalculationMode = .linear,
        transformInterpolation: TransformInterpolation = .matrix
    ) {
        tracks.append(
            Track(
                actor: actor, property: property, keyframes: keyframes, curves: curves, begin: begin,
                duration: duration, driver: driver, resetsModelValueOnCancel: resetsModelValueOnCancel,
                animationCurve: animationCurve, calculationMode: calculationMode,
                transformInterpolation: transformInterpolation))
    }

    /// Animates `property` of `actor` as one `UIView.addKeyframe(withRelativeStartTime:relativeDuration:)`
    /// block of a `UIView.animateKeyframes` call lasting the whole timeline: UIKit builds one
    /// `CAKeyframeAnimation` over the whole duration whose key times are the block's start and end,
    /// eased as a whole by `curve` (the options' curve bits: easeInEaseOut unless `.curveLinear`),
    /// with `mode` from the options' calculation mode. Before its start the value holds `from`.
    package mutating func keyframeBlock(
        _ property: AnimatableProperty, of actor: ActorID, from: AnimatableValue, to: AnimatableValue,
        start: Double, duration: Double, curve: TimingFunction = .easeInEaseOut, mode: CalculationMode = .linear
    ) {
        var frames = [Keyframe(0, from)]
        if start > 0 { frames.append(Keyframe(start, from)) }
        frames.append(Keyframe(start + duration, to))
        if start + duration < 1 { frames.append(Keyframe(1, to)) }
        keyframes(property, of: actor, frames, curves: [.linear], animationCurve: curve, calculationMode: mode)
    }

    /// Adds completion steps run before `completeTransition` in the standard plan.
    package mutating func addCompletion(_ steps: [CompletionStep]) {
        extraCompletion += steps
    }

    /// The timeline.
    package func build() -> Timeline {
        var plan = customCompletion ?? .standard(removing: actors.map(\.id), keepingMasks: masksStayOnPurpose)
        var extra = extraCompletion
        if context.cancelLeavesToView {
            // UIKit leaves the presenter in the container when a dismissal is cancelled; the automatic
            // clean-up takes it out, as Apple's sample animator does (TransitionContext.cancelLeavesToView).
            extra.append(.onlyIf(.cancelled, [.removeFromSuperview(.to)]))
        }
        if customCompletion == nil, !extra.isEmpty {
            let at = plan.steps.lastIndex { if case .completeTransition = $0 { return true } else { return false } }
            plan.steps.insert(contentsOf: extra, at: at ?? plan.steps.count)
        }
        var timeline = Timeline(
            duration: duration, actors: actors, setup: setup, tracks: tracks, completion: plan,
            masksStayOnPurpose: masksStayOnPurpose, completesWithLayerAnimation: completesWithLayerAnimation,
            restartCurveOnRelease: restartCurveOnRelease)
        timeline.restingFrame = restingFrame
        timeline.touchesDisabled = touchesDisabled
        return timeline
    }

    private func viewFrame(_ view: ViewKey) -> Rect {
        let initial = context.initialFrame(for: view)
        return initial == .zero ? context.finalFrame(for: view) : initial
    }
}
