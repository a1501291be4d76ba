import SegueBuiltins
import SegueCatalog
import SegueDocument

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The manifests of one load, in search order: the built-ins, the config's `effects:` folders,
/// SEGUE_EFFECTS_PATH, the request's folders, then the files being validated.
///
/// Files and folders are compared by their canonical paths: the same folder named twice (by the
/// config and --effects, as `fx` and `./fx/`, or through a link) is read once, and a file being
/// validated replaces the built-in it is, however it is spelled.
struct ManifestGatherer {
    /// The built-ins, then every manifest read, in search order.
    private(set) var files: [SourceFile] = []
    /// True when a file read is a built-in's own file, which then replaces its compiled-in copy.
    private(set) var replacedBuiltin = false
    /// Every problem met so far, in the order met.
    private(set) var problems: [Diagnostic]
    /// Every folder and manifest passed over because another user could have written it.
    private(set) var trustWarnings: [Diagnostic]
    /// Every effects folder walked and every manifest file read from the disk, as named.
    private(set) var folderList: [String] = []
    private(set) var fileList: [String] = []

    private let config: AppConfig
    private let configPath: String?
    private let trust: ConfigTrust?
    /// The repository a discovered config's folders and manifests must stay in (`DiscoveredConfig`).
    private let repository: String?
    private let here: String
    private let cache: SourceCache
    private var canonical = PathCanonicalizer()
    private var validating: Set<String> = []
    /// The built-ins by the canonical path of their own file in the checkout.
    private var builtinIndex: [String: Int] = [:]
    private var foldersSeen: Set<String> = []
    private var filesSeen: Set<String> = []

    /// A gatherer holding the built-ins, after the config's `problems` and `trustWarnings`.
    init(
        request: CatalogFiles.Request, config: AppConfig, choice: ConfigChoice, here: String, cache: SourceCache,
        problems: [Diagnostic], trustWarnings: [Diagnostic]
    ) {
        self.config = config
        configPath = choice.path
        trust = choice.trust
        self.here = here
        self.cache = cache
        self.problems = problems
        self.trustWarnings = trustWarnings
        repository = choice.trust == nil ? nil : choice.discovery?.root.flatMap(FileSystem.canonicalPath)
        validating = Set(request.validating.map { identity($0) })
        // Each built-in's own file: the one in the checkout `segue` was built from, never whatever
        // `Effects/NAME` means in the current folder, which in an app made by `segue init` is the
        // app's own file (issue 37). A file read from there, named or in a folder, is the built-in
        // and replaces its compiled-in copy. Asked only when files or folders are read: one
        // realpath(3) of the checkout's folder, then an lstat(2) a built-in.
        let readsFiles =
            !request.validating.isEmpty || !request.effectFolders.isEmpty || !config.effectFolders.isEmpty
            || !(request.environment["SEGUE_EFFECTS_PATH"] ?? "").isEmpty
        for (index, builtin) in BuiltinEffects.files.enumerated() {
            cache.remember(builtin.path, bytes: Array(builtin.text.utf8))
            files.append(SourceFile(path: builtin.path, text: builtin.text, origin: .builtin))
            if readsFiles, let own = BuiltinCheckout.path(of: builtin.path).flatMap({ canonical.canonical($0) }) {
                builtinIndex[own] = index
            }
        }
    }

    /// Reads the config's folders, SEGUE_EFFECTS_PATH's, the request's, then the files it validates.
    mutating func gather(_ request: CatalogFiles.Request) {
        let environmentFolders = (request.environment["SEGUE_EFFECTS_PATH"] ?? "").split(separator: ":").filter { !$0.isEmpty }
            .map(String.init)
        let namedByUser = Set((environmentFolders + request.effectFolders).map { identity($0) })
        for (index, folder) in config.effectFolders.enumerated() {
            let path = configPath.map { FileSystem.resolve(folder, relativeTo: $0) } ?? folder
            // Named by the user too: read below as theirs, whatever the config's rules.
            if repository != nil, namedByUser.contains(identity(path)) { continue }
            let location = config.effectFolderLocations.indices.contains(index) ? config.effectFolderLocations[index] : nil
            if refusesConfigFolder(path, at: location) { continue }
            addFolder(path, origin: .config, trusting: trust, inside: repository)
        }
        for folder in environmentFolders { addFolder(folder, origin: .environment) }
        for folder in request.effectFolders { addFolder(folder, origin: .commandLine) }
        for path in request.validating { addFile(path, origin: .commandLine) }
    }

    /// True, with the problem or warning said, when the config's effects folder `path` (named at
    /// `location`) is outside its repository or could have been written by another user.
    private mutating func refusesConfigFolder(_ path: String, at location: SourceLocation?) -> Bool {
        if let repository,
            let outside = DiscoveredConfig.outsideProblem(
                "the effects folder", path: path, resolved: FileSystem.canonicalPath(path), repository: repository, allow: path,
                at: location)
        {
            problems.append(outside)
            return true
        }
        if let trust, let refusal = trust.refusal(forEffectsFolder: absolute(path)) {
            trustWarnings.append(untrusted("the effects folder \(path)", refusal: "\(refusal)", pass: path))
            return true
        }
        return false
    }

    /// Reads every manifest in `folder` once. `trusting`: the rule each manifest of the folder must
    /// pass, and `inside`: the repository it must resolve into (a discovered config's folders).
    private mutating func addFolder(
        _ folder: String, origin: SourceFile.Origin, trusting rule: ConfigTrust? = nil, inside repository: String? = nil
    ) {
        guard foldersSeen.insert(identity(folder)).inserted else { return }
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
                if let rule, let refusal = rule.refusal(forManifest: absolute(path)) {
                    trustWarnings.append(untrusted("the manifest \(path) in an effects folder", refusal: "\(refusal)", pass: folder))
                    continue
                }
                addFile(path, origin: origin)
            }
        }
    }

    /// Reads the manifest at `path` once; a built-in's own file replaces its compiled-in copy.
    private mutating func addFile(_ path: String, origin: SourceFile.Origin) {
        let id = identity(path)
        guard filesSeen.insert(id).inserted else { return }
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

    /// The warning for `what` (named by the config) passed over for `refusal`; `pass` is the
    /// folder the user would pass to read it anyway.
    private func untrusted(_ what: String, refusal: String, pass folder: String) -> Diagnostic {
        .warning(
            "config.untrusted",
            "ignoring \(what) named by \(configPath ?? "the config"): \(refusal); if you trust it, "
                + "pass --effects \(folder), or name the config with --config or SEGUE_CONFIG",
            at: nil)
    }

    private mutating func identity(_ path: String) -> String { canonical.canonical(path) ?? path }

    private func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : here + "/" + path }
}
