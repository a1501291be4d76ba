import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Segue
import SegueFiles

/// `segue convert`: a YAML manifest or config as JSON with the same values, for builds that read
/// JSON only (SegueKit on iOS, where there is no libyaml).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a YAML manifest or config as JSON with the same values (for SegueKit on iOS).",
        discussion: """
            Keys keep their order; plain scalars become JSON numbers, booleans or null by the \
            rules Segue reads YAML with, quoted ones stay strings. A yaml-language-server \
            schema comment on the first line becomes a "$schema" key. Only the document is \
            converted: run `segue validate` on the result to check it as a manifest or config.
            """)

    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var output: OutputFileOptions

    @Argument(help: "The YAML (or JSON) file; - reads standard input.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String

    func run() throws {
        try output.checkDestination()
        let name = FileSystem.displayName(file)
        let bytes: [UInt8]
        switch FileSystem.read(file) {
        case .success(let read): bytes = read
        case .failure(let problem):
            Console.report([problem], sources: SourceCache())
            throw ExitCode.failure
        }
        let sources = SourceCache()
        sources.remember(name, bytes: bytes)
        let root: Node
        do {
            root = try Document.load(bytes: bytes, file: name)
        } catch {
            Console.report(error.diagnostics, sources: sources)
            throw ExitCode.failure
        }
        switch JSONValue.converting(root) {
        case .failure(let problem):
            Console.report([problem.diagnostic], sources: sources)
            throw ExitCode.failure
        case .success(var json):
            if let schema = Self.schemaComment(bytes), case .object(let members) = json, !members.contains(where: { $0.0 == "$schema" }) {
                json = .object([("$schema", .string(schema))] + members)
            }
            try output.emit(json.pretty)
        }
    }

    /// The schema named by a first-line `# yaml-language-server: $schema=PATH` comment.
    static func schemaComment(_ bytes: [UInt8]) -> String? {
        let prefix = "# yaml-language-server: $schema="
        let line = String(decoding: bytes.prefix { $0 != 0x0A }, as: UTF8.self)
        guard line.hasPrefix(prefix) else { return nil }
        let path = line.dropFirst(prefix.count).split(separator: " ").first.map(String.init) ?? ""
        return path.isEmpty ? nil : path
    }
}
