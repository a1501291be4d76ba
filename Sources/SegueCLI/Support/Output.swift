import ArgumentParser
import Foundation
import Segue

/// Where command output goes: stdout, or a file written atomically.
enum Output {
    /// Fails early (before any work) when `--out` could not be written.
    static func checkDestination(_ path: String, force: Bool) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileSystem.isDirectory(folder) {
            throw CLIError("cannot write '\(path)': folder '\(folder)' does not exist")
        }
        if FileSystem.isDirectory(path) {
            throw CLIError("cannot write '\(path)': it is a folder")
        }
        if FileSystem.exists(path), !force {
            throw CLIError("'\(path)' already exists; pass --force to replace it")
        }
    }

    /// Prints `text`, or writes it to `path` atomically.
    static func emit(_ text: String, to path: String?, force: Bool) throws {
        guard let path else {
            Console.out(text)
            return
        }
        do {
            try AtomicWriter.write(Array(text.utf8), to: path, force: force)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Loads a YAML/JSON input file (script, gesture) with the config's limits, reporting problems.
    static func loadDocument(_ path: String, host: Host) throws -> Node {
        let bytes: [UInt8]
        switch FileSystem.read(path) {
        case .success(let read): bytes = read
        case .failure(let problem):
            Console.report([problem], sources: host.sources)
            throw ExitCode.failure
        }
        host.sources.remember(path, bytes: bytes)
        do {
            return try Document.load(bytes: bytes, file: path, limits: .config)
        } catch {
            Console.report(error.diagnostics, sources: host.sources)
            throw ExitCode.failure
        }
    }

    /// A line-by-line sink for streamed output (ndjson): stdout, or a temporary file renamed at the end.
    final class Stream {
        private let handle: FileHandle
        private let temporary: String?
        private let destination: String?
        private let force: Bool

        init(path: String?, force: Bool) throws {
            self.destination = path
            self.force = force
            guard let path else {
                handle = FileHandle.standardOutput
                temporary = nil
                return
            }
            let folder = (path as NSString).deletingLastPathComponent
            let temp = (folder.isEmpty ? "." : folder) + "/.segue-\(getpid())-\((path as NSString).lastPathComponent).tmp"
            guard FileManager.default.createFile(atPath: temp, contents: nil), let opened = FileHandle(forWritingAtPath: temp) else {
                throw CLIError("cannot write '\(path)'")
            }
            handle = opened
            temporary = temp
        }

        func write(_ text: String) { handle.write(Data(text.utf8)) }

        /// Moves the finished stream into place (never over an existing file without --force).
        func finish() throws {
            guard let temporary, let destination else { return }
            try? handle.close()
            defer { try? FileManager.default.removeItem(atPath: temporary) }
            guard let bytes = FileManager.default.contents(atPath: temporary) else { throw CLIError("cannot write '\(destination)'") }
            try Output.emit(String(decoding: bytes, as: UTF8.self), to: destination, force: force)
        }
    }
}
