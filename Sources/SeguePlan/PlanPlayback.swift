import SegueEngine

/// What the finger does, for playing a plan frame by frame.
package enum PlanInput: Sendable, Hashable {
    /// No gesture: the animations run from start to end.
    case plain
    /// A gesture: the percents passed to `update(_:)` on each frame the finger is down (the last
    /// is the release), whether the app finishes (ignored under the interactive timer, which
    /// decides by itself), and the interaction controller's `completionSpeed` at release and its
    /// `completionCurve`.
    case interactive(drag: [Double], finishing: Bool, completionSpeed: Double, completionCurve: PlanTimingFunction)
}

/// One frame of a played plan.
package struct PlanFrame: Sendable, Hashable {
    /// Which part of the transition the frame belongs to.
    package var phase: FramePhase
    /// The clock the frame shows; nil for the completed frame.
    package var clock: PlanClock?
    /// The scene.
    package var scene: ResolvedScene
}

/// Plays a plan at a frame rate: every frame a display would show, then the completed frame.
///
/// Percent-driven interaction, as UIKit documents it and the engine models it:
/// `UIPercentDrivenInteractiveTransition`
/// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition) pauses the
/// container's animations and `update(_:)` positions them at `percentComplete` ("the percentage of
/// the transition that is complete", clamped to 0...1): the container's time offset is
/// `percent * duration`. After `finish()` or `cancel()` the animations run on to the end or back
/// to the start, taking the remaining time divided by `completionSpeed`, paced by
/// `completionCurve` (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/completioncurve).
/// Layer-driven animations (outside the container's view animations) do not follow that run: they
/// are removed and show their model values. The interactive timer, Hero's restart and a completion
/// hung on `animationDidStop` follow the plan's ``PlanInteraction/Release``.
package struct PlanPlayback: Sendable {
    /// The evaluator.
    package let evaluator: PlanEvaluator
    /// Frames per second.
    package let fps: Double

    /// Plays `plan` at `fps`.
    package init(_ plan: AnimationPlan, fps: Int = 60) {
        evaluator = PlanEvaluator(plan)
        self.fps = Double(fps)
    }

    /// Every frame for `input`, the completed frame last, and the outcome.
    package func frames(_ input: PlanInput) -> (frames: [PlanFrame], outcome: TransitionOutcome) {
        let plan = evaluator.plan
        let d = plan.duration
        var frames: [PlanFrame] = []
        func show(_ phase: FramePhase, _ clock: PlanClock) {
            frames.append(PlanFrame(phase: phase, clock: clock, scene: evaluator.scene(at: clock)))
        }
        let outcome: TransitionOutcome
        switch input {
        case .plain:
            for k in 0..<MediaTiming.framesCovering(d, fps: fps) { show(.animating, .running(Double(k) / fps)) }
            outcome = .finished
        case .interactive(let drag, let appFinishes, let completionSpeed, let completionCurve):
            var percent = 0.0
            for raw in drag {
                percent = PercentDrivenRun.percent(raw)
                show(.interacting, .running(percent * d))
            }
            let release = drag.last ?? 0
            let p = percent
            var finishing = appFinishes
            switch plan.interaction.release {
            case .interactiveTimer:
                if let ends = InteractiveTimer.endsAtRelease(release) {
                    finishing = ends
                } else {
                    finishing = InteractiveTimer.finishes(from: release)
                    // Every callback but the crossing one updates the percent and shows a frame;
                    // the crossing one finishes or cancels, and the completion shows on that frame.
                    for tick in InteractiveTimer.ticks(from: release).dropLast() {
                        show(.releasing, .running(tick.clamped(0, 1) * d))
                    }
                }
            case .restart:
                let tail = (1 - p) * d
                let curve = PlanCurve(plan.interaction.restartCurve ?? .cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, name: nil), seconds: tail)
                let count = max(1, MediaTiming.framesCovering(tail, fps: fps))
                for k in stride(from: 1, to: count, by: 1) {
                    let f = tail > 0 ? min(Double(k) / fps / tail, 1) : 1
                    show(
                        .releasing,
                        PlanClock(
                            viewTime: finishing ? d : 0, layer: .removed(finishing ? .finished : .cancelled),
                            restart: .init(fromTime: p * d, fraction: curve.progress(at: f))))
                }
            case .layerAnimationStops:
                break
            case .percentDriven:
                let run = PercentDrivenRun(
                    percent: p, duration: d, finishing: finishing, completionSpeed: completionSpeed, completionCurve: completionCurve)
                let tail = run.seconds
                let count = max(1, MediaTiming.framesCovering(tail, fps: fps))
                for k in stride(from: 1, to: count, by: 1) {
                    let f = tail > 0 ? min(Double(k) / fps / tail, 1) : 1
                    show(.releasing, PlanClock(viewTime: run.viewTime(atFraction: f), layer: .removed(finishing ? .finished : .cancelled)))
                }
            }
            outcome = finishing ? .finished : .cancelled
        }
        frames.append(PlanFrame(phase: .completed, clock: nil, scene: evaluator.completedScene(outcome)))
        return (frames, outcome)
    }
}
