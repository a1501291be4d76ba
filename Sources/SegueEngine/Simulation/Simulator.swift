/// Plays scenarios frame by frame, checks the invariants, and reports a trace.
///
/// The streaming form hands each frame to a sink and keeps only the summary, so long runs stay small
/// in memory; the whole-trace form is built on it. Same scenario and options give the same trace.
public enum Simulator {
    /// Runs `scenario`, handing every frame to `sink`; returns everything else.
    public static func run(
        _ scenario: Scenario, options: SimulationOptions = SimulationOptions(), sink: (FrameSample) -> Void
    ) -> TraceSummary {
        // The sink is only used during this call, so it need not escape for callers.
        withoutActuallyEscaping(sink) { sink in
            var run = SimulationRun(options: options, bounds: scenario.containerBounds, sink: sink)
            run.navigationBar = scenario.navigationBar
            run.tabBar = scenario.tabBar
            run.play(scenario)
            return run.summary
        }
    }

    /// Runs `scenario` and keeps every frame.
    public static func run(_ scenario: Scenario, options: SimulationOptions = SimulationOptions()) -> Trace {
        var frames: [FrameSample] = []
        let summary = run(scenario, options: options) { frames.append($0) }
        return Trace(
            fps: summary.fps, seed: summary.seed, transitions: summary.transitions, frames: frames,
            events: summary.events, completions: summary.completions, findings: summary.findings)
    }

    /// Runs one transition outside any scenario (the views are just "from" and "to").
    public static func runTransition(
        _ animator: any TransitionAnimator, operation: TransitionOperation,
        presentationStyle: PresentationStyle? = nil, fromIndex: Int? = nil, toIndex: Int? = nil,
        interaction: Interaction? = nil, containerBounds: Rect = Rect(x: 0, y: 0, width: 375, height: 812),
        options: SimulationOptions = SimulationOptions()
    ) -> Trace {
        var frames: [FrameSample] = []
        var run = SimulationRun(options: options, bounds: containerBounds) { frames.append($0) }
        _ = run.transition(
            animator: animator, operation: operation, style: presentationStyle, fromIndex: fromIndex,
            toIndex: toIndex, fromScreen: "from", toScreen: "to", interaction: interaction)
        let s = run.summary
        return Trace(
            fps: s.fps, seed: s.seed, transitions: s.transitions, frames: frames, events: s.events,
            completions: s.completions, findings: s.findings)
    }
}

/// The mutable state of one run: clocks, counters, the app's screens and the summary.
struct SimulationRun {
    let options: SimulationOptions
    let bounds: Rect
    /// The navigation bar above pushed screens, if any: it may take part of the container and be
    /// hidden or shown by the screens (``NavigationBar``).
    var navigationBar: NavigationBar?
    /// The tab bar pushed screens hide, if any (``TabBar``).
    var tabBar: TabBar?
    let sink: (FrameSample) -> Void
    var summary: TraceSummary
    private var nextFrame = 0
    /// Actors emitted so far, summed over frames, against `options.maxActorFrames`.
    private var actorFrames = 0
    /// Set when the budget ran out: no more frames are computed and no more steps run.
    private(set) var overBudget = false

    init(options: SimulationOptions, bounds: Rect, sink: @escaping (FrameSample) -> Void) {
        self.options = options
        self.bounds = bounds
        self.sink = sink
        summary = TraceSummary(fps: options.fps, seed: options.seed)
    }

    private var fps: Double { Double(options.fps) }

    /// Seconds since the run started at frame `index`: `index / fps`, so no rounding accumulates.
    func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// Frames from a moment to the first frame at or after `seconds` later: ceil(seconds * fps).
    ///
    /// The tolerance absorbs the rounding of a product that should be whole (0.55 * 60 gives
    /// 33.000000000000004, yet the 33rd frame is at 0.55 s); zero or less gives 0.
    private func framesCovering(_ seconds: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return WholeNumber.count(seconds * fps - 1e-9)
    }

    // MARK: - Scenario

    private struct NavEntry {
        var screen: String
        var animator: (any TransitionAnimator)?
    }

    private struct ModalEntry {
        var screen: String
        var animator: any TransitionAnimator
        var style: PresentationStyle
    }

