import Foundation
import Testing

/// Named pipes where a file is expected end with a diagnostic, never a hang; pipes passed on
/// purpose (`-`, process substitution) are read with the size limit; `--out -` is standard output.
/// Every run is bounded: a hang kills the child and fails the test.
@Suite struct PipeInputTests {
    let folder: URL

    init() throws {
        folder = try makeScratchFolder("pipes")
        try makeFIFO(folder.appendingPathComponent("pipe.yaml"))
    }

    var pipe: String { folder.appendingPathComponent("pipe.yaml").path }

    func expectRefused(_ result: BoundedResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.killedByTimeout, sourceLocation: sourceLocation)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.stderr.contains("is a named pipe (FIFO), not a regular file"), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("[file.not-regular]"), sourceLocation: sourceLocation)
    }

    @Test func validateAFIFO() throws {
        expectRefused(try BoundedSegue.run(["validate", pipe], seconds: 30))
    }

    @Test func aFIFOAsConfig() throws {
        expectRefused(try BoundedSegue.run(["validate", "--config", pipe], seconds: 30))
        expectRefused(try BoundedSegue.run(["validate"], environment: ["SEGUE_CONFIG": pipe], seconds: 30))
    }

    @Test func aFIFOAtTheDiscoveredConfigDoesNotHangList() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Config"), withIntermediateDirectories: true)
        try makeFIFO(folder.appendingPathComponent("Config/segue.yaml"))
        let result = try BoundedSegue.run(["list"], in: folder, seconds: 30)
        #expect(!result.killedByTimeout)
        #expect(result.stderr.contains("'Config/segue.yaml' is a named pipe (FIFO)"), "\(result.stderr)")
    }

    @Test func aFIFOAsScriptOrGesture() throws {
        expectRefused(try BoundedSegue.run(["simulate", "--script", pipe], seconds: 30))
        expectRefused(try BoundedSegue.run(["simulate", "slide", "--interactive", "--gesture", pipe], seconds: 30))
    }

    @Test func aFIFOInAFolderIsReportedNotSkipped() throws {
        let result = try BoundedSegue.run(["validate", folder.path], seconds: 30)
        #expect(!result.killedByTimeout)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("pipe.yaml' is a named pipe (FIFO), not a regular file; skipped [file.not-regular]"), "\(result.stderr)")
    }

    @Test func validateDashReadsStandardInputAsStdin() throws {
        let result = try BoundedSegue.run(["validate", "-"], input: Data("segue: 1\nid: piped\n".utf8), seconds: 30)
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix("<stdin>:1:1: error: missing required key 'name' in manifest [manifest.missing-key]\n"),
            "\(result.stderr)")
        let good = try String(contentsOf: packageRoot.appendingPathComponent("Effects/crossfade.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: crossfade", with: "id: piped-crossfade")
        let clean = try BoundedSegue.run(["validate", "-"], input: Data(good.utf8), seconds: 30)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stderr == "checked 1 file: 0 errors, 0 warnings\n")
    }

    @Test func standardInputIsReadOnlyUpToTheLimit() throws {
        let big = Data(repeating: UInt8(ascii: "#"), count: 2 << 20)
        let result = try BoundedSegue.run(["validate", "-"], input: big, seconds: 30)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "<stdin>:1:1: error: file is more than 1048576 bytes, over the limit of 1048576 bytes [document.too-large]"),
            "\(result.stderr)")
    }

    @Test func processSubstitutionStillWorks() throws {
        // What `segue simulate --script <(cat FILE)` hands over: a pipe under /dev/fd.
        let script = try String(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/scripts/three-pushes.yaml"), encoding: .utf8)
        let shell = "exec \"$SEGUE\" simulate --script <(printf '%s' \"$TEXT\")"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", shell]
        process.environment = ["SEGUE": Segue.binary.path, "TEXT": script, "NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        process.currentDirectoryURL = packageRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            process.waitUntilExit()
            done.signal()
        }
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if done.wait(timeout: .now() + 60) == .timedOut {
            process.terminate()
            Issue.record("process substitution hung")
        }
        #expect(process.terminationStatus == 0)
        #expect(text.contains("scenario  script /dev/fd/"), "\(text)")
    }

    @Test func scriptFromStandardInput() throws {
        let script = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/scripts/bad-step.yaml"))
        let result = try BoundedSegue.run(["simulate", "--script", "-"], input: script, seconds: 30)
        #expect(result.status == 1)
        #expect(result.stderr.contains("<stdin>:2:"), "\(result.stderr)")
        let twice = try BoundedSegue.run(["simulate", "slide", "--interactive", "--script", "-", "--gesture", "-"], seconds: 30)
        #expect(twice.status == 64)
    }

    @Test func outDashIsStandardOutputNotAFileNamedDash() throws {
        let result = try BoundedSegue.run(["simulate", "crossfade", "--format", "svg", "--out", "-"], in: folder, seconds: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<svg"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
        let streamed = try BoundedSegue.run(["simulate", "crossfade", "--format", "ndjson", "--out", "-"], in: folder, seconds: 60)
        #expect(streamed.stdout.split(separator: "\n").count > 10)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }
}
