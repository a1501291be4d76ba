import SegueCatalog
import SegueDocument

/// An app target's own effects and config, checked as `segue validate` checks them and written as
/// Swift: a `SegueEffectID` constant per manifest carrying its JSON (iOS has no YAML reader), the
/// list of them, and the config as JSON. No `segue convert` step and no folder to bundle.
enum AppSource {
    /// The module the generated file imports for `SegueEffectID`.
    static let runtimeModule = "SegueKit"

    /// Loads `builtins` then `effects` (an app's manifest may say `overrides: true` to replace a
    /// built-in), reads and checks `config` against them, and writes the file unless an error stops it.
    static func make(builtins: [InputFile], effects: [InputFile], config: InputFile?) -> Generated {
        let effects = effects.sortedByName
        let load = CatalogLoader().load(builtins.sortedByName.map { $0.source(.builtin) } + effects.map { $0.source(.config) })
        var diagnostics = load.diagnostics
        let configJSON = config.flatMap { readConfig($0, catalog: load, into: &diagnostics) }

        // Constants for the app's own ids; a manifest that overrides a built-in keeps the built-in's.
        let builtinIDs = CatalogLoader().load(builtins.map { $0.source(.builtin) }).catalog.ids
        let own = load.catalog.effects.filter { $0.origin != .builtin }
        let named = EffectIDName.names(
            for: own.filter { !builtinIDs.contains($0.id) }.map { .init(id: $0.id, location: $0.locations.id) },
            taken: Dictionary(builtinIDs.map { (EffectIDName.name(for: $0), $0) }, uniquingKeysWith: { first, _ in first }),
            takenBy: "the built-in effect")
        diagnostics += named.problems
        let nameOf = Dictionary(named.names.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })

        var manifests: [(effect: EffectDefinition, json: String)] = []
        for effect in own {
            guard let file = effects.first(where: { $0.path == effect.file }) else { continue }
            switch file.json() {
            case .success(let value): manifests.append((effect, value.compact))
            case .failure(let list): diagnostics += list.diagnostics.filter { new in !diagnostics.contains(new) }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Generated(source: nil, diagnostics: diagnostics) }

        var out = GeneratedHeader.text(from: "this target's Effects/ and config")
        out += "import \(runtimeModule)\n\n"
        out += "extension SegueEffectID {\n"
        for (effect, json) in manifests {
            guard let name = nameOf[effect.id] else { continue }
            out +=
                "    /// `\(commentText(effect.id))` (\(commentText(effect.file.split(separator: "/").last.map(String.init) ?? ""))): \(commentText(effect.name))\n"
            out += "    static let \(name) = SegueEffectID(\(SwiftLiteral.string(effect.id)), manifest: \(SwiftLiteral.string(json)))\n"
        }
        out += "}\n\n"
        out += "/// This target's own manifests, as SegueBuildPlugin checked them at build time.\n"
        out += "enum SegueAppEffects {\n"
        out += "    /// Every one, in id order, with its manifest as JSON; one that overrides a built-in is here\n"
        out += "    /// though its constant is the built-in's.\n"
        out += "    static let all: [SegueEffectID] = [\n"
        for (effect, json) in manifests {
            if let name = nameOf[effect.id] {
                out += "        .\(name),\n"
            } else {
                out += "        SegueEffectID(\(SwiftLiteral.string(effect.id)), manifest: \(SwiftLiteral.string(json))),\n"
            }
        }
        out += "    ]\n}\n\n"
        out += "/// This target's config (segue.yaml or segue.json), as SegueBuildPlugin checked it at build time.\n"
        out += "enum SegueAppConfig {\n"
        out += "    /// The config's file name, for the diagnostics of a load at run time; nil without a config.\n"
        out += "    static let file: String? = \(config.map { SwiftLiteral.string(BuiltinsSource.jsonName($0.name)) } ?? "nil")\n"
        out += "    /// The config as JSON (the same values as the file); nil when the target has none.\n"
        out += "    static let json: String? = \(configJSON.map(SwiftLiteral.string) ?? "nil")\n"
        out += "}\n"
        return Generated(source: out, diagnostics: diagnostics)
    }

    /// The config's JSON, after reading it with Segue's config reader and checking its routes
    /// against the catalog; nil (with the problems in `diagnostics`) when it cannot be used.
    static func readConfig(_ file: InputFile, catalog load: CatalogLoad, into diagnostics: inout [Diagnostic]) -> String? {
        let root: Node
        do {
            root = try Document.load(bytes: file.bytes, file: file.path, limits: .config)
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
        var problems: [Diagnostic] = []
        guard let config = ConfigReader.read(root, file: file.path, recovering: true, problems: &problems) else {
            diagnostics += problems
            return nil
        }
        // The build cannot be told to watch folders the config names (the plugin lists its inputs
        // before anything reads the config), so they are not read rather than read stale.
        if !config.effectFolders.isEmpty {
            problems.append(
                .warning(
                    "build.config-effects",
                    "the build plugin does not read the config's 'effects:' folders; keep the app's manifests in the target's Effects/ folder",
                    at: root["effects"]?.location ?? SourceLocation(file: file.path, line: 1, column: 1)))
        }
        problems += config.validate(against: load.catalog, invalid: load.invalid)
        diagnostics += problems
        guard case .success(let json) = JSONValue.converting(root) else { return nil }
        return json.compact
    }
}