    mutating func play(_ scenario: Scenario) {
        var nav = [NavEntry(screen: scenario.rootScreen, animator: nil)]
        var modals: [ModalEntry] = []
        var latestPushed: (any TransitionAnimator)?
        var tab = 0
        var child = 0
        func topScreen() -> String { modals.last?.screen ?? nav.last?.screen ?? scenario.rootScreen }

        // When the previous step was made: a timed request counts from it.
        var previousStepTime = 0.0
        for (stepIndex, requested) in scenario.steps.enumerated() {
            if overBudget { break }
            let step = requested.operationStep
            let transitionsBefore = summary.transitions.count
            var requestTime = time(ofFrame: nextFrame)
            if case .requested(_, let after, let policy) = requested, after.isFinite {
                requestTime = previousStepTime + max(after, 0)
                // Requested while the last transition still runs (ReentryHandling has the rules).
                if let running = summary.transitions.last, time(ofFrame: running.firstFrame) <= requestTime + 1e-9,
                    requestTime < time(ofFrame: running.lastFrame) - 1e-9
                {
                    let handling = ReentryHandling.of(requested: step.operation, running: running.operation, guard: policy)
                    summary.events.append(
                        TraceEvent(
                            transition: running.index, frame: max(nextFrame - 1, 0), time: time(ofFrame: max(nextFrame - 1, 0)),
                            kind: .requestWhileRunning(operation: step.operation, handling: handling)))
                    let into = requestTime - time(ofFrame: running.firstFrame)
                    let frame = running.firstFrame + framesCovering(into)
                    if let finding = ReentryHandling.finding(handling, requested: step.operation, running: running, after: into, frame: frame) {
                        summary.findings.append(finding)
                    }
                    // Otherwise played once the running one completes: the engine cannot say what a device
                    // shows while two transitions share the container, so the finding says it instead.
                    if !handling.plays {
                        previousStepTime = requestTime
                        continue
                    }
                }
            }
            defer {
                // The next timed request counts from this step's transition, or from its request when none began.
                previousStepTime = summary.transitions.count > transitionsBefore
                    ? time(ofFrame: summary.transitions[transitionsBefore].firstFrame) : requestTime
            }
            switch step {
            case .push(let screen, let animator, let interaction):
                latestPushed = animator
                let flag = transition(
                    animator: animator, operation: .push, fromScreen: topScreen(), toScreen: screen,
                    interaction: interaction)
                if flag == true { nav.append(NavEntry(screen: screen, animator: animator)) }
            case .pop(let interaction):
                guard nav.count > 1, let top = nav.last, let pushing = top.animator else {
                    invalidStep(stepIndex, "pop with nothing to pop")
                    continue
                }
                let animator: any TransitionAnimator
                switch scenario.navigationPolicy {
                case .animatorThatPushed: animator = pushing
                case .latestPushedAnimator: animator = latestPushed ?? pushing
                }
                if animator.identity != pushing.identity {
                    summary.findings.append(
                        Finding(
                            severity: .error, code: "navigation.wrong-animator",
                            message: "'\(top.screen)' was pushed by '\(pushing.identity)' but is popped by '\(animator.identity)'",
                            transition: summary.transitions.count, frame: nextFrame))
                }
                let below = nav[nav.count - 2].screen
                let flag = transition(
                    animator: animator, operation: .pop, fromScreen: top.screen, toScreen: below, interaction: interaction)
                if flag == true { nav.removeLast() }
            case .present(let screen, let animator, let style, let interaction):
                let flag = transition(
                    animator: animator, operation: .present, style: style, fromScreen: topScreen(), toScreen: screen,
                    interaction: interaction)
                if flag == true { modals.append(ModalEntry(screen: screen, animator: animator, style: style)) }
            case .dismiss(let interaction):
                guard let top = modals.last else {
                    invalidStep(stepIndex, "dismiss with nothing presented")
                    continue
                }
                let below = modals.count > 1 ? modals[modals.count - 2].screen : (nav.last?.screen ?? scenario.rootScreen)
                let flag = transition(
                    animator: top.animator, operation: .dismiss, style: top.style, fromScreen: top.screen,
                    toScreen: below, interaction: interaction)
                if flag == true { modals.removeLast() }
            case .selectTab(let index, let animator, let interaction):
                guard index != tab, (0..<scenario.tabCount).contains(index) else {
                    invalidStep(stepIndex, "tab \(index) is selected already or does not exist")
                    continue
                }
                let flag = transition(
                    animator: animator, operation: .tab, fromIndex: tab, toIndex: index, fromScreen: "tab.\(tab)",
                    toScreen: "tab.\(index)", interaction: interaction)
                if flag == true { tab = index }
            case .swapChild(let index, let animator, let interaction):
                guard index != child, (0..<scenario.childCount).contains(index) else {
                    invalidStep(stepIndex, "child \(index) is shown already or does not exist")
                    continue
                }
                let flag = transition(
                    animator: animator, operation: .container, fromIndex: child, toIndex: index,
                    fromScreen: "child.\(child)", toScreen: "child.\(index)", interaction: interaction)
                if flag == true { child = index }
            case .requested:
                break  // operationStep unwrapped it
            }
        }
    }

    private mutating func invalidStep(_ index: Int, _ message: String) {
        summary.findings.append(
            Finding(severity: .note, code: "scenario.invalid-step", message: "step \(index): \(message); skipped"))
    }

    // MARK: - One transition

    /// Per-transition checking state.
    private struct Checks {
        var nonFiniteReported = false
        var blankFrames: [Int] = []
        var percentReported = false
        var jumpReported: Set<Int> = []
        var flashReported: Set<Int> = []
        var previousLayer: [Int: [Double]] = [:]
    }

    /// Counts a frame of `actors` against the budget; false (after recording the one
    /// `simulation.budget` error) when it does not fit, and the run stops.
    private mutating func spend(_ actors: Int, transition: Int) -> Bool {
        actorFrames += actors
        guard actorFrames > options.maxActorFrames else { return true }
        overBudget = true
        summary.findings.append(
            Finding(
                severity: .error, code: "simulation.budget",
                message: "the run needs more than \(options.maxActorFrames) actor-frames (frames x actors); stopped at frame \(nextFrame), which has \(actors) \(actors == 1 ? "actor" : "actors"). Lower the frame rate, the durations, the number of steps or the effect's actor count (a wider strip, fewer pieces), or raise limits.maxActorFrames",
                transition: transition, frame: nextFrame))
        return false
    }

