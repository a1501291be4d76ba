import SegueDocument
import SegueEffects

/// Defaults a manifest falls back on when neither it nor what it extends says.
public struct EffectDefaults: Sendable, Hashable {
    /// Seconds going to, when a manifest and what it extends give none.
    public var toDuration: Double
    /// Seconds going back, when a manifest and what it extends give none.
    public var backDuration: Double

    /// Defaults of `toDuration` and `backDuration` seconds.
    public init(toDuration: Double = 0.5, backDuration: Double = 0.5) {
        self.toDuration = toDuration
        self.backDuration = backDuration
    }

    /// 0.5 s each way (XWTransition's default).
    public static let standard = EffectDefaults()
}

/// What loading a set of manifest files produced: the valid effects and every problem.
public struct CatalogLoad: Sendable {
    /// The valid effects.
    public let catalog: Catalog
    /// Every problem, in the order met.
    public let diagnostics: [Diagnostic]
    /// The ids of manifests that were read but had errors, with where each id is written, so a
    /// route naming one can say so instead of "not in the catalog".
    public var invalid: [String: SourceLocation] = [:]
}

/// Loads manifests in search-path order, resolves `extends`, and registers the valid ones.
///
/// Invalid manifests are reported and skipped; the rest of the catalog still works.
/// An id defined twice is an error naming both files, unless the later manifest
/// says `overrides: true`.
public struct CatalogLoader: Sendable {
    /// Durations for manifests that give none.
    package var defaults: EffectDefaults
    /// Size and depth limits of each file read.
    package var limits: DocumentLimits

    /// A loader with these defaults and limits.
    public init(defaults: EffectDefaults = .standard, limits: DocumentLimits = .default) {
        self.defaults = defaults
        self.limits = limits
    }

    /// Files read into manifests, to be loaded (`load(_:)`) once or many times: the fuzz targets
    /// read the built-in manifests once per process, then load them with every input.
    package struct ReadFiles: Sendable {
        fileprivate var items: [ReadFile] = []

        /// These files, then `more`.
        package static func + (lhs: ReadFiles, rhs: ReadFiles) -> ReadFiles {
            ReadFiles(items: lhs.items + rhs.items)
        }
    }

    /// Reads each file's document and manifest, keeping its problems with it.
    package func read(_ files: [SourceFile]) -> ReadFiles {
        ReadFiles(items: files.map(read))
    }

    /// One file's manifest (nil when it has errors that stop reading) and its problems.
    private func read(_ file: SourceFile) -> ReadFile {
        var problems: [Diagnostic] = []
        var manifest: Manifest?
        var unreadID: ReadFile.DeclaredID?
        do {
            let root = try Document.load(bytes: file.bytes, file: file.path, limits: limits)
            manifest = ManifestReader.read(root, file: file.path, problems: &problems)
            if manifest == nil { unreadID = ManifestReader.declaredID(in: root) }
        } catch {
            problems += error.diagnostics
        }
        return ReadFile(origin: file.origin, manifest: manifest, problems: problems, unreadID: unreadID)
    }

    /// Reads `files`, resolves `extends`, and registers every valid effect.
    ///
    /// Each file is read and registered before the next is read: a manifest built from a kind
    /// lets its document go at once, so memory follows the largest file and the manifests that
    /// extend another, not the whole folder (`segue validate` of 10,000 files).
    public func load(_ files: [SourceFile]) -> CatalogLoad {
        load(ReadFiles(), then: files)
    }

    /// Registers `read` (files read before, such as the built-ins a process reads once for these
    /// limits), then reads and registers each of `files` in turn, as ``load(_:)-([SourceFile])``
    /// does: the same result as loading all their files, in that order.
    package func load(_ read: ReadFiles, then files: [SourceFile]) -> CatalogLoad {
        var registry = Registry(defaults: defaults)
        for item in read.items { registry.register(item) }
        for file in files { registry.register(self.read(file)) }
        return registry.finish()
    }

    /// Registers manifests already read, in order: the same result as loading their files.
    package func load(_ files: ReadFiles) -> CatalogLoad {
        var registry = Registry(defaults: defaults)
        for item in files.items { registry.register(item) }
        return registry.finish()
    }
}

/// One file as read: its manifest (nil when it has errors that stop reading) and its problems.
private struct ReadFile {
    /// An id a manifest names and where, kept when the manifest itself could not be read.
    typealias DeclaredID = (id: String, location: SourceLocation)

    let origin: SourceFile.Origin
    let manifest: Manifest?
    let problems: [Diagnostic]
    /// The id of a manifest that has errors stopping it being read (`toDuration: 0.4s`), so that a
    /// route naming it is told its effect's manifest has errors, not that it is not in the catalog.
    let unreadID: DeclaredID?
}

