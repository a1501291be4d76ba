import Foundation
import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueEngine

/// How a build treats invalid manifests and config.
public enum BuildKind: Sendable, Hashable {
    /// A debug build: loading fails with every diagnostic, so the developer fixes them.
    case debug
    /// A release build: invalid manifests and routes are left out and logged; their transitions
    /// fall back to the system's. Never a crash.
    case release
}

/// The diagnostics of a load that a debug build refuses.
public struct RuntimeLoadError: Error, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors first as met.
    public let diagnostics: [Diagnostic]
    /// Every diagnostic's headline, one per line.
    public var description: String { diagnostics.map(\.headline).joined(separator: "\n") }
}

/// The effects an app plays: the built-in catalog plus the manifests it ships, loaded with the
/// same reader, validation and diagnostics as `segue validate`.
///
/// The app reads the files (SegueKit's `Bundle` loader does); this type never touches the disk.
public struct RuntimeCatalog: Sendable {
    /// The valid effects.
    public let catalog: Catalog
    /// Ids of manifests that were read but had errors, with where each id is written.
    public let invalid: [String: SourceLocation]
    /// Every diagnostic of the load (warnings included).
    public let diagnostics: [Diagnostic]

    /// The built-in catalog alone, decoded the first time anything asks for it (once per process).
    ///
    /// Decoding 60 manifests is work for a background thread, not for a transition's first frame:
    /// ``prepare()`` starts it off the main thread when SegueKit is installed.
    public static let builtin: RuntimeCatalog = {
        let load = CatalogLoader().load(builtinRead)
        return RuntimeCatalog(catalog: load.catalog, invalid: load.invalid, diagnostics: load.diagnostics)
    }()

    /// Decodes the built-in catalog on a background thread if nothing has yet, so that the first
    /// transition finds it ready: SegueKit calls it when it installs a delegate (a navigation or
    /// tab bar controller's, on every SwiftUI appearance), an app may call it at launch. Safe to
    /// call any number of times, from any thread: every call gets the one task, started by the
    /// first, and a thread that needs the catalog meanwhile waits for the one decode (a static
    /// `let` is initialized once). The task's value says whether the decode ran on the main thread.
    @discardableResult
    public static func prepare() -> Task<Bool, Never> { preparation }

    /// The one background decode, started the first time ``prepare()`` asks for it.
    private static let preparation = Task.detached(priority: .utility) { decodeBuiltin() }

    /// Decodes the built-in catalog unless done; true when this ran on the main thread. Not
    /// `async`: Apple's SDK makes `Thread.isMainThread` unavailable in asynchronous contexts.
    private static func decodeBuiltin() -> Bool {
        _ = builtin
        return Thread.isMainThread
    }

    /// The built-in manifests read once (documents parsed, manifests read): every later load
    /// registers them again without reading a byte of them.
    static let builtinRead: CatalogLoader.ReadFiles = CatalogLoader().read(builtinFiles)

    /// The built-in manifests as the runtime reads them: their JSON twins
    /// (`BuiltinEffects.jsonFiles`, tested to mean the same as Effects/), on every platform, since
    /// the iOS SDK has no libyaml and an app carries one form, not two.
    static var builtinFiles: [SourceFile] {
        BuiltinEffects.jsonFiles.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    }

    /// Loads the built-in catalog and `files` (the app's manifests, as `SourceFile`s with origin
    /// `.config`). In a debug build any error throws; in a release build the invalid manifests are
    /// left out and each diagnostic goes to `log`.
    public static func load(
        _ files: [SourceFile], build: BuildKind, defaults: EffectDefaults = .standard, log: (String) -> Void = { _ in }
    ) throws(RuntimeLoadError) -> RuntimeCatalog {
        let load = CatalogLoader(defaults: defaults).load(builtinRead, then: files)
        let errors = load.diagnostics.filter { $0.severity == .error }
        if build == .debug && !errors.isEmpty { throw RuntimeLoadError(diagnostics: load.diagnostics) }
        for diagnostic in load.diagnostics { log(diagnostic.headline) }
        return RuntimeCatalog(catalog: load.catalog, invalid: load.invalid, diagnostics: load.diagnostics)
    }
}

/// Reads the app config at run time, with `segue validate`'s reader and checks.
public enum RuntimeConfig {
    /// The config in `text` (YAML or JSON, named `file` in diagnostics), checked against
    /// `catalog`. In a debug build any error throws; in a release build a config that cannot be
    /// read is the standard one (no routes: every transition is the system's), routes naming
    /// invalid effects stay and fall back at run time, and each diagnostic goes to `log`.
    public static func load(
        text: String, file: String, catalog: RuntimeCatalog, build: BuildKind, log: (String) -> Void = { _ in }
    ) throws(RuntimeLoadError) -> AppConfig {
        var problems: [Diagnostic] = []
        var config: AppConfig?
        do {
            let root = try Document.load(text: text, file: file, limits: .config)
            config = ConfigReader.read(root, file: file, problems: &problems)
        } catch {
            problems += error.diagnostics
        }
        if let config { problems += config.validate(against: catalog.catalog, invalid: catalog.invalid) }
        if build == .debug && problems.contains(where: { $0.severity == .error }) {
            throw RuntimeLoadError(diagnostics: problems)
        }
        for problem in problems { log(problem.headline) }
        return config ?? .standard
    }
}