    /// Runs one transition; returns the flag of the first `completeTransition` call, nil when never called.
    mutating func transition(
        animator: any TransitionAnimator, operation: TransitionOperation, style: PresentationStyle? = nil,
        fromIndex: Int? = nil, toIndex: Int? = nil, fromScreen: String, toScreen: String, interaction: Interaction?
    ) -> Bool? {
        let index = summary.transitions.count
        var context = TransitionContext(
            operation: operation, containerBounds: bounds, isInteractive: interaction != nil,
            presentationStyle: operation == .present || operation == .dismiss ? (style ?? .fullScreen) : nil,
            fromIndex: fromIndex, toIndex: toIndex, transitionIndex: index,
            seed: SeededGenerator.derive(options.seed, index))
        context.navigationContentFrame = navigationBar?.frameDuring(operation, in: bounds)
        let direction = context.direction

        // A touch outside the edge band never begins the gesture: no transition at all.
        var gesture: GestureConfig?
        if let interaction {
            var config = interaction.config ?? animator.gesture(for: direction) ?? .defaultConfig(for: context)
            // completionSpeed and completionCurve belong to the app's interaction controller, whatever
            // gesture drives it.
            if let completion = animator.interactiveCompletion {
                config = completion.applied(to: config)
            }
            let start: Point
            switch interaction.input {
            case .samples(let s, _): start = s ?? config.defaultStartLocation(in: bounds)
            case .release(_, _, let s): start = s ?? config.defaultStartLocation(in: bounds)
            }
            guard config.allowsBegin(at: start, in: bounds) else {
                summary.events.append(
                    TraceEvent(transition: index, frame: nextFrame, time: time(ofFrame: nextFrame), kind: .gestureDidNotBegin))
                summary.findings.append(
                    Finding(
                        severity: .note, code: "gesture.not-begun",
                        message: "the touch began outside the \(config.edgeSpacing) pt edge band; no transition",
                        transition: index))
                return nil
            }
            gesture = config
        }

        // Under an over-full-screen or custom presentation the presenter's view is nil to the
        // animator: what the effect asks of it never happens on a device (UnavailableView).
        let (timeline, ignored) = UnavailableView.apply(to: animator.timeline(for: direction, in: context), in: context)
        if !ignored.isEmpty, let unavailable = UnavailableView.actor(in: context) {
            let style = context.presentationStyle.map(\.name) ?? "custom"
            let key = unavailable == .from ? ".from" : ".to"
            summary.findings.append(
                Finding(
                    severity: .warning, code: "presentation.presenter-unavailable",
                    message: "under \(style.first == "o" ? "an" : "a") \(style) presentation view(forKey: \(key)) is nil, so on a device the presenting screen stays still: "
                        + "\(ignored.joined(separator: ", ")) never happen; present it full screen, or animate only the presented view",
                    transition: index))
        }
        let resolver = SceneResolver(timeline: timeline, context: context)
        let duration = timeline.duration.isFinite ? max(timeline.duration, 0) : 0
        let barAnimated = tabBar != nil && (operation == .push || operation == .pop)
        if barAnimated {
            summary.events.append(event(.tabBarAnimated(hiding: operation == .push), frame: nextFrame))
        }
        if let navigationBar, navigationBar.takesPart(in: operation) {
            summary.events.append(
                event(.navigationBarAnimated(hiding: !navigationBar.isHidden(before: operation)), frame: nextFrame))
        }
        checkTimeline(timeline, resolver: resolver, animator: animator, direction: direction, index: index)

        var checks = Checks()
        let firstFrame = nextFrame
        let layerTracks = timeline.tracks.indices.filter { timeline.tracks[$0].driver == .layer }
        // Each track's value ranges, for the jump and flash checks: once per transition, not per frame.
        let componentRanges = timeline.tracks.map(\.componentRanges)
        var interactionInfo: InteractionInfo?
        var outcome = TransitionOutcome.finished

        func emit(
            _ run: inout SimulationRun, percent: Double, phase: FramePhase, clock: TrackClock,
            model: SceneModel? = nil, checkJumps: Bool = false
        ) {
            guard !run.overBudget else { return }
            let scene = (model ?? resolver.model(at: clock)).resolved()
            guard run.spend(scene.actors.count, transition: index) else { return }
            // Frame i is at i / fps exactly: computed from the index, never accumulated.
            let frame = FrameSample(
                index: run.nextFrame, time: run.time(ofFrame: run.nextFrame),
                localTime: Double(run.nextFrame - firstFrame) / run.fps, transition: index, percent: percent,
                phase: phase, actors: scene.actors)
            run.check(frame, scene: scene, checks: &checks)
            if phase != .completed || checkJumps {
                for i in layerTracks {
                    let track = timeline.tracks[i]
                    guard let value = resolver.value(ofTrack: i, at: clock)?.components else { continue }
                    if checkJumps, let previous = checks.previousLayer[i], previous.count == value.count,
                        !checks.jumpReported.contains(i)
                    {
                        let ranges = componentRanges[i]
                        for c in value.indices where c < ranges.count && ranges[c] > 1e-9 {
                            let jump = abs(value[c] - previous[c]) / ranges[c]
                            if jump > 0.1 {
                                checks.jumpReported.insert(i)
                                run.summary.findings.append(
                                    Finding(
                                        severity: .warning, code: "interaction.layer-jump",
                                        message: "layer-driven \(track.actor).\(track.property.rawValue) jumps \(WholeNumber.clamped(jump * 100, .toNearestOrAwayFromZero, in: Int.min...Int.max))% of its range in one frame after release",
                                        transition: index, frame: frame.index))
                                break
                            }
                        }
                    }
                    checks.previousLayer[i] = value
                }
            }
            run.sink(frame)
            run.summary.frameCount += 1
            run.nextFrame += 1
        }
        /// An event of this transition, carrying the time of the frame it is recorded on.
        func event(_ kind: EventKind, frame: Int) -> TraceEvent {
            TraceEvent(transition: index, frame: frame, time: time(ofFrame: frame), kind: kind)
        }

        // Before the first frame, and for each frame the finger is down: the drag.
        if let interaction, let config = gesture {
            var controller = PercentDrivenController(
                duration: duration, completionSpeed: config.completionSpeed, completionCurve: config.completionCurve)
            let drag = dragPath(interaction.input, config: config)
            summary.events.append(event(.willBegin, frame: nextFrame))
            for raw in drag.percents {
                controller.update(raw)
                summary.events.append(event(.updating(percent: raw), frame: nextFrame))
                let s = controller.percent * duration
                emit(&self, percent: raw, phase: .interacting, clock: TrackClock(viewSeconds: s, layer: .seconds(s)))
            }
            let rawRelease = drag.percents.last ?? 0
            let p = controller.percent
            let releaseClock = TrackClock(viewSeconds: p * duration, layer: .seconds(p * duration))
            let releaseValues = timeline.tracks.indices.map { resolver.value(ofTrack: $0, at: releaseClock) }
            // The gesture's end is handled in the callback after the last drag frame.
            let releaseFrame = nextFrame
            let finishing: Bool
            if animator.needsInteractiveTimer {
                if let ends = InteractiveTimer.endsAtRelease(rawRelease) {
                    // At or beyond a bound the handler finishes or cancels at once: no timer.
                    finishing = ends
                    summary.events.append(event(.willEnd(success: ends, percent: rawRelease), frame: nextFrame))
                } else {
                    finishing = InteractiveTimer.finishes(from: rawRelease)
                    summary.events.append(event(.willBeginTimerAnimation, frame: nextFrame))
                    let ticks = InteractiveTimer.ticks(from: rawRelease)
                    for (k, tick) in ticks.enumerated() {
                        // UIKit clamps what it is given; the percent reported is the app's own value.
                        let q = config.clampsPercent ? tick.clamped(to: 0...1) : tick
                        summary.events.append(event(.updating(percent: q), frame: nextFrame))
                        if k == ticks.count - 1 {
                            // The crossing callback passes its percent to update(_:) too.
                            reportPercent(q, transition: index, frame: nextFrame, checks: &checks)
                            // The crossing callback calls willEnd and finish/cancel itself; the
                            // completion frame below is this same frame.
                            summary.events.append(event(.willEnd(success: finishing, percent: q), frame: nextFrame))
                            if !finishing {
                                // cancelInteractiveTransition removes the layer animations: what shows
                                // now is each layer's model value (the flash a reset avoids).
                                checkFlash(
                                    timeline: timeline, resolver: resolver,
                                    clock: TrackClock(viewSeconds: 0, layer: .cancelledModel),
                                    releaseValues: releaseValues, componentRanges: componentRanges,
                                    checks: &checks, index: index, frame: nextFrame)
                            }
                            break
                        }
                        let s = q.clamped(to: 0...1) * duration
                        emit(
                            &self, percent: q, phase: .releasing,
                            clock: TrackClock(viewSeconds: s, layer: .seconds(s)), checkJumps: true)
                    }
                }
            } else {
                finishing = config.shouldFinish(percent: rawRelease, velocity: drag.velocity)
                controller.completionSpeed = config.completionSpeed(releasedAt: p)
                summary.events.append(event(.willEnd(success: finishing, percent: rawRelease), frame: nextFrame))
                if finishing && rawRelease >= 1 {
                    summary.findings.append(
                        Finding(
                            severity: .note, code: "interaction.release-at-end",
                            message: "the gesture passed \(WholeNumber.clamped(rawRelease * 100, .toNearestOrAwayFromZero, in: Int.min...Int.max))% to update(_:) and then finished with nothing left to run: "
                                + "on iOS 7 UIKit then never called the animation's completion block (VCTransitionsLibrary issue 4), which is why that library "
                                + "passes 0.99 at a full swipe (a gesture's fullPercent: 0.99 in a manifest); the engine completes, as later iOS versions are reported to",
                            transition: index, frame: nextFrame))
                }
                if let curve = timeline.restartCurveOnRelease {
                    // Hero resumes every animation from where it stands for the remaining time,
                    // (1 - p) * duration whichever way it goes, on a fresh curve.
                    let tail = (1 - p) * duration
                    let count = max(1, framesCovering(tail))
                    let target = finishing ? duration : 0
                    for k in stride(from: 1, to: count, by: 1) {
                        let f = tail > 0 ? min(Double(k) / fps / tail, 1) : 1
                        let clock = TrackClock(
                            viewSeconds: target, layer: finishing ? .finished : .cancelledModel,
                            restart: (fromSeconds: p * duration, fraction: curve.progress(at: f, segmentDuration: tail)))
                        emit(&self, percent: p + (finishing ? 1 - p : -p) * f, phase: .releasing, clock: clock, checkJumps: true)
                    }
                } else if !timeline.completesWithLayerAnimation {
                    // UIKit's tail: the remaining time at completionSpeed; its last frame is the
                    // completion frame, the first at or after the tail's end.
                    let tail = finishing ? controller.finishDuration : controller.cancelDuration
                    let count = max(1, framesCovering(tail))
                    for k in stride(from: 1, to: count, by: 1) {
                        let s = controller.animationSeconds(afterRelease: Double(k) / fps, finishing: finishing)
                        let clock = TrackClock(viewSeconds: s, layer: finishing ? .finished : .cancelledModel)
                        emit(
                            &self, percent: duration > 0 ? s / duration : (finishing ? 1 : 0),
                            phase: .releasing, clock: clock, checkJumps: true)
                        if !finishing {
                            checkFlash(
                                timeline: timeline, resolver: resolver, clock: clock, releaseValues: releaseValues,
                                componentRanges: componentRanges,
                                checks: &checks, index: index, frame: nextFrame - 1)
                        }
                    }
                }
            }
            outcome = finishing ? .finished : .cancelled
            interactionInfo = InteractionInfo(
                config: config, usedTimer: animator.needsInteractiveTimer, releasePercent: rawRelease,
                releaseVelocity: drag.velocity, releaseFrame: releaseFrame, tailFrames: nextFrame - releaseFrame + 1)
        } else {
            // Frame k shows k / fps; the completion frame is the first at or after the end.
            let count = framesCovering(duration)
            for k in 0..<count {
                let local = Double(k) / fps
                emit(
                    &self, percent: local / duration, phase: .animating,
                    clock: TrackClock(viewSeconds: local, layer: .seconds(local)))
            }
        }

        // A run stopped by the budget ends here: its completion and final checks would judge frames never made.
        if overBudget { return nil }

        // The completion block sees the model values: every animation's end value, except layer
        // animations whose model was reset for a cancel.
        let finalClock = TrackClock(viewSeconds: duration, layer: outcome == .finished ? .finished : .cancelledModel)
        var model = resolver.model(at: finalClock)
        // What the animation shows as it ends: a cancel has run the view animations back to 0.
        let lastAnimated = resolver.model(
            at: outcome == .finished ? finalClock : TrackClock(viewSeconds: 0, layer: .cancelledModel)
        ).resolved()
        let calls = applyCompletion(timeline.completion.steps, outcome: outcome, model: &model, resolver: resolver, context: context)
        let completedFrame = nextFrame
        for flag in calls {
            summary.events.append(event(.completeTransition(didComplete: flag), frame: completedFrame))
        }
        if let first = calls.first {
            summary.events.append(event(.animationEnded(didComplete: first), frame: completedFrame))
        }
        summary.completions.append(
            CompletionRecord(
                transition: index, calls: calls.map { CompletionCall(didComplete: $0, frame: completedFrame) },
                wasCancelled: outcome == .cancelled))
        emit(
            &self, percent: outcome == .finished ? 1 : 0, phase: .completed, clock: finalClock, model: model,
            checkJumps: interaction != nil)
        if let late = interaction?.callsAfterEnd, !late.isEmpty {
            reportCallsAfterEnd(late, outcome: outcome, transition: index, frame: completedFrame)
        }
        if barAnimated, let tabBar, !tabBar.appRemovesAnimations {
            summary.findings.append(
                Finding(
                    severity: .warning, code: "tabbar.animations-left",
                    message: "UIKit animated the tab bar \(operation == .push ? "away for the pushed screen (hidesBottomBarWhenPushed)" : "back in") "
                        + "and leaves those animations on the bar's layer after a custom transition, so the tab bar stops responding to touches "
                        + "(Hero issues 354, 275): remove them when the transition ends (tabBarController?.tabBar.layer.removeAllAnimations(), as Hero does) "
                        + "and declare it with clearsTabBarAnimations: true",
                    transition: index, frame: completedFrame))
        }
        checkCompletionJump(
            before: lastAnimated, after: model.resolved(), created: resolver.createdActors, outcome: outcome,
            visible: context.screenFrame, index: index, frame: completedFrame)
        if !checks.blankFrames.isEmpty {
            summary.findings.append(
                Finding(
                    severity: .error, code: "frame.blank",
                    message: "\(checks.blankFrames.count) frame(s) show nothing opaque (first at frame \(checks.blankFrames[0]))",
                    transition: index, frame: checks.blankFrames[0]))
        }
        checkCompletion(calls: calls, outcome: outcome, index: index, frame: completedFrame)
        checkTouches(timeline: timeline, outcome: outcome, context: context, index: index, frame: completedFrame)
        checkFinalState(
            model: model, outcome: outcome, context: context, resolver: resolver, timeline: timeline, direction: direction,
            index: index, frame: completedFrame)

        summary.transitions.append(
            TransitionRecord(
                index: index, operation: operation, direction: direction, animator: animator.identity,
                duration: timeline.duration, fromScreen: fromScreen, toScreen: toScreen, context: context,
                outcome: outcome, interaction: interactionInfo, firstFrame: firstFrame, lastFrame: completedFrame))
        return calls.first
    }

