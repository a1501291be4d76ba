import Foundation
import Testing

/// The package root, from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What one run of the built `segue` printed and returned.
struct RunResult {
    let stdout: String
    let stderr: String
    let status: Int32
}

/// Runs the `segue` binary that `swift build` put beside the test bundle.
enum Segue {
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Linux the test runner is `.../debug/SeguePackageTests.xctest`; on macOS it is inside a bundle.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("segue").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("segue")
    }

    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:]
    ) throws -> RunResult {
        try runProcess(binary, arguments, in: directory, environment: environment(extra))
    }

    /// The test process's environment without segue's own variables and colour, plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment.removeValue(forKey: "SEGUE_EFFECTS_PATH")
        environment.removeValue(forKey: "SEGUE_CONFIG")
        for (key, value) in extra { environment[key] = value }
        return environment
    }
}

/// Runs `executable` to the end with no input and returns what it printed and its exit status.
func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL = packageRoot,
    environment: [String: String] = ProcessInfo.processInfo.environment
) throws -> RunResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting so a large output cannot fill the pipe and stall the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
        status: process.terminationStatus)
}

/// Compares `actual` with the golden file at `path`; with SEGUE_RECORD=1 rewrites it and fails,
/// so a missing or re-recorded golden never passes silently.
func expectGolden(_ actual: String, at path: URL, sourceLocation: SourceLocation = #_sourceLocation) {
    if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
        try? FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? actual.write(to: path, atomically: true, encoding: .utf8)
        Issue.record("recorded \(path.lastPathComponent); run again without SEGUE_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: path, encoding: .utf8) else {
        Issue.record("missing golden \(path.path); record it with SEGUE_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from \(path.lastPathComponent)", sourceLocation: sourceLocation)
}
