import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueTooling
import Testing

/// Manifests read once and registered many times (the built-ins a process reads once for its
/// limits, `CatalogFiles`) load to exactly what loading their files does, whatever the defaults.
struct ReadOnceTests {
    static let builtins = BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }

    /// A user's folder: one valid effect that gives no durations (so the defaults show), one that
    /// takes a built-in's id, and one that does not parse.
    static let extras = [
        SourceFile(
            path: "fx/mine.yaml", text: "segue: 1\nid: mine\nname: Mine\nsummary: Mine.\nfamily: mine\nkind: crossfade\n",
            origin: .commandLine),
        SourceFile(
            path: "fx/twin.yaml", text: "segue: 1\nid: crossfade\nname: Twin\nsummary: Twin.\nfamily: mine\nkind: crossfade\n",
            origin: .commandLine),
        SourceFile(path: "fx/broken.yaml", text: "segue: 1\nid: broken\nname: [\n", origin: .commandLine),
    ]

    @Test(arguments: [EffectDefaults(), EffectDefaults(toDuration: 0.8, backDuration: 0.3)])
    func builtinsReadOnceLoadAsTheirFilesDo(defaults: EffectDefaults) {
        let loader = CatalogLoader(defaults: defaults)
        let read = loader.read(Self.builtins)
        let fromFiles = loader.load(Self.builtins + Self.extras)
        // Loaded twice from the same read, as two runs in one process do.
        for _ in 0..<2 {
            let fromRead = loader.load(read, then: Self.extras)
            #expect(fromRead.catalog.effects.map(\.id) == fromFiles.catalog.effects.map(\.id))
            #expect(fromRead.catalog.effects.map(\.toDuration) == fromFiles.catalog.effects.map(\.toDuration))
            #expect(fromRead.catalog.effects.map(\.backDuration) == fromFiles.catalog.effects.map(\.backDuration))
            #expect(fromRead.diagnostics == fromFiles.diagnostics)
            #expect(fromRead.invalid == fromFiles.invalid)
        }
        // What the comparison rests on: the defaults reach the user's effect, and both problems are there.
        #expect(fromFiles.catalog.effect("mine")?.toDuration == defaults.toDuration)
        #expect(fromFiles.diagnostics.contains { $0.code == "manifest.duplicate-id" })
        #expect(fromFiles.diagnostics.contains { $0.location?.file == "fx/broken.yaml" })
    }
}
