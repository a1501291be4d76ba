import SegueDocument

/// One manifest file as written, before `extends` is resolved.
///
/// Properties are named like the manifest keys. Parameters stay as nodes until
/// the kind is known (it may come from the manifest this one extends), so their
/// diagnostics still point at the exact value in this file. Immutable, and a class
/// so the resolver's lookups share one instance instead of copying every field.
package final class Manifest: Sendable {
    /// What the effect is built from: a Swift kind, or another manifest.
    package enum Base: Sendable, Hashable {
        case kind(String)
        case extends(String)
    }

    /// The manifest's path.
    package let file: String
    /// The effect's id.
    package let id: String
    /// The human name.
    package let name: String
    /// One sentence: what it looks like.
    package let summary: String?
    /// Where it comes from (`family:`).
    package let family: String?
    /// Tags (`tags:`).
    package let tags: [String]?
    /// The kind it uses, or the manifest it extends.
    package let base: Base
    /// Where `kind:` or `extends:` is written, for diagnostics about it.
    package let baseLocation: SourceLocation
    /// Where `id:` is written.
    package let idLocation: SourceLocation
    /// `toDuration:` in seconds, if written.
    package let toDuration: Double?
    /// `backDuration:` in seconds, if written.
    package let backDuration: Double?
    /// The `interactive:` block, if written.
    package let interactive: InteractiveSpec?
    /// The `parameters:` mapping as written; the kind types it.
    package let parameters: Node.Pairs
    /// The raw `keyframes:` block, read by the keyframes kind.
    package let keyframes: Node?
    /// `overrides: true` replaces an effect with the same id from an earlier folder.
    package let overrides: Bool
    /// Where the effect comes from, when the manifest says.
    package let provenance: Provenance?
    /// Created actors a successful transition leaves in the container on purpose (`outlives:`).
    package let outlives: [String]?
    /// `presenterView: viewController`: the animator takes the presenting controller's `view`
    /// itself instead of asking `view(forKey:)` (nil when not set).
    package let reachesPresenter: Bool?
    /// `layoutDirection:`: how the effect plays right to left (nil when not set).
    package let layoutDirection: EffectLayoutDirection?
    /// Where the manifest's mapping starts.
    package let location: SourceLocation
    /// Where the keys that shape an animation are written, so a `check` finding can point at
    /// the line that causes it (SARIF, GitHub annotations).
    package let keyLocations: KeyLocations

    /// The lines of the keys a finding can be traced to; nil where the manifest does not write it.
    package struct KeyLocations: Sendable, Hashable {
        /// `kind:` or `extends:`.
        package let base: SourceLocation
        /// `id:`.
        package let id: SourceLocation
        /// `toDuration:`.
        package let toDuration: SourceLocation?
        /// `backDuration:`.
        package let backDuration: SourceLocation?
        /// `interactive:`.
        package let interactive: SourceLocation?
        /// `parameters:`.
        package let parameters: SourceLocation?
        /// `keyframes:`.
        package let keyframes: SourceLocation?
    }

    init(
        file: String, id: String, name: String, summary: String?, family: String?, tags: [String]?, base: Base,
        baseLocation: SourceLocation, idLocation: SourceLocation, toDuration: Double?, backDuration: Double?,
        interactive: InteractiveSpec?, parameters: Node.Pairs, keyframes: Node?, overrides: Bool, provenance: Provenance? = nil,
        location: SourceLocation,
        keyLocations: KeyLocations, outlives: [String]? = nil, reachesPresenter: Bool? = nil,
        layoutDirection: EffectLayoutDirection? = nil
    ) {
        self.layoutDirection = layoutDirection
        self.outlives = outlives
        self.reachesPresenter = reachesPresenter
        self.file = file
        self.id = id
        self.name = name
        self.summary = summary
        self.family = family
        self.tags = tags
        self.base = base
        self.baseLocation = baseLocation
        self.idLocation = idLocation
        self.toDuration = toDuration
        self.backDuration = backDuration
        self.interactive = interactive
        self.parameters = parameters
        self.keyframes = keyframes
        self.overrides = overrides
        self.provenance = provenance
        self.location = location
        self.keyLocations = keyLocations
    }

    /// Every key a version-1 manifest may hold.
    package static let keys = ManifestGrammar.table.keys

    /// The values of `presenterView:`: how the animator gets the presenting screen's view.
    package static let presenterViewWords = ["context", "viewController"]

    /// The actors a transition never creates, so `outlives:` cannot name them.
    static let realViews = Set(ManifestGrammar.realViews)
}

