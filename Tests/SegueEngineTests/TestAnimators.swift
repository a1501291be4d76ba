import SegueEngine
import SegueSimulation

/// A correct slide: the arriving view slides in from the trailing side over a parallax from view.
struct SlideAnimator: TransitionAnimator {
    var identity = "slide"
    var toDuration = 0.5
    var backDuration = 0.4

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        let w = context.containerBounds.width
        var b = TimelineBuilder(duration: duration(for: direction), context: context)
        let toFinal = context.finalFrame(for: .to)
        let fromStart = context.initialFrame(for: .from)
        let sign: Double = direction == .to ? 1 : -1
        let toStart = toFinal.offsetBy(dx: sign * (direction == .to ? w : w / 3), dy: 0)
        let fromEnd = fromStart.offsetBy(dx: -sign * (direction == .to ? w / 3 : w), dy: 0)
        b.set(.to, .frame, .rect(toStart))
        b.track(.frame, of: .to, from: .rect(toStart), to: .rect(toFinal), curve: .easeOut)
        b.track(.frame, of: .from, from: .rect(fromStart), to: .rect(fromEnd), curve: .easeOut)
        return b.build()
    }
}

/// ``SlideAnimator`` released as Hero releases: every animation restarts from where it stands over
/// the rest of the duration, on a fresh curve.
struct RestartingAnimator: TransitionAnimator {
    var identity = "restarting"
    var toDuration = 0.5
    var backDuration = 0.4

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        var timeline = SlideAnimator(identity: identity, toDuration: toDuration, backDuration: backDuration)
            .timeline(for: direction, in: context)
        timeline.restartCurveOnRelease = .easeOut
        return timeline
    }
}

/// A correct crossfade with a snapshot of the from view.
struct CrossfadeAnimator: TransitionAnimator {
    var identity = "crossfade"
    var toDuration = 0.3
    var backDuration = 0.3

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        var b = TimelineBuilder(duration: duration(for: direction), context: context)
        let snap = b.snapshot(of: .from)
        b.set(.from, .isHidden, true)
        b.set(.to, .alpha, 0)
        b.track(.alpha, of: .to, from: 0, to: 1, curve: .linear)
        b.track(.alpha, of: snap, from: 1, to: 0, curve: .linear)
        return b.build()
    }
}

/// A correct layer-driven circle reveal, with the interactive timer and a model reset on cancel.
struct CircleMaskAnimator: TransitionAnimator {
    var identity = "circle"
    var toDuration = 0.5
    var backDuration = 0.5
    var needsInteractiveTimer = true
    var resets = true

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        var b = TimelineBuilder(duration: duration(for: direction), context: context)
        let size = context.finalFrame(for: .to).size
        let center = Point(x: size.width / 2, y: size.height / 2)
        let radius = (size.width * size.width + size.height * size.height).squareRoot() / 2
        b.mask(.to, .circle(center: center, radius: 0))
        b.track(
            .maskCircle, of: .to, from: .circle(center: center, radius: 0), to: .circle(center: center, radius: radius),
            curve: .easeInEaseOut, driver: .layer, resetsModelValueOnCancel: resets)
        return b.build()
    }
}

/// Wraps a correct animator and breaks one thing on purpose.
struct BrokenAnimator: TransitionAnimator {
    enum Bug: Sendable {
        case noComplete, completeTwice, alwaysTrue, noRestore, toHalfAlpha, leaveSnapshot, leaveMask
        case nanAlpha, blankGap, backUsesToDuration
    }
    var base: any TransitionAnimator = CrossfadeAnimator()
    var bug: Bug
    var identity: String { "broken" }
    var toDuration: Double { base.toDuration }
    var backDuration: Double { bug == .backUsesToDuration ? 0.2 : base.backDuration }
    var needsInteractiveTimer: Bool { base.needsInteractiveTimer }

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        var t = base.timeline(for: direction, in: context)
        func without(_ predicate: (CompletionStep) -> Bool) {
            t.completion.steps.removeAll(where: predicate)
        }
        func isComplete(_ s: CompletionStep) -> Bool {
            if case .completeTransition = s { return true } else { return false }
        }
        switch bug {
        case .noComplete: without(isComplete)
        case .completeTwice: t.completion.steps.append(.completeTransition(.notCancelled))
        case .alwaysTrue:
            without(isComplete)
            t.completion.steps.append(.completeTransition(.always(true)))
        case .noRestore: without { $0 == .restoreInitialState(.from) }
        case .toHalfAlpha:
            t.tracks.append(Track(actor: .to, property: .alpha, keyframes: [Keyframe(0, 1), Keyframe(1, 0.5)], begin: 0.5, duration: 0.5))
        case .leaveSnapshot: without { if case .removeActor = $0 { return true } else { return false } }
        case .leaveMask: without { $0 == .removeMask(.to) }
        case .nanAlpha:
            t.tracks.append(
                Track(actor: .to, property: .alpha, keyframes: [Keyframe(0, 1), Keyframe(1, .number(.nan))], begin: 0.5, duration: 0.5))
        case .blankGap:
            // The from snapshot is gone by 40% but the to view starts fading in only at 50%.
            t.tracks = [
                Track(actor: "snapshot.from", property: .alpha, keyframes: [Keyframe(0, 1), Keyframe(1, 0)], duration: 0.4),
                Track(actor: .to, property: .alpha, keyframes: [Keyframe(0, 0), Keyframe(1, 1)], begin: 0.5, duration: 0.5),
            ]
        case .backUsesToDuration:
            t.duration = base.toDuration
        }
        return t
    }
}

/// Codes of findings that are errors or warnings.
func problemCodes(_ trace: Trace) -> [String] {
    trace.findings.filter { $0.severity >= .warning }.map(\.code)
}

func problemCodes(_ summary: TraceSummary) -> [String] {
    summary.findings.filter { $0.severity >= .warning }.map(\.code)
}
