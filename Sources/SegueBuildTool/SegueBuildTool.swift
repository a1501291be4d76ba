import Foundation
import SegueDocument

/// `SegueBuildTool MODE --output FILE [--builtin FILE]... [--config FILE] [FILE]...`: what
/// SegueBuildPlugin runs at build time. With `InputFile.load`, the only part of this target that
/// touches files.
///
/// Modes: `builtins` (the built-in catalog's JSON, for SegueBuiltins), `builtin-sources` (the
/// manifests' own text, for SegueTooling), `builtin-ids` (their `SegueEffectID` constants, for
/// SegueKitCore), whose FILEs are Effects/ and whose output is committed
/// (Scripts/generate-builtins.sh); and `app` (an app target's constants and config, what
/// SegueBuildPlugin runs: FILEs are its manifests, `--builtin` Segue's own).
/// Diagnostics go to standard error as `path:line:column: error: message [code]` with the source
/// line, which SwiftPM prints and Xcode shows at that place; any error exits 1 and writes nothing.
/// Exit 64 for a wrong command line.
@main
struct SegueBuildTool {
    struct Arguments {
        var mode = ""
        var output: String?
        var builtins: [String] = []
        var config: String?
        var files: [String] = []
    }

    static func main() {
        guard let arguments = parse(Array(ProcessInfo.processInfo.arguments.dropFirst())), let output = arguments.output else {
            FileHandle.standardError.write(
                Data(
                    "usage: SegueBuildTool builtins|builtin-sources|builtin-ids|app --output FILE [--builtin FILE]... [--config FILE] [FILE]...\n"
                        .utf8))
            exit(64)
        }
        // Every file is read under the limit its loader applies (DocumentLimits.default for a
        // manifest, .config for the config), refused before a byte is read when it is over it or
        // not a regular file; all the refusals are reported, then nothing is written.
        var refused: [Diagnostic] = []
        func inputs(_ paths: [String], maxBytes: Int = DocumentLimits.default.maxBytes) -> [InputFile] {
            paths.compactMap { path in
                switch InputFile.load(path, maxBytes: maxBytes) {
                case .success(let file): return file
                case .failure(let problem):
                    refused.append(problem)
                    return nil
                }
            }
        }
        let files = inputs(arguments.files)
        let builtins = inputs(arguments.builtins)
        let config = inputs(arguments.config.map { [$0] } ?? [], maxBytes: DocumentLimits.config.maxBytes).first
        guard refused.isEmpty else {
            FileHandle.standardError.write(Data(DiagnosticRenderer.render(refused) { _ in nil }.utf8))
            exit(1)
        }
        let generated: Generated
        switch arguments.mode {
        case "builtins": generated = BuiltinsSource.data(files)
        case "builtin-sources": generated = BuiltinsSource.sources(files)
        case "builtin-ids": generated = EffectIDSource.make(files)
        default: generated = AppSource.make(builtins: builtins, effects: files, config: config)
        }
        let read = Dictionary(
            (files + builtins + [config].compactMap { $0 }).map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let report = DiagnosticRenderer.render(generated.diagnostics) { file in read[file].map { SourceText(bytes: $0) } }
        if !report.isEmpty { FileHandle.standardError.write(Data(report.utf8)) }
        guard let source = generated.source, !generated.failed else { exit(1) }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            fail("\(output): error: cannot write the generated file: \(error) [build.unwritable]\n")
        }
    }

    /// The arguments, or nil when they do not make a command.
    static func parse(_ words: [String]) -> Arguments? {
        var arguments = Arguments()
        guard let mode = words.first, ["builtins", "builtin-sources", "builtin-ids", "app"].contains(mode) else { return nil }
        arguments.mode = mode
        var rest = words.dropFirst()[...]
        while let word = rest.popFirst() {
            switch word {
            case "--output", "--builtin", "--config":
                guard let value = rest.popFirst() else { return nil }
                if word == "--output" { arguments.output = value }
                if word == "--builtin" { arguments.builtins.append(value) }
                if word == "--config" { arguments.config = value }
            default:
                guard !word.hasPrefix("--") else { return nil }
                arguments.files.append(word)
            }
        }
        return arguments
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(message.utf8))
        exit(1)
    }
}
