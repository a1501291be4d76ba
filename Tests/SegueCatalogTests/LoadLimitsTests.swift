import SegueCatalog
import SegueDocument
import Testing

/// The config's `limits:` block: read, bounded, and applied by the loader.
@Suite struct LoadLimitsTests {
    func read(_ text: String) -> (AppConfig?, [String]) {
        var problems: [Diagnostic] = []
        do {
            let root = try Document.load(text: text, file: "segue.yaml")
            let config = ConfigReader.read(root, file: "segue.yaml", problems: &problems)
            return (config, headlines(problems))
        } catch {
            return (nil, headlines(error.diagnostics))
        }
    }

    @Test func defaultsMatchTheDocumentLayer() {
        let limits = LoadLimits.standard
        #expect(limits.manifest == DocumentLimits.default)
        #expect(limits.config == DocumentLimits.config)
        #expect(limits.maxManifestBytes == 1 << 20)
        #expect(limits.maxConfigBytes == 4 << 20)
        #expect(limits.maxDepth == 64)
        #expect(limits.maxNodes == 100_000)
        #expect(limits.maxScalarLength == 64 << 10)
        #expect(read("segue: 1\n").0?.limits == .standard)
    }

    @Test func everyKeyCanBeSet() throws {
        let (config, problems) = read(
            """
            segue: 1
            limits:
              maxManifestBytes: 2048
              maxConfigBytes: 8192
              maxDepth: 10
              maxNodes: 500
              maxScalarLength: 1024
            """)
        #expect(problems.isEmpty)
        let limits = try #require(config?.limits)
        #expect(limits == LoadLimits(maxManifestBytes: 2048, maxConfigBytes: 8192, maxDepth: 10, maxNodes: 500, maxScalarLength: 1024))
        #expect(limits.manifest == DocumentLimits(maxBytes: 2048, maxDepth: 10, maxNodes: 500, maxScalarLength: 1024))
    }

    @Test func valuesOutsideTheBoundsAreRefused() {
        let (config, problems) = read(
            """
            segue: 1
            limits:
              maxDepth: 0
              maxNodes: 1e9
              maxScalarLength: 99999999999
              maxManifestBytes: 1MiB
              maxConfigBytes: 0x1000
              maxSize: 3
            """)
        #expect(config == nil)
        #expect(
            problems == [
                "3:13: error: 'maxDepth' must be at least 8, not 0 [config.range]",
                "4:13: error: 'maxNodes' must be a whole number, not a number ('1e9') [config.type]",
                "5:20: error: 'maxScalarLength' must be at most 16777216, not 99999999999 [config.range]",
                "6:21: error: 'maxManifestBytes' must be a whole number, not a string ('1MiB') [config.type]",
                "7:19: error: 'maxConfigBytes' must be a plain decimal whole number; '0x1000' is a hexadecimal number, which Segue does not read [config.type]",
                "8:3: error: unknown key 'maxSize' in config 'limits' [config.unknown-key]",
            ])
    }

    /// Issue 51: what a config raises is known, with where, so a config the user did not name
    /// can be held to the defaults; what it lowers stays lowered.
    @Test func raisesAreRecordedAndCappingKeepsOnlyTheLowerings() throws {
        var problems: [Diagnostic] = []
        let root = try Document.load(
            text: "segue: 1\nlimits:\n  maxDepth: 10\n  maxActorFrames: 50000000\n  maxNodes: 200000\n", file: "segue.yaml")
        let config = try #require(ConfigReader.read(root, file: "segue.yaml", problems: &problems))
        #expect(problems.isEmpty)
        #expect(config.limitRaises.map(\.key) == ["maxNodes", "maxActorFrames"])
        #expect(config.limitRaises.map(\.value) == [200_000, 50_000_000])
        #expect(config.limitRaises.map { "\($0.location.line):\($0.location.column)" } == ["5:13", "4:19"])
        let capped = config.limits.capped(at: .standard)
        #expect(capped == LoadLimits(maxDepth: 10))
        #expect(LoadLimits.standard.capped(at: .standard) == .standard)
    }

    @Test func theLoaderAppliesTheLimits() {
        let limits = LoadLimits(maxDepth: 8).manifest
        let deep = manifest("parameters:\n  curve: " + String(repeating: "[", count: 9) + String(repeating: "]", count: 9) + "\n")
        let load = CatalogLoader(limits: limits).load([SourceFile(path: "deep.yaml", text: deep, origin: .commandLine)])
        #expect(load.diagnostics.map(\.code) == ["document.too-deep"])
    }
}
