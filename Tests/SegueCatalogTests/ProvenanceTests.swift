import SegueCatalog
import SegueDocument
import Testing

/// The `provenance:` block: read with its facts, refused with a located message when malformed,
/// and present on every shipped effect (issue 24: "a test fails when an effect has no provenance").
@Suite struct ProvenanceTests {
    @Test func aBlockIsReadWithEveryFact() throws {
        let load = loadCatalog([
            (
                "probe.yaml",
                manifest(
                    """
                    provenance:
                      original: XWTransition
                      url: https://github.com/wazrx/XWTransition
                      file: XWTransition/XWCircleSpreadAnimator/XWCircleSpreadAnimator.m
                      compared:
                        - duration 0.5 s each way
                      differences:
                        - change: the centre defaults to the container's centre
                          reason: a manifest needs a default
                    """)
            )
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        let provenance = try #require(load.catalog.effect("probe")?.provenance)
        #expect(provenance.original == "XWTransition")
        #expect(provenance.compared == ["duration 0.5 s each way"])
        #expect(
            provenance.differences == [.init(change: "the centre defaults to the container's centre", reason: "a manifest needs a default")]
        )
        #expect(
            provenance.fileURL
                == "https://github.com/wazrx/XWTransition/blob/HEAD/XWTransition/XWCircleSpreadAnimator/XWCircleSpreadAnimator.m")
    }

    @Test func aUserEffectMayLeaveItOut() throws {
        let load = loadCatalog([("probe.yaml", manifest())])
        #expect(load.diagnostics.isEmpty)
        #expect(try #require(load.catalog.effect("probe")).provenance == nil)
    }

    @Test func itIsNotInheritedThroughExtends() throws {
        let load = loadCatalog([
            (
                "probe.yaml",
                """
                segue: 1
                id: probe
                name: Probe
                extends: circle-spread
                """
            )
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        #expect(try #require(load.catalog.effect("circle-spread")).provenance != nil)
        #expect(try #require(load.catalog.effect("probe")).provenance == nil)
    }

    @Test(arguments: [
        (
            "provenance:\n  url: https://example.com\n  compared: [x]\n",
            "7:3: error: missing required key 'original' in 'provenance' [manifest.missing-key]"
        ),
        (
            "provenance:\n  original: X\n  url: example.com\n  compared: [x]\n",
            "8:8: error: 'url' must be a web address starting with https://, not 'example.com' [manifest.provenance.url]"
        ),
        (
            "provenance:\n  original: X\n  url: https://example.com\n  compared: []\n",
            "9:13: error: 'compared' needs at least one fact checked against the original's source, e.g. '- duration 0.5 s' [manifest.provenance.compared]"
        ),
        (
            "provenance:\n  original: X\n  url: https://example.com\n  compared: [x]\n  differences:\n    - change: y\n",
            "11:7: error: missing required key 'reason' in a 'differences' item [manifest.missing-key]"
        ),
        (
            "provenance:\n  original: X\n  url: https://example.com\n  compared: [x]\n  orignal: Y\n",
            "10:3: error: unknown key 'orignal' in 'provenance'; did you mean 'original'? [manifest.unknown-key]"
        ),
    ])
    func malformedBlocksAreRefusedWithTheirPlace(_ body: String, _ expected: String) {
        let load = loadCatalog([("probe.yaml", manifest(body))])
        #expect(headlines(load.diagnostics) == [expected])
        #expect(load.catalog.effect("probe") == nil)
    }

    @Test func everyShippedEffectNamesItsOriginal() {
        let effects = loadCatalog().catalog.effects.filter { $0.origin == .builtin }
        #expect(effects.count == 60)
        for effect in effects {
            guard let provenance = effect.provenance else {
                Issue.record("\(effect.file) has no provenance: add a 'provenance:' block naming its original")
                continue
            }
            #expect(!provenance.compared.isEmpty, "\(effect.id)")
            #expect(provenance.url.hasPrefix("https://"), "\(effect.id): \(provenance.url)")
            if provenance.url.hasPrefix("https://github.com/") {
                #expect(provenance.file != nil, "\(effect.id) reproduces a repository's code: name the file")
            }
        }
    }
}
