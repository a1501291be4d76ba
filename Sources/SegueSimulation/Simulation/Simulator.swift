import SegueEngine

/// Plays scenarios frame by frame, hands each moment to the checks (``CheckList``), and reports a trace.
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
    package static func runTransition(
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

/// The mutable state of one run: clocks, counters and the summary.
///
/// The run schedules frames and forwards each moment of a transition to its ``CheckSession``; what
/// is wrong with a transition is the checks' to say, each in its own file.
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

    /// Frames from a moment to the first frame at or after `seconds` later: ceil(seconds * fps),
    /// with the rounding of a product that should be whole absorbed; zero or less gives 0. The
    /// rule a played plan counts its frames by too (``MediaTiming/framesCovering(_:fps:)``).
    private func framesCovering(_ seconds: Double) -> Int {
        MediaTiming.framesCovering(seconds, fps: fps)
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

    /// The app's screens as the steps leave them: the navigation stack, the presented screens, the
    /// selected tab and child.
    private struct Screens {
        let root: String
        var nav: [NavEntry]
        var modals: [ModalEntry] = []
        var latestPushed: (any TransitionAnimator)?
        var tab = 0
        var child = 0

        init(root: String) {
            self.root = root
            nav = [NavEntry(screen: root, animator: nil)]
        }

        var top: String { modals.last?.screen ?? nav.last?.screen ?? root }
    }

    mutating func play(_ scenario: Scenario) {
        var screens = Screens(root: scenario.rootScreen)
        // When the previous step was made: a timed request counts from it.
        var previousStepTime = 0.0
        for (stepIndex, requested) in scenario.steps.enumerated() {
            if overBudget { break }
            let step = requested.operationStep
            let transitionsBefore = summary.transitions.count
            var requestTime = time(ofFrame: nextFrame)
            if case .requested(_, let after, let policy) = requested, after.isFinite {
                requestTime = previousStepTime + max(after, 0)
                guard requestWhileRunning(step.operation, at: requestTime, guard: policy) else {
                    previousStepTime = requestTime
                    continue
                }
            }
            perform(step, index: stepIndex, scenario: scenario, screens: &screens)
            // The next timed request counts from this step's transition, or from its request when none began.
            previousStepTime =
                summary.transitions.count > transitionsBefore
                ? time(ofFrame: summary.transitions[transitionsBefore].firstFrame) : requestTime
        }
    }

    /// A request made at `requestTime`, while the last transition may still run (``ReentryHandling``
    /// has the rules): records it and what breaks; false when the request never plays.
    ///
    /// A request that plays is played once the running one completes: the engine cannot say what a
    /// device shows while two transitions share the container, so the finding says it instead.
    private mutating func requestWhileRunning(_ operation: TransitionOperation, at requestTime: Double, guard policy: ReentryGuard) -> Bool
    {
        guard let running = summary.transitions.last, time(ofFrame: running.firstFrame) <= requestTime + 1e-9,
            requestTime < time(ofFrame: running.lastFrame) - 1e-9
        else { return true }
        let handling = ReentryHandling.of(requested: operation, running: running.operation, guard: policy)
        summary.events.append(
            TraceEvent(
                transition: running.index, frame: max(nextFrame - 1, 0), time: time(ofFrame: max(nextFrame - 1, 0)),
                kind: .requestWhileRunning(operation: operation, handling: handling)))
        let into = requestTime - time(ofFrame: running.firstFrame)
        let frame = running.firstFrame + framesCovering(into)
        if let finding = ReentryHandling.finding(handling, requested: operation, running: running, after: into, frame: frame) {
            summary.findings.append(finding)
        }
        return handling.plays
    }

    /// Plays one step on the app's screens, or reports why it cannot run.
    private mutating func perform(_ step: ScenarioStep, index stepIndex: Int, scenario: Scenario, screens: inout Screens) {
        switch step {
        case .push(let screen, let animator, let interaction):
            screens.latestPushed = animator
            let flag = transition(
                animator: animator, operation: .push, fromScreen: screens.top, toScreen: screen, interaction: interaction)
            if flag == true { screens.nav.append(NavEntry(screen: screen, animator: animator)) }
        case .pop(let interaction):
            guard screens.nav.count > 1, let top = screens.nav.last, let pushing = top.animator else {
                return invalidStep(stepIndex, "pop with nothing to pop")
            }
            let animator: any TransitionAnimator
            switch scenario.navigationPolicy {
            case .animatorThatPushed: animator = pushing
            case .latestPushedAnimator: animator = screens.latestPushed ?? pushing
            }
            if let wrong = WrongAnimatorCheck.finding(
                screen: top.screen, pushedBy: pushing.identity, poppedBy: animator.identity,
                transition: summary.transitions.count, frame: nextFrame)
            {
                summary.findings.append(wrong)
            }
            let below = screens.nav[screens.nav.count - 2].screen
            let flag = transition(
                animator: animator, operation: .pop, fromScreen: top.screen, toScreen: below, interaction: interaction)
            if flag == true { screens.nav.removeLast() }
        case .present(let screen, let animator, let style, let interaction):
            let flag = transition(
                animator: animator, operation: .present, style: style, fromScreen: screens.top, toScreen: screen,
                interaction: interaction)
            if flag == true { screens.modals.append(ModalEntry(screen: screen, animator: animator, style: style)) }
        case .dismiss(let interaction):
            guard let top = screens.modals.last else { return invalidStep(stepIndex, "dismiss with nothing presented") }
            let below =
                screens.modals.count > 1 ? screens.modals[screens.modals.count - 2].screen : (screens.nav.last?.screen ?? screens.root)
            let flag = transition(
                animator: top.animator, operation: .dismiss, style: top.style, fromScreen: top.screen,
                toScreen: below, interaction: interaction)
            if flag == true { screens.modals.removeLast() }
        case .selectTab(let index, let animator, let interaction):
            guard index != screens.tab, (0..<scenario.tabCount).contains(index) else {
                return invalidStep(stepIndex, "tab \(index) is selected already or does not exist")
            }
            let flag = transition(
                animator: animator, operation: .tab, fromIndex: screens.tab, toIndex: index, fromScreen: "tab.\(screens.tab)",
                toScreen: "tab.\(index)", interaction: interaction)
            if flag == true { screens.tab = index }
        case .swapChild(let index, let animator, let interaction):
            guard index != screens.child, (0..<scenario.childCount).contains(index) else {
                return invalidStep(stepIndex, "child \(index) is shown already or does not exist")
            }
            let flag = transition(
                animator: animator, operation: .container, fromIndex: screens.child, toIndex: index,
                fromScreen: "child.\(screens.child)", toScreen: "child.\(index)", interaction: interaction)
            if flag == true { screens.child = index }
        case .requested:
            break  // operationStep unwrapped it
        }
    }

    private mutating func invalidStep(_ index: Int, _ message: String) {
        summary.findings.append(InvalidStepCheck.finding(step: index, message))
    }

    // MARK: - One transition

    /// What one transition carries from frame to frame: what the checks may read, the checks
    /// themselves, and where its frames start.
    private struct Playing {
        let facts: TransitionFacts
        var checks = CheckSession()
        let firstFrame: Int
        /// The timeline's duration, 0 when it is not a finite positive number.
        let duration: Double

        init(facts: TransitionFacts, firstFrame: Int) {
            self.facts = facts
            self.firstFrame = firstFrame
            duration = facts.timeline.duration.isFinite ? max(facts.timeline.duration, 0) : 0
        }
    }

    /// Counts a frame of `actors` against the budget; false (after recording the one
    /// `simulation.budget` error) when it does not fit, and the run stops.
    ///
    /// A frame costs one actor-frame at least, whatever its scene holds, so a phase's frame count
    /// is a lower bound of its cost (what ``reserve(_:for:transition:)`` relies on).
    private mutating func spend(_ actors: Int, transition: Int) -> Bool {
        actorFrames += max(actors, 1)
        guard actorFrames > options.maxActorFrames else { return true }
        overBudget = true
        summary.findings.append(
            SimulationBudgetCheck.finding(limit: options.maxActorFrames, frame: nextFrame, actors: actors, transition: transition))
        return false
    }

    /// Asks the budget for the `frames` frames of `phase` before the first is made; false (after
    /// recording the one `simulation.budget` error) when they outnumber the actor-frames left,
    /// and the run stops. Each frame is still spent as it is made: this only refuses a phase
    /// that cannot fit, so no loop iterates, and no array holds, more frames than the budget.
    private mutating func reserve(_ frames: Int, for phase: BudgetedPhase, transition: Int) -> Bool {
        let left = max(options.maxActorFrames - actorFrames, 0)
        guard frames > left else { return true }
        overBudget = true
        summary.findings.append(
            SimulationBudgetCheck.finding(
                limit: options.maxActorFrames, frame: nextFrame, before: phase, left: left, transition: transition))
        return false
    }

    /// The frames covering `seconds` of `phase` (``framesCovering(_:)``), or nil when the budget
    /// cannot hold them (``reserve(_:for:transition:)``). An infinite time never fits: a tail
    /// at the smallest completionSpeed lasts forever, where ``framesCovering(_:)`` would give 0.
    private mutating func reserveFrames(covering seconds: Double, for phase: BudgetedPhase, transition: Int) -> Int? {
        let frames = seconds == .infinity ? Int.max : framesCovering(seconds)
        return reserve(frames, for: phase, transition: transition) ? frames : nil
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
        var gesture: GestureConfig?
        if let interaction {
            guard let config = beginGesture(interaction, animator: animator, context: context, index: index) else { return nil }
            gesture = config
        }

        // Under an over-full-screen or custom presentation the presenter's view is nil to the
        // animator: what the effect asks of it never happens on a device (UnavailableView).
        let (timeline, ignored) = UnavailableView.apply(to: animator.timeline(for: context.direction, in: context), in: context)
        var playing = Playing(
            facts: TransitionFacts(
                index: index, animator: animator, context: context, timeline: timeline, ignored: ignored,
                navigationBar: navigationBar, tabBar: tabBar),
            firstFrame: nextFrame)
        if playing.facts.tabBarAnimated {
            summary.events.append(event(.tabBarAnimated(hiding: operation == .push), transition: index, frame: nextFrame))
        }
        if let navigationBar, navigationBar.takesPart(in: operation) {
            summary.events.append(
                event(.navigationBarAnimated(hiding: !navigationBar.isHidden(before: operation)), transition: index, frame: nextFrame))
        }
        playing.checks.timeline(playing.facts, report: &summary.findings)

        var outcome = TransitionOutcome.finished
        var interactionInfo: InteractionInfo?
        if let interaction, let config = gesture {
            guard let interacted = interact(interaction, config: config, playing: &playing) else { return nil }
            (outcome, interactionInfo) = interacted
        } else if let count = reserveFrames(covering: playing.duration, for: .animation, transition: index) {
            // Frame k shows k / fps; the completion frame is the first at or after the end.
            for k in 0..<count {
                let local = Double(k) / fps
                guard emit(&playing, percent: local / playing.duration, phase: .animating, clock: .running(local)) else { break }
            }
        }
        // A run stopped by the budget ends here: its completion and checks would judge frames never made.
        if overBudget { return nil }

        let (calls, completedFrame) = complete(outcome: outcome, interaction: interaction, playing: &playing)
        summary.transitions.append(
            TransitionRecord(
                index: index, operation: operation, direction: context.direction, animator: animator.identity,
                duration: timeline.duration, fromScreen: fromScreen, toScreen: toScreen, context: context,
                outcome: outcome, interaction: interactionInfo, firstFrame: playing.firstFrame, lastFrame: completedFrame))
        return calls.first
    }

    /// The gesture that drives an interactive transition, or nil (after saying so) when the touch
    /// begins outside the edge band: then there is no transition at all.
    private mutating func beginGesture(
        _ interaction: Interaction, animator: any TransitionAnimator, context: TransitionContext, index: Int
    ) -> GestureConfig? {
        let config = animator.drivenGesture(
            interaction.config ?? animator.gesture(for: context.direction) ?? .defaultConfig(for: context))
        let start: Point
        switch interaction.input {
        case .samples(let s, _): start = s ?? config.defaultStartLocation(in: bounds)
        case .release(_, _, let s): start = s ?? config.defaultStartLocation(in: bounds)
        }
        if let notBegun = GestureNotBegunCheck.finding(config, startingAt: start, in: bounds, transition: index) {
            summary.events.append(event(.gestureDidNotBegin, transition: index, frame: nextFrame))
            summary.findings.append(notBegun)
            return nil
        }
        return config
    }

    /// Makes the next frame, at `clock` or of `model` when given, tells the checks and hands it to
    /// the sink; nothing once the budget ran out. False when it made no frame: the loop making the
    /// frames of a phase stops there.
    @discardableResult
    private mutating func emit(
        _ playing: inout Playing, percent: Double, phase: FramePhase, clock: AnimationClock,
        model: SceneModel? = nil, afterRelease: Bool = false
    ) -> Bool {
        guard !overBudget else { return false }
        let facts = playing.facts
        let scene = (model ?? facts.resolver.model(at: clock)).resolved()
        guard spend(scene.actors.count, transition: facts.index) else { return false }
        // Frame i is at i / fps exactly: computed from the index, never accumulated.
        let frame = FrameSample(
            index: nextFrame, time: time(ofFrame: nextFrame),
            localTime: Double(nextFrame - playing.firstFrame) / fps, transition: facts.index, percent: percent,
            phase: phase, actors: scene.actors)
        playing.checks.frame(
            FrameFacts(sample: frame, scene: scene, clock: clock, afterRelease: afterRelease), of: facts, report: &summary.findings)
        sink(frame)
        summary.frameCount += 1
        nextFrame += 1
        return true
    }

    /// An event of transition `index`, carrying the time of the frame it is recorded on.
    func event(_ kind: EventKind, transition index: Int, frame: Int) -> TraceEvent {
        TraceEvent(transition: index, frame: frame, time: time(ofFrame: frame), kind: kind)
    }

    /// Tells the checks of a moment of the release.
    private mutating func released(_ moment: ReleaseMoment, _ playing: inout Playing) {
        let facts = playing.facts
        playing.checks.release(moment, of: facts, report: &summary.findings)
    }

    // MARK: - Interaction

    /// Before the first frame, and for each frame the finger is down: the drag; then the release
    /// and its tail, run by the interactive timer or by UIKit's controller. Nil when the budget
    /// stopped the run.
    private mutating func interact(
        _ interaction: Interaction, config: GestureConfig, playing: inout Playing
    ) -> (TransitionOutcome, InteractionInfo)? {
        let facts = playing.facts
        let duration = playing.duration
        var controller = PercentDrivenController(
            duration: duration, completionSpeed: config.completionSpeed, completionCurve: config.completionCurve)
        let drag = dragPath(interaction.input, config: config)
        guard reserve(drag.frames, for: .drag, transition: facts.index) else { return nil }
        summary.events.append(event(.willBegin, transition: facts.index, frame: nextFrame))
        var rawRelease = 0.0
        for raw in drag.percents {
            rawRelease = raw
            controller.update(raw)
            summary.events.append(event(.updating(percent: raw), transition: facts.index, frame: nextFrame))
            let s = controller.percent * duration
            guard emit(&playing, percent: raw, phase: .interacting, clock: .running(s)) else { return nil }
        }
        let p = controller.percent
        let releaseClock = AnimationClock.running(p * duration)
        let releaseValues = facts.timeline.tracks.indices.map { facts.resolver.value(ofTrack: $0, at: releaseClock) }
        // The gesture's end is handled in the callback after the last drag frame.
        let releaseFrame = nextFrame
        let finishing: Bool
        if facts.animator.needsInteractiveTimer {
            finishing = releaseWithTimer(rawRelease, config: config, releaseValues: releaseValues, playing: &playing)
        } else {
            finishing = releaseWithController(
                rawRelease, velocity: drag.velocity, config: config, controller: &controller, releaseValues: releaseValues,
                playing: &playing)
        }
        let info = InteractionInfo(
            config: config, usedTimer: facts.animator.needsInteractiveTimer, releasePercent: rawRelease,
            releaseVelocity: drag.velocity, releaseFrame: releaseFrame, tailFrames: nextFrame - releaseFrame + 1)
        return (finishing ? .finished : .cancelled, info)
    }

    /// The interactive timer's tail (``InteractiveTimer``): at or beyond a bound the handler
    /// finishes or cancels at once; otherwise the timer steps the percent, and its crossing tick
    /// finishes or cancels on the completion frame. Returns whether it finishes.
    private mutating func releaseWithTimer(
        _ rawRelease: Double, config: GestureConfig, releaseValues: [AnimatableValue?], playing: inout Playing
    ) -> Bool {
        let index = playing.facts.index
        if let ends = InteractiveTimer.endsAtRelease(rawRelease) {
            summary.events.append(event(.willEnd(success: ends, percent: rawRelease), transition: index, frame: nextFrame))
            released(.lifted(percent: rawRelease, finishing: ends, timer: true, frame: nextFrame), &playing)
            return ends
        }
        let finishing = InteractiveTimer.finishes(from: rawRelease)
        released(.lifted(percent: rawRelease, finishing: finishing, timer: true, frame: nextFrame), &playing)
        summary.events.append(event(.willBeginTimerAnimation, transition: index, frame: nextFrame))
        let ticks = InteractiveTimer.ticks(from: rawRelease)
        for (k, tick) in ticks.enumerated() {
            // UIKit clamps what it is given; the percent reported is the app's own value.
            let q = config.clampsPercent ? tick.clamped(to: 0...1) : tick
            summary.events.append(event(.updating(percent: q), transition: index, frame: nextFrame))
            if k == ticks.count - 1 {
                // The crossing callback passes its percent to update(_:) too, then calls willEnd and
                // finish/cancel itself; the completion frame is this same frame.
                released(.updated(percent: q, frame: nextFrame), &playing)
                summary.events.append(event(.willEnd(success: finishing, percent: q), transition: index, frame: nextFrame))
                if !finishing {
                    // cancelInteractiveTransition removes the layer animations: what shows now is
                    // each layer's model value (the flash a reset avoids).
                    let clock = AnimationClock(viewTime: 0, layer: .removed(.cancelled))
                    released(.cancelShows(clock: clock, releaseValues: releaseValues, frame: nextFrame), &playing)
                }
                break
            }
            let s = q.clamped(to: 0...1) * playing.duration
            guard emit(&playing, percent: q, phase: .releasing, clock: .running(s), afterRelease: true) else { break }
        }
        return finishing
    }

    /// UIKit's percent-driven controller decides and runs the tail: the remaining time at
    /// completionSpeed (or Hero's restart on a fresh curve). Returns whether it finishes.
    private mutating func releaseWithController(
        _ rawRelease: Double, velocity: Double, config: GestureConfig, controller: inout PercentDrivenController,
        releaseValues: [AnimatableValue?], playing: inout Playing
    ) -> Bool {
        let timeline = playing.facts.timeline
        let duration = playing.duration
        let p = controller.percent
        let finishing = config.shouldFinish(percent: rawRelease, velocity: velocity)
        controller.completionSpeed = config.completionSpeed(releasedAt: p)
        summary.events.append(event(.willEnd(success: finishing, percent: rawRelease), transition: playing.facts.index, frame: nextFrame))
        released(.lifted(percent: rawRelease, finishing: finishing, timer: false, frame: nextFrame), &playing)
        if let curve = timeline.restartCurveOnRelease {
            // Hero resumes every animation from where it stands for the remaining time,
            // (1 - p) * duration whichever way it goes, on a fresh curve.
            let tail = (1 - p) * duration
            guard let frames = reserveFrames(covering: tail, for: .tail, transition: playing.facts.index) else { return finishing }
            let count = max(1, frames)
            let target = finishing ? duration : 0
            for k in stride(from: 1, to: count, by: 1) {
                let f = tail > 0 ? min(Double(k) / fps / tail, 1) : 1
                let clock = AnimationClock(
                    viewTime: target, layer: .removed(finishing ? .finished : .cancelled),
                    restart: .init(fromTime: p * duration, fraction: curve.progress(at: f, segmentDuration: tail)))
                guard emit(&playing, percent: p + (finishing ? 1 - p : -p) * f, phase: .releasing, clock: clock, afterRelease: true)
                else { break }
            }
        } else if !timeline.completesWithLayerAnimation {
            // UIKit's tail: the remaining time at completionSpeed; its last frame is the
            // completion frame, the first at or after the tail's end. At a completionSpeed of
            // 1e-9 it lasts 5e8 s: the budget refuses it before its first frame.
            let tail = finishing ? controller.finishDuration : controller.cancelDuration
            guard let frames = reserveFrames(covering: tail, for: .tail, transition: playing.facts.index) else { return finishing }
            let count = max(1, frames)
            for k in stride(from: 1, to: count, by: 1) {
                let s = controller.animationSeconds(afterRelease: Double(k) / fps, finishing: finishing)
                let clock = AnimationClock(viewTime: s, layer: .removed(finishing ? .finished : .cancelled))
                guard
                    emit(
                        &playing, percent: duration > 0 ? s / duration : (finishing ? 1 : 0),
                        phase: .releasing, clock: clock, afterRelease: true)
                else { break }
                if !finishing {
                    released(.cancelShows(clock: clock, releaseValues: releaseValues, frame: nextFrame - 1), &playing)
                }
            }
        }
        return finishing
    }

    // MARK: - The end of a transition

    /// Runs the completion block, records its calls and the completion frame, then hands the end
    /// to the checks; returns the flags of the `completeTransition` calls and the completion frame.
    private mutating func complete(
        outcome: TransitionOutcome, interaction: Interaction?, playing: inout Playing
    ) -> (calls: [Bool], frame: Int) {
        let facts = playing.facts
        let index = facts.index
        // The completion block sees the model values: every animation's end value, except layer
        // animations whose model was reset for a cancel.
        let finalClock = AnimationClock(viewTime: playing.duration, layer: .removed(outcome))
        var model = facts.resolver.model(at: finalClock)
        // What the animation shows as it ends: a cancel has run the view animations back to 0.
        let lastAnimated = facts.resolver.model(
            at: outcome == .finished ? finalClock : AnimationClock(viewTime: 0, layer: .removed(.cancelled))
        ).resolved()
        let calls = applyCompletion(
            facts.timeline.completion.steps, outcome: outcome, model: &model, resolver: facts.resolver, context: facts.context)
        let completedFrame = nextFrame
        for flag in calls {
            summary.events.append(event(.completeTransition(didComplete: flag), transition: index, frame: completedFrame))
        }
        if let first = calls.first {
            summary.events.append(event(.animationEnded(didComplete: first), transition: index, frame: completedFrame))
        }
        summary.completions.append(
            CompletionRecord(
                transition: index, calls: calls.map { CompletionCall(didComplete: $0, frame: completedFrame) },
                wasCancelled: outcome == .cancelled))
        emit(
            &playing, percent: outcome == .finished ? 1 : 0, phase: .completed, clock: finalClock, model: model,
            afterRelease: interaction != nil)
        let late = interaction?.callsAfterEnd ?? []
        recordCallsAfterEnd(late, transition: index, frame: completedFrame)
        let end = CompletionFacts(
            outcome: outcome, calls: calls, model: model, lastAnimated: lastAnimated, frame: completedFrame,
            callsAfterEnd: late, transition: facts)
        playing.checks.completion(end, of: facts, report: &summary.findings)
        return (calls, completedFrame)
    }

    // MARK: - Gesture path

    /// The drag's frames: how many there are, the raw percent of each from the touch's beginning to
    /// its release, and the release velocity. The percents are made as the loop asks for them, so a
    /// drag the budget refuses (a gesture file's samples may span 2e6 s) is never built.
    private func dragPath(
        _ input: GestureInput, config: GestureConfig
    ) -> (frames: Int, percents: AnySequence<Double>, velocity: Double) {
        let fps = fps
        let bounds = bounds
        switch input {
        case .release(let percent, let velocity, _):
            let target = percent.isFinite ? percent : 0
            let velocity = velocity.isFinite ? velocity : 0
            let distance = abs(target) * config.baseLength(in: bounds)
            var seconds = velocity != 0 ? distance / abs(velocity) : 0.3
            seconds = seconds.clamped(to: (1 / fps)...2)
            let n = max(1, WholeNumber.count(seconds * fps, .toNearestOrAwayFromZero))
            let u = config.direction.unitVector
            let percents = (0...n).lazy.map { k -> Double in
                // The finger lifts at the percent asked for: the round trip through points rounds
                // (0.3 x 844 pt / 844 = 0.29999999999999993), and XWTransition's timer starts from
                // the release percent itself (XWInteractiveTransition.m:124, :176), where that
                // last bit is a whole callback (InteractiveTimer.ticks).
                if k == n { return config.percent(forFraction: target) }
                let along = distance * Double(k) / Double(n) * (target < 0 ? -1 : 1)
                let translation = Point(x: u.x * along, y: u.y * along)
                return config.percent(forTranslation: translation, in: bounds)
            }
            return (n + 1, AnySequence(percents), velocity)
        case .samples(_, let samples):
            let valid = samples.filter { $0.time.isFinite && $0.translation.x.isFinite && $0.translation.y.isFinite }
            guard let first = valid.first, let last = valid.last else { return (1, AnySequence([0]), 0) }
            let span = max(last.time - first.time, 0)
            let n = WholeNumber.count(span * fps - 1e-9)
            let percents = sequence(state: (k: 0, cursor: 0)) { state -> Double? in
                guard state.k <= n else { return nil }
                let t = min(first.time + Double(state.k) / fps, last.time)
                while state.cursor + 1 < valid.count && valid[state.cursor + 1].time <= t + 1e-12 { state.cursor += 1 }
                state.k += 1
                return config.percent(forTranslation: valid[state.cursor].translation, in: bounds)
            }
            var velocity = 0.0
            if valid.count >= 2 {
                let a = valid[valid.count - 2]
                let b = last
                let dt = b.time - a.time
                if dt > 0 {
                    velocity =
                        config.distance(along: Point(x: b.translation.x - a.translation.x, y: b.translation.y - a.translation.y)) / dt
                }
            }
            return (n + 1, AnySequence(percents), velocity)
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
