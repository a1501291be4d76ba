import SegueEngine

/// Compiles an animator's timeline for one context into an ``AnimationPlan``.
///
/// The plan is read off ``TimelineStaging``, the layout of the very resolver the simulator samples:
/// the same actors, setup, presentation chrome and track order. Each track becomes one animation
/// whose times are in seconds of the container's clock.
public enum PlanCompiler {
    /// The plan `animator` runs in `context`.
    public static func plan(for animator: any TransitionAnimator, in context: TransitionContext) -> AnimationPlan {
        plan(for: animator.timeline(for: context.direction, in: context), animator: animator, in: context)
    }

    /// The plan of `timeline`, made by `animator`, in `context`.
    package static func plan(
        for timeline: Timeline, animator: any TransitionAnimator, in context: TransitionContext
    ) -> AnimationPlan {
        let staging = TimelineStaging(timeline, in: context)
        let duration = timeline.duration.isFinite ? max(timeline.duration, 0) : 0
        let actors = staging.actors.map { staged -> PlanActor in
            let owner: PlanOwner =
                staged.isCreated ? .animator : staged.id == .presentationDimming ? .presentation : .uikit
            return PlanActor(
                id: staged.id, role: staged.role, owner: owner, source: staged.source, parent: staged.parent,
                initial: staged.start, beforeSetup: staged.before == staged.start ? nil : staged.before)
        }
        let animations = staging.tracks.map { animation($0, timelineDuration: duration) }
        let release: PlanInteraction.Release
        if animator.needsInteractiveTimer {
            release = .interactiveTimer
        } else if timeline.restartCurveOnRelease != nil {
            release = .restart
        } else if timeline.completesWithLayerAnimation {
            release = .layerAnimationStops
        } else {
            release = .percentDriven
        }
        let completion = animator.interactiveCompletion
        let interaction = PlanInteraction(
            release: release,
            restartCurve: timeline.restartCurveOnRelease.map { PlanTimingFunction($0, segmentDuration: duration) },
            completionSpeed: completion?.fixedSpeed, completionSpeedIsRemainingPercent: completion?.speed == .remainingPercent,
            completionCurve: completion?.curve.map { PlanTimingFunction($0, segmentDuration: duration) })
        return AnimationPlan(
            effect: animator.identity, operation: context.operation, direction: context.direction,
            presentationStyle: context.presentationStyle, isInteractive: context.isInteractive,
            containerBounds: context.containerBounds, duration: duration, actors: actors, animations: animations,
            completion: PlanCompletion(
                finished: actions(of: timeline, outcome: .finished, context: context),
                cancelled: actions(of: timeline, outcome: .cancelled, context: context)),
            interaction: interaction)
    }

    /// Core Animation's key path for an engine property (``PropertyNames/coreAnimation``).
    package static func keyPath(of property: AnimatableProperty) -> String { property.names.coreAnimation }

    private static func animation(_ staged: StagedTrack, timelineDuration: Double) -> PlanAnimation {
        let track = staged.track
        let seconds = track.duration * timelineDuration
        let segments = max(track.keyframes.count - 1, 0)
        let functions = (0..<segments).map { i in
            let span = track.keyframes[i + 1].time - track.keyframes[i].time
            return PlanTimingFunction(track.curve(forSegment: i), segmentDuration: span * seconds)
        }
        // A delayed UIView animation shows its first value from the start (UIKit sets the model and
        // the animation fills backwards); a later animation of the same property waits for its begin
        // time and then replaces the earlier one's value. Both hold their last value afterwards,
        // which is also the model value UIKit set.
        let fill = staged.fillMode
        // Discrete animations take one more key time than values, the last 1: "Each value / keyTime
        // pair represents the value from the specified time until the next keyframe"
        // (https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode/discrete).
        var keyTimes = track.keyframes.map(\.time)
        if track.calculationMode == .discrete { keyTimes.append(1) }
        return PlanAnimation(
            actor: track.actor, property: track.property, keyPath: keyPath(of: track.property),
            values: track.keyframes.map(\.value), keyTimes: keyTimes, timingFunctions: functions,
            timingFunction: track.animationCurve.map { PlanTimingFunction($0, segmentDuration: seconds) },
            calculationMode: track.calculationMode, beginTime: track.begin * timelineDuration, duration: seconds,
            fillMode: fill, driver: track.driver, resetsModelValueOnCancel: track.resetsModelValueOnCancel,
            transformInterpolation: track.transformInterpolation,
            owner: staged.isPresentationChrome ? .presentation : .animator)
    }

    /// The timeline's completion steps flattened for one outcome, UIKit's removal after the first `completeTransition`.
    private static func actions(of timeline: Timeline, outcome: TransitionOutcome, context: TransitionContext)
        -> [PlanAction]
    {
        var result: [PlanAction] = []
        var completed = false
        func run(_ steps: [CompletionStep]) {
            for step in steps {
                switch step {
                case .removeActor(let id), .removeFromSuperview(let id): result.append(.remove(id))
                case .setProperty(let id, let property, let value): result.append(.set(id, property, value))
                case .restoreInitialState(let id): result.append(.restore(id))
                case .showView(let id): result.append(.show(id))
                case .hideView(let id): result.append(.hide(id))
                case .removeMask(let id): result.append(.removeMask(id))
                case .removeFilter(let id): result.append(.removeFilter(id))
                // Touches change nothing an animation system draws; `check` follows them.
                case .enableTouches: break
                case .completeTransition(let flag):
                    let didComplete: Bool
                    switch flag {
                    case .notCancelled: didComplete = outcome == .finished
                    case .always(let value): didComplete = value
                    }
                    result.append(.completeTransition(didComplete: didComplete))
                    if !completed {
                        completed = true
                        result += context.viewsRemovedByUIKit(didComplete: didComplete, in: timeline).map(PlanAction.uikitRemoves)
                    }
                case .onlyIf(let condition, let nested):
                    if condition == outcome { run(nested) }
                }
            }
        }
        run(timeline.completion.steps)
        return result
    }
}
