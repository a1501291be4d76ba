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
}
