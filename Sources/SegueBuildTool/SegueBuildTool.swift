import Foundation
import SegueDocument

/// `SegueBuildTool MODE --output FILE [--builtin FILE]... [--config FILE] [FILE]...`: what
/// SegueBuildPlugin runs at build time. The only part of this target that touches files.
///
/// Modes: `builtins` (the built-in catalog's data, for SegueBuiltins: FILEs are Effects/),
/// `builtin-ids` (their `SegueEffectID` constants, for SegueKitCore: FILEs are Effects/) and `app`
/// (an app target's constants and config: FILEs are its manifests, `--builtin` Segue's own).
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
                    "usage: SegueBuildTool builtins|builtin-ids|app --output FILE [--builtin FILE]... [--config FILE] [FILE]...\n".utf8))
            exit(64)
        }
        var read: [String: [UInt8]] = [:]
        func inputs(_ paths: [String]) -> [InputFile] {
            paths.compactMap { path in
                guard let data = FileManager.default.contents(atPath: path) else {
                    fail("\(path): error: cannot read the file [build.unreadable]\n")
                }
                read[path] = [UInt8](data)
                return InputFile(path: path, bytes: [UInt8](data))
            }
        }
        let generated: Generated
        switch arguments.mode {
        case "builtins": generated = BuiltinsSource.make(inputs(arguments.files))
        case "builtin-ids": generated = EffectIDSource.make(inputs(arguments.files))
        default:
            generated = AppSource.make(
                builtins: inputs(arguments.builtins), effects: inputs(arguments.files),
                config: arguments.config.map { inputs([$0])[0] })
        }
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
        guard let mode = words.first, ["builtins", "builtin-ids", "app"].contains(mode) else { return nil }
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