/// Registers manifests one at a time, in search order, then resolves them into a catalog.
private struct Registry {
    var problems: [Diagnostic] = []
    var resolver: Resolver
    /// Ids of manifests that could not be read, the first file naming each (``ReadFile/unreadID``).
    var unread: [String: SourceLocation] = [:]

    init(defaults: EffectDefaults) {
        resolver = Resolver(defaults: defaults)
    }

    /// One read file: its problems, then its manifest unless the id is taken (a duplicate is an
    /// error naming both files; `overrides: true` from a later search folder replaces the earlier).
    mutating func register(_ item: ReadFile) {
        problems += item.problems
        guard let manifest = item.manifest else {
            if let declared = item.unreadID, unread[declared.id] == nil { unread[declared.id] = declared.location }
            return
        }
        if let index = resolver.indexOf[manifest.id] {
            let earlier = resolver.entries[index]
            if manifest.overrides && earlier.origin < item.origin {
                resolver.replace(index, with: manifest, origin: item.origin)
                return
            }
            if earlier.origin == .builtin {
                // A built-in has no file in the user's folder: naming its path (`Effects/cards.yaml`)
                // would name the user's own file when it sits at the same relative path.
                problems.append(
                    .error(
                        "manifest.duplicate-id",
                        "duplicate id '\(manifest.id)': a built-in effect already has it",
                        at: manifest.idLocation,
                        notes: [
                            .init(
                                manifest.overrides
                                    ? "overrides: true replaces a built-in only from a folder searched after it (--effects, the config's effects:, SEGUE_EFFECTS_PATH)"
                                    : "give yours its own id (id: my-\(manifest.id)), or add 'overrides: true' to replace the built-in; `segue show \(manifest.id)` prints the built-in"
                            )
                        ]))
                return
            }
            let hint =
                manifest.overrides
                ? "overrides: true only replaces an effect from an earlier search folder"
                : "rename one, or add 'overrides: true' to a manifest in a later folder to replace a built-in"
            problems.append(
                .error(
                    "manifest.duplicate-id",
                    "duplicate id '\(manifest.id)': also defined in \(earlier.file)",
                    at: manifest.idLocation,
                    notes: [
                        .init("first defined here", at: earlier.idLocation),
                        .init(hint),
                    ]))
            return
        }
        if manifest.overrides {
            problems.append(
                .warning(
                    "manifest.overrides-nothing",
                    "'\(manifest.id)' says overrides: true, but no earlier effect has that id",
                    at: manifest.idLocation))
        }
        resolver.add(manifest, origin: item.origin)
    }

    /// Resolves every manifest registered and makes the catalog.
    mutating func finish() -> CatalogLoad {
        for index in resolver.entries.indices { resolver.resolve(index) }
        problems += resolver.problems
        // Sorted by id here, where only indices move; the catalog keeps an order it is given sorted.
        let entries = resolver.entries
        let byID = entries.indices.sorted { entries[$0].id < entries[$1].id }
        let effects = byID.compactMap { resolver.resolved[$0] ?? nil }
        // A manifest that could not be read counts only when no valid one has its id.
        var invalid = unread.filter { resolver.indexOf[$0.key] == nil }
        for index in entries.indices {
            if case .some(.none) = resolver.resolved[index] { invalid[entries[index].id] = entries[index].idLocation }
        }
        return CatalogLoad(catalog: Catalog(effects: effects), diagnostics: problems, invalid: invalid)
    }
}

/// Resolves `extends` chains with memoisation and cycle detection.
///
/// A manifest built from a kind needs no other manifest, so it is built as soon as it is read,
/// while its document is still in the cache, and the document is let go: only manifests that
/// extend another wait whole for the second pass. The problems of an early build are held
/// back until its turn in that pass, so they are reported in the same order as if every
/// manifest had waited.
private struct Resolver {
    /// A manifest's place in the load; the manifest itself is kept only until it is built.
    struct Entry {
        let id: String
        let file: String
        let idLocation: SourceLocation
        let origin: SourceFile.Origin
        let stage: Stage
    }

    enum Stage {
        /// Extends another manifest: built in the second pass, once every manifest is known.
        case waiting(Manifest)
        /// Built from its kind when read; its problems wait for its turn.
        case built(EffectDefinition?, problems: [Diagnostic])
    }

    let defaults: EffectDefaults
    /// Manifests in first-seen order, found by id through `indexOf`.
    private(set) var entries: [Entry] = []
    private(set) var indexOf: [String: Int] = [:]
    /// By entry: nil while unresolved, `.some(nil)` for a manifest with errors.
    private(set) var resolved: [EffectDefinition??] = []
    var visiting: [String] = []
    var problems: [Diagnostic] = []

    init(defaults: EffectDefaults) {
        self.defaults = defaults
    }

