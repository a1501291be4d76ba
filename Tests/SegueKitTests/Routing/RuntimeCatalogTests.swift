import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueTooling
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

    /// The runtime reads the built-in catalog from its JSON twins on every platform (the iOS SDK
    /// has no libyaml, and an app carries one form): all sixty effects, no diagnostics, the same
    /// ids as the YAML the tools read; and a YAML file without libyaml is an error that says what to do.
    @Test func theBuiltInsLoadFromJSON() throws {
        let files = RuntimeCatalog.builtinFiles
        #expect(files.count == 60 && files.allSatisfy { $0.path.hasSuffix(".json") })
        #expect(RuntimeCatalog.builtin.diagnostics.isEmpty)
        #expect(RuntimeCatalog.builtin.catalog.effects.count == 60)
        let tools = CatalogLoader().load(BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) })
        #expect(RuntimeCatalog.builtin.catalog.ids == tools.catalog.ids)
        let message = YAMLAvailability.unavailable(file: "Effects/fade-up.yaml").headline
        #expect(message.hasPrefix("Effects/fade-up.yaml:1:1: error:"))
        #expect(message.contains("segue convert Effects/fade-up.yaml") && message.hasSuffix("[yaml.unavailable]"))
    }

    /// The built-ins are read once per process: loading an app's manifests registers the read
    /// built-ins again without reading them (no document of theirs is parsed a second time), and
    /// gives what loading every file from scratch gives.
    @Test func anAppsManifestsLoadOverTheBuiltInsReadOnce() throws {
        let app = Self.files([("rise", "segue: 1\nid: rise\nname: Rise\nextends: cube-horizontal\n")])
        let runtime = try RuntimeCatalog.load(app, build: .debug)
        let scratch = CatalogLoader().load(RuntimeCatalog.builtinFiles + app)
        #expect(runtime.catalog.ids == scratch.catalog.ids)
        #expect(runtime.diagnostics.map(\.headline) == scratch.diagnostics.map(\.headline))
        #expect(runtime.catalog.effect("rise") != nil)
    }

    /// `prepare()` decodes the built-in catalog on a background thread, never the main one, and
    /// however many times it is called the catalog is the one decode.
    @Test func prepareDecodesTheBuiltInsOffTheMainThread() async {
        let first = RuntimeCatalog.prepare()
        let second = RuntimeCatalog.prepare()
        #expect(await first.value == false)
        #expect(await second.value == false)
        #expect(RuntimeCatalog.builtin.catalog.effects.count == 60)
    }
}
