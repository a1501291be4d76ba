/// The run settings the app's runtime shares with the simulator (SegueSimulation): how an app
/// guards a transition requested mid-transition, the frame rate, seed and budget of a run, and
/// the phase a frame shows. They live here so that SegueKit needs none of the simulator.

/// What the app does with a transition requested while another one is still running.
package enum ReentryGuard: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing: the request goes straight to UIKit (the app of every re-entry bug report).
    case none
    /// The app holds the request and makes it once the running transition has completed.
    case wait
    /// The app drops the request (a tab bar delegate returning false from `shouldSelect` while a
    /// transition runs, a button disabled until `didShow`).
    case refuse
}

/// Run settings.
public struct SimulationOptions: Sendable, Hashable, Codable {
    /// Frames per second (60 by default; 120 and any positive N work).
    public var fps: Int
    /// Seed for everything random (kinds get a per-transition seed in their context).
    public var seed: UInt64
    /// The simulation budget: most actors summed over all frames (frames x actors) one run may
    /// produce. Past it the run stops with a `simulation.budget` error, so no valid manifest,
    /// script or frame rate can make a run take unbounded time or memory.
    public var maxActorFrames: Int

    /// The budget when nobody sets one: 250,000 actor-frames, ten times what the largest built-in
    /// effect needs at 60 fps (lines-horizontal, navigation: 26,354).
    public static let defaultMaxActorFrames = 250_000

    /// The seed of every run nobody gives one: the library's, `check`'s, `simulate`'s and the
    /// gallery's, so a trace made in code equals the one the CLI prints without `--seed`.
    public static let defaultSeed: UInt64 = 1

    /// Creates options.
    public init(fps: Int = 60, seed: UInt64 = SimulationOptions.defaultSeed, maxActorFrames: Int = SimulationOptions.defaultMaxActorFrames)
    {
        self.fps = max(fps, 1)
        self.seed = seed
        self.maxActorFrames = max(maxActorFrames, 1)
    }
}

/// What kind of moment a frame shows.
package enum FramePhase: String, Sendable, Hashable, Codable {
    /// An uninterrupted animation.
    case animating
    /// The finger is down; the percent follows it.
    case interacting
    /// After release: the completion or cancel tail (or the interactive timer).
    case releasing
    /// After the completion block ran.
    case completed
}
