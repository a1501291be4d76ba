import Foundation
import Testing

@testable import SegueCLI

/// The package root, from this file's path.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// What one run of the built `segue` printed and returned.
struct RunResult {
    let stdout: String
    let stderr: String
    let status: Int32
}

/// Runs `segue`: inside the test process when it safely can, else the binary that `swift build`
/// put beside the test bundle.
///
/// A process adds its exec, the loading of a large debug binary and the runtime's start to every
/// run, and the suites ran about 1,200 (BENCHMARKS.md, section 8, has the numbers; ArgumentParser's
/// debug checks and the built-in manifests' parse are paid per run either way). Inside the
/// process each run has its own `RunContext`
/// (environment, captured output, `--color`, whether it said `error:`), so runs in parallel
/// tests do not mix; `InProcessTests` runs a sample both ways and compares every byte.
enum Segue {
    static var binary: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // On Linux the test runner is `.../debug/SeguePackageTests.xctest`; on macOS it is inside a bundle.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("segue").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("segue")
    }

    /// Runs `segue arguments` in `directory` with the test environment plus `extra`: in this
    /// process when `runsInProcess` allows, else as a real process.
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:]
    ) throws -> RunResult {
        guard runsInProcess(arguments, in: directory, environment: extra) else {
            return try runProcess(arguments, in: directory, environment: extra)
        }
        return runInProcess(arguments, environment: extra)
    }

    /// Runs the real binary, for what only a process shows: the binary itself (its version, its
    /// start), two runs that must not share a process (a hash seed), or a run in another folder.
    static func runProcess(
        _ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:]
    ) throws -> RunResult {
        try SegueCLITests.runProcess(binary, arguments, in: directory, environment: environment(extra))
    }

    /// Runs `segue arguments` inside this process in the test environment plus `extra`, in the
    /// test process's own folder, with no standard input.
    static func runInProcess(_ arguments: [String], environment extra: [String: String] = [:]) -> RunResult {
        let context = RunContext.capturing(environment: environment(extra))
        let status = SegueCommand.run(arguments, context: context)
        return RunResult(stdout: context.printed(.output), stderr: context.printed(.error), status: status)
    }

    /// True when a run inside this process sees what a process would: the folder is this
    /// process's own (a relative path and config discovery depend on the real current folder,
    /// which is one for the whole process), and nothing names standard input or another
    /// descriptor (`-`, `/dev/...`, `/proc/...`), which a process gets empty and this one shares.
    static func runsInProcess(_ arguments: [String], in directory: URL, environment extra: [String: String]) -> Bool {
        guard directory.standardizedFileURL.path == currentFolder else { return false }
        return !(arguments + extra.values).contains { $0 == "-" || $0.hasPrefix("/dev/") || $0.hasPrefix("/proc/") }
    }

    /// The test process's current folder, as `packageRoot` spells it when they are the same.
    private static let currentFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path

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
