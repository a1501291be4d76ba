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
        var manifests: [String: (manifest: Manifest, origin: SourceFile.Origin)] = [:]
        var order: [String] = []
        for file in files {
            let root: Node
            do {
                root = try Document.load(bytes: file.bytes, file: file.path, limits: limits)
            } catch {
                problems += error.diagnostics
                continue
            }
            guard let manifest = ManifestReader.read(root, file: file.path, problems: &problems) else { continue }
            if let earlier = manifests[manifest.id] {
                if manifest.overrides && earlier.origin < file.origin {
                    manifests[manifest.id] = (manifest, file.origin)
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
            manifests[manifest.id] = (manifest, file.origin)
            order.append(manifest.id)
        }
        var resolver = Resolver(manifests: manifests.mapValues { $0.manifest }, origins: manifests.mapValues { $0.origin },
                                defaults: defaults)
        var effects: [EffectDefinition] = []
        for id in order {
            if let effect = resolver.resolve(id) { effects.append(effect) }
        }
        problems += resolver.problems
        return CatalogLoad(catalog: Catalog(effects: effects), diagnostics: problems)
    }
}

/// Resolves `extends` chains with memoisation and cycle detection.
private struct Resolver {
    let manifests: [String: Manifest]
    let origins: [String: SourceFile.Origin]
    let defaults: EffectDefaults
    var resolved: [String: EffectDefinition?] = [:]
    var visiting: [String] = []
    var problems: [Diagnostic] = []

    init(manifests: [String: Manifest], origins: [String: SourceFile.Origin], defaults: EffectDefaults) {
        self.manifests = manifests
        self.origins = origins
        self.defaults = defaults
    }

    mutating func resolve(_ id: String) -> EffectDefinition? {
        if let done = resolved[id] { return done }
        guard let manifest = manifests[id] else { return nil }
        visiting.append(id)
        let result = build(manifest)
        visiting.removeLast()
        resolved[id] = .some(result)
        return result
    }

    private mutating func build(_ manifest: Manifest) -> EffectDefinition? {
        let parent: EffectDefinition?
        let kindName: String
        switch manifest.base {
        case .kind(let name):
            guard KindRegistry.kind(named: name) != nil else {
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
        case .extends(let parentID):
            if let start = visiting.firstIndex(of: parentID) {
                let cycle = visiting[start...] + [parentID]
                problems.append(.error(
                    "manifest.extends-cycle",
                    "'extends' forms a cycle: \(cycle.joined(separator: " -> "))", at: manifest.baseLocation))
                return nil
            }
            guard manifests[parentID] != nil else {
                var message = "'\(manifest.id)' extends '\(parentID)', which is not a known effect"
                if let guess = Suggestion.closest(to: parentID, among: manifests.keys.sorted()) {
                    message += "; did you mean '\(guess)'?"
                }
                problems.append(.error("manifest.unknown-extends", message, at: manifest.baseLocation))
                return nil
            }
            guard let resolvedParent = resolve(parentID) else {
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
        }
        guard let kind = KindRegistry.kind(named: kindName) else { return nil }
        let description = kind.description
        var found: [Diagnostic] = []
        var values: [String: ResolvedParameter] = [:]
        for inherited in parent?.parameters ?? [] { values[inherited.spec.name] = inherited }
        for pair in manifest.parameters {
            guard let name = pair.key.scalar?.text else { continue }
            guard let spec = description.parameter(named: name) else {
                let names = description.parameters.map(\.name)
                var message = "kind '\(kindName)' has no parameter '\(name)'"
                if let guess = Suggestion.closest(to: name, among: names) { message += "; did you mean '\(guess)'?" }
                let known = names.isEmpty ? "it takes no parameters" : "its parameters: \(names.joined(separator: ", "))"
                found.append(.error("manifest.unknown-parameter", message, at: pair.key.location, notes: [.init(known)]))
                continue
            }
            if let value = ParameterReader.read(pair.value, spec: spec, into: &found) {
                values[name] = ResolvedParameter(spec: spec, value: value, setIn: manifest.file)
            }
        }
        var parameters: [ResolvedParameter] = []
        for spec in description.parameters {
            if let value = values[spec.name] {
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
        var definition = EffectDefinition(
            id: manifest.id, name: manifest.name,
            summary: manifest.summary ?? parent?.summary ?? description.summary,
            family: manifest.family ?? parent?.family ?? "custom",
            tags: manifest.tags ?? parent?.tags ?? [],
            kind: kindName,
            extendsChain: parent.map { [$0.id] + $0.extendsChain } ?? [],
            file: manifest.file, origin: origins[manifest.id] ?? .builtin,
            toDuration: manifest.toDuration ?? parent?.toDuration ?? defaults.toDuration,
            backDuration: manifest.backDuration ?? parent?.backDuration ?? defaults.backDuration,
            needsInteractiveTimer: interactive.timer ?? false,
            toGesture: interactive.to, backGesture: interactive.back,
            parameters: parameters,
            keyframes: manifest.keyframes ?? parent?.keyframes,
            overrides: manifest.overrides)
        definition.keyframesSpec = keyframesSpec
        return definition
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
