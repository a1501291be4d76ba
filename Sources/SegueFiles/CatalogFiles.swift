import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueTooling

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What loading produced: the config, the catalog, and every problem met on the way, with the
/// text of every file read so a diagnostic can quote its line (`DiagnosticRenderer`).
public struct LoadedCatalog {
    /// The app config read (the defaults when there is none).
    public let config: AppConfig
    /// The config file read, if any.
    package let configPath: String?
    /// Where the config was searched for, when nothing named one.
    package let discovery: ConfigDiscovery.Outcome?
    /// Every valid effect, built-ins first, in search order.
    public let catalog: Catalog
    /// Ids of manifests that were read but had errors.
    package let invalidEffects: [String: SourceLocation]
    /// Every problem met while loading, in the order met.
    public let diagnostics: [Diagnostic]
    /// The text of every file read, for diagnostics that quote a line.
    public let sources: SourceCache
    /// Every effects folder walked, as named (the config's resolved against it), in search order.
    package let foldersRead: [String]
    /// Every manifest file read from the disk (not the built-ins, not standard input), as named.
    package let filesRead: [String]
    /// A discovered config or effects folder passed over because another user could have
    /// written it (`ConfigTrust`): warnings every command prints, apart from `diagnostics`
    /// because they are about where segue looked, not about a file's content.
    package let trustWarnings: [Diagnostic]

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loads a catalog the way the `segue` command does: one call for an app's tests and tools.
///
/// Search order: the built-in catalog, the config's `effects:` folders (relative to the config),
/// SEGUE_EFFECTS_PATH (colon-separated), each of `effectFolders`, then the files being
/// validated, which replace a built-in they are. Folders follow the command's rules: hidden
/// entries and links to folders skipped, links to regular files read, every file read only up
/// to the config's size limit, a folder or file reached twice read once. This is the only part
/// of the library that touches the disk; everything it hands on is a value.
public enum CatalogFiles {
    /// What to load.
    public struct Request: Sendable {
        /// Extra folders of manifests (`--effects`).
        public var effectFolders: [String]
        /// The config to read; nil looks at SEGUE_CONFIG, then (with `discoverConfig`) for
        /// `segue.yaml` or `.segue.yaml` here or in a parent folder, then `Config/segue.yaml`.
        package var configPath: String?
        /// Manifests checked on top of the catalog (`segue validate FILE`).
        public var validating: [String]
        /// Look for `segue.yaml` or `.segue.yaml` in this folder and its parents when nothing names a config.
        public var discoverConfig: Bool
        /// SEGUE_CONFIG and SEGUE_EFFECTS_PATH come from here (default: the process's).
        public var environment: [String: String]
        /// Who may have written a discovered config and its effects folders (default: this
        /// process's user, by stat(2)).
        package var trust: ConfigTrust?
        /// Folders of the package's targets, where a config is looked for first (`--target-folder`,
        /// which the command plugin passes); none: each folder in `Sources/` when the current
        /// folder holds `Package.swift` (`ConfigDiscovery.defaultTargets`).
        package var targetFolders: [String] = []

        /// A request; the defaults load what `segue` loads with no options in the current folder.
        public init(
            effectFolders: [String] = [], configPath: String? = nil, validating: [String] = [], discoverConfig: Bool = true,
            environment: [String: String] = ProcessInfo.processInfo.environment, trust: ConfigTrust? = nil
        ) {
            self.effectFolders = effectFolders
            self.configPath = configPath
            self.validating = validating
            self.discoverConfig = discoverConfig
            self.environment = environment
            self.trust = trust
        }
    }

    /// The manifest files `segue` would read in `folder` (recursively, sorted), and every entry it
    /// would skip with an error: a subfolder it cannot list, a name that is not UTF-8, a link to
    /// nothing or a loop, a pipe or a device named like a manifest. The folder rules of `load`.
    public static func manifestFiles(in folder: String) -> (files: [String], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        switch FileSystem.manifestFiles(in: folder, skipped: &problems) {
        case .success(let files): return (files, problems)
        case .failure(let problem): return ([], problems + [problem])
        }
    }

    /// The names of the folders in `folder` (none when it cannot be listed).
    private static func subfolders(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { FileSystem.isDirectory(folder + "/" + $0) }
    }

    /// Reads the config and every manifest `request` names, and registers the valid effects.
    ///
    /// Four steps: find the config (``ConfigChoice``), read it, gather the manifests in search
    /// order (``ManifestGatherer``), then register them; each step's problems follow the last's.
    public static func load(_ request: Request = Request()) -> LoadedCatalog {
        let cache = SourceCache()
        let here = FileManager.default.currentDirectoryPath
        let choice = ConfigChoice(request, here: here, subfolders: subfolders)
        var problems: [Diagnostic] = []
        var trustWarnings = choice.warnings
        var config = readConfig(choice.path, cache: cache, problems: &problems)
        // `trust` is set only for a discovered config, which may lower limits but not raise them.
        if choice.trust != nil, !config.limitRaises.isEmpty, let configPath = choice.path {
            config = config.replacingLimits(config.limits.capped(at: .standard))
            trustWarnings += config.limitRaises.map { DiscoveredConfig.limitWarning($0, configPath: configPath) }
        }

        var gatherer = ManifestGatherer(
            request: request, config: config, choice: choice, here: here, cache: cache, problems: problems,
            trustWarnings: trustWarnings)
        gatherer.gather(request)
        let load = register(gatherer.files, replacedBuiltin: gatherer.replacedBuiltin, config: config)
        problems = gatherer.problems + load.diagnostics
        if choice.path != nil {
            problems += config.validate(against: load.catalog, invalid: load.invalid)
        }
        return LoadedCatalog(
            config: config, configPath: choice.path, discovery: choice.discovery, catalog: load.catalog,
            invalidEffects: load.invalid, diagnostics: problems, sources: cache, foldersRead: gatherer.folderList,
            filesRead: gatherer.fileList, trustWarnings: gatherer.trustWarnings)
    }

