import SegueDocument
import SegueEngine

/// The bounds the config's `limits:` block sets on every document Segue loads.
///
/// Each value has a sane range (`bounds`): a config can loosen the defaults for a
/// big generated catalog or tighten them for untrusted input, but never turn a limit
/// off. The config file itself is always read with the built-in `maxConfigBytes`
/// (it cannot raise its own limit before it is read); the config's value applies to
/// scripts and other config-sized files read after it.
public struct LoadLimits: Sendable, Hashable {
    /// Largest manifest file, in bytes (default 1 MiB).
    package var maxManifestBytes: Int
    /// Largest config or script file, in bytes (default 4 MiB).
    package var maxConfigBytes: Int
    /// Deepest nesting of mappings and lists (default 64).
    public var maxDepth: Int
    /// Most nodes in one document, counting every use of an alias (default 100 000).
    public var maxNodes: Int
    /// Longest scalar, in UTF-8 bytes (default 64 KiB).
    public var maxScalarLength: Int
    /// The simulation budget: most frames x actors in one run of `simulate`, `check` or
    /// `gallery` (default 250,000).
    public var maxActorFrames: Int

    /// Limits on what a config loads.
    public init(
        maxManifestBytes: Int = DocumentLimits.default.maxBytes,
        maxConfigBytes: Int = DocumentLimits.config.maxBytes,
        maxDepth: Int = DocumentLimits.default.maxDepth,
        maxNodes: Int = DocumentLimits.default.maxNodes,
        maxScalarLength: Int = DocumentLimits.default.maxScalarLength,
        maxActorFrames: Int = SimulationOptions.defaultMaxActorFrames
    ) {
        self.maxActorFrames = maxActorFrames
        self.maxManifestBytes = maxManifestBytes
        self.maxConfigBytes = maxConfigBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxScalarLength = maxScalarLength
    }

    /// The limits used when the config says nothing.
    public static let standard = LoadLimits()

    /// Each key of `limits:` with the values a config may give it.
    public static let bounds: [(key: String, range: ClosedRange<Int>)] = [
        ("maxManifestBytes", 1 << 10...64 << 20),
        ("maxConfigBytes", 1 << 10...64 << 20),
        ("maxDepth", 8...1_000),
        ("maxNodes", 100...10_000_000),
        ("maxScalarLength", 1 << 10...16 << 20),
        ("maxActorFrames", 10_000...50_000_000),
    ]

    /// What the loader applies to a manifest.
    public var manifest: DocumentLimits {
        DocumentLimits(maxBytes: maxManifestBytes, maxDepth: maxDepth, maxNodes: maxNodes, maxScalarLength: maxScalarLength)
    }

    /// What the loader applies to a config or a script.
    public var config: DocumentLimits {
        DocumentLimits(maxBytes: maxConfigBytes, maxDepth: maxDepth, maxNodes: maxNodes, maxScalarLength: maxScalarLength)
    }

    /// The limit a `limits:` key (one of `bounds`' keys) sets.
    package subscript(key: String) -> Int {
        get {
            switch key {
            case "maxManifestBytes": maxManifestBytes
            case "maxConfigBytes": maxConfigBytes
            case "maxDepth": maxDepth
            case "maxNodes": maxNodes
            case "maxActorFrames": maxActorFrames
            default: maxScalarLength
            }
        }
        set {
            switch key {
            case "maxManifestBytes": maxManifestBytes = newValue
            case "maxConfigBytes": maxConfigBytes = newValue
            case "maxDepth": maxDepth = newValue
            case "maxNodes": maxNodes = newValue
            case "maxActorFrames": maxActorFrames = newValue
            default: maxScalarLength = newValue
            }
        }
    }

    /// A limit a config sets above the default, and where.
    package struct Raise: Equatable, Sendable {
        /// The `limits:` key.
        package let key: String
        /// The value the config gives it.
        package let value: Int
        /// Where the value is written.
        package let location: SourceLocation
    }

    /// These limits, none above `ceiling`'s.
    package func capped(at ceiling: LoadLimits) -> LoadLimits {
        var capped = self
        for (key, _) in Self.bounds { capped[key] = min(self[key], ceiling[key]) }
        return capped
    }

    /// Reads a `limits:` mapping; keys left out keep their defaults. `raises` gets each key set
    /// above its default, so a config the user did not name can be kept from raising it.
    static func read(_ node: Node, into problems: inout [Diagnostic], raises: inout [Raise]) -> LoadLimits {
        var limits = LoadLimits.standard
        guard var reader = MappingReader(node, context: "config 'limits'", problems: &problems) else { return limits }
        for (key, range) in bounds {
            guard let value = reader.integer(key, min: range.lowerBound, max: range.upperBound) else { continue }
            limits[key] = value
            if value > LoadLimits.standard[key], let written = node[key] {
                raises.append(Raise(key: key, value: value, location: written.location))
            }
        }
        problems += reader.finish().sortedByLocation()
        return limits
    }

    /// The JSON Schema of the `limits:` block, as an object's members.
    package static var schemaMembers: [(String, JSONValue)] {
        let docs = [
            "maxManifestBytes": "Largest manifest file in bytes (default 1 MiB).",
            "maxConfigBytes": "Largest config or script file in bytes (default 4 MiB).",
            "maxDepth": "Deepest nesting of mappings and lists (default 64).",
            "maxNodes": "Most nodes in one document, counting every use of an alias (default 100000).",
            "maxScalarLength": "Longest scalar in UTF-8 bytes (default 64 KiB).",
            "maxActorFrames": "Simulation budget: most frames x actors in one run of simulate, check or gallery (default 250000).",
        ]
        return [
            ("type", .string("object")),
            ("description", .string("Bounds on every file Segue loads; each key is optional.")),
            (
                "properties",
                .object(
                    bounds.map { key, range in
                        (
                            key,
                            JSONValue.object([
                                ("type", .string("integer")), ("minimum", .int(range.lowerBound)), ("maximum", .int(range.upperBound)),
                                ("description", .string(docs[key] ?? "")),
                            ])
                        )
                    })
            ),
            ("additionalProperties", .bool(false)),
        ]
    }
}
