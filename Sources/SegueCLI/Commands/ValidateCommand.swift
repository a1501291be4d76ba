import ArgumentParser
import Segue
import SegueFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check manifests and the config, reporting every problem in one run.",
        discussion: """
            Each PATH is a manifest, a config, or a folder of them; - reads one manifest from \
            standard input. A file named segue.yaml, \
            segue.yml or segue.json, or any file in a folder named Config, is read as a config; \
            everything else as a manifest. With no PATH, checks the built-in catalog, the config \
            and every effect folder. Exit status 0 when clean, 1 when anything is invalid.
            """)

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Argument(help: "Files or folders to check.", completion: Completions.documents)
    var paths: [String] = []

    /// The same reporters as `check`.
    @Option(help: ArgumentHelp(Reporters.help))
    var format: ReportFormat = .text

    func run() throws {
        var manifests: [String] = []
        var configs: [String] = []
        var problems: [Diagnostic] = []
        var seen: Set<String> = []  // canonical paths: a file named twice is checked once
        var canonical = PathCanonicalizer()
        for path in paths {
            let files: [String]
            if path == "-" {
                // Standard input, read as a manifest and reported as <stdin>.
                files = [path]
            } else if FileSystem.isDirectory(path) {
                switch FileSystem.manifestFiles(in: path, skipped: &problems) {
                case .success(let found): files = found
                case .failure(let problem):
                    problems.append(problem)
                    continue
                }
            } else if FileSystem.kind(of: path) != .missing {
                // A link to nothing or a link loop is read, so it is reported as what it is.
                files = [path]
            } else {
                problems.append(.error("file.missing", "no such file or folder '\(path)'", at: nil))
                continue
            }
            for file in files where seen.insert(canonical.canonical(file) ?? file).inserted {
                if Self.isConfig(file) { configs.append(file) } else { manifests.append(file) }
            }
        }
        guard configs.count <= 1 else {
            throw ValidationError(
                "validate checks one config at a time; got \(configs.joined(separator: ", ")); validate each in a run of its own (segue validate \(configs[0]))"
            )
        }
        let host = Host.load(
            catalogOptions, validating: manifests, configOverride: configs.first, discoverConfig: paths.isEmpty)
        problems += host.diagnostics
        let checked = manifests.count + configs.count
        format.reporter.write(
            ProblemReport(
                writeText: {
                    Console.report(problems, sources: host.sources)
                    // With no PATH the summary names what was read: the config by its path, or where none was found.
                    let catalog =
                        host.configPath.map { "the catalog and config \($0)" }
                        ?? "the catalog (\(host.discovery.map(ConfigDiscovery.noneReason) ?? "no config"))"
                    let what = paths.isEmpty ? catalog : "\(checked) file\(checked == 1 ? "" : "s")"
                    Console.error("checked \(what): \(Console.summary(problems))")
                },
                json: {
                    JSONValue.object([
                        ("files", .int(checked)),
                        ("effects", .int(host.catalog.effects.count)),
                        ("errors", .int(problems.filter { $0.severity == .error }.count)),
                        ("warnings", .int(problems.filter { $0.severity == .warning }.count)),
                        ("diagnostics", .array(DiagnosticRenderer.capped(problems).map(EffectJSON.diagnostic))),
                    ])
                },
                annotations: { DiagnosticRenderer.capped(problems).map(Annotation.init) }))
        if problems.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    /// True for a file named `segue` (any extension) or one in a folder named `Config`; a bare
    /// file name is in the current folder. Plain string work: it runs once per file validated,
    /// and Foundation's URL cost a twentieth of `validate` over 10,000 files.
    static func isConfig(_ path: String, currentFolder: @autoclosure () -> String = FileManager.default.currentDirectoryPath) -> Bool {
        if path == "-" { return false }
        let parts = path.split(separator: "/")
        guard let last = parts.last else { return false }
        let name = last.lastIndex(of: ".").map { last[..<$0] } ?? last
        if name == "segue" { return true }
        if parts.count >= 2 { return parts[parts.count - 2] == "Config" }
        return !path.hasPrefix("/") && currentFolder().split(separator: "/").last == "Config"
    }
}