    // MARK: - Gesture path

    /// The raw percent of each frame from the touch's beginning to its release, and the release velocity.
    private func dragPath(_ input: GestureInput, config: GestureConfig) -> (percents: [Double], velocity: Double) {
        switch input {
        case .release(let percent, let velocity, _):
            let target = percent.isFinite ? percent : 0
            let velocity = velocity.isFinite ? velocity : 0
            let distance = abs(target) * config.baseLength(in: bounds)
            var seconds = velocity != 0 ? distance / abs(velocity) : 0.3
            seconds = seconds.clamped(to: (1 / fps)...2)
            let n = max(1, WholeNumber.count(seconds * fps, .toNearestOrAwayFromZero))
            let u = config.direction.unitVector
            let percents = (0...n).map { k -> Double in
                let along = distance * Double(k) / Double(n) * (target < 0 ? -1 : 1)
                let translation = Point(x: u.x * along, y: u.y * along)
                return config.percent(forTranslation: translation, in: bounds)
            }
            return (percents, velocity)
        case .samples(_, let samples):
            let valid = samples.filter { $0.time.isFinite && $0.translation.x.isFinite && $0.translation.y.isFinite }
            guard let first = valid.first, let last = valid.last else { return ([0], 0) }
            let span = max(last.time - first.time, 0)
            let n = WholeNumber.count(span * fps - 1e-9)
            var percents: [Double] = []
            var cursor = 0
            for k in 0...max(n, 0) {
                let t = min(first.time + Double(k) / fps, last.time)
                while cursor + 1 < valid.count && valid[cursor + 1].time <= t + 1e-12 { cursor += 1 }
                percents.append(config.percent(forTranslation: valid[cursor].translation, in: bounds))
            }
            var velocity = 0.0
            if valid.count >= 2 {
                let a = valid[valid.count - 2], b = last
                let dt = b.time - a.time
                if dt > 0 {
                    velocity = config.distance(along: Point(x: b.translation.x - a.translation.x, y: b.translation.y - a.translation.y)) / dt
                }
            }
            return (percents, velocity)
        }
    }

