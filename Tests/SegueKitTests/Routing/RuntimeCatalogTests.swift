import SegueBuiltins
import SegueCatalog
import SegueDocument
import Testing

@testable import SegueKitCore

/// Manifests shipped in the app load with the built-in catalog and the same validation; an invalid
/// one in a release build is left out and logged, never a crash.
@Suite struct RuntimeCatalogTests {
    static let valid = """
        segue: 1
        id: fade-up
        name: Fade up
        summary: The new screen rises a little as it fades in.
        family: custom
        kind: keyframes
        toDuration: 0.35
        keyframes:
          to:
            - actor: to
              property: alpha
              keyframes:
                - {time: 0, value: 0}
                - {time: 1, value: 1, curve: easeOut}
          back: reverse
        """
    static let invalid = """
        segue: 1
        id: broken
        name: Broken
        summary: A fold with no folds.
        family: custom
        kind: fold
        parameters: {folds: 0}
        """

    static func files(_ texts: [(String, String)]) -> [SourceFile] {
        texts.map { SourceFile(path: "Effects/\($0.0).yaml", text: $0.1, origin: .config) }
    }

    @Test func theAppsManifestsJoinTheBuiltInCatalog() throws {
        let catalog = try RuntimeCatalog.load(Self.files([("fade-up", Self.valid)]), build: .debug)
        #expect(catalog.catalog.effect("fade-up") != nil)
        #expect(catalog.catalog.effects.count == RuntimeCatalog.builtin.catalog.effects.count + 1)
    }

    @Test func anInvalidManifestInReleaseIsLeftOutAndLogged() throws {
        var logged: [String] = []
        let catalog = try RuntimeCatalog.load(
            Self.files([("fade-up", Self.valid), ("broken", Self.invalid)]), build: .release, log: { logged.append($0) })
        #expect(catalog.catalog.effect("broken") == nil)
        #expect(catalog.catalog.effect("fade-up") != nil)
        #expect(catalog.invalid["broken"] != nil)
        #expect(logged.contains { $0.hasPrefix("Effects/broken.yaml:") && $0.contains("error:") })
        // A route to it falls back to the system transition.
        let config = try RuntimeConfig.load(
            text: "segue: 1\nroutes:\n  - {name: r, operation: push, effect: broken}\n", file: "segue.yaml", catalog: catalog,
            build: .release)
        #expect(SegueRouter(config: config, catalog: catalog).effect(forRoute: "r") == nil)
    }

    @Test func anInvalidManifestInDebugThrowsItsDiagnostics() {
        do {
            _ = try RuntimeCatalog.load(Self.files([("broken", Self.invalid)]), build: .debug)
            Issue.record("no error")
        } catch {
            #expect(error.description.contains("Effects/broken.yaml:"))
        }
    }

    /// A build without libyaml (iOS) loads the built-in catalog from its JSON twins: all sixty
    /// effects, no diagnostics; and a YAML file there is an error that says what to do.
    @Test func withoutLibyamlTheBuiltInsLoadFromJSON() throws {
        let files = RuntimeCatalog.builtinFiles(readsYAML: false)
        #expect(files.count == 60 && files.allSatisfy { $0.path.hasSuffix(".json") })
        let load = CatalogLoader().load(files)
        #expect(load.diagnostics.isEmpty)
        #expect(load.catalog.effects.count == 60)
        #expect(RuntimeCatalog.builtinFiles(readsYAML: true).map(\.path) == BuiltinEffects.files.map(\.path))
        let message = YAMLAvailability.unavailable(file: "Effects/fade-up.yaml").headline
        #expect(message.hasPrefix("Effects/fade-up.yaml:1:1: error:"))
        #expect(message.contains("segue convert Effects/fade-up.yaml") && message.hasSuffix("[yaml.unavailable]"))
    }
}
