import SegueDocument
import SegueEffects

/// Defaults a manifest falls back on when neither it nor what it extends says.
public struct EffectDefaults: Sendable, Hashable {
    public var toDuration: Double
    public var backDuration: Double

    public init(toDuration: Double = 0.5, backDuration: Double = 0.5) {
        self.toDuration = toDuration
        self.backDuration = backDuration
    }

    public static let standard = EffectDefaults()
}

/// What loading a set of manifest files produced: the valid effects and every problem.
public struct CatalogLoad: Sendable {
    public let catalog: Catalog
    public let diagnostics: [Diagnostic]
}

/// Loads manifests in search-path order, resolves `extends`, and registers the valid ones.
///
/// Invalid manifests are reported and skipped; the rest of the catalog still works.
/// An id defined twice is an error naming both files, unless the later manifest
/// says `overrides: true`.
public struct CatalogLoader: Sendable {
    public var defaults: EffectDefaults
    public var limits: DocumentLimits

    public init(defaults: EffectDefaults = .standard, limits: DocumentLimits = .default) {
        self.defaults = defaults
        self.limits = limits
    }

    public func load(_ files: [SourceFile]) -> CatalogLoad {
        var problems: [Diagnostic] = []
        // Manifests in first-seen order, found by id through an index: a dictionary of whole
        // manifests copied each one twice more, which showed in the loading profile.
        var manifests: [Manifest] = []
        var origins: [SourceFile.Origin] = []
        var indexOf: [String: Int] = [:]
        for file in files {
            let root: Node
            do {
                root = try Document.load(bytes: file.bytes, file: file.path, limits: limits)
            } catch {
                problems += error.diagnostics
                continue
            }
            guard let manifest = ManifestReader.read(root, file: file.path, problems: &problems) else { continue }
            if let index = indexOf[manifest.id] {
                let earlier = (manifest: manifests[index], origin: origins[index])
                if manifest.overrides && earlier.origin < file.origin {
                    manifests[index] = manifest
                    origins[index] = file.origin
                    continue
                }
                let hint = manifest.overrides
                    ? "overrides: true only replaces an effect from an earlier search folder"
                    : "rename one, or add 'overrides: true' to a manifest in a later folder to replace a built-in"
                problems.append(.error(
                    "manifest.duplicate-id",
                    "duplicate id '\(manifest.id)': also defined in \(earlier.manifest.file)",
                    at: manifest.idLocation,
                    notes: [
                        .init("first defined here", at: earlier.manifest.idLocation),
                        .init(hint),
                    ]))
                continue
            }
            if manifest.overrides {
                problems.append(.warning(
                    "manifest.overrides-nothing",
                    "'\(manifest.id)' says overrides: true, but no earlier effect has that id",
                    at: manifest.idLocation))
            }
            indexOf[manifest.id] = manifests.count
            manifests.append(manifest)
            origins.append(file.origin)
        }
        var resolver = Resolver(manifests: manifests, origins: origins, indexOf: indexOf, defaults: defaults)
        for index in manifests.indices { resolver.resolve(index) }
        problems += resolver.problems
        // Sorted by id here, where only indices move; the catalog keeps an order it is given sorted.
        let byID = manifests.indices.sorted { manifests[$0].id < manifests[$1].id }
        let effects = byID.compactMap { resolver.resolved[$0] ?? nil }
        return CatalogLoad(catalog: Catalog(effects: effects), diagnostics: problems)
    }
}

/// Resolves `extends` chains with memoisation and cycle detection.
private struct Resolver {
    let manifests: [Manifest]
    let origins: [SourceFile.Origin]
    let indexOf: [String: Int]
    let defaults: EffectDefaults
    /// By manifest index: nil while unresolved, `.some(nil)` for a manifest with errors.
    private(set) var resolved: [EffectDefinition??]
    var visiting: [String] = []
    var problems: [Diagnostic] = []

    init(manifests: [Manifest], origins: [SourceFile.Origin], indexOf: [String: Int], defaults: EffectDefaults) {
        self.manifests = manifests
        self.origins = origins
        self.indexOf = indexOf
        self.defaults = defaults
        resolved = Array(repeating: nil, count: manifests.count)
    }

