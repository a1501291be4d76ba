import Foundation
import Testing

/// Valid manifests within every other limit cannot make `simulate` or `check` unbounded.
@Suite struct SimulationBudgetCLITests {
    static let worst = ["simulate", "lines-vertical", "--set", "toDuration=60", "--set", "stripWidth=1"]

    /// A config with the smallest budget, so each format's refusal is quick to reach.
    static func smallBudget() throws -> String {
        let config = try makeScratchFolder("budget-small").appendingPathComponent("segue.yaml")
        try Data("segue: 1\nlimits: {maxActorFrames: 10000}\n".utf8).write(to: config)
        return config.path
    }

    @Test func theWorstCaseOfTheIssueStopsAtTheDefaultBudget() throws {
        let result = try BoundedSegue.run(Self.worst, seconds: 300)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("error: the run needs more than 250000 actor-frames (frames x actors)"), "\(result.stderr)")
        #expect(result.stderr.contains("[simulation.budget]"))
    }

    @Test(arguments: ["summary", "json", "svg", "html", "ascii"])
    func aWholeTraceFormatOverTheBudgetPrintsNothingAndFails(format: String) throws {
        let result = try BoundedSegue.run(Self.worst + ["--format", format, "--config", try Self.smallBudget()], seconds: 300)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("error: the run needs more than 10000 actor-frames (frames x actors)"), "\(result.stderr)")
    }

    @Test func ndjsonStreamsUpToTheBudgetAndNeverNamesItsFile() throws {
        let folder = try makeScratchFolder("budget")
        let out = folder.appendingPathComponent("run.ndjson")
        let config = try Self.smallBudget()
        let result = try BoundedSegue.run(Self.worst + ["--format", "ndjson", "--out", out.path, "--config", config], seconds: 300)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[simulation.budget]"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(InterruptTests.leftovers(folder) == [])
        let streamed = try BoundedSegue.run(Self.worst + ["--format", "ndjson", "--config", config], seconds: 300)
        let last = try #require(streamed.stdout.split(separator: "\n").last)
        #expect(last.contains("\"simulation.budget\""))
    }

    @Test func theConfigSetsTheBudgetAndCheckKeepsToIt() throws {
        let folder = try makeScratchFolder("budget-config")
        let config = folder.appendingPathComponent("segue.yaml")
        try Data("segue: 1\nfps: 1000\nlimits: {maxActorFrames: 10000}\n".utf8).write(to: config)
        let check = try BoundedSegue.run(["check", "lines-vertical", "--config", config.path, "--format", "json"], seconds: 300)
        #expect(check.status == 1)
        #expect(check.stdout.contains("\"simulation.budget\""))
        let small = try BoundedSegue.run(["simulate", "crossfade", "--config", config.path], seconds: 300)
        #expect(small.status == 0, "\(small.stderr)")
    }

    @Test func aLongScriptAtAHighFrameRateIsRefused() throws {
        let steps = String(repeating: "- push: slide\n- pop\n", count: 150)
        let result = try BoundedSegue.run(
            ["simulate", "--script", "-", "--fps", "1000", "--format", "json"], input: Data(steps.utf8), seconds: 300)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("[simulation.budget]"))
    }

    /// A folder holding one manifest that extends slide and sets the `interactive:` block's
    /// completionSpeed to `speed` (line 6, column 20) and its durations to `duration`.
    static func slowRelease(speed: String, duration: String = "0.35") throws -> URL {
        let folder = try makeScratchFolder("budget-slow-release")
        let text = """
            segue: 1
            id: slow-release
            name: Slow release
            extends: slide
            interactive:
              completionSpeed: \(speed)
            toDuration: \(duration)
            backDuration: \(duration)

            """
        try Data(text.utf8).write(to: folder.appendingPathComponent("slow-release.yaml"))
        return folder
    }

    /// Issue 51 item 2's manifest: a release tail of 0.3 x 0.35 s / 1e-9 used to run `simulate` for
    /// more than 20 s and `check` for more than 35 CPU-minutes. The reader refuses the speed where it
    /// is written, naming its range, so neither runs anything.
    @Test(arguments: [
        ["simulate", "slow-release", "--scenario", "pop", "--interactive", "--release-at", "0.3"], ["check", "slow-release"],
    ])
    func theIssuesSlowReleaseIsRefusedWhereItIsWritten(command: [String]) throws {
        let folder = try Self.slowRelease(speed: "0.000000001")
        let result = try BoundedSegue.run(command + ["--effects", folder.path], seconds: 60)
        #expect(!result.killedByTimeout)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "slow-release.yaml:6:20: error: 'completionSpeed' must be between 0.01 and 100, not 0.000000001 [manifest.range]"),
            "\(result.stderr)")
        #expect(!result.stdout.contains("\"releasing\""))
    }

    /// What the reader cannot know: the slowest speed it allows, the longest durations and the
    /// highest frame rate make a tail of 0.3 x 60 s / 0.01 = 1 800 s, 1 800 000 frames at 1000 fps.
    /// `simulate` stops at the release with the budget error, before the tail's first frame.
    @Test func aTailTheReaderAllowsButTheBudgetCannotHoldStopsAtTheRelease() throws {
        let folder = try Self.slowRelease(speed: "0.01", duration: "60")
        let result = try BoundedSegue.run(
            [
                "simulate", "slow-release", "--effects", folder.path, "--scenario", "pop", "--interactive", "--release-at", "0.3",
                "--fps", "1000", "--format", "ndjson",
            ], seconds: 120)
        #expect(!result.killedByTimeout)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[simulation.budget]"), "\(result.stderr)")
        #expect(result.stderr.contains("the tail after the release"), "\(result.stderr)")
        #expect(!result.stdout.contains("\"releasing\""))
    }

    /// `check` runs such a manifest through every case: at the config's 1000 fps and smallest budget,
    /// a tail of 0.3 x 1 s / 0.01 is 30 000 frames, which no release case can fit, and each reports
    /// the budget as a finding of that case.
    @Test func checkReportsTheTailOverTheBudgetAsAFinding() throws {
        let folder = try Self.slowRelease(speed: "0.01", duration: "1")
        let config = folder.appendingPathComponent("segue.yaml")
        try Data("segue: 1\nfps: 1000\nlimits: {maxActorFrames: 10000}\n".utf8).write(to: config)
        let check = try BoundedSegue.run(
            ["check", "slow-release", "--effects", folder.path, "--config", config.path, "--format", "json"], seconds: 300)
        #expect(!check.killedByTimeout)
        #expect(check.status == 1)
        #expect(check.stdout.contains("the tail after the release"), "\(check.stderr)")
    }
}
