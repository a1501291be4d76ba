import Foundation
import SegueDocument
import Testing

@testable import SegueBuildTool

/// The package root, found from this file's path so tests run from any directory.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shipped manifests as the plugin hands them to the tool.
let shipped: [InputFile] = {
    let folder = packageRoot.appendingPathComponent("Effects")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { name in
        let path = folder.appendingPathComponent(name).path
        return InputFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
    }
}()

func file(_ path: String, _ text: String) -> InputFile { InputFile(path: path, bytes: Array(text.utf8)) }

/// The built-in data and constants: deterministic, and a broken shipped manifest stops the build
/// at its place.
@Suite struct BuiltinGenerationTests {
    @Test func theSameManifestsGiveTheSameBytesInAnyOrder() throws {
        let once = try #require(BuiltinsSource.data(shipped).source)
        #expect(once.hasPrefix("// swift-format-ignore-file\n// Generated from Effects/ by Scripts/generate-builtins.sh."))
        let again = try #require(BuiltinsSource.data(shipped.reversed()).source)
        #expect(once == again)
        #expect(!once.contains(packageRoot.path), "a machine's path in the generated file")
        #expect(once.contains("extension BuiltinEffects {"))
        #expect(once.contains(#"("Effects/cards.json", "{\"segue\":1,"#), "\(once.prefix(400))")
        #expect(BuiltinsSource.data(shipped).diagnostics.isEmpty)
        let sources = try #require(BuiltinsSource.sources(shipped).source)
        #expect(sources == BuiltinsSource.sources(shipped.reversed()).source)
        #expect(sources.contains(##"("Effects/cards.yaml", "# yaml-language-server: $schema=../Schemas/manifest.schema.json\nsegue: 1\n"##))
        let ids = try #require(EffectIDSource.make(shipped).source)
        #expect(ids == EffectIDSource.make(shipped.reversed()).source)
        #expect(ids.contains(#"    public static let circleSpread = SegueEffectID("circle-spread")"#))
    }

    @Test func aBrokenShippedManifestFailsWithItsPlace() throws {
        let broken = file(
            "/pkg/Effects/zz-broken.yaml", "segue: 1\nid: zz-broken\nname: Broken\nkind: slide\nparameters:\n  direction: sideways\n")
        let all = shipped + [broken]
        for generated in [BuiltinsSource.data(all), BuiltinsSource.sources(all), EffectIDSource.make(all)] {
            #expect(generated.source == nil)
            let headlines = generated.diagnostics.map(\.headline)
            #expect(headlines.contains { $0.hasPrefix("/pkg/Effects/zz-broken.yaml:6:") && $0.contains(": error: ") }, "\(headlines)")
        }
    }

    /// iOS reads the JSON twin, so a value JSON cannot hold is an error at its place.
    @Test func aValueWithoutAJSONFormFailsTheBuild() {
        let infinite = file("/pkg/Effects/a.yaml", "segue: 1\nid: a\nname: A\nkind: slide\ntags: [.inf]\n")
        let generated = BuiltinsSource.data([infinite])
        #expect(generated.source == nil)
        #expect(
            generated.diagnostics.map(\.headline).contains { $0.hasPrefix("/pkg/Effects/a.yaml:5:8: error:") },
            "\(generated.diagnostics.map(\.headline))")
    }
}

/// The naming rule of the constants.
@Suite struct EffectIDNameTests {
    @Test(arguments: [
        ("circle-spread", "circleSpread"), ("crossfade", "crossfade"), ("cube-3d", "cube3d"), ("a-b-c", "aBC"),
        ("3d-flip", "_3dFlip"), ("default", "_default"), ("self", "_self"), ("init", "_init"), ("in", "_in"),
        // Never a manifest's id (the reader refuses them), but named safely all the same.
        ("Self", "_self"), ("Type", "type"), ("$0", "__0"), ("é-x", "__X"), ("", "__"), ("a.b c", "a_b_c"),
    ])
    func theNameIsTheIdInLowerCamelCase(id: String, name: String) {
        #expect(EffectIDName.name(for: id) == name)
    }

    @Test func idsThatMeetInOneNameAreAnErrorAtTheSecond() {
        let first = SourceLocation(file: "Effects/cube-3d.yaml", line: 2, column: 5)
        let second = SourceLocation(file: "Effects/cube3d.yaml", line: 2, column: 5)
        let result = EffectIDName.names(for: [.init(id: "cube-3d", location: first), .init(id: "cube3d", location: second)])
        #expect(result.names.map(\.name) == ["cube3d"])
        #expect(
            result.problems.map(\.headline) == [
                "Effects/cube3d.yaml:2:5: error: the Swift constant for 'cube3d' would be '.cube3d', which 'cube-3d' already has [build.constant-taken]"
            ])
        #expect(result.problems.first?.notes.first?.location == first)
        let taken = EffectIDName.names(
            for: [.init(id: "circlespread", location: second)], taken: ["circlespread": "circle-spread"], takenBy: "the built-in effect")
        #expect(taken.names.isEmpty)
        #expect(taken.problems.first?.message.contains("which the built-in effect 'circle-spread' already has") == true)
    }

    /// Every shipped id has a name of its own.
    @Test func theShippedIdsHaveDistinctNames() {
        #expect(EffectIDSource.make(shipped).diagnostics.isEmpty)
    }
}

@Suite struct SwiftLiteralTests {
    @Test func plainTextIsAPlainLiteral() {
        #expect(SwiftLiteral.string("feed-slide") == #""feed-slide""#)
    }