    @discardableResult
    mutating func resolve(_ index: Int) -> EffectDefinition? {
        if let done = resolved[index] { return done }
        visiting.append(manifests[index].id)
        let result = build(manifests[index], origin: origins[index])
        visiting.removeLast()
        resolved[index] = .some(result)
        return result
    }

    private mutating func build(_ manifest: Manifest, origin: SourceFile.Origin) -> EffectDefinition? {
        let parent: EffectDefinition?
        let kindName: String
        let description: KindDescription
        switch manifest.base {
        case .kind(let name):
            guard let kind = KindRegistry.kind(named: name) else {
                var message = "unknown kind '\(name)'"
                if let guess = Suggestion.closest(to: name, among: KindRegistry.identifiers) {
                    message += "; did you mean '\(guess)'?"
                }
                problems.append(.error(
                    "manifest.unknown-kind", message, at: manifest.baseLocation,
                    notes: [.init("known kinds: \(KindRegistry.identifiers.joined(separator: ", "))")]))
                return nil
            }
            parent = nil
            kindName = name
            description = kind.description
        case .extends(let parentID):
            if let start = visiting.firstIndex(of: parentID) {
                let cycle = visiting[start...] + [parentID]
                problems.append(.error(
                    "manifest.extends-cycle",
                    "'extends' forms a cycle: \(cycle.joined(separator: " -> "))", at: manifest.baseLocation))
                return nil
            }
            guard let parentIndex = indexOf[parentID] else {
                var message = "'\(manifest.id)' extends '\(parentID)', which is not a known effect"
                if let guess = Suggestion.closest(to: parentID, among: indexOf.keys.sorted()) {
                    message += "; did you mean '\(guess)'?"
                }
                problems.append(.error("manifest.unknown-extends", message, at: manifest.baseLocation))
                return nil
            }
            guard let resolvedParent = resolve(parentIndex) else {
                // A cycle already reported on this chain is not worth a second error here.
                if !problems.contains(where: { $0.code == "manifest.extends-cycle" && $0.location == manifest.baseLocation }) {
                    problems.append(.error(
                        "manifest.invalid-parent", "'\(manifest.id)' extends '\(parentID)', which has errors",
                        at: manifest.baseLocation))
                }
                return nil
            }
            parent = resolvedParent
            kindName = resolvedParent.kind
            guard let kind = KindRegistry.kind(named: kindName) else { return nil }
            description = kind.description
        }
        var found: [Diagnostic] = []
        // By the kind's parameter order; a kind has a handful, so positions beat hashing names.
        let specs = description.parameters
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
            if let value = ParameterReader.read(given.value(at: entry), spec: specs[index], into: &found) {
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
            } else if !found.contains(where: { $0.location.map { $0.file == manifest.file } ?? false && $0.message.contains("'\(spec.name)'") }) {
                found.append(.error(
                    "manifest.missing-parameter",
                    "kind '\(kindName)' needs parameter '\(spec.name)': \(spec.doc)", at: manifest.location))
            }
        }
        if manifest.keyframes != nil, kindName != "keyframes" {
            found.append(.error(
                "manifest.keyframes-unused", "'keyframes' is only read by kind 'keyframes', and this effect is '\(kindName)'",
                at: manifest.location))
        }
        let keyframesSpec = kindName == "keyframes" ? keyframes(of: manifest, parent: parent, into: &found) : nil
        problems += found
        guard found.isEmpty else { return nil }
        let interactive = (parent.map {
            InteractiveSpec(timer: $0.needsInteractiveTimer, to: $0.toGesture, back: $0.backGesture)
        } ?? InteractiveSpec()).overlaid(by: manifest.interactive)
        return EffectDefinition(.init(
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
            parameters: parameters,
            keyframes: manifest.keyframes ?? parent?.keyframes, keyframesSpec: keyframesSpec,
            overrides: manifest.overrides))
    }

    /// The parsed `keyframes:` block of a keyframes effect: its own, else the one it extends.
    private func keyframes(of manifest: Manifest, parent: EffectDefinition?, into found: inout [Diagnostic]) -> KeyframesSpec? {
        if let node = manifest.keyframes { return KeyframesReader.read(node, into: &found) }
        if let inherited = parent?.keyframesSpec { return inherited }
        found.append(.error(
            "manifest.keyframes.missing", "kind 'keyframes' needs a 'keyframes:' block with at least a 'to' list of tracks",
            at: manifest.baseLocation))
        return nil
    }
}
