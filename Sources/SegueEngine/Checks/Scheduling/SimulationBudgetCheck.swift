/// `simulation.budget`: The run is over the simulation budget.
package struct SimulationBudgetCheck: Check {
    package static let description = CheckDescription(
        code: "simulation.budget", severity: .error, hooks: [.scheduling],
        short: "The run is over the simulation budget",
        full: "Frames times actors exceeds limits.maxActorFrames; lower the frame rate, the duration or the number of slices.",
        source: "The engine's own: limits.maxActorFrames bounds the work of one run (frames times actors).")
}

extension SimulationBudgetCheck {
    /// The run needs more than `limit` actor-frames; it stopped at `frame`, which has `actors` actors.
    static func finding(limit: Int, frame: Int, actors: Int, transition: Int) -> Finding {
        finding(
            "the run needs more than \(limit) actor-frames (frames x actors); stopped at frame \(frame), which has \(actors) \(actors == 1 ? "actor" : "actors"). Lower the frame rate, the durations, the number of steps or the effect's actor count (a wider strip, fewer pieces), or raise limits.maxActorFrames",
            transition: transition, frame: frame)
    }
}
