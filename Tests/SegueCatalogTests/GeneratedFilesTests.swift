import Foundation
import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueEffects
import SegueTooling
import Testing

/// Files generated from the sources must match them; each failure says how to regenerate.
@Suite struct GeneratedFilesTests {
    /// The data SegueBuildPlugin generates into SegueBuiltins is there (60 manifests, not an empty
    /// list from a build that missed the generated file) and is the Effects folder, byte for byte.
    @Test func builtinEffectsMatchTheEffectsFolder() throws {
        let folder = packageRoot.appendingPathComponent("Effects")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
        #expect(BuiltinEffects.files.map(\.path) == names.map { "Effects/\($0)" }, "the build plugin's data is not the Effects folder")
        #expect(BuiltinEffects.files.count == 60)
        for (path, text) in BuiltinEffects.files {
            let onDisk = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(onDisk == text, "\(path) differs from its built-in copy")
        }
    }

    @Test(arguments: ["manifest", "config"])
    func committedSchemaIsCurrent(which: String) throws {
        let generated = which == "manifest" ? SchemaGenerator.manifest().pretty : SchemaGenerator.config().pretty
        let path = packageRoot.appendingPathComponent("Schemas/\(which).schema.json")
        let committed = try String(contentsOf: path, encoding: .utf8)
        #expect(
            committed == generated,
            "Schemas/\(which).schema.json is stale: run `swift run segue schema \(which) > Schemas/\(which).schema.json`")
    }

    /// Every kind declared in Sources/SegueEffects/Kinds must be registered.
    @Test func kindRegistryListsEveryKindFile() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SegueEffects/Kinds")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var declared: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(": EffectKind {") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(where: { $0 == "enum" || $0 == "struct" }), index + 1 < words.count {
                    declared.append(String(words[index + 1].dropLast()))
                }
            }
        }
        let registered = KindRegistry.all.map { String(describing: $0) }
        #expect(Set(declared) == Set(registered), "add the new kind to KindRegistry.all")
        #expect(Set(KindRegistry.identifiers).count == KindRegistry.all.count, "two kinds share an identifier")
    }

    @Test func everyShippedManifestPointsAtTheSchema() {
        for (path, text) in BuiltinEffects.files {
            if path.hasSuffix(".json") {
                #expect(text.contains("\"$schema\": \"../Schemas/manifest.schema.json\""), "\(path)")
            } else {
                #expect(text.hasPrefix("# yaml-language-server: $schema=../Schemas/manifest.schema.json\n"), "\(path)")
            }
        }
    }

    @Test func theShippedCatalogAndConfigAreClean() throws {
        let load = loadCatalog()
        #expect(load.diagnostics.isEmpty)
        #expect(load.catalog.effects.count == BuiltinEffects.files.count)
        let path = packageRoot.appendingPathComponent("Config/segue.yaml")
        let bytes = try [UInt8](Data(contentsOf: path))
        var problems: [Diagnostic] = []
        let root = try Document.load(bytes: bytes, file: "Config/segue.yaml")
        let config = try #require(ConfigReader.read(root, file: "Config/segue.yaml", problems: &problems))
        #expect(problems.isEmpty)
        #expect(config.validate(against: load.catalog).isEmpty)
        #expect(config.screen == .standard)
    }
}
