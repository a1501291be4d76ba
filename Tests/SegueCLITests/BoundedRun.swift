import Foundation
import Testing

/// What a bounded run of `segue` printed, how it ended, and whether it had to be killed.
struct BoundedResult {
    let stdout: String
    let stderr: String
    let status: Int32
    let killedByTimeout: Bool
    let diedOfSignal: Bool
}

/// Runs the built `segue` like `Segue.run`, but never for longer than `seconds`: a run that could
/// hang (a named pipe, a signal test) is killed at the bound and reported as a failure, so the
/// test fails instead of stalling the suite.
enum BoundedSegue {
    static func run(
        _ arguments: [String], in directory: URL = packageRoot, environment extra: [String: String] = [:],
        input: Data? = nil, stdout: FileHandle? = nil, seconds: Double = 60,
        whileRunning: ((Process) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> BoundedResult {
        let process = Process()
        process.executableURL = Segue.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = Segue.environment(extra)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if let input {
            // The child may stop reading early (at its size limit): a closed pipe must not kill the tests.
            signal(SIGPIPE, SIG_IGN)
            DispatchQueue.global().async {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        // Drain both pipes on their own threads so a large output cannot stall the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let outBox = Box()
        let errBox = Box()
        let drained = DispatchGroup()
        if stdout == nil {
            DispatchQueue.global().async(group: drained) { outBox.data = out.fileHandleForReading.readDataToEndOfFile() }
        }
        DispatchQueue.global().async(group: drained) { errBox.data = err.fileHandleForReading.readDataToEndOfFile() }
        whileRunning?(process)
        var killed = false
        if done.wait(timeout: .now() + seconds) == .timedOut {
            killed = true
            kill(process.processIdentifier, SIGKILL)
            done.wait()
            Issue.record("segue \(arguments.joined(separator: " ")) ran over \(seconds)s and was killed", sourceLocation: sourceLocation)
        }
        _ = drained.wait(timeout: .now() + 10)
        return BoundedResult(
            stdout: String(decoding: outBox.data, as: UTF8.self), stderr: String(decoding: errBox.data, as: UTF8.self),
            status: process.terminationStatus, killedByTimeout: killed,
            diedOfSignal: process.terminationReason == .uncaughtSignal)
    }
}

/// A fresh temporary folder for one test.
func makeScratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Makes a named pipe at `url`.
func makeFIFO(_ url: URL) throws {
    guard mkfifo(url.path, 0o644) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
}