    // MARK: - Checks

    private mutating func check(_ frame: FrameSample, scene: ResolvedScene, checks: inout Checks) {
        if !checks.nonFiniteReported {
            var bad: [String] = []
            for actor in scene.actors {
                let fields = SceneGeometry.nonFiniteFields(of: actor.state, matrix: actor.matrix)
                if !fields.isEmpty { bad.append("\(actor.id): \(fields.joined(separator: ", "))") }
            }
            if !frame.percent.isFinite { bad.append("percent") }
            if !bad.isEmpty {
                checks.nonFiniteReported = true
                summary.findings.append(
                    Finding(
                        severity: .error, code: "frame.non-finite",
                        message: "NaN or infinite values: \(bad.joined(separator: "; "))",
                        transition: frame.transition, frame: frame.index))
            }
        }
        if !scene.hasVisibleContent { checks.blankFrames.append(frame.index) }
        reportPercent(frame.percent, transition: frame.transition, frame: frame.index, checks: &checks)
    }

    /// `completion.jump`: what the last animated moment shows and what the completed state shows
    /// must agree, or a device shows a one-frame jump when the completion block runs.
    ///
    /// Checked for the pieces a completion typically breaks: chrome the animator created (overlays,
    /// dimming views, scan lines) removed or changed while still visible, and the view that stays
    /// (the to view after success, the from view after a cancel) snapping to a different opacity
    /// or place. Snapshots and slices are left out: they are removed over the real view they copy; so
    /// is chrome riding on a snapshot or slice, which the originals build into that snapshot's view
    /// (the fold strips' and middle flip's shadows are subviews of the strip: CEFoldAnimationController.m
    /// `addShadowToView:`, XWCoolAnimator+XWFold.m, XWCoolAnimator+XWMiddlePageFlip.m) and which goes
    /// with it. Pieces showing less than 2% of the screen (a sliver at an edge, such as XWTransition's scan
    /// line, which ends 5 pt on screen) are not counted as a visible jump.
    private mutating func checkCompletionJump(
        before: ResolvedScene, after: ResolvedScene, created: [ActorID], outcome: TransitionOutcome, visible: Rect,
        index: Int, frame: Int
    ) {
        let staying: ActorID = outcome == .finished ? .to : .from
        // What an opaque navigation bar covers is not seen: only the screens' frame counts.
        let bounds = visible
        let copies = Set(before.actors.filter { $0.role == .snapshot || $0.role == .slice }.map(\.id))
        for (i, actor) in before.actors.enumerated() {
            let onCopy = actor.parent.map { copies.contains($0) } ?? false
            let chrome = (actor.role == .overlay || actor.role == .dimming || actor.role == .scanLine) && !onCopy
            guard (chrome && created.contains(actor.id)) || actor.id == staying,
                SceneGeometry.isSeen(i, in: before.actors, bounds: bounds, minimumShare: 0.02)
            else { continue }
            let afterIndex = after.actors.firstIndex { $0.id == actor.id }
            var problem: String?
            if let afterIndex, SceneGeometry.isSeen(afterIndex, in: after.actors, bounds: bounds) {
                let shown = after.actors[afterIndex]
                if abs(shown.effectiveAlpha - actor.effectiveAlpha) > 0.05 {
                    problem = "its opacity snaps from \(Self.describe(actor.effectiveAlpha)) to \(Self.describe(shown.effectiveAlpha))"
                } else if let a = actor.corners, let b = shown.corners, a.count == b.count,
                    zip(a, b).contains(where: { abs($0.x - $1.x) > 1 || abs($0.y - $1.y) > 1 })
                {
                    problem = "it snaps to another place"
                }
            } else if chrome, actor.effectiveAlpha * (actor.state.backgroundColor?.alpha ?? 1) > 0.05 {
                problem = "it disappears while \(Self.describe(actor.effectiveAlpha)) opaque"
            }
            if let problem {
                summary.findings.append(
                    Finding(
                        severity: .warning, code: "completion.jump",
                        message: "'\(actor.id)' jumps when the transition completes: \(problem) (animate it to its completed state)",
                        transition: index, frame: frame))
            }
        }
    }

