import Foundation
import SegueEngine
import SeguePlan

/// Plays one ``AnimationPlan`` on real (or fake) layers: builds the actors, sets their model values,
/// adds the Core Animation animations the plan lists, drives interaction and release, and runs the
/// completion actions, calling `completeTransition` exactly once.
///
/// Time: every animation's `beginTime` is in the container layer's time, from the container's
/// local time when the transition starts (`convertTime(CACurrentMediaTime(), from: nil)`,
/// https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:)). Under
/// interaction the container is paused (`speed` 0) and its `timeOffset` positioned at
/// `percent * duration`, the technique Apple's Core Animation Programming Guide gives for pausing
/// and scrubbing ("Pausing and Resuming Animations", https://developer.apple.com/library/archive/qa/qa1673/_index.html).
/// A display link ends plain runs, runs the release tail (or XWTransition's interactive timer) and
/// the completion.
public final class PlanPlayer<K: SegueToolkit> {
    /// Where the player is.
    package enum Phase: Sendable, Hashable {
        case idle, running, interacting, releasing, completed
    }

    /// The plan played.
    package let plan: AnimationPlan
    /// Where the player is.
    package private(set) var phase: Phase = .idle
    /// The outcome, once completed.
    package private(set) var outcome: TransitionOutcome?
    /// The plan animations it could not express (their properties show their model values).
    package private(set) var unsupported: [UnsupportedAnimation] = []
    /// How many times it called `completeTransition` (1 once completed).
    package private(set) var completeTransitionCalls = 0
    /// The percent the interaction stands at.
    package private(set) var percent = 0.0
    /// Called once, after `completeTransition`, with the outcome.
    package var onComplete: ((TransitionOutcome) -> Void)?
    /// The presentation controller's dimming view, set before the start: the plan's dimming actor
    /// is this view, so a presentation and its dismissal fade the same one (the engine models one
    /// view, fading in, then out) instead of each making its own and leaving the first behind.
    package var presentationDimming: K.View?
    /// The fraction of the plan's duration shown at the last start, update, pause or display-link
    /// frame (an interruptible animator's `fractionComplete`).
    package private(set) var position = 0.0
    /// While a release plays: true when it heads for the end, false when it heads back to the
    /// start (UIKit has already been told which); nil otherwise.
    package var releaseFinishes: Bool? { phase == .releasing ? release?.finishing : nil }

    private var container: K.View?
    private var views: [ActorID: K.View] = [:]
    private var order: [ActorID] = []
    private var masks: [ActorID: K.Layer] = [:]
    private var models: [ActorID: ActorState] = [:]
    /// The look of the app's own views (from, to, container) before the transition.
    private var looks: [ActorID: AppLook<K.Layer>] = [:]
    private var tracks: [LayerTrack] = []
    private var origin = 0.0
    private var startTime = 0.0
    private var link: K.DisplayLink?
    private var release: Release?
    private var hooks = Hooks()
    /// SeguePlan's evaluator: the values a completion or a restart leaves are the ones a played
    /// plan shows.
    private let evaluator: PlanEvaluator

    private struct Hooks {
        var complete: (Bool) -> Void = { _ in }
        var update: (Double) -> Void = { _ in }
        var finish: () -> Void = {}
        var cancel: () -> Void = {}
    }

    private struct Release {
        var finishing: Bool
        var time: Double
        var tail: Double
        /// The percent-driven run that moves the container's time; nil for the other releases.
        var run: PercentDrivenRun?
        var timerStep: Double?
    }

    /// Prepares `plan`.
    package init(plan: AnimationPlan) {
        self.plan = plan
        evaluator = PlanEvaluator(plan)
    }