    /// One ordinary literal for every text: JSON's quotes and backslashes are escaped, never a
    /// raw string, in which `\#(` would interpolate.
    @Test func jsonIsAnOrdinaryLiteralWithItsQuotesAndBackslashesEscaped() {
        #expect(SwiftLiteral.string(#"{"a":"b"}"#) == #""{\"a\":\"b\"}""#)
        #expect(SwiftLiteral.string(##"{"n":"x\\#(f())"#}"##) == ##""{\"n\":\"x\\\\#(f())\"#}""##)
    }

    @Test func controlCharactersAndLineSeparatorsAreEscaped() {
        #expect(SwiftLiteral.string("a\n\t\"\\\r\u{1}\0\u{85}\u{2028}\u{202E}é") == #""a\n\t\"\\\r\u{1}\u{0}\u{85}\u{2028}\u{202e}é""#)
    }
}

/// An app target's constants and config.
@Suite struct AppGenerationTests {
    static let slide = file("/app/Sources/App/Effects/feed-slide.yaml", "segue: 1\nid: feed-slide\nname: Feed slide\nkind: slide\n")
    static let config = file(
        "/app/segue.yaml", "segue: 1\nroutes:\n  - name: feed-to-detail\n    operation: push\n    effect: feed-slide\n")

    @Test func eachOwnEffectIsAConstantCarryingItsJSON() throws {
        let generated = AppSource.make(builtins: shipped, effects: [Self.slide], config: Self.config)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.headline))")
        let source = try #require(generated.source)
        #expect(source.contains("import SegueKit\n"))
        #expect(
            source.contains(
                #"    static let feedSlide = SegueEffectID("feed-slide", manifest: "{\"segue\":1,\"id\":\"feed-slide\",\"name\":\"Feed slide\",\"kind\":\"slide\"}")"#
            ))
        #expect(source.contains("    static let all: [SegueEffectID] = [\n        .feedSlide,\n    ]"))
        #expect(
            source.contains(
                #"    static let json: String? = "{\"segue\":1,\"routes\":[{\"name\":\"feed-to-detail\",\"operation\":\"push\",\"effect\":\"feed-slide\"}]}""#
            ))
        #expect(source.contains(#"    static let file: String? = "segue.json""#))
        #expect(source == AppSource.make(builtins: shipped.reversed(), effects: [Self.slide], config: Self.config).source)
        let none = try #require(AppSource.make(builtins: shipped, effects: [], config: nil).source)
        #expect(none.contains("static let json: String? = nil") && none.contains("static let all: [SegueEffectID] = [\n    ]"))
    }

    @Test func errorsInTheConfigAndManifestsNameTheirPlace() {
        let badRoute = file("/app/segue.yaml", "segue: 1\nroutes:\n  - name: r\n    operation: push\n    effect: feed-slid\n")
        let badManifest = file("/app/Sources/App/Effects/bad.yaml", "segue: 1\nid: Bad Id\n")
        let generated = AppSource.make(builtins: shipped, effects: [Self.slide, badManifest], config: badRoute)
        #expect(generated.source == nil)
        let headlines = generated.diagnostics.map(\.headline)
        #expect(headlines.contains { $0.hasPrefix("/app/Sources/App/Effects/bad.yaml:2:5: error:") }, "\(headlines)")
        #expect(headlines.contains { $0.hasPrefix("/app/segue.yaml:5:13: error:") && $0.contains("feed-slid") }, "\(headlines)")
    }

    /// A manifest that replaces a built-in keeps the built-in's constant and is still the app's.
    @Test func anOverrideKeepsTheBuiltinsConstant() throws {
        let override = file(
            "/app/Effects/crossfade.yaml", "segue: 1\nid: crossfade\nname: Slower fade\nkind: crossfade\noverrides: true\ntoDuration: 1\n")
        // No shipped id has a digit today, so the built-in here is made up: `cube-3d` and `cube3d`
        // are both `.cube3d`.
        let builtin = file("/segue/Effects/cube-3d.yaml", "segue: 1\nid: cube-3d\nname: Cube\nkind: crossfade\n")
        let clash = file("/app/Effects/cube3d.yaml", "segue: 1\nid: cube3d\nname: Mine\nkind: crossfade\n")
        let source = try #require(AppSource.make(builtins: shipped, effects: [override], config: nil).source)
        #expect(!source.contains("static let crossfade"))
        #expect(source.contains(#"        SegueEffectID("crossfade", manifest: "{\"segue\":1,\"id\":\"crossfade\""#))
        let clashing = AppSource.make(builtins: shipped + [builtin], effects: [clash], config: nil)
        #expect(clashing.source == nil)
        #expect(
            clashing.diagnostics.map(\.headline) == [
                "/app/Effects/cube3d.yaml:2:5: error: the Swift constant for 'cube3d' would be '.cube3d', which the built-in effect 'cube-3d' already has [build.constant-taken]"
            ])
    }

    @Test func theConfigsEffectFoldersAreNotReadAndSaySo() {
        let config = file("/app/segue.yaml", "segue: 1\neffects: [../More]\n")
        let generated = AppSource.make(builtins: shipped, effects: [], config: config)
        #expect(generated.source != nil)
        #expect(
            generated.diagnostics.map(\.headline) == [
                "/app/segue.yaml:2:10: warning: the build plugin does not read the config's 'effects:' folders; keep the app's manifests in the target's Effects/ folder [build.config-effects]"
            ])
    }

    @Test func aWrongCommandLineIsRefused() {
        #expect(SegueBuildTool.parse(["app", "--output"]) == nil)
        #expect(SegueBuildTool.parse(["other", "--output", "x"]) == nil)
        #expect(SegueBuildTool.parse(["app", "--bogus"]) == nil)
        #expect(SegueBuildTool.parse(["app", "--output", "o", "--config", "c", "--builtin", "b", "m"])?.files == ["m"])
    }
}