    /// The config at `path` (remembered in `cache` for diagnostics), or the standard config when
    /// there is none or it cannot be read; what went wrong is added to `problems`.
    private static func readConfig(_ path: String?, cache: SourceCache, problems: inout [Diagnostic]) -> AppConfig {
        guard let path else { return .standard }
        switch FileSystem.read(path, maxBytes: DocumentLimits.config.maxBytes) {
        case .failure(let problem):
            problems.append(problem)
        case .success(let bytes):
            cache.remember(path, bytes: bytes)
            do {
                let root = try Document.load(bytes: bytes, file: path, limits: .config)
                if let read = ConfigReader.read(root, file: path, recovering: true, problems: &problems) {
                    return read
                }
            } catch {
                problems += error.diagnostics
            }
        }
        return .standard
    }

    /// Registers `files` (the built-ins first) with the config's defaults and limits.
    ///
    /// The compiled-in manifests are read once per process for each set of limits; only a
    /// built-in replaced by its file in the checkout (`segue validate Effects`) is read again.
    private static func register(_ files: [SourceFile], replacedBuiltin: Bool, config: AppConfig) -> CatalogLoad {
        let loader = CatalogLoader(defaults: config.defaults, limits: config.limits.manifest)
        if !replacedBuiltin, let builtins = BuiltinReads.read(with: loader) {
            return loader.load(builtins, then: Array(files[BuiltinEffects.files.count...]))
        }
        return loader.load(files)
    }
}

/// The config a load reads: the one the request or SEGUE_CONFIG names, or the one
/// ``ConfigDiscovery`` finds, with what discovery warned about on the way.
struct ConfigChoice {
    /// The config file to read; nil: the standard config.
    let path: String?
    /// Where the config was searched for, when nothing named one.
    let discovery: ConfigDiscovery.Outcome?
    /// The rule a discovered config's folders and manifests must pass. Only what segue found by
    /// itself is checked; a config named by --config or SEGUE_CONFIG is the user's choice.
    let trust: ConfigTrust?
    /// Configs and folders passed over, shadowed or in conflict.
    let warnings: [Diagnostic]

    /// The choice for `request` run in the folder `here`; `subfolders` lists a folder's folders.
    init(_ request: CatalogFiles.Request, here: String, subfolders: (String) -> [String]) {
        // An empty SEGUE_CONFIG is unset, as shells treat `SEGUE_CONFIG= segue ...`.
        let named = request.configPath ?? request.environment["SEGUE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
        guard named == nil && request.discoverConfig else {
            path = named
            discovery = nil
            trust = nil
            warnings = []
            return
        }
        let rule = request.trust ?? ConfigTrust.system(environment: request.environment)
        let targets =
            request.targetFolders.isEmpty
            ? ConfigDiscovery.defaultTargets(in: here, exists: FileSystem.exists, folders: subfolders) : request.targetFolders
        let outcome = ConfigDiscovery.find(
            from: here, targets: targets, isFile: { FileSystem.exists($0) && !FileSystem.isDirectory($0) },
            exists: FileSystem.exists, refusal: rule.refusal(forConfig:))
        path = outcome.path
        discovery = outcome
        trust = outcome.path == nil ? nil : rule
        warnings =
            outcome.ignored.map(ConfigDiscovery.warning)
            + [ConfigDiscovery.shadowWarning(outcome), ConfigDiscovery.conflictWarning(outcome)].compactMap { $0 }
    }
}

/// Where the built-in manifests were compiled from: the `Effects/` folder of the checkout this
/// binary was built in, found from this source file's path at build time.
///
/// Only a file at that very place is the built-in it names (validating it, or reading its folder
/// with `--effects Effects` in the checkout, replaces the compiled-in copy, so editing a shipped
/// manifest and validating it is not a duplicate id). Anywhere else, a
/// file under `Effects/` is the user's own, however its path is spelled.
enum BuiltinCheckout {
    /// The checkout's top folder: this file is `Sources/SegueFiles/CatalogFiles.swift` in it.
    static let root: String? = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count > 3, parts.first == "" else { return nil }
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The absolute path the built-in at `relative` (`Effects/NAME`) was compiled from; it may be
    /// gone (an installed binary whose checkout was deleted), which then matches no file.
    static func path(of relative: String) -> String? {
        root.map { $0 + "/" + relative }
    }
}

/// The compiled-in manifests read into manifests once per process, with the standard limits.
///
/// Reading (YAML to a document, the document to a manifest) depends only on a file's bytes and the
/// document limits; the config's defaults are applied later, when the manifests are registered. A
/// `segue` process loads its catalog once, so this saves nothing there; a process that loads many
/// (the tests' in-process runs, an app's tools) reads the 60 built-ins once instead of at every
/// load. A config with other manifest limits has its built-ins read at each load, as before.
enum BuiltinReads {
    /// Read at first use; a `static let` is initialized once, safely across threads.
    private static let standard: (limits: DocumentLimits, read: CatalogLoader.ReadFiles) = {
        let limits = LoadLimits.standard.manifest
        let files = BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
        return (limits, CatalogLoader(limits: limits).read(files))
    }()

    /// The built-ins as `loader` reads them, when it reads with the standard limits; nil otherwise.
    static func read(with loader: CatalogLoader) -> CatalogLoader.ReadFiles? {
        loader.limits == LoadLimits.standard.manifest ? standard.read : nil
    }
}
