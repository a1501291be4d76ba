import SegueEngine

/// `simulation.budget`: The run is over the simulation budget.
package struct SimulationBudgetCheck: SchedulingHook {
    package static let description = CheckDescription(
        code: "simulation.budget", severity: .error,
        short: "The run is over the simulation budget",
        full: "Frames times actors exceeds limits.maxActorFrames; lower the frame rate, the duration or the number of slices.",
        source: "The engine's own: limits.maxActorFrames bounds the work of one run (frames times actors).")
}

/// A stretch of frames whose length the simulator knows before it makes the first one, so the
/// budget is asked for all of them at once: a phase of 5e10 frames stops the run before any of
/// them is computed, instead of after the budget ran out frame by frame.
package enum BudgetedPhase: Sendable {
    /// An animation no finger drives.
    case animation
    /// The frames the finger is down.
    case drag
    /// After the release: UIKit's completion or cancel at completionSpeed, or Hero's restart.
    case tail

    /// The phase in the error's words.
    var name: String {
        switch self {
        case .animation: "the animation"
        case .drag: "the drag"
        case .tail: "the tail after the release"
        }
    }

    /// What makes the phase shorter.
    var remedy: String {
        switch self {
        case .animation: "Lower the frame rate or the duration"
        case .drag: "Lower the frame rate or shorten the gesture"
        case .tail: "Raise the completion speed, or lower the frame rate or the duration"
        }
    }
}

extension SimulationBudgetCheck {
    /// The run needs more than `limit` actor-frames; it stopped at `frame`, which has `actors` actors.
    static func finding(limit: Int, frame: Int, actors: Int, transition: Int) -> Finding {
        finding(
            "\(needsMore(than: limit)); stopped at frame \(frame), which has \(actors) \(actors == 1 ? "actor" : "actors"). Lower the frame rate, the durations, the number of steps or the effect's actor count (a wider strip, fewer pieces), \(raise)",
            transition: transition, frame: frame)
    }

    /// The run stopped at `frame`, before `phase`, whose frames outnumber the `left` actor-frames
    /// the budget still has (a frame costs one at least).
    static func finding(limit: Int, frame: Int, before phase: BudgetedPhase, left: Int, transition: Int) -> Finding {
        finding(
            "\(needsMore(than: limit)); stopped at frame \(frame), before \(phase.name), which needs more frames than the \(left) actor-frames left. \(phase.remedy), \(raise)",
            transition: transition, frame: frame)
    }

    /// The way to a bigger budget: a config segue found by itself may only lower limits, so the
    /// config that raises it is one the user names.
    private static let raise = "or raise limits.maxActorFrames in a config you name with --config or SEGUE_CONFIG"

    private static func needsMore(than limit: Int) -> String {
        "the run needs more than \(limit) actor-frames (frames x actors)"
    }
}
