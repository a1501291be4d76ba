import SegueCatalog
import SegueDocument
import Testing

@testable import SegueKitCore

/// The names an app's code writes resolve to effects: built-in ids from the built-in catalog, an
/// app's own from the manifest its constant carries, read once; what cannot play is the system
/// transition, with the load rules of ``BuildKind`` (a debug build reports, a release build logs).
@Suite struct SegueEffectResolverTests {
    /// An app effect's constant, as the build plugin writes it: the manifest as JSON.
    static let fadeUp = SegueEffectID(
        "fade-up",
        manifest: """
            {"segue": 1, "id": "fade-up", "name": "Fade up", "summary": "The new screen fades in.",
             "family": "custom", "kind": "fade", "toDuration": 0.3}
            """)
    /// A constant whose manifest has an error on line 3, column 25 (a fold has at least one fold).
    static let broken = SegueEffectID(
        "broken",
        manifest: """
            {"segue": 1, "id": "broken", "name": "Broken", "summary": "No folds.",
             "family": "custom", "kind": "fold",
             "parameters": {"folds": 0}}
            """)

    @Test func aBuiltInIDIsTheBuiltInEffect() throws {
        let resolver = SegueEffectResolver(build: .debug)
        let effect = try #require(resolver.effect(.cubeHorizontal))
        #expect(effect.definition.id == "cube-horizontal")
        #expect(resolver.manifestsRead == 0)
    }

    @Test func anAppsEffectIsReadFromItsConstantOnce() throws {
        let resolver = SegueEffectResolver(build: .debug, report: { Issue.record("reported \($0)") })
        let effect = try #require(resolver.effect(Self.fadeUp))
        #expect(effect.definition.id == "fade-up" && effect.definition.toDuration == 0.3)
        _ = resolver.effect(Self.fadeUp)
        _ = resolver.effect(SegueEffectID("fade-up", manifest: "not read again"))
        #expect(resolver.manifestsRead == 1)
    }

    /// Issue 48 item 8: an app effect named before its transition (`segueEffect`, `.segueTransition`)
    /// is read on a background thread, so the delegate callback that first plays it reads nothing.
    @Test func anAppEffectNamedAheadIsReadOffTheMainThreadNotInTheCallback() async throws {
        let resolver = SegueEffectResolver(build: .debug, report: { Issue.record("reported \($0)") })
        let reading = try #require(resolver.prepare(Self.fadeUp))
        #expect(await reading.value == false, "the manifest was read on the main thread")
        #expect(resolver.prepare(Self.fadeUp) == nil, "a second prepare reads it again")
        let effect = try #require(resolver.effect(Self.fadeUp))
        #expect(effect.definition.id == "fade-up" && effect.definition.toDuration == 0.3)
        #expect(resolver.manifestsRead == 0, "the first use read the manifest itself")
        #expect(resolver.prepare(.cubeHorizontal) == nil)
    }

    @Test func anInvalidManifestReadAheadIsStillReported() async throws {
        var reports: [String] = []
        let resolver = SegueEffectResolver(build: .debug, report: { reports.append($0.description) })
        _ = await resolver.prepare(Self.broken)?.value
        #expect(resolver.effect(Self.broken) == nil)
        #expect(resolver.manifestsRead == 0)
        #expect(reports.first?.hasPrefix("broken.json:3:26: error:") == true, "\(reports)")
    }

    @Test func anInvalidManifestIsReportedInADebugBuildWithItsPlace() {
        var reports: [String] = []
        let resolver = SegueEffectResolver(build: .debug, report: { reports.append($0.description) })
        #expect(resolver.effect(Self.broken) == nil)
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("broken.json:3:26: error:") == true, "\(reports)")
    }

    @Test func anInvalidManifestIsLoggedInAReleaseBuildAndPlaysTheSystemTransition() {
        var logged: [String] = []
        let resolver = SegueEffectResolver(
            build: .release, report: { Issue.record("a release build reported \($0)") }, log: { logged.append($0) })
        #expect(resolver.effect(Self.broken) == nil)
        #expect(logged.contains { $0.hasPrefix("broken.json:3:26: error:") }, "\(logged)")
        #expect(resolver.diagnostics["broken"]?.isEmpty == false)
    }

    @Test func anUnknownBuiltInIDPlaysTheSystemTransition() {
        var reports: [RuntimeLoadError] = []
        let resolver = SegueEffectResolver(build: .debug, report: { reports.append($0) })
        #expect(resolver.effect(SegueEffectID("cubee")) == nil)
        #expect(reports.first?.diagnostics.first?.code == "runtime.unknown-effect")
    }

    @Test func aFilterEffectPlaysTheSystemTransitionWithAWarning() {
        let resolver = SegueEffectResolver(build: .debug, report: { Issue.record("a warning was reported as an error: \($0)") })
        #expect(resolver.effect(SegueEffectID("filter-ripple")) == nil)
        #expect(resolver.diagnostics["filter-ripple"]?.first?.code == "runtime.filter-not-drawn")
    }

    @Test func aSheetKeepsTheEffectAndPresentsAsASheet() throws {
        let effect = try #require(SegueEffectResolver(build: .debug).effect(.cover))
        #expect(effect.presenting(.pageSheet).presentation == .pageSheet)
        #expect(effect.presenting(.pageSheet).definition.id == "cover")
    }
}