    /// A number with at most two decimals, for messages.
    static func describe(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return hundredths.truncatingRemainder(dividingBy: 100) == 0 ? "\(WholeNumber.clamped(hundredths / 100, in: Int.min...Int.max))" : "\(hundredths / 100)"
    }

    /// A frame as `(x, y, width, height)`, each number with at most two decimals, for messages.
    static func describe(_ r: Rect) -> String {
        "(\(describe(r.minX)), \(describe(r.minY)), \(describe(r.width)), \(describe(r.height)))"
    }

    /// `percent.out-of-range` (once per transition): UIKit's `update(_:)` treats below 0 as 0 and
    /// above 1 as complete, so an app that passes such a percent gets a warning saying so.
    private mutating func reportPercent(_ percent: Double, transition: Int, frame: Int, checks: inout Checks) {
        guard !checks.percentReported, percent.isFinite, percent < -1e-9 || percent > 1 + 1e-9 else { return }
        checks.percentReported = true
        summary.findings.append(
            Finding(
                severity: .warning, code: "percent.out-of-range",
                message: "the interaction percent \(percent) leaves 0...1: UIKit's update(_:) treats it as \(percent < 0 ? "0" : "complete (1)"); clamp it to say so",
                transition: transition, frame: frame))
    }

    private mutating func checkFlash(
        timeline: Timeline, resolver: SceneResolver, clock: TrackClock, releaseValues: [AnimatableValue?],
        componentRanges: [[Double]], checks: inout Checks, index: Int, frame: Int
    ) {
        for (i, track) in timeline.tracks.enumerated() where !checks.flashReported.contains(i) {
            guard let start = track.startValue, let end = track.endValue, let value = resolver.value(ofTrack: i, at: clock),
                let atRelease = releaseValues[i]
            else { continue }
            let ranges = componentRanges[i]
            func close(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
                let ca = a.components, cb = b.components
                guard ca.count == cb.count else { return false }
                return zip(zip(ca, cb), ranges + Array(repeating: 0, count: max(0, ca.count - ranges.count)))
                    .allSatisfy { abs($0.0 - $0.1) <= 1e-6 * max($1, 1) }
            }
            if close(value, end) && !close(start, end) && !close(atRelease, end) {
                checks.flashReported.insert(i)
                summary.findings.append(
                    Finding(
                        severity: .warning, code: "cancel.flash",
                        message: "\(track.actor).\(track.property.rawValue) shows its finished value while the transition is being cancelled (reset the model value)",
                        transition: index, frame: frame))
            }
        }
    }

    private mutating func checkTimeline(
        _ timeline: Timeline, resolver: SceneResolver, animator: any TransitionAnimator, direction: TransitionDirection, index: Int
    ) {
        for problem in resolver.problems {
            summary.findings.append(Finding(severity: .error, code: "timeline.invalid", message: problem, transition: index))
        }
        let declared = animator.duration(for: direction)
        if !(abs(timeline.duration - declared) <= 1e-9) {
            summary.findings.append(
                Finding(
                    severity: .warning, code: "duration.mismatch",
                    message: "the \(direction.rawValue) timeline runs \(timeline.duration) s but the declared \(direction.rawValue) duration is \(declared) s",
                    transition: index))
        }
        for track in timeline.tracks where track.keyframes.count >= 2 {
            for i in 0..<(track.keyframes.count - 1) {
                let curve = track.curve(forSegment: i)
                guard curve.isSpring else { continue }
                let seconds = (track.keyframes[i + 1].time - track.keyframes[i].time) * track.duration * timeline.duration
                let snap = curve.endSnap(segmentDuration: seconds)
                if snap > 0.01 {
                    summary.findings.append(
                        Finding(
                            severity: .warning, code: "spring.snap",
                            message: "\(track.actor).\(track.property.rawValue): the spring is \(WholeNumber.clamped(snap * 100, .toNearestOrAwayFromZero, in: Int.min...Int.max))% away from its target when its \(seconds) s segment ends and snaps",
                            transition: index))
                }
            }
        }
    }