/// Reads a manifest's node tree into a `Manifest`, reporting every problem.
package enum ManifestReader {
    /// The manifest format this Segue reads (`segue: 1`).
    package static let formatVersion = 1

    /// The manifest, or nil with at least one error in `problems`.
    package static func read(_ root: Node, file: String, problems: inout [Diagnostic]) -> Manifest? {
        guard root.pairs != nil else {
            problems.append(
                .error(
                    "manifest.not-mapping",
                    "a manifest must be a mapping of keys to values, not \(article(root.kindName))", at: root.location))
            return nil
        }
        var found: [Diagnostic] = []
        guard var reader = MappingReader(root, context: "manifest", keys: Manifest.keys, problems: &found) else {
            return nil
        }
        // JSON has no comments, so a JSON manifest names its schema with a key.
        _ = reader.node("$schema")
        readVersion(&reader)
        let idNode = reader.required("id")
        let id = idNode.flatMap { readID($0, into: &reader.diagnostics) }
        let name = reader.string("name", required: true)
        let summary = reader.string("summary")
        let family = reader.string("family")
        let tags = reader.stringList("tags")
        let (base, baseLocation) = readBase(&reader)
        let toDurationNode = reader.node("toDuration")
        let toDuration = toDurationNode.flatMap {
            ManifestGrammar.toDuration.number($0, context: "manifest", into: &reader.diagnostics)
        }
        let backDurationNode = reader.node("backDuration")
        let backDuration = backDurationNode.flatMap {
            ManifestGrammar.backDuration.number($0, context: "manifest", into: &reader.diagnostics)
        }
        let interactiveNode = reader.node("interactive")
        let interactive = interactiveNode.flatMap {
            InteractiveSpec.read($0, context: "'interactive'", into: &reader.diagnostics)
        }
        let parametersNode = reader.node("parameters")
        let parameters = parametersNode.map { readParameters($0, into: &reader.diagnostics) } ?? .empty
        let keyframes = reader.node("keyframes")
        let overrides = reader.bool("overrides") ?? false
        let provenance = reader.node("provenance").flatMap { Provenance.read($0, into: &reader.diagnostics) }
        let outlivesNode = reader.node("outlives")
        let outlives = outlivesNode.flatMap { readOutlives($0, into: &reader.diagnostics) }
        let presenterView = reader.choice(ManifestGrammar.presenterView)
        let layoutDirection = reader.choice(ManifestGrammar.layoutDirection).flatMap(EffectLayoutDirection.init(rawValue:))
        found += reader.finish()
        // Readers run in key-table order; users read top to bottom.
        problems += found.sortedByLocation()
        guard !found.contains(where: { $0.severity == .error }), let id, let idNode, let name, let base else {
            return nil
        }
        return Manifest(
            file: file, id: id, name: name, summary: summary, family: family, tags: tags, base: base,
            baseLocation: baseLocation, idLocation: idNode.location, toDuration: toDuration,
            backDuration: backDuration, interactive: interactive, parameters: parameters, keyframes: keyframes,
            overrides: overrides, provenance: provenance, location: root.location,
            keyLocations: Manifest.KeyLocations(
                base: baseLocation, id: idNode.location, toDuration: toDurationNode?.location,
                backDuration: backDurationNode?.location, interactive: interactiveNode?.location,
                parameters: parametersNode?.location, keyframes: keyframes?.location),
            outlives: outlives, reachesPresenter: presenterView.map { $0 == "viewController" }, layoutDirection: layoutDirection)
    }

    /// `segue:`, which must be the version this Segue reads.
    static func readVersion(_ reader: inout MappingReader) {
        guard let version = reader.required("segue"),
            let number = ValueReader.integer(version, name: "segue", context: "manifest", into: &reader.diagnostics),
            number != formatVersion
        else { return }
        reader.report(
            .error(
                "manifest.version",
                "this is a version \(number) manifest; this Segue reads version \(formatVersion)", at: version.location))
    }

    /// `id:`, which must be kebab-case.
    static func readID(_ node: Node, into problems: inout [Diagnostic]) -> String? {
        guard let id = ValueReader.string(node, name: "id", context: "manifest", into: &problems) else { return nil }
        if !isKebabCase(id) {
            problems.append(
                .error(
                    "manifest.id", "id '\(id)' must be kebab-case: lowercase letters and digits joined by single '-'",
                    at: node.location))
        }
        return id
    }

    /// `kind:` or `extends:` (exactly one of them), and where it is written (the mapping's start when neither is).
    static func readBase(_ reader: inout MappingReader) -> (Manifest.Base?, SourceLocation) {
        switch (reader.node("kind"), reader.node("extends")) {
        case (let k?, nil):
            let kind = ValueReader.string(k, name: "kind", context: "manifest", into: &reader.diagnostics)
            return (kind.map(Manifest.Base.kind), k.location)
        case (nil, let e?):
            let extends = ValueReader.string(e, name: "extends", context: "manifest", into: &reader.diagnostics)
            return (extends.map(Manifest.Base.extends), e.location)
        case (_?, let e?):
            reader.report(
                .error(
                    "manifest.kind-and-extends", "a manifest names either 'kind' or 'extends', not both", at: e.location))
        case (nil, nil):
            reader.report(
                .error(
                    "manifest.missing-key", "missing required key 'kind' (or 'extends') in manifest", at: reader.location))
        }
        return (nil, reader.location)
    }

    /// `parameters:`: a mapping (null is an empty one), typed later by the kind.
    static func readParameters(_ node: Node, into problems: inout [Diagnostic]) -> Node.Pairs {
        if let pairs = node.pairs { return pairs }
        if let scalar = node.scalar, ScalarValue.isNull(scalar) { return .empty }
        problems.append(ValueReader.typeError(node, name: "parameters", expected: "a mapping", context: "manifest"))
        return .empty
    }

    /// The id `root` names, when it names one as text, even if the rest of the manifest has
    /// errors: a route naming it can then say its manifest has errors and point at it.
    static func declaredID(in root: Node) -> (id: String, location: SourceLocation)? {
        guard let node = root["id"], let id = node.scalar?.text else { return nil }
        return (id, node.location)
    }

    /// `outlives:` is a list of created actors' ids (`snapshot.from`, `dimming`, a kind's own actor
    /// such as `overlay.from`): lowercase letters, digits, '-' and '.', never a real view.
    static func readOutlives(_ node: Node, into problems: inout [Diagnostic]) -> [String]? {
        guard let items = node.items else {
            problems.append(ValueReader.typeError(node, name: "outlives", expected: "a list of actor ids", context: "manifest"))
            return nil
        }
        var ids: [String] = []
        var bad = false
        for item in items {
            guard let text = ValueReader.string(item, name: "outlives", context: "manifest", into: &problems) else {
                bad = true
                continue
            }
            let allowed =
                !text.isEmpty
                && text.utf8.allSatisfy { byte in
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                }
            if Manifest.realViews.contains(text) {
                problems.append(
                    .error(
                        "manifest.outlives",
                        "'\(text)' is a real view, not an actor the transition creates; 'outlives' names created actors such as 'snapshot.from'",
                        at: item.location))
                bad = true
            } else if !allowed {
                problems.append(
                    .error(
                        "manifest.outlives",
                        "'\(text)' is not an actor id: use lowercase letters, digits, '-' and '.' (like 'snapshot.from')",
                        at: item.location))
                bad = true
            } else {
                ids.append(text)
            }
        }
        return bad ? nil : ids
    }

    static func isKebabCase(_ text: String) -> Bool {
        // Bytes: every allowed character is ASCII, and this runs once per manifest.
        var previous = UInt8(ascii: "-")
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "-") where previous != UInt8(ascii: "-"): break
            default: return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "-")
    }
}