    mutating func add(_ manifest: Manifest, origin: SourceFile.Origin) {
        indexOf[manifest.id] = entries.count
        entries.append(entry(manifest, origin: origin))
        resolved.append(nil)
    }

    /// A manifest from a later search folder that says `overrides: true` takes the earlier one's place.
    mutating func replace(_ index: Int, with manifest: Manifest, origin: SourceFile.Origin) {
        entries[index] = entry(manifest, origin: origin)
    }

    /// Builds a kind's manifest now; keeps one that extends another for the second pass.
    private mutating func entry(_ manifest: Manifest, origin: SourceFile.Origin) -> Entry {
        let stage: Stage
        if case .kind = manifest.base {
            var found: [Diagnostic] = []
            let definition = build(manifest, origin: origin, into: &found)
            stage = .built(definition, problems: found)
        } else {
            stage = .waiting(manifest)
        }
        return Entry(id: manifest.id, file: manifest.file, idLocation: manifest.idLocation, origin: origin, stage: stage)
    }

    @discardableResult
    mutating func resolve(_ index: Int) -> EffectDefinition? {
        if let done = resolved[index] { return done }
        let result: EffectDefinition?
        switch entries[index].stage {
        case .built(let definition, let found):
            problems += found
            result = definition
        case .waiting(let manifest):
            visiting.append(entries[index].id)
            var found: [Diagnostic] = []
            result = build(manifest, origin: entries[index].origin, into: &found)
            problems += found
            visiting.removeLast()
        }
        resolved[index] = .some(result)
        return result
    }

    /// The definition `manifest` makes, or nil with its problems in `found`. Problems of the
    /// manifests it extends are reported by their own `resolve`, before these.
    private mutating func build(
        _ manifest: Manifest, origin: SourceFile.Origin, into found: inout [Diagnostic]
    ) -> EffectDefinition? {
        guard let base = base(of: manifest, into: &found) else { return nil }
        let parent = base.parent
        let kindName = base.kind
        let description = base.description
        let parameters = Self.parameters(of: manifest, kind: kindName, specs: description.parameters, parent: parent, into: &found)
        if manifest.keyframes != nil, kindName != "keyframes" {
            found.append(
                .error(
                    "manifest.keyframes-unused", "'keyframes' is only read by kind 'keyframes', and this effect is '\(kindName)'",
                    at: manifest.location))
        }
        let keyframesSpec = kindName == "keyframes" ? keyframes(of: manifest, parent: parent, into: &found) : nil
        guard found.isEmpty else { return nil }
        let interactive =
            (parent.map {
                InteractiveSpec(
                    timer: $0.needsInteractiveTimer, to: $0.toGesture, back: $0.backGesture,
                    completion: $0.interactiveCompletion)
            } ?? InteractiveSpec()).overlaid(by: manifest.interactive)
        return EffectDefinition(
            .init(
                id: manifest.id, name: manifest.name,
                summary: manifest.summary ?? parent?.summary ?? description.summary,
                family: manifest.family ?? parent?.family ?? "custom",
                tags: manifest.tags ?? parent?.tags ?? [],
                kind: kindName,
                extendsChain: parent.map { [$0.id] + $0.extendsChain } ?? [],
                file: manifest.file, origin: origin,
                toDuration: manifest.toDuration ?? parent?.toDuration ?? defaults.toDuration,
                backDuration: manifest.backDuration ?? parent?.backDuration ?? defaults.backDuration,
                needsInteractiveTimer: interactive.timer ?? false,
                toGesture: interactive.to, backGesture: interactive.back,
                completion: interactive.completion,
                parameters: parameters,
                keyframes: manifest.keyframes ?? parent?.keyframes, keyframesSpec: keyframesSpec,
                overrides: manifest.overrides, provenance: manifest.provenance, locations: manifest.keyLocations,
                outlives: manifest.outlives ?? parent?.outlives ?? [],
                reachesPresenter: manifest.reachesPresenter ?? parent?.reachesPresenter ?? false,
                layoutDirection: manifest.layoutDirection ?? parent?.layoutDirection ?? .mirrored))
    }

    /// What a manifest builds on: its kind, and the definition it extends, if any.
    private struct Base {
        let parent: EffectDefinition?
        let kind: String
        let description: KindDescription
    }

