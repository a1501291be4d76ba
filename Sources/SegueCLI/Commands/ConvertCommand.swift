import ArgumentParser
import Segue
import SegueFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        try output.checkDestination(inputs: { [(file, "the file being converted")] })
        let sources = SourceCache()
        let root = try Output.loadDocument(file, maxBytes: DocumentLimits.default.maxBytes, limits: .default, sources: sources)
        switch JSONValue.converting(root) {
        case .failure(let problem):
            Console.report([problem.diagnostic], sources: sources)
            throw ExitCode.failure
        case .success(var json):
            let firstLine = sources.text(for: FileSystem.displayName(file))?.line(1)
            if let schema = firstLine.flatMap(Self.schemaComment), case .object(let members) = json,
                !members.contains(where: { $0.0 == "$schema" })
            {
                json = .object([("$schema", .string(schema))] + members)
            }
            try output.emit(json.pretty)
        }
    }

    /// The schema named by a first-line `# yaml-language-server: $schema=PATH` comment.
    static func schemaComment(_ line: String) -> String? {
        let prefix = "# yaml-language-server: $schema="
        guard line.hasPrefix(prefix) else { return nil }
        let path = line.dropFirst(prefix.count).split(separator: " ").first.map(String.init) ?? ""
        return path.isEmpty ? nil : path
    }
}
