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
    /// Where the config was searched for, when no flag or variable named it.
    let discovery: ConfigDiscovery.Outcome?
    let catalog: Catalog
    /// Ids of manifests that were read but had errors (`CatalogLoad.invalid`).
    let invalidEffects: [String: SourceLocation]
    let diagnostics: [Diagnostic]
    let sources: SourceCache

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Loads config and catalog. `validating` files are checked on top of the built-ins and
    /// replace any built-in with the same path (so `segue validate Effects` checks the files on disk).
    ///
    /// The config is the one given (`--config`, SEGUE_CONFIG, `configOverride`); otherwise
    /// `ConfigDiscovery` looks for one only when `discoverConfig` is true, so `validate FILE`
    /// checks just FILE.
    static func load(
        _ options: CatalogOptions, validating manifests: [String] = [], configOverride: String? = nil,
        discoverConfig: Bool = true
    ) -> Host {
        let cache = SourceCache()
        var problems: [Diagnostic] = []
        let environment = ProcessInfo.processInfo.environment

        var discovery: ConfigDiscovery.Outcome?
        // An empty SEGUE_CONFIG is unset, as shells treat `SEGUE_CONFIG= segue ...`.
        var configPath = configOverride ?? options.configPath ?? environment["SEGUE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
        if configPath == nil && discoverConfig {
            let outcome = ConfigDiscovery.find(
                from: FileManager.default.currentDirectoryPath,
                isFile: { FileSystem.exists($0) && !FileSystem.isDirectory($0) }, exists: FileSystem.exists)
            configPath = outcome.path
            discovery = outcome
        }
        var config = AppConfig.standard
        if let configPath {
            switch FileSystem.read(configPath, maxBytes: DocumentLimits.config.maxBytes) {
            case .failure(let problem):
                problems.append(problem)
            case .success(let bytes):
                cache.remember(configPath, bytes: bytes)
                do {
                    let root = try Document.load(bytes: bytes, file: configPath, limits: .config)
                    if let read = ConfigReader.read(root, file: configPath, recovering: true, problems: &problems) {
                        config = read
                    }
                } catch {
                    problems += error.diagnostics
                }
            }
        }

        var files: [SourceFile] = []
        // Files and folders are compared by their canonical paths: the same folder named twice (by
        // the config and --effects, as `fx` and `./fx/`, or through a link) is read once, and a
        // file being validated replaces the built-in it is, however it is spelled.
        func identity(_ path: String) -> String { FileSystem.canonicalPath(path) ?? path }
        let validating = Set(manifests.map(identity))
        for builtin in BuiltinEffects.files where !validating.contains(identity(builtin.path)) {
            cache.remember(builtin.path, bytes: Array(builtin.text.utf8))
            files.append(SourceFile(path: builtin.path, text: builtin.text, origin: .builtin))
        }
        var foldersRead: Set<String> = []
        var filesRead: Set<String> = []
        func addFolder(_ folder: String, origin: SourceFile.Origin) {
            guard foldersRead.insert(identity(folder)).inserted else { return }
            switch FileSystem.manifestFiles(in: folder, skipped: &problems) {
            case .failure(let problem): problems.append(problem)
            case .success(let paths):
                for path in paths where !validating.contains(identity(path)) { addFile(path, origin: origin) }
            }
        }
        func addFile(_ path: String, origin: SourceFile.Origin) {
            guard filesRead.insert(identity(path)).inserted else { return }
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
            let builtin = BuiltinEffects.files.contains { identity($0.path) == identity(path) }
            addFile(path, origin: builtin ? .builtin : .commandLine)
        }

        let load = CatalogLoader(defaults: config.defaults, limits: config.limits.manifest).load(files)
        problems += load.diagnostics
        if configPath != nil {
            problems += config.validate(against: load.catalog, invalid: load.invalid)
        }
        return Host(
            config: config, configPath: configPath, discovery: discovery, catalog: load.catalog,
            invalidEffects: load.invalid, diagnostics: problems,
            sources: cache)
    }

    /// For commands that work on routes: an error that says where the config was looked for.
    func requireConfig() throws {
        guard configPath == nil else { return }
        if let discovery { throw CLIError(ConfigDiscovery.notFoundMessage(discovery)) }
        throw CLIError("no app config: pass --config FILE or set SEGUE_CONFIG")
    }

    /// The effect with `id`, or the only one whose id starts with `id` (`show circle`); otherwise
    /// an error that lists the candidates, or says which id was probably meant.
    func effect(_ id: String) throws -> EffectDefinition {
        if let effect = catalog.effect(id) { return effect }
        let candidates = id.isEmpty ? [] : catalog.effects.filter { $0.id.hasPrefix(id) }
        if candidates.count == 1 { return candidates[0] }
        if candidates.count > 1 {
            throw CLIError(
                "'\(id)' is the start of \(candidates.count) effect ids: \(candidates.map(\.id).joined(separator: ", ")); give more of one")
        }
        var message = "unknown effect '\(id)'"
        if let guess = catalog.suggestion(for: id) { message += "; did you mean '\(guess)'?" }
        message += " (`segue list` shows them all)"
        throw CLIError(message)
    }
}

/// A wrong command line found only once the catalog is loaded (an unknown `--tag`), printed as
/// `error: message` with exit code 64, like the mistakes ArgumentParser finds itself.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// A failure the user caused, printed as `error: message` with exit code 1.
///
/// Control characters in the message (from a file name or an effect id on the command line) are
/// escaped, like those of diagnostics.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = DiagnosticRenderer.escaped(message) }
}