    /// The kind `manifest` names, or the resolved definition it extends and that one's kind; nil,
    /// with the problem in `found`, when it names an unknown kind or an effect that cannot be used.
    private mutating func base(of manifest: Manifest, into found: inout [Diagnostic]) -> Base? {
        switch manifest.base {
        case .kind(let name):
            guard let kind = KindRegistry.kind(named: name) else {
                var message = "unknown kind '\(name)'"
                if let guess = Suggestion.closest(to: name, among: KindRegistry.identifiers) {
                    message += "; did you mean '\(guess)'?"
                }
                found.append(
                    .error(
                        "manifest.unknown-kind", message, at: manifest.baseLocation,
                        notes: [.init("known kinds: \(KindRegistry.identifiers.joined(separator: ", "))")]))
                return nil
            }
            return Base(parent: nil, kind: name, description: kind.description)
        case .extends(let parentID):
            if let start = visiting.firstIndex(of: parentID) {
                let cycle = visiting[start...] + [parentID]
                found.append(
                    .error(
                        "manifest.extends-cycle",
                        "'extends' forms a cycle: \(cycle.joined(separator: " -> "))", at: manifest.baseLocation))
                return nil
            }
            guard let parentIndex = indexOf[parentID] else {
                var message = "'\(manifest.id)' extends '\(parentID)', which is not a known effect"
                if let guess = Suggestion.closest(to: parentID, among: indexOf.keys.sorted()) {
                    message += "; did you mean '\(guess)'?"
                }
                found.append(.error("manifest.unknown-extends", message, at: manifest.baseLocation))
                return nil
            }
            guard let resolvedParent = resolve(parentIndex) else {
                // A cycle already reported on this chain is not worth a second error here.
                if !problems.contains(where: { $0.code == "manifest.extends-cycle" && $0.location == manifest.baseLocation }) {
                    found.append(
                        .error(
                            "manifest.invalid-parent", "'\(manifest.id)' extends '\(parentID)', which has errors",
                            at: manifest.baseLocation))
                }
                return nil
            }
            guard let kind = KindRegistry.kind(named: resolvedParent.kind) else { return nil }
            return Base(parent: resolvedParent, kind: resolvedParent.kind, description: kind.description)
        }
    }

    /// The parameters of a `kind` manifest, in the kind's order (`specs`): each the manifest's own
    /// value, else the one `parent` resolved, else the spec's default. An unknown name, a bad value
    /// or a missing required parameter adds its error to `found`.
    private static func parameters(
        of manifest: Manifest, kind kindName: String, specs: [ParameterSpec], parent: EffectDefinition?, into found: inout [Diagnostic]
    ) -> [ResolvedParameter] {
        // By the kind's parameter order; a kind has a handful, so positions beat hashing names.
        func position(of name: String) -> Int? {
            for index in specs.indices where specs[index].name == name { return index }
            return nil
        }
        var values = [ResolvedParameter?](repeating: nil, count: specs.count)
        for inherited in parent?.parameters ?? [] {
            if let index = position(of: inherited.spec.name) { values[index] = inherited }
        }
        let given = manifest.parameters
        for entry in given.indices {
            // Compared as bytes in the document: no String is made for a name that is known.
            let key = given.key(at: entry)
            guard let index = specs.firstIndex(where: { key.hasText($0.name) }) else {
                guard let name = key.scalar?.text else { continue }
                let names = specs.map(\.name)
                var message = "kind '\(kindName)' has no parameter '\(name)'"
                if let guess = Suggestion.closest(to: name, among: names) { message += "; did you mean '\(guess)'?" }
                let known = names.isEmpty ? "it takes no parameters" : "its parameters: \(names.joined(separator: ", "))"
                found.append(.error("manifest.unknown-parameter", message, at: key.location, notes: [.init(known)]))
                continue
            }
            if let value = ParameterValueReader.read(given.value(at: entry), spec: specs[index], into: &found) {
                values[index] = ResolvedParameter(spec: specs[index], value: value, setIn: manifest.file)
            }
        }
        var parameters: [ResolvedParameter] = []
        parameters.reserveCapacity(specs.count)
        for (index, spec) in specs.enumerated() {
            if let value = values[index] {
                parameters.append(value)
            } else if let fallback = spec.defaultValue {
                parameters.append(ResolvedParameter(spec: spec, value: fallback, setIn: nil))
            } else if !found.contains(where: {
                $0.location.map { $0.file == manifest.file } ?? false && $0.message.containsText("'\(spec.name)'")
            }) {
                found.append(
                    .error(
                        "manifest.missing-parameter",
                        "kind '\(kindName)' needs parameter '\(spec.name)': \(spec.doc)", at: manifest.location))
            }
        }
        return parameters
    }

    /// The parsed `keyframes:` block of a keyframes effect: its own, else the one it extends.
    private func keyframes(of manifest: Manifest, parent: EffectDefinition?, into found: inout [Diagnostic]) -> KeyframesSpec? {
        if let node = manifest.keyframes { return KeyframesReader.read(node, into: &found) }
        if let inherited = parent?.keyframesSpec { return inherited }
        found.append(
            .error(
                "manifest.keyframes.missing", "kind 'keyframes' needs a 'keyframes:' block with at least a 'to' list of tracks",
                at: manifest.baseLocation))
        return nil
    }
}