    /// A view the animator stopped touches on, left that way on the screen the user is left with:
    /// the to view after a finish (and the from view when the presentation keeps it), the from
    /// view after a cancel. VCTransitionsLibrary pull request 16 fixed exactly this in NatGeo: a
    /// cancelled interactive presentation left the from view with user interaction disabled.
    private mutating func checkTouches(
        timeline: Timeline, outcome: TransitionOutcome, context: TransitionContext, index: Int, frame: Int
    ) {
        guard !timeline.touchesDisabled.isEmpty else { return }
        var enabled: Set<ActorID> = []
        func walk(_ steps: [CompletionStep]) {
            for step in steps {
                switch step {
                case .enableTouches(let id): enabled.insert(id)
                case .onlyIf(let condition, let nested): if condition == outcome { walk(nested) }
                default: break
                }
            }
        }
        walk(timeline.completion.steps)
        let onScreen: [ActorID] = outcome == .finished ? (context.keepsFromView ? [.to, .from] : [.to]) : [.from]
        for id in onScreen where timeline.touchesDisabled.contains(id) && !enabled.contains(id) {
            let screen = id == .to ? "the new screen" : outcome == .cancelled ? "the screen the user came back to" : "the screen beneath"
            summary.findings.append(
                Finding(
                    severity: .error, code: "touches.disabled",
                    message: "after the transition \(outcome == .finished ? "finished" : "was cancelled"), '\(id)' keeps isUserInteractionEnabled = false: "
                        + "\(screen) ignores every tap and swipe; turn touches back on in the completion for both outcomes",
                    transition: index, frame: frame))
        }
    }

    private mutating func checkCompletion(calls: [Bool], outcome: TransitionOutcome, index: Int, frame: Int) {
        if calls.isEmpty {
            summary.findings.append(
                Finding(
                    severity: .error, code: "complete.missing",
                    message: "completeTransition was never called: the app would hang", transition: index, frame: frame))
        }
        if calls.count > 1 {
            summary.findings.append(
                Finding(
                    severity: .error, code: "complete.twice",
                    message: "completeTransition was called \(calls.count) times (UIKit ignores all but the first)",
                    transition: index, frame: frame))
        }
        let expected = outcome == .finished
        if let wrong = calls.first(where: { $0 != expected }) {
            summary.findings.append(
                Finding(
                    severity: .error, code: "complete.wrong-flag",
                    message: "completeTransition(\(wrong)) on a \(outcome.rawValue) transition; pass !transitionWasCancelled",
                    transition: index, frame: frame))
        }
    }

    private mutating func checkFinalState(
        model: SceneModel, outcome: TransitionOutcome, context: TransitionContext, resolver: SceneResolver,
        timeline: Timeline, direction: TransitionDirection, index: Int, frame: Int
    ) {
        // A view the animator leaves partly off screen on purpose is checked against where it rests.
        // Where the navigation controller lays the to view out once the transition completes: the
        // frame for the bar's new state when the transition hides or shows it (NavigationBar).
        let settled = navigationBar.flatMap { bar in
            bar.takesPart(in: context.operation) ? bar.frameWhenSettled(in: context.containerBounds, after: context.operation) : nil
        }
        let toRest = (direction == .to ? timeline.restingFrame : nil) ?? settled ?? context.finalFrame(for: .to)
        let fromRest = (direction == .back ? timeline.restingFrame : nil) ?? context.initialFrame(for: .from)
        func report(_ severity: Severity, _ code: String, _ message: String) {
            summary.findings.append(Finding(severity: severity, code: code, message: message, transition: index, frame: frame))
        }
        // Behind a phone sheet the presentation controller leaves the presenter scaled back into a
        // card (SheetPresentation): that transform is UIKit's, not the effect's.
        var sheetCard = false
        if case .sheet(let sheet) = context.presentationStyle, sheet.presenterScale < 1 { sheetCard = true }
        func problems(_ id: ActorID, frame expected: Rect) -> [String] {
            guard let state = model.node(id)?.state else { return ["missing"] }
            var list: [String] = []
            if !state.frame.isClose(to: expected, tolerance: 0.5) { list.append("frame \(state.frame) instead of \(expected)") }
            let uikitCard = sheetCard && id == UnavailableView.actor(in: context)
            if !uikitCard, !state.transform.isIdentity(tolerance: 1e-6) { list.append("non-identity transform") }
            if abs(state.alpha - 1) > 1e-6 { list.append("alpha \(state.alpha)") }
            if state.isHidden { list.append("hidden") }
            if !(state.translation == .zero) { list.append("translated") }
            return list
        }
        switch outcome {
        case .finished:
            if context.losesPresenter(to: timeline), !model.contains(.to) {
                let style = context.presentationStyle.map(\.name) ?? "custom"
                report(
                    .error, "presentation.presenter-lost",
                    "the effect took the presenting screen's view from its controller (presenterView: viewController) and put it in the "
                        + "transition's container, but under \(style.first == "o" ? "an" : "a") \(style) presentation UIKit keeps that view in the window "
                        + "and removes the container when the dismissal ends: nothing is left on screen (a black screen: Hero issue 705, openradar 20069328). "
                        + "Use view(forKey:), which is nil for it here, and leave the presenter where it is, or put it back in the window in the completion")
            } else if !model.contains(.to) {
                report(.error, "final.to-view", "after success the to view is not in the container")
            } else if let bar = navigationBar, let settled, let frame = model.node(.to)?.state.frame,
                !settled.isClose(to: context.finalFrame(for: .to), tolerance: 0.5),
                frame.isClose(to: context.finalFrame(for: .to), tolerance: 0.5)
            {
                report(.warning, "navigation.bar-visibility-jump", Self.barVisibilityJump(bar, operation: context.operation, from: frame, to: settled))
            } else if let underBar = settled ?? context.navigationContentFrame, underBar != context.containerBounds,
                let frame = model.node(.to)?.state.frame, frame.isClose(to: context.containerBounds, tolerance: 0.5),
                !toRest.isClose(to: context.containerBounds, tolerance: 0.5)
            {
                // IBAnimatable issues 305 and 324: laid out over the container, not at finalFrame(for:).
                report(
                    .error, "navigation.opaque-bar-frame",
                    "the new screen ends over the whole container \(Self.describe(frame)), under the opaque navigation bar; UIKit's finalFrame(for: .to) is "
                        + "\(Self.describe(underBar)), so the screen moves when the transition completes (IBAnimatable issues 305, 324): lay it out at finalFrame(for:)")
            } else {
                let list = problems(.to, frame: toRest)
                if !list.isEmpty { report(.error, "final.to-view", "after success the to view has " + list.joined(separator: ", ")) }
            }
            if context.keepsFromView {
                if !model.contains(.from) {
                    report(.error, "final.presenter", "the presenter's view was removed although the presentation keeps it (black screen)")
                } else {
                    let list = problems(.from, frame: context.finalFrame(for: .from))
                    if !list.isEmpty { report(.error, "final.presenter", "the presenter stays but has " + list.joined(separator: ", ")) }
                }
            } else if model.contains(.from) {
                report(.error, "final.from-view-present", "after success the from view is still in the container")
            }
        case .cancelled:
            if !model.contains(.from) {
                report(.error, "cancel.from-view", "after cancel the from view is not in the container")
            } else {
                let list = problems(.from, frame: fromRest)
                if !list.isEmpty {
                    report(.error, "cancel.from-view", "after cancel the from view is not back in its initial state: " + list.joined(separator: ", "))
                }
            }
            if context.toViewWasPresent {
                let list = problems(.to, frame: context.initialFrame(for: .to))
                if !list.isEmpty { report(.error, "cancel.to-view", "after cancel the presenter is not as before: " + list.joined(separator: ", ")) }
            } else if context.cancelLeavesToView, model.contains(.to) {
                // UIKit does not take the presenter back out after a cancelled dismissal.
                let scene = model.resolved()
                let seen = scene.actors.firstIndex { $0.id == .to }.map {
                    SceneGeometry.isSeen($0, in: scene.actors, bounds: scene.containerBounds)
                } ?? false
                report(
                    .error, "cancel.presenter-left",
                    "after the cancelled dismissal the presenting screen's view is still in the presented screen's container"
                        + (seen ? ", drawn where the user sees it, over the screen they stayed on" : ", out of sight")
                        + ": UIKit does not remove the to view of a cancelled dismissal, and the next dismissal or unwind segue misbehaves "
                        + "(VCTransitionsLibrary pull request 46, IBAnimatable pull request 175; Apple's CustomTransitions sample). "
                        + "Remove it in the completion when transitionWasCancelled, or use the automatic clean-up")
            } else if model.contains(.to) {
                report(.error, "cancel.to-view", "after cancel the to view is still in the container")
            }
        }
        for id in resolver.createdActors where model.contains(id) {
            // An actor the manifest declares in `outlives:` may stay after success; after a cancel it
            // must still go, and an undeclared one is always reported.
            if outcome == .finished && timeline.outlivesOnPurpose.contains(id) { continue }
            report(.error, "leftover.actor", "'\(id)' is still in the container after the transition")
        }
        if !timeline.masksStayOnPurpose {
            for id in [ActorID.container, .from, .to] where model.node(id)?.state.mask != nil {
                report(.error, "leftover.mask", "'\(id)' still has a mask after the transition")
            }
        }
        for node in model.nodes where node.state.filter != nil {
            report(.error, "leftover.filter", "'\(node.id)' still has a filter after the transition")
        }
        if let container = model.node(.container)?.state,
            !container.transform.isIdentity(tolerance: 1e-6) || !container.sublayerTransform.isIdentity(tolerance: 1e-9)
                || container.translation != .zero
        {
            report(.warning, "leftover.container-transform", "the container keeps a transform, sublayer transform or translation")
        }
    }

