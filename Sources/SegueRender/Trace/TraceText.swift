import SegueEngine
import SegueSimulation

/// What a run was, for the header of every human-readable output.
package struct RunDescription: Sendable {
    /// The effect's id.
    package let effect: String
    /// The scenario's name, or `script NAME`.
    package let scenario: String
    /// Seconds going to.
    package let toDuration: Double
    /// Seconds going back.
    package let backDuration: Double
    /// The container's size in points.
    package let screen: Size
    /// Frames per second.
    package let fps: Int
    /// The run's seed.
    package let seed: UInt64

    /// A run's description.
    package init(effect: String, scenario: String, toDuration: Double, backDuration: Double, screen: Size, fps: Int, seed: UInt64) {
        self.effect = effect
        self.scenario = scenario
        self.toDuration = toDuration
        self.backDuration = backDuration
        self.screen = screen
        self.fps = fps
        self.seed = seed
    }
}

/// The `summary` format: what ran, how it ended, when things happened, key frames and findings.
package enum TraceText {
    /// The progress points shown for every transition.
    package static let progressPoints: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// The whole summary: run, transitions with their events and key frames, findings.
    package static func summary(_ trace: Trace, run: RunDescription) -> String {
        var out = "effect    \(run.effect)\n"
        out +=
            "scenario  \(run.scenario) on \(Describe.number(run.screen.width))x\(Describe.number(run.screen.height)) at \(run.fps) fps, seed \(run.seed)\n"
        if run.toDuration > 0 {
            out += "duration  to \(Describe.number(run.toDuration))s, back \(Describe.number(run.backDuration))s\n"
        } else {
            out += "duration  per step (see each transition)\n"
        }
        for transition in trace.transitions {
            out += "\n" + header(transition, fps: trace.fps) + "\n"
            let events = trace.events.filter { $0.transition == transition.index }
            if !events.isEmpty {
                out += "  events\n"
                var index = 0
                while index < events.count {
                    let event = events[index]
                    // A drag updates every frame: show a run of updates as one line.
                    var end = index
                    while case .updating = event.kind, end + 1 < events.count, case .updating = events[end + 1].kind {
                        end += 1
                    }
                    if end > index, case .updating(let a) = event.kind, case .updating(let b) = events[end].kind {
                        out +=
                            "    \(time(event.time)) frame \(event.frame)  updating x\(end - index + 1): \(Describe.number(a)) to \(Describe.number(b)) (until frame \(events[end].frame))\n"
                    } else {
                        out += "    \(time(event.time)) frame \(event.frame)  \(describe(event.kind))\n"
                    }
                    index = end + 1
                }
            }
            out += "  key frames\n"
            for (label, frame) in keyFrames(of: transition, in: trace) {
                out += "    \(label): frame \(frame.index), \(time(frame.time)), percent \(Describe.number(frame.percent))\n"
                for actor in frame.actors
                where actor.role != .container || actor.state.translation != .zero || actor.state.sublayerTransform != .identity {
                    out += "      " + SceneText.line(actor) + "\n"
                }
            }
        }
        out += "\n" + findings(trace.findings)
        return out
    }

    /// One transition's heading: operation, screens, animator, duration, outcome.
    package static func header(_ transition: TransitionRecord, fps: Int) -> String {
        let outcome = transition.outcome == .finished ? "finished" : "cancelled"
        var text =
            "transition \(transition.index): \(transition.operation.rawValue) (\(transition.direction.rawValue)) \(transition.fromScreen) -> \(transition.toScreen) with \(transition.animator), \(Describe.number(transition.duration))s; \(outcome) at frame \(transition.lastFrame)"
        if let interaction = transition.interaction {
            text +=
                "\n  interactive: pan \(interaction.config.direction.rawValue), released at \(Describe.number(interaction.releasePercent)) (frame \(interaction.releaseFrame)), velocity \(Describe.number(interaction.releaseVelocity)) pt/s, \(interaction.usedTimer ? "timer drove" : "UIKit ran") the last \(interaction.tailFrames == 1 ? "frame" : "\(interaction.tailFrames) frames")"
        }
        return text
    }

    /// The frames at the progress points, the release and the last frame of a transition.
    package static func keyFrames(of transition: TransitionRecord, in trace: Trace) -> [(String, FrameSample)] {
        let frames = trace.frames.filter { $0.transition == transition.index }
        guard let first = frames.first, let last = frames.last else { return [] }
        var picked: [(String, FrameSample)] = []
        if transition.interaction == nil {
            for p in progressPoints {
                let target = first.time + p * (last.time - first.time)
                if let frame = frames.min(by: { abs($0.time - target) < abs($1.time - target) }) {
                    picked.append(("progress \(Describe.number(p))", frame))
                }
            }
        } else {
            picked.append(("start", first))
            if let interaction = transition.interaction,
                let release = frames.first(where: { $0.index == interaction.releaseFrame })
            {
                picked.append(("release", release))
            }
            picked.append(("completion", last))
        }
        return picked
    }

    /// `findings  N` and one line per finding (`none` when there are none).
    package static func findings(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "findings  none\n" }
        var out = "findings  \(findings.count)\n"
        for finding in findings {
            var place = ""
            if let transition = finding.transition { place += " transition \(transition)" }
            if let frame = finding.frame { place += " frame \(frame)" }
            out += "  \(finding.severity.rawValue)\(place): \(finding.message) [\(finding.code)]\n"
        }
        return out
    }

    static func time(_ seconds: Double) -> String {
        let text = Describe.number(seconds)
        return text + "s"
    }

    /// An event in words (`completeTransition(true)`, `updating 0.42`, ...).
    package static func describe(_ kind: EventKind) -> String {
        switch kind {
        case .willBegin: "will begin"
        case .updating(let percent): "updating \(Describe.number(percent))"
        case .willBeginTimerAnimation: "will begin timer animation"
        case .willEnd(let success, let percent): "will end (\(success ? "finish" : "cancel") at \(Describe.number(percent)))"
        case .completeTransition(let didComplete): "completeTransition(\(didComplete))"
        case .animationEnded(let didComplete): "animationEnded(\(didComplete))"
        case .gestureDidNotBegin: "gesture did not begin (touch outside the edge band)"
        case .updateAfterEnd(let percent): "update \(Describe.number(percent)) after the end (ignored)"
        case .tabBarAnimated(let hiding): "UIKit animates the tab bar \(hiding ? "away" : "back") alongside"
        case .navigationBarAnimated(let hiding):
            "UIKit animates the navigation bar \(hiding ? "away" : "back") (setNavigationBarHidden(\(hiding), animated: true)), outside the container"
        case .endAfterEnd(let success): "\(success ? "finish" : "cancel") after the end (ignored)"
        case .requestWhileRunning(let operation, let handling): "\(operation.rawValue) requested while running: \(handling.rawValue)"
        }
    }
}
