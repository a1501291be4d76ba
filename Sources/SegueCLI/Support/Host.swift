import Segue
import SegueFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything a command needs: the config, the catalog, and every problem met on the way.
///
/// The loading is the library's (`CatalogFiles.load`), so an app's own tools load exactly what
/// `segue` loads; this adds what only a command needs (the command-line options, its errors).
struct Host {
    let loaded: LoadedCatalog

    var config: AppConfig { loaded.config }
    var configPath: String? { loaded.configPath }
    var discovery: ConfigDiscovery.Outcome? { loaded.discovery }
    var catalog: Catalog { loaded.catalog }
    var invalidEffects: [String: SourceLocation] { loaded.invalidEffects }
    var diagnostics: [Diagnostic] { loaded.diagnostics }
    var sources: SourceCache { loaded.sources }
    var hasErrors: Bool { loaded.hasErrors }

    /// Loads config and catalog. `validating` files are checked on top of the built-ins and
    /// replace any built-in with the same path (so `segue validate Effects` checks the files on disk).
    ///
    /// The config is the one given (`--config`, SEGUE_CONFIG, `configOverride`); otherwise
    /// `ConfigDiscovery` looks for one only when `discoverConfig` is true, so `validate FILE`
    /// checks just FILE.
    ///
    /// A discovered config or effects folder passed over because another user could have written
    /// it is said on standard error here, once, whatever the command (`quiet` for completions,
    /// which must not write to the terminal the user is typing in).
    static func load(
        _ options: CatalogOptions, validating manifests: [String] = [], configOverride: String? = nil,
        discoverConfig: Bool = true, quiet: Bool = false
    ) -> Host {
        var request = CatalogFiles.Request(
            effectFolders: options.effectFolders, configPath: configOverride ?? options.configPath,
            validating: manifests, discoverConfig: discoverConfig, environment: RunContext.current.environment)
        request.targetFolders = options.targetFolders
        let loaded = CatalogFiles.load(request)
        if !quiet { Console.report(loaded.trustWarnings, sources: loaded.sources) }
        return Host(loaded: loaded)
    }

    /// What this run reads from the disk, each with how a message names it: no output may
    /// replace any of them or a folder holding one (`OutputRule`).
    func inputs() -> [(path: String, what: String)] {
        var inputs = loaded.foldersRead.map { (path: $0, what: "the effects folder '\($0)'") }
        if let configPath { inputs.append((configPath, "the config '\(configPath)'")) }
        inputs += loaded.filesRead.map { (path: $0, what: "the manifest '\($0)'") }
        return inputs
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
        throw unknownName(message + " (`segue list` shows them all)")
    }

    /// The error for a name the command line gave that the catalog or config does not hold: a
    /// usage error (64), as a mistyped subcommand, option or option value is; but when a file
    /// failed to load, the name may be defined there, and the run failed on that file (1).
    func unknownName(_ message: String) -> Error {
        hasErrors ? CLIError(message) : UsageError(message)
    }
}

/// A wrong command line found only once the catalog is loaded (an unknown `--tag`), printed as
/// `error: message` with exit code 64, like the mistakes ArgumentParser finds itself.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    /// Control characters in the message (a family or tag from a manifest) are escaped, line by line.
    init(_ message: String) {
        description = Output.visible(message)
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