    /// A display link is kept by its run loop and keeps its target until invalidated
    /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()): a player
    /// dropped mid-run must stop its own, or it fires at the display's rate for the app's life.
    deinit { link?.invalidate() }

    /// Compiles the plan `request`'s animator runs in `context` and prepares it, with the from
    /// view and the container where they really are (``AnimationPlan/rebasing(_:onto:)``): the
    /// from view at UIKit's `initialFrame(for:)`, the container at its frame in its superview
    /// (a custom container embedded below the top of the screen).
    package convenience init<C: SegueTransitionContext>(request: SegueTransitionRequest, context: C) where C.View == K.View {
        let layer = context.containerView.layer
        let bounds = Rect(layer.bounds)
        let engine = request.engineContext(
            containerBounds: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height),
            finalToFrame: Rect(context.finalFrame(for: .to)), isInteractive: context.isInteractive)
        let containerFrame = Rect(
            x: Double(layer.position.x) - Double(layer.anchorPoint.x) * bounds.width,
            y: Double(layer.position.y) - Double(layer.anchorPoint.y) * bounds.height, width: bounds.width, height: bounds.height)
        var plan = PlanCompiler.plan(for: request.animator, in: engine)
        if request.mirrorsHorizontally { plan = plan.mirroredHorizontally() }
        plan =
            plan
            .rebasing(.from, onto: Rect(context.initialFrame(for: .from)))
            .rebasing(.container, onto: containerFrame)
        if case .sheet? = request.presentationStyle {
            // A sheet keeps UIKit's own presentation controller, which dims behind the sheet
            // itself (UISheetPresentationController); a second dimming view would double it.
            plan = plan.removing(.presentationDimming)
        }
        self.init(plan: plan)
    }

    /// True when staging captures the arriving view (a snapshot or a slice of `.to`), which
    /// UIKit can only do after committing the screen's pending updates
    /// (`afterScreenUpdates: true`): a render-server round trip on the main thread. Hero starts
    /// a navigation transition that captures on the next turn of the main queue, because
    /// snapshots taken inside the callback came out blank (HeroTransition+Start.swift:184);
    /// ``PlanAnimating/startAnimation(deferringCapturesWith:)`` does the same.
    package var capturesArrivingView: Bool {
        plan.actors.contains { ($0.role == .snapshot || $0.role == .slice) && $0.source == .to }
    }

    // MARK: Starting

    /// `animateTransition(using:)`: stages the actors and runs the animations to the end.
    package func start<C: SegueTransitionContext>(in context: C) where C.View == K.View {
        guard phase == .idle else { return }
        hooks.complete = { context.completeTransition($0) }
        stage(container: context.containerView, real: { context.view(forKey: $0) })
        startTime = K.currentMediaTime()
        origin = context.containerView.layer.convertTime(startTime, from: nil)
        addAnimations()
        phase = .running
        link = K.displayLink { [weak self] in self?.tick($0) }
    }

    /// `startInteractiveTransition(_:)`: stages the actors with the container paused at percent 0.
    package func startInteractive<C: SegueTransitionContext>(in context: C) where C.View == K.View {
        guard phase == .idle else { return }
        hooks = Hooks(
            complete: { context.completeTransition($0) }, update: { context.updateInteractiveTransition(CGFloat($0)) },
            finish: { context.finishInteractiveTransition() }, cancel: { context.cancelInteractiveTransition() })
        stage(container: context.containerView, real: { context.view(forKey: $0) })
        startTime = K.currentMediaTime()
        let layer = context.containerView.layer
        origin = layer.convertTime(startTime, from: nil)
        layer.speed = 0
        layer.timeOffset = origin
        addAnimations()
        phase = .interacting
    }

    // MARK: Interaction

    /// `update(_:)`: positions every animation at `percent` of the duration (clamped to 0...1).
    package func update(_ value: Double) {
        guard phase == .interacting else { return }
        percent = PercentDrivenRun.percent(value)
        position = percent
        container?.layer.timeOffset = origin + percent * plan.duration
        hooks.update(percent)
    }

    /// The finger lifted: `finish()` (`finishing`) or `cancel()`, with the interaction controller's
    /// `completionSpeed` and `completionCurve`. How the animations run on is the plan's
    /// ``PlanInteraction/Release``; under the interactive timer the timer decides, not `finishing`.
    package func release(finishing requested: Bool, completionSpeed: Double = 1, completionCurve: PlanTimingFunction? = nil) {
        guard phase == .interacting, let layer = container?.layer else { return }
        let p = percent
        let d = plan.duration
        let now = K.currentMediaTime()
        var finishing = requested
        switch plan.interaction.release {
        case .interactiveTimer:
            if let ends = InteractiveTimer.endsAtRelease(p) {
                // At a bound the handler ends at once, still telling UIKit how the interaction ended.
                (ends ? hooks.finish : hooks.cancel)()
                complete(ends ? .finished : .cancelled)
                return
            }
            finishing = InteractiveTimer.finishes(from: p)
            release = Release(finishing: finishing, time: now, tail: 0, run: nil, timerStep: InteractiveTimer.step(from: p))
        case .layerAnimationStops:
            (finishing ? hooks.finish : hooks.cancel)()
            complete(finishing ? .finished : .cancelled)
            return
        case .percentDriven:
            (finishing ? hooks.finish : hooks.cancel)()
            removeLayerDriven(finishing ? .finished : .cancelled)
            let run = PercentDrivenRun(
                percent: p, duration: d, finishing: finishing, completionSpeed: completionSpeed,
                completionCurve: completionCurve ?? PlanTimingFunction(.easeInEaseOut, segmentDuration: 0))
            release = Release(finishing: finishing, time: now, tail: run.seconds, run: run, timerStep: nil)
        case .restart:
            (finishing ? hooks.finish : hooks.cancel)()
            removeLayerDriven(finishing ? .finished : .cancelled)
            let tail = (1 - p) * d
            restartViewAnimations(from: p * d, to: finishing ? d : 0, tail: tail, layer: layer, now: now)
            release = Release(finishing: finishing, time: now, tail: tail, run: nil, timerStep: nil)
        }
        phase = .releasing
        link = K.displayLink { [weak self] in self?.tick($0) }
    }

    /// One display-link frame at `timestamp`.
    package func tick(_ timestamp: Double) {
        let d = plan.duration
        switch phase {
        case .running:
            position = d > 0 ? min(max((timestamp - startTime) / d, 0), 1) : 1
            if timestamp - startTime >= d - 1e-6 { complete(.finished) }
        case .releasing:
            guard let release else { return }
            if let step = release.timerStep {
                // XWTransition's timer: one fixed step per callback; the crossing callback ends it.
                let (q, ends) = InteractiveTimer.tick(percent, step: step)
                if ends {
                    (release.finishing ? hooks.finish : hooks.cancel)()
                    complete(release.finishing ? .finished : .cancelled)
                } else {
                    percent = q
                    position = q
                    container?.layer.timeOffset = origin + q * d
                    hooks.update(q)
                }
                return
            }
            let elapsed = timestamp - release.time
            if elapsed >= release.tail - 1e-6 {
                complete(release.finishing ? .finished : .cancelled)
                return
            }
            guard let run = release.run else { return }
            let time = run.viewTime(atFraction: min(elapsed / release.tail, 1))
            position = d > 0 ? time / d : 1
            container?.layer.timeOffset = origin + time
        case .idle, .interacting, .completed:
            break
        }
    }

    /// Pauses a plain run where it stands (an interruptible animator's `pauseAnimation()`): the
    /// container stops at its current local time, Core Animation's pause recipe (speed 0, then
    /// `timeOffset` at `convertTime(CACurrentMediaTime(), from: nil)`; Apple's QA1673, "How to
    /// pause the animation of a layer tree"), and the run goes on as an interaction at that
    /// percent: ``update(_:)`` scrubs it and ``release(finishing:completionSpeed:completionCurve:)``
    /// plays the effect's own release.
    package func pause() {
        guard phase == .running, let layer = container?.layer else { return }
        let d = plan.duration
        let elapsed = min(max(K.currentMediaTime() - startTime, 0), d)
        layer.speed = 0
        layer.timeOffset = origin + elapsed
        link?.invalidate()
        link = nil
        percent = d > 0 ? elapsed / d : 1
        position = percent
        phase = .interacting
    }

    /// Ends the transition now with `outcome` (an interruptible animator's `finishAnimation(at:)`):
    /// an interaction first tells UIKit it finished or cancelled, then every property jumps to
    /// where that outcome leaves it and the completion runs.
    package func end(_ outcome: TransitionOutcome) {
        guard phase != .idle && phase != .completed else { return }
        if phase == .interacting { (outcome == .finished ? hooks.finish : hooks.cancel)() }
        complete(outcome)
    }

    // MARK: Staging

    /// Puts every actor under its parent in the plan's order with its model values: the real views
    /// from the context, snapshots and slices of them, and plain views for the rest.
    ///
    /// The real views get their frames and a layout pass first, so snapshots and slices show them
    /// as the transition does (a pushed view has no frame before). Slices of one view share one
    /// render of it (``SegueToolkit/image(of:afterScreenUpdates:)``): `explode` and `lines` cut
    /// hundreds of slices, and a snapshot call each would cost a render-server round trip each on
    /// the main thread before the first frame.
    private func stage(container: K.View, real: (ViewKey) -> K.View?) {
        self.container = container
        let realViews: [ActorID: K.View?] = [.container: container, .from: real(.from), .to: real(.to)]
        K.withoutImplicitAnimations {
            for actor in plan.actors {
                guard let found = realViews[actor.id], let view = found else { continue }
                looks[actor.id] = AppLook(view.layer, owned: plan.lookProperties(of: actor.id))
                views[actor.id] = view
                models[actor.id] = actor.initial
                write(actor.id)
                // In the window before it is captured: a render shows a view as it is on screen
                // (drawHierarchy, "as visible onscreen"). The plan's order is set again below.
                if actor.id != .container, let parent = actor.parent.flatMap({ $0 == .container ? container : views[$0] }) {
                    parent.addSubview(view)
                }
            }
        }
        for id in [ActorID.from, .to] { views[id]?.layoutIfNeeded() }
        var images: [ActorID: K.Image?] = [:]
        func image(of source: ActorID, _ view: K.View) -> K.Image? {
            if let made = images[source] { return made }
            let made = K.image(of: view, afterScreenUpdates: source == .to)
            images[source] = made
            return made
        }
        for actor in plan.actors {
            let view: K.View?
            if let found = realViews[actor.id] {
                view = found
            } else if actor.id == .presentationDimming, let dimming = presentationDimming {
                view = dimming
                view?.layer.name = actor.id.rawValue
            } else {
                switch actor.role {
                case .snapshot:
                    view = actor.source.flatMap { views[$0] }.flatMap {
                        K.snapshot(of: $0, unitRect: actor.initial.contentsRect, afterScreenUpdates: actor.source == .to)
                    }
                case .slice:
                    view = actor.source.flatMap { source in
                        views[source].flatMap { image(of: source, $0) }.map { K.slice(of: $0, unitRect: actor.initial.contentsRect) }
                    }
                default:
                    view = K.makeView()
                }
                view?.layer.name = actor.id.rawValue
            }
            guard let view else { continue }
            if actor.id != .container, let parent = actor.parent.flatMap({ views[$0] }) {
                // addSubview moves a view already there to the top: the plan's order is the drawing order.
                parent.addSubview(view)
            }
            views[actor.id] = view
            order.append(actor.id)
            models[actor.id] = actor.initial
        }
        K.withoutImplicitAnimations {
            for id in order { write(id) }
        }
    }

    /// Writes an actor's model state to its layer (and mask layer). On an app's own view only
    /// the look properties the plan changes are written (``AnimationPlan/lookProperties(of:)``),
    /// and once the transition completes those are the app's again (``AppLook``).
    private func write(_ id: ActorID) {
        guard let view = views[id], let state = models[id] else { return }
        let layer = view.layer
        let origin = layer.bounds.origin
        layer.anchorPoint = state.anchorPoint.cgPoint
        layer.bounds = CGRect(x: origin.x, y: origin.y, width: state.frame.width, height: state.frame.height)
        let position = state.layerPosition
        layer.position = CGPoint(x: position.x, y: position.y)
        layer.transform = K.transform(state.transform.matrix)
        layer.opacity = Float(state.alpha)
        layer.isHidden = state.isHidden
        layer.zPosition = CGFloat(state.zPosition)
        if let filter = state.filter { layer.setValue(NSNumber(value: filter.ratio), forKey: SegueKeyPath.filterRatio) }
        let look = looks[id]
        if let look, phase == .completed {
            if let mask = masks[id], layer.mask === mask { layer.mask = nil }
            masks[id] = nil
            look.restore(on: layer)
            return
        }
        func writes(_ property: LookProperty) -> Bool { look?.owned.contains(property) ?? true }
        if writes(.sublayerTransform) { layer.sublayerTransform = K.transform(state.sublayerTransform.matrix) }
        if writes(.cornerRadius) { layer.cornerRadius = CGFloat(state.cornerRadius) }
        if writes(.backgroundColor), let color = state.backgroundColor { layer.backgroundColor = K.color(color) }
        if writes(.shadow) { writeShadow(state, on: layer) }
        guard writes(.mask) else { return }
        let shape: MaskShape? =
            switch state.mask {
            case .circle(let c, let r): .circle(center: c, radius: r)
            case .rect(let r): .rect(r)
            case .layer, nil: nil
            }
        if let shape {
            if let mask = masks[id] {
                K.setPath(shape, of: mask)
            } else {
                // A mask lies in its layer's bounds space: over the visible rect, whatever the
                // bounds origin (a scroll view's content offset) is.
                let mask = K.makeMaskLayer(
                    shape, frame: CGRect(x: origin.x, y: origin.y, width: state.frame.width, height: state.frame.height))
                masks[id] = mask
                layer.mask = mask
            }
        } else if masks[id] != nil {
            layer.mask = look?.mask
            masks[id] = nil
        }
    }

    /// The shadow, centred (the engine draws it without an offset, as Hero's push does, where Core
    /// Animation's default `shadowOffset` is (0, -3):
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset) and with an
    /// explicit `shadowPath` of the layer's rounded bounds: without one Core Animation renders the
    /// shadow off-screen from the layer's alpha on every frame ("Specifying an explicit path
    /// usually improves rendering performance",
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath).
    private func writeShadow(_ state: ActorState, on layer: K.Layer) {
        layer.shadowOpacity = Float(state.shadowOpacity)
        layer.shadowRadius = CGFloat(state.shadowRadius)
        // Also at opacity 0: an animation may raise it. The path has the model's size; a size
        // animation of a shadowed actor keeps it (not animated yet).
        layer.shadowOffset = CGSize(width: 0, height: 0)
        layer.shadowPath = K.path(
            .roundedRect(
                Rect(
                    x: Double(layer.bounds.origin.x), y: Double(layer.bounds.origin.y), width: state.frame.width, height: state.frame.height
                ),
                cornerRadius: state.cornerRadius))
    }

    // MARK: Animations

    /// Adds every plan animation in the plan's order; additive ones last on their layer.
    private func addAnimations() {
        var additive: [LayerTrack] = []
        for (index, animation) in plan.animations.enumerated() {
            guard let model = models[animation.actor] else { continue }
            do {
                for track in try LayerTracks.make(animation, index: index, model: model) {
                    if track.isAdditive { additive.append(track) } else { add(track) }
                }
            } catch {
                unsupported.append(error)
            }
        }
        additive.forEach(add)
    }

    private func layer(of track: LayerTrack) -> K.Layer? {
        track.target == .mask ? masks[track.actor] : views[track.actor]?.layer
    }

    private func add(_ track: LayerTrack) {
        guard let layer = layer(of: track) else {
            unsupported.append(UnsupportedAnimation(index: track.animationIndex, reason: "no layer for \(track.actor) \(track.target)"))
            return
        }
        tracks.append(track)
        let begin = origin + track.beginTime
        if let spring = track.spring, track.values.count == 2 {
            let animation = K.springAnimation(keyPath: track.keyPath)
            animation.fromValue = K.box(track.values[0])
            animation.toValue = K.box(track.values[1])
            animation.mass = CGFloat(spring.mass)
            animation.stiffness = CGFloat(spring.stiffness)
            animation.damping = CGFloat(spring.damping)
            animation.initialVelocity = CGFloat(spring.initialVelocity)
            timing(animation, track, begin: begin)
            layer.add(K.animation(animation), forKey: track.key)
            return
        }
        let animation = K.keyframeAnimation(keyPath: track.keyPath)
        animation.values = track.values.map(K.box)
        animation.keyTimes = track.keyTimes.map { NSNumber(value: $0) }
        if !track.timingFunctions.isEmpty { animation.timingFunctions = track.timingFunctions.compactMap(function) }
        animation.timingFunction = track.timingFunction.flatMap(function)
        if let mode = K.KeyframeAnimation.CalculationMode(rawValue: track.calculationMode) { animation.calculationMode = mode }
        timing(animation, track, begin: begin)
        layer.add(K.animation(animation), forKey: track.key)
    }

    private func timing(_ animation: some SegueAnimationObject, _ track: LayerTrack, begin: Double) {
        animation.beginTime = begin
        animation.duration = track.duration
        animation.isAdditive = track.isAdditive
        animation.isRemovedOnCompletion = false
        if let mode = type(of: animation).FillMode(rawValue: track.fillMode.rawValue) { animation.fillMode = mode }
    }

    private func function(_ function: PlanTimingFunction) -> K.KeyframeAnimation.TimingFunction? {
        guard case .cubicBezier(let x1, let y1, let x2, let y2, _) = function else { return nil }
        return K.timingFunction(Float(x1), Float(y1), Float(x2), Float(y2))
    }

    /// Layer-driven animations on release without the timer: removed, each property left on its
    /// model value for the outcome (``PlanAnimation/modelValue(for:)``).
    private func removeLayerDriven(_ outcome: TransitionOutcome) {
        var touched: Set<ActorID> = []
        for track in tracks where track.isLayerDriven {
            layer(of: track)?.removeAnimation(forKey: track.key)
            let animation = plan.animations[track.animationIndex]
            if let value = animation.modelValue(for: outcome), models[animation.actor]?.set(animation.property, to: value) == true {
                touched.insert(animation.actor)
            }
        }
        tracks.removeAll { $0.isLayerDriven }
        K.withoutImplicitAnimations { touched.forEach(write) }
    }

    /// Hero's release: every view-driven animation restarts from where it stands towards its value
    /// at `target`, over `tail` seconds, with the container running again.
    private func restartViewAnimations(from time: Double, to target: Double, tail: Double, layer: K.Layer, now: Double) {
        // Resume the container where it stands (the guide's resume recipe).
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(now, from: nil) - paused
        let viewTracks = tracks.filter { !$0.isLayerDriven }
        for track in viewTracks { self.layer(of: track)?.removeAnimation(forKey: track.key) }
        tracks.removeAll { !$0.isLayerDriven }
        let curve = plan.interaction.restartCurve
        var seen: Set<Int> = []
        for track in viewTracks where !track.isHold && seen.insert(track.animationIndex).inserted {
            let index = track.animationIndex
            let animation = plan.animations[index]
            guard animation.fraction(at: target) != nil, let model = models[animation.actor] else { continue }
            let start = evaluator.heldValue(ofAnimation: index, at: time)
            let end = evaluator.heldValue(ofAnimation: index, at: target)
            var restarted = animation
            restarted.values = [start, end]
            restarted.keyTimes = [0, 1]
            restarted.timingFunctions = [PlanTimingFunction(.linear, segmentDuration: 0)]
            restarted.timingFunction = curve
            restarted.calculationMode = .linear
            restarted.beginTime = paused - origin
            restarted.duration = tail
            restarted.fillMode = .both
            do {
                for part in try LayerTracks.make(restarted, index: index, model: model) { add(part) }
            } catch {
                unsupported.append(error)
            }
        }
    }

    // MARK: Completion

    /// Leaves every property on the value it ends on, removes the animations and runs the
    /// completion actions; `completeTransition` is called once, with the plan's flag.
    private func complete(_ outcome: TransitionOutcome) {
        guard phase != .completed else { return }
        phase = .completed
        self.outcome = outcome
        position = outcome == .finished ? 1 : 0
        link?.invalidate()
        link = nil
        for (index, animation) in plan.animations.enumerated() {
            if let value = evaluator.completedValue(ofAnimation: index, outcome) {
                models[animation.actor]?.set(animation.property, to: value)
            }
        }
        if let layer = container?.layer {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        for id in order {
            views[id]?.layer.removeAllAnimations()
            masks[id]?.removeAllAnimations()
        }
        tracks.removeAll()
        // The actions run in the plan's order, each run of them in a transaction without implicit
        // animations, but completeTransition outside any: UIKit runs viewDidAppear, didShow and
        // completion blocks inside it, and actions disabled there would make the app's own
        // animations snap (https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)).
        var batch: [PlanAction] = []
        func flush(writing: Bool = false) {
            let pending = batch
            batch = []
            K.withoutImplicitAnimations {
                if writing { for id in order { write(id) } }
                pending.forEach(perform)
            }
        }
        var wrote = false
        for action in plan.completion.actions(for: outcome) {
            guard case .completeTransition = action else {
                batch.append(action)
                continue
            }
            flush(writing: !wrote)
            wrote = true
            perform(action)
        }
        flush(writing: !wrote)
        onComplete?(outcome)
    }

    private func perform(_ action: PlanAction) {
        func change(_ id: ActorID, _ body: (inout ActorState) -> Void) {
            guard var state = models[id] else { return }
            body(&state)
            models[id] = state
            write(id)
        }
        switch action {
        case .remove(let id): remove(id)
        case .set, .restore, .show, .hide, .removeMask, .removeFilter:
            if let state = action.stateChange(in: plan) { change(state.actor, state.change) }
        case .completeTransition(let didComplete):
            completeTransitionCalls += 1
            if completeTransitionCalls == 1 { hooks.complete(didComplete) }
        case .uikitRemoves(let id):
            // UIKit removes the from or to view inside completeTransition; the dimming view is the
            // presentation controller's, which is ours.
            if id == .presentationDimming { remove(id) }
        }
    }

    /// `removeFromSuperview()`, and forgets the actor and its descendants.
    private func remove(_ id: ActorID) {
        views[id]?.removeFromSuperview()
        var doomed: Set<ActorID> = [id]
        for actor in plan.actors where actor.parent.map(doomed.contains) == true { doomed.insert(actor.id) }
        for gone in doomed {
            views[gone] = nil
            masks[gone] = nil
            models[gone] = nil
        }
        order.removeAll { doomed.contains($0) }
    }
}
