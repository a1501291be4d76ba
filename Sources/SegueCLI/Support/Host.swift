#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Segue

/// Everything a command needs: the config, the catalog, and every problem met on the way.
///
/// Search order: the built-in catalog, the config's `effects:` folders,
/// SEGUE_EFFECTS_PATH, then each `--effects` folder, then any files being validated.
struct Host {
    let config: AppConfig
    let configPath: String?
    let catalog: Catalog
    let diagnostics: [Diagnostic]
    let sources: SourceCache

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Loads config and catalog. `validating` files are checked on top of the built-ins and
    /// replace any built-in with the same path (so `segue validate Effects` checks the files on disk).
    ///
    /// The config is the one given (`--config`, SEGUE_CONFIG, `configOverride`); `./Config/segue.yaml`
    /// is picked up only when `discoverConfig` is true, so `validate FILE` checks just FILE.
    static func load(
        _ options: CatalogOptions, validating manifests: [String] = [], configOverride: String? = nil,
        discoverConfig: Bool = true
    ) -> Host {
        let cache = SourceCache()
        var problems: [Diagnostic] = []
        let environment = ProcessInfo.processInfo.environment

        let configPath = configOverride ?? options.configPath ?? environment["SEGUE_CONFIG"]
            ?? (discoverConfig && FileSystem.exists("Config/segue.yaml") ? "Config/segue.yaml" : nil)
        var config = AppConfig.standard
        if let configPath {
            switch FileSystem.read(configPath, maxBytes: DocumentLimits.config.maxBytes) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let bytes):
                cache.remember(configPath, bytes: bytes)
                do {
                    let root = try Document.load(bytes: bytes, file: configPath, limits: .config)
                    if let read = ConfigReader.read(root, file: configPath, problems: &problems) { config = read }
                } catch {
                    problems += error.diagnostics
                }
            }
        }

        var files: [SourceFile] = []
        let validatingPaths = Set(manifests)
        for builtin in BuiltinEffects.files where !validatingPaths.contains(builtin.path) {
            cache.remember(builtin.path, bytes: Array(builtin.text.utf8))
            files.append(SourceFile(path: builtin.path, text: builtin.text, origin: .builtin))
        }
        func addFolder(_ folder: String, origin: SourceFile.Origin) {
            switch FileSystem.manifestFiles(in: folder, skipped: &problems) {
            case .failure(let problem): problems.append(problem)
            case .success(let paths):
                for path in paths where !validatingPaths.contains(path) { addFile(path, origin: origin) }
            }
        }
        func addFile(_ path: String, origin: SourceFile.Origin) {
            switch FileSystem.read(path, maxBytes: config.limits.maxManifestBytes) {
            case .failure(let problem): problems.append(problem)
            case .success(let bytes):
                let name = FileSystem.displayName(path)
                cache.remember(name, bytes: bytes)
                files.append(SourceFile(path: name, bytes: bytes, origin: origin))
            }
        }
        for folder in config.effectFolders {
            addFolder(configPath.map { FileSystem.resolve(folder, relativeTo: $0) } ?? folder, origin: .config)
        }
        for folder in (environment["SEGUE_EFFECTS_PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            addFolder(String(folder), origin: .environment)
        }
        for folder in options.effectFolders { addFolder(folder, origin: .commandLine) }
        for path in manifests {
            let builtin = BuiltinEffects.files.contains { $0.path == path }
            addFile(path, origin: builtin ? .builtin : .commandLine)
        }

        let load = CatalogLoader(defaults: config.defaults, limits: config.limits.manifest).load(files)
        problems += load.diagnostics
        if configPath != nil {
            problems += config.validate(against: load.catalog)
        }
        return Host(config: config, configPath: configPath, catalog: load.catalog, diagnostics: problems, sources: cache)
    }

    /// The effect with `id`, or a usage error with a did-you-mean.
    func effect(_ id: String) throws -> EffectDefinition {
        if let effect = catalog.effect(id) { return effect }
        var message = "unknown effect '\(id)'"
        if let guess = catalog.suggestion(for: id) { message += "; did you mean '\(guess)'?" }
        message += " (`segue list` shows them all)"
        throw CLIError(message)
    }
}

/// A failure the user caused, printed as `error: message` with exit code 1.
///
/// Control characters in the message (from a file name or an effect id on the command line) are
/// escaped, like those of diagnostics.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = DiagnosticRenderer.escaped(message) }
}
