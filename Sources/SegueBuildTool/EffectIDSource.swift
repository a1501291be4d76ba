import SegueCatalog
import SegueDocument

/// `SegueEffectID` constants for the built-in effects (`.circleSpread`), committed in SegueKitCore
/// so that an app's misspelt effect fails to compile.
enum EffectIDSource {
    /// Loads `files` as the built-in catalog and writes one public constant per effect.
    static func make(_ files: [InputFile]) -> Generated {
        let load = CatalogLoader().load(files.sortedByName.map { $0.source(.builtin) })
        let effects = load.catalog.effects
        let (names, problems) = EffectIDName.names(for: effects.map { .init(id: $0.id, location: $0.locations.id) })
        let diagnostics = load.diagnostics + problems
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Generated(source: nil, diagnostics: diagnostics) }
        var out = GeneratedHeader.committed
        out += "extension SegueEffectID {\n"
        for (effect, named) in zip(effects, names) {
            out += "    /// `\(commentText(effect.id))`: \(commentText(effect.summary.isEmpty ? effect.name : effect.summary))\n"
            out += "    public static let \(named.name) = SegueEffectID(\(SwiftLiteral.string(effect.id)))\n"
        }
        out += "\n    /// Every built-in effect's constant, in id order (the tests hold it to the catalog).\n"
        out += "    package static let builtins: [SegueEffectID] = [\n"
        for named in names { out += "        .\(named.name),\n" }
        out += "    ]\n}\n"
        return Generated(source: out, diagnostics: diagnostics)
    }
}
