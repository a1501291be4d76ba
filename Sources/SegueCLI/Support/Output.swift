import ArgumentParser
import Segue
import SegueFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where command output goes: stdout, or a file written atomically.
enum Output {
    /// `--out` as a file path: nil for standard output (no `--out`, or `--out -`).
    static func file(_ path: String?) -> String? { path == "-" ? nil : path }

    /// Fails early (before any work) when `--out` could not be written, or when it would
    /// replace one of the run's `inputs` (the manifest, config or script being read: `--force`
    /// replaces an output, never what the output is made from).
    static func checkDestination(_ path: String, force: Bool, inputs: () -> [(path: String, what: String)] = { [] }) throws {
        guard let path = file(path) else { return }
        // Only an existing file can be an input; the rule's realpath calls wait until then.
        if FileSystem.kind(of: path) != .missing {
            do {
                try OutputRule(inputs: inputs()).checkFile(path, canonical: FileSystem.canonicalPath(path))
            } catch {
                throw CLIError(error.description)
            }
        }
        do {
            try AtomicWriter.checkDestination(path, force: force)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Human-readable `text` with control characters and bidi overrides made visible line by
    /// line, as `Console.text` prints it, for text that may also go to a file.
    static func visible(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { DiagnosticRenderer.escaped(String($0)) }
            .joined(separator: "\n")
    }

    /// Prints `text`, or writes it to `path` atomically.
    static func emit(_ text: String, to path: String?, force: Bool) throws {
        guard let path = file(path) else {
            Console.out(text)
            return
        }
        do {
            try AtomicWriter.write(Array(text.utf8), to: path, force: force)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Loads a YAML/JSON input file (script, gesture; `-` for standard input) with the config's
    /// limits, reporting problems.
    static func loadDocument(_ path: String, host: Host) throws -> Node {
        try loadDocument(path, maxBytes: host.config.limits.maxConfigBytes, limits: host.config.limits.config, sources: host.sources)
    }

    /// Loads a YAML/JSON file (`-` for standard input) of at most `maxBytes` with `limits`,
    /// keeping its bytes in `sources` (under its display name) and reporting problems.
    static func loadDocument(_ path: String, maxBytes: Int, limits: DocumentLimits, sources: SourceCache) throws -> Node {
        let bytes: [UInt8]
        let name = FileSystem.displayName(path)
        switch FileSystem.read(path, maxBytes: maxBytes) {
        case .success(let read): bytes = read
        case .failure(let problem):
            Console.report([problem], sources: sources)
            throw ExitCode.failure
        }
        sources.remember(name, bytes: bytes)
        do {
            return try Document.load(bytes: bytes, file: name, limits: limits)
        } catch {
            Console.report(error.diagnostics, sources: sources)
            throw ExitCode.failure
        }
    }

    /// A line-by-line sink for streamed output (ndjson): stdout, or an atomic file written as it goes.
    final class Stream {
        private let session: AtomicWriter.Session?
        /// Taken when the stream is made, so a frame written from any thread reaches the run's output.
        private let context = RunContext.current

        init(path: String?, force: Bool) throws {
            guard let path = Output.file(path) else {
                session = nil
                return
            }
            do {
                session = try AtomicWriter.Session(path: path, force: force)
            } catch {
                throw CLIError(error.description)
            }
        }

        func write(_ text: String) {
            guard let session else {
                context.write(text, to: .output)
                return
            }
            // A failed write surfaces at finish(): the file is then never given its name.
            guard failure == nil else { return }
            do {
                try session.write(Array(text.utf8))
            } catch {
                failure = error.description
            }
        }

        private var failure: String?

        /// Gives the finished stream its name (never over an existing file without --force).
        func finish() throws {
            guard let session else { return }
            if let failure { throw CLIError(failure) }
            do {
                try session.commit()
            } catch {
                throw CLIError(error.description)
            }
        }
    }
}
