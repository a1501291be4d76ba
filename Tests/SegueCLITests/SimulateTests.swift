import Foundation
import Testing

/// `segue simulate` and `segue check` end to end: stdout, stderr and exit status against goldens.
@Suite struct SimulateTests {
    static let goldens = packageRoot.appendingPathComponent("Tests/Snapshots/cli")

    static let runs: [(name: String, arguments: [String])] = [
        ("simulate-crossfade-push", ["simulate", "crossfade"]),
        ("simulate-slide-interactive-pop", ["simulate", "slide", "--scenario", "navigation", "--interactive", "--release-at", "0.3"]),
        ("simulate-slide-fade-present-120fps", ["simulate", "slide-fade", "--scenario", "present", "--fps", "120", "--screen", "320x568"]),
        ("simulate-route", ["simulate", "--route", "settings", "--scenario", "modal"]),
        ("simulate-route-custom-presentation", ["simulate", "--route", "filter-menu", "--scenario", "modal", "--fps", "30"]),
        ("simulate-script", ["simulate", "--script", "Tests/Fixtures/scripts/three-pushes.yaml"]),
        (
            "simulate-gesture-file",
            ["simulate", "slide", "--scenario", "pop", "--interactive", "--gesture", "Tests/Fixtures/scripts/drag.yaml"]
        ),
        ("simulate-set", ["simulate", "slide", "--set", "direction=up", "--set", "toDuration=0.2", "--set", "fade=true"]),
        ("simulate-ascii", ["simulate", "slide", "--format", "ascii"]),
        ("simulate-json", ["simulate", "crossfade", "--fps", "10", "--format", "json"]),
        ("simulate-ndjson", ["simulate", "crossfade", "--fps", "10", "--format", "ndjson"]),
        (
            "simulate-custom-presentation",
            ["simulate", "crossfade", "--scenario", "modal", "--presentation", "custom", "--frame", "20,100,350,600"]
        ),
        ("check-all", ["check"]),
        ("check-routes-json", ["check", "--routes", "--format", "json"]),
        ("check-sarif", ["check", "slide", "--format", "sarif"]),
        ("error-unknown-effect", ["simulate", "slyde"]),
        ("error-unknown-route", ["simulate", "--route", "setings"]),
        ("error-unknown-scenario", ["simulate", "slide", "--scenario", "pusj"]),
        ("error-set-unknown-key", ["simulate", "slide", "--set", "directoin=up"]),
        ("error-set-bad-value", ["simulate", "slide", "--set", "toDuration=-1"]),
        ("error-bad-script", ["simulate", "--script", "Tests/Fixtures/scripts/bad-step.yaml"]),
        ("error-missing-script", ["simulate", "--script", "Tests/Fixtures/scripts/none.yaml"]),
        ("error-out-missing-folder", ["simulate", "slide", "--out", "no/such/folder/out.txt"]),
        ("error-out-exists", ["simulate", "slide", "--out", "README.md"]),
        ("error-direction-without-interactive", ["simulate", "slide", "--direction", "left"]),
        ("error-play-without-ascii", ["simulate", "slide", "--play"]),
    ]

    @Test(arguments: runs.map(\.name))
    func runMatchesGolden(name: String) throws {
        let arguments = try #require(Self.runs.first { $0.name == name }).arguments
        let result = try Segue.run(arguments)
        let text =
            "$ segue \(arguments.joined(separator: " "))\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)--- exit \(result.status)\n"
        expectGolden(text, at: Self.goldens.appendingPathComponent("\(name).txt"))
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("crashed"))
    }

    @Test func simulationIsDeterministic() throws {
        let a = try Segue.run(["simulate", "slide-fade", "--scenario", "navigation", "--interactive", "--format", "json"])
        let b = try Segue.run(["simulate", "slide-fade", "--scenario", "navigation", "--interactive", "--format", "json"])
        #expect(a.status == 0)
        #expect(a.stdout == b.stdout)
    }

    @Test func ndjsonHasAHeaderAFrameALineAndASummary() throws {
        let result = try Segue.run(["simulate", "slide", "--format", "ndjson"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.contains("\"format\":\"segue-trace-stream\"") == true)
        #expect(lines.last?.contains("\"findings\":[]") == true)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil)
        }
        #expect(lines.count > 20)
    }

    @Test func outWritesAFileAndRefusesToReplaceItWithoutForce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.json").path
        let first = try Segue.run(["simulate", "slide", "--format", "json", "--out", path])
        #expect(first.status == 0)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\"format\" : \"segue-trace\""))
        try "mine".write(toFile: path, atomically: true, encoding: .utf8)
        let second = try Segue.run(["simulate", "crossfade", "--format", "json", "--out", path])
        #expect(second.status == 1)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        let forced = try Segue.run(["simulate", "crossfade", "--format", "ndjson", "--out", path, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\"effect\":\"crossfade\""))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["trace.json"])
    }

    @Test func theScriptPopsWithTheAnimatorThatPushed() throws {
        let result = try Segue.run(["simulate", "--script", "Tests/Fixtures/scripts/three-pushes.yaml"])
        #expect(result.status == 0)
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("transition ") }
        #expect(headers.count == 6)
        #expect(headers[3].contains("pop (back) screen.3 -> screen.2 with slide-fade"))
        #expect(headers[4].contains("with crossfade"))
        #expect(headers[5].contains("with slide"))
    }

    /// Off a terminal, --play prints the key frames like plain ascii (no escape codes).
    @Test func playOffATerminalPrintsPlainAscii() throws {
        let plain = try Segue.run(["simulate", "circle-spread", "--format", "ascii"])
        let played = try Segue.run(["simulate", "circle-spread", "--format", "ascii", "--play"])
        #expect(played.status == 0)
        #expect(played.stdout == plain.stdout)
        #expect(!played.stdout.contains("\u{1B}["))
    }
}
