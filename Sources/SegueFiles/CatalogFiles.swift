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
    public static func load(_ request: Request = Request()) -> LoadedCatalog {
        let cache = SourceCache()
        var problems: [Diagnostic] = []
        let environment = request.environment

        var discovery: ConfigDiscovery.Outcome?
        var trustWarnings: [Diagnostic] = []
        let here = FileManager.default.currentDirectoryPath
        // Only what segue found by itself is checked; a config named by --config or SEGUE_CONFIG is the user's choice.
        var trust: ConfigTrust?
        // An empty SEGUE_CONFIG is unset, as shells treat `SEGUE_CONFIG= segue ...`.
        var configPath = request.configPath ?? environment["SEGUE_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
        if configPath == nil && request.discoverConfig {
            let rule = request.trust ?? ConfigTrust.system(environment: environment)
            let targets =
                request.targetFolders.isEmpty
                ? ConfigDiscovery.defaultTargets(in: here, exists: FileSystem.exists, folders: subfolders) : request.targetFolders
            let outcome = ConfigDiscovery.find(
                from: here, targets: targets, isFile: { FileSystem.exists($0) && !FileSystem.isDirectory($0) },
                exists: FileSystem.exists, refusal: rule.refusal(forConfig:))
            configPath = outcome.path
            discovery = outcome
            trust = outcome.path == nil ? nil : rule
            trustWarnings += outcome.ignored.map(ConfigDiscovery.warning)
            trustWarnings += [ConfigDiscovery.shadowWarning(outcome), ConfigDiscovery.conflictWarning(outcome)].compactMap { $0 }
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
        // `trust` is set only for a discovered config, which may lower limits but not raise them.
        if trust != nil, !config.limitRaises.isEmpty, let configPath {
            config = config.replacingLimits(config.limits.capped(at: .standard))
            trustWarnings += config.limitRaises.map { DiscoveredConfig.limitWarning($0, configPath: configPath) }
        }

        var files: [SourceFile] = []
        // Files and folders are compared by their canonical paths: the same folder named twice (by
        // the config and --effects, as `fx` and `./fx/`, or through a link) is read once, and a
        // file being validated replaces the built-in it is, however it is spelled.
        var canonical = PathCanonicalizer()
        func identity(_ path: String) -> String { canonical.canonical(path) ?? path }
        let validating = Set(request.validating.map(identity))
        // Each built-in's own file: the one in the checkout `segue` was built from, never whatever
        // `Effects/NAME` means in the current folder, which in an app made by `segue init` is the
        // app's own file (issue 37). A file read from there, named or in a folder, is the built-in
        // and replaces its compiled-in copy. Asked only when files or folders are read: one
        // realpath(3) of the checkout's folder, then an lstat(2) a built-in.
        let readsFiles =
            !request.validating.isEmpty || !request.effectFolders.isEmpty || !config.effectFolders.isEmpty
            || !(environment["SEGUE_EFFECTS_PATH"] ?? "").isEmpty
        var builtinIndex: [String: Int] = [:]
        var replacedBuiltin = false
        for (index, builtin) in BuiltinEffects.files.enumerated() {
            cache.remember(builtin.path, bytes: Array(builtin.text.utf8))
            files.append(SourceFile(path: builtin.path, text: builtin.text, origin: .builtin))
            if readsFiles, let own = BuiltinCheckout.path(of: builtin.path).flatMap({ canonical.canonical($0) }) {
                builtinIndex[own] = index
            }
        }
        var foldersRead: Set<String> = []
        var filesRead: Set<String> = []
        var folderList: [String] = []
        var fileList: [String] = []
        // A discovered config's folders and manifests stay inside its repository (`DiscoveredConfig`).
        let repository = trust == nil ? nil : discovery?.root.flatMap(FileSystem.canonicalPath)
        /// `trusting`: the rule each manifest of the folder must pass, and `inside`: the repository
        /// it must resolve into (a discovered config's folders).
        func addFolder(_ folder: String, origin: SourceFile.Origin, trusting rule: ConfigTrust? = nil, inside repository: String? = nil) {
            guard foldersRead.insert(identity(folder)).inserted else { return }
            folderList.append(folder)
            switch FileSystem.manifestFiles(in: folder, skipped: &problems) {
            case .failure(let problem): problems.append(problem)
            case .success(let paths):
                for path in paths where !validating.contains(identity(path)) {
                    if let repository,
                        let outside = DiscoveredConfig.outsideProblem(
                            "the manifest", path: path, resolved: canonical.canonical(path), repository: repository, allow: folder, at: nil)
                    {
                        problems.append(outside)
                        continue
                    }
                    if let rule, let refusal = rule.refusal(forManifest: path.hasPrefix("/") ? path : here + "/" + path) {
                        trustWarnings.append(
                            .warning(
                                "config.untrusted",
                                "ignoring the manifest \(path) in an effects folder named by \(configPath ?? "the config"): \(refusal); "
                                    + "if you trust it, pass --effects \(folder), or name the config with --config or SEGUE_CONFIG",
                                at: nil))
                        continue
                    }
                    addFile(path, origin: origin)
                }
            }
        }
        func addFile(_ path: String, origin: SourceFile.Origin) {
            let id = identity(path)
            guard filesRead.insert(id).inserted else { return }
            switch FileSystem.read(path, maxBytes: config.limits.maxManifestBytes) {
            case .failure(let problem): problems.append(problem)
            case .success(let bytes):
                let name = FileSystem.displayName(path)
                if path != "-" { fileList.append(path) }
                // Only a manifest's lines are quoted: a credentials file read as effects (a
                // `~/.docker` folder, issue 51) would otherwise print its secrets in diagnostics.
                if ManifestText.namesFormatKey(bytes) { cache.remember(name, bytes: bytes) }
                if let index = builtinIndex[id] {
                    files[index] = SourceFile(path: name, bytes: bytes, origin: .builtin)
                    replacedBuiltin = true
                } else {
                    files.append(SourceFile(path: name, bytes: bytes, origin: origin))
                }
            }
        }
        let environmentFolders = (environment["SEGUE_EFFECTS_PATH"] ?? "").split(separator: ":").filter { !$0.isEmpty }.map(String.init)
        let namedByUser = Set((environmentFolders + request.effectFolders).map(identity))
        for (index, folder) in config.effectFolders.enumerated() {
            let path = configPath.map { FileSystem.resolve(folder, relativeTo: $0) } ?? folder
            if let repository {
                // Named by the user too: read below as theirs, whatever the config's rules.
                if namedByUser.contains(identity(path)) { continue }
                let location = config.effectFolderLocations.indices.contains(index) ? config.effectFolderLocations[index] : nil
                if let outside = DiscoveredConfig.outsideProblem(
                    "the effects folder", path: path, resolved: FileSystem.canonicalPath(path), repository: repository, allow: path,
                    at: location)
                {
                    problems.append(outside)
                    continue
                }
            }
            if let trust, let refusal = trust.refusal(forEffectsFolder: path.hasPrefix("/") ? path : here + "/" + path) {
                trustWarnings.append(
                    .warning(
                        "config.untrusted",
                        "ignoring the effects folder \(path) named by \(configPath ?? "the config"): \(refusal); if you trust it, "
                            + "pass --effects \(path), or name the config with --config or SEGUE_CONFIG",
                        at: nil))
                continue
            }
            addFolder(path, origin: .config, trusting: trust, inside: repository)
        }
        for folder in environmentFolders { addFolder(folder, origin: .environment) }
        for folder in request.effectFolders { addFolder(folder, origin: .commandLine) }
        for path in request.validating { addFile(path, origin: .commandLine) }

        // The compiled-in manifests are read once per process for each set of limits; only a
        // built-in replaced by its file in the checkout (`segue validate Effects`) is read again.
        let loader = CatalogLoader(defaults: config.defaults, limits: config.limits.manifest)
        let builtinCount = BuiltinEffects.files.count
        let load: CatalogLoad
        if !replacedBuiltin, let builtins = BuiltinReads.read(with: loader) {
            load = loader.load(builtins, then: Array(files[builtinCount...]))
        } else {
            load = loader.load(files)
        }
        problems += load.diagnostics
        if configPath != nil {
            problems += config.validate(against: load.catalog, invalid: load.invalid)
        }
        return LoadedCatalog(
            config: config, configPath: configPath, discovery: discovery, catalog: load.catalog,
            invalidEffects: load.invalid, diagnostics: problems, sources: cache, foldersRead: folderList, filesRead: fileList,
            trustWarnings: trustWarnings)
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