    // MARK: - Completion

    /// Runs the completion steps; returns the flags of the `completeTransition` calls.
    private func applyCompletion(
        _ steps: [CompletionStep], outcome: TransitionOutcome, model: inout SceneModel, resolver: SceneResolver,
        context: TransitionContext
    ) -> [Bool] {
        var calls: [Bool] = []
        func run(_ steps: [CompletionStep]) {
            // Consecutive removals (every created actor, in the standard plan) go in one pass.
            var pendingRemovals: [ActorID] = []
            func flushRemovals() {
                if !pendingRemovals.isEmpty { model.remove(pendingRemovals) }
                pendingRemovals = []
            }
            for step in steps {
                if case .removeActor(let id) = step {
                    pendingRemovals.append(id)
                    continue
                }
                if case .removeFromSuperview(let id) = step {
                    pendingRemovals.append(id)
                    continue
                }
                flushRemovals()
                switch step {
                case .removeActor(let id), .removeFromSuperview(let id):
                    model.remove(id)
                case .setProperty(let id, let property, let value):
                    model.update(id) { _ = $0.set(property, to: value) }
                case .restoreInitialState(let id):
                    if let initial = resolver.initialModel.node(id)?.state {
                        model.update(id) { $0 = initial }
                    } else if let spec = resolver.timeline.actors.first(where: { $0.id == id }) {
                        model.update(id) { $0 = spec.initial }
                    }
                case .showView(let id): model.update(id) { $0.isHidden = false }
                case .hideView(let id): model.update(id) { $0.isHidden = true }
                case .removeMask(let id): model.update(id) { $0.mask = nil }
                case .removeFilter(let id): model.update(id) { $0.filter = nil }
                case .enableTouches: break  // not drawn; checkTouches follows it
                case .completeTransition(let flag):
                    let didComplete: Bool
                    switch flag {
                    case .notCancelled: didComplete = outcome == .finished
                    case .always(let value): didComplete = value
                    }
                    if calls.isEmpty {
                        uikitCompletes(didComplete, model: &model, context: context, timeline: resolver.timeline)
                    }
                    calls.append(didComplete)
                case .onlyIf(let condition, let nested):
                    if condition == outcome { run(nested) }
                }
            }
            flushRemovals()
        }
        run(steps)
        return calls
    }

    /// What UIKit does on the first `completeTransition`: removes the view that is going away.
    private func uikitCompletes(_ didComplete: Bool, model: inout SceneModel, context: TransitionContext, timeline: Timeline) {
        for id in context.viewsRemovedByUIKit(didComplete: didComplete, in: timeline) { model.remove(id) }
    }
}
