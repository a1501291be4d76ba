import Foundation
import SegueDocument
import Testing

@testable import SegueBuildTool

/// The tool reads only regular files within the CLI's limits, and decides before reading: a huge
/// file or a pipe costs nothing and hangs nothing. Every file is made in a fresh temporary folder.
@Suite struct InputReadingTests {
    /// A fresh temporary folder for one test, removed at the end of `body`.
    static func inScratch(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-build-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    /// A sparse file of `size` bytes (ftruncate(2): no block is written, so it costs no disk).
    static func sparseFile(_ url: URL, size: UInt64) throws {
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        try Self.inScratch { folder in
            let huge = folder.appendingPathComponent("huge.yaml")
            try Self.sparseFile(huge, size: 2 << 30)
            let clock = ContinuousClock()
            let start = clock.now
            let result = InputFile.load(huge.path, maxBytes: 1 << 20)
            #expect(clock.now - start < .milliseconds(500))
            let diagnostic = try #require(result.refusal, "a 2 GiB file was read")
            #expect(
                diagnostic.headline
                    == "\(huge.path):1:1: error: file is 2147483648 bytes, over the limit of 1048576 bytes [document.too-large]")
        }
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsNot() throws {
        try Self.inScratch { folder in
            let at = folder.appendingPathComponent("at.yaml")
            try Data(repeating: 0x61, count: 1024).write(to: at)
            #expect((try? InputFile.load(at.path, maxBytes: 1024).get())?.bytes == [UInt8](repeating: 0x61, count: 1024))
            let over = folder.appendingPathComponent("over.yaml")
            try Data(repeating: 0x61, count: 1025).write(to: over)
            let diagnostic = try #require(InputFile.load(over.path, maxBytes: 1024).refusal, "1025 bytes read under a 1024-byte limit")
            #expect(diagnostic.code == "document.too-large" && diagnostic.message.contains("1025 bytes"), "\(diagnostic.headline)")
        }
    }

    /// A pipe nobody writes to would block a plain open or read for ever; a folder is no file.
    @Test func aPipeOrAFolderIsNotARegularFile() throws {
        try Self.inScratch { folder in
            let pipe = folder.appendingPathComponent("segue.yaml")
            #expect(mkfifo(pipe.path, 0o600) == 0)
            let clock = ContinuousClock()
            let start = clock.now
            let result = InputFile.load(pipe.path, maxBytes: 1 << 20)
            #expect(clock.now - start < .milliseconds(500))
            let fifo = try #require(result.refusal, "a FIFO was read")
            #expect(fifo.headline == "error: '\(pipe.path)' is a named pipe (FIFO), not a regular file [file.not-regular]")
            let inside = try #require(InputFile.load(folder.path, maxBytes: 1 << 20).refusal, "a folder was read")
            #expect(inside.headline == "error: '\(folder.path)' is a folder, not a regular file [file.not-regular]")
            let none = folder.appendingPathComponent("none.yaml")
            let missing = try #require(InputFile.load(none.path, maxBytes: 1 << 20).refusal, "a missing file was read")
            #expect(missing.code == "build.unreadable" && missing.message.contains("No such file"), "\(missing.headline)")
        }
    }

    /// The built tool, as the plugin runs it: an oversized manifest and a pipe for a config both
    /// fail at once, each named, with exit 1 and no generated file. Before the bounded read the
    /// tool read the whole manifest into memory and then waited for ever on the pipe.
    @Test func theToolRefusesAHugeManifestAndAPipeQuickly() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("SegueBuildTool")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "no built SegueBuildTool beside the test bundle")
        try Self.inScratch { folder in
            let huge = folder.appendingPathComponent("huge.yaml")
            try Self.sparseFile(huge, size: 2 << 30)
            let pipe = folder.appendingPathComponent("segue.yaml")
            #expect(mkfifo(pipe.path, 0o600) == 0)
            let output = folder.appendingPathComponent("out.swift")
            let process = Process()
            process.executableURL = tool
            process.arguments = ["app", "--output", output.path, "--config", pipe.path, huge.path]
            let errors = Pipe()
            process.standardError = errors
            let clock = ContinuousClock()
            let start = clock.now
            try process.run()
            // A watchdog: the old tool never returned from reading the pipe.
            let watchdog = DispatchWorkItem { process.terminate() }
            DispatchQueue.global().asyncAfter(deadline: .now() + 20, execute: watchdog)
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            watchdog.cancel()
            #expect(clock.now - start < .seconds(5))
            #expect(process.terminationStatus == 1)
            #expect(
                said.contains("\(huge.path):1:1: error: file is 2147483648 bytes, over the limit of 1048576 bytes [document.too-large]"),
                "\(said)")
            #expect(said.contains("error: '\(pipe.path)' is a named pipe (FIFO), not a regular file [file.not-regular]"), "\(said)")
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }
}

extension Result {
    /// The error of a failure; nil for a success.
    var refusal: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
