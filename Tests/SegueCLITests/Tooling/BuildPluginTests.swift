import Foundation
import Testing

/// SegueBuildPlugin on an app package: a sample app in a temporary folder depends on this package
/// by path and applies the plugin to its target. A broken manifest fails `swift build` at its
/// file, line and column; a good one builds, and the app's code uses the generated constants and
/// config; a second build with nothing changed does not run the tool again.
@Suite(.serialized, .timeLimit(.minutes(15)), packageTests) struct BuildPluginTests {
    /// The generated file of the app's target, wherever this SwiftPM puts plugin outputs.
    static func generatedFile(in app: URL) throws -> URL {
        let found =
            FileManager.default.enumerator(at: app.appendingPathComponent(".build"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "SegueApp+Generated.swift" } ?? []
        try #require(found.count == 1, "\(found)")
        return found[0]
    }

    /// A sample app package in a fresh temporary folder: one executable target that links SegueKit
    /// and applies the plugin.
    static func makeApp(_ label: String) throws -> ScratchFolder {
        let app = try samplePackage(
            label,
            targets: [
                """
                .executableTarget(
                    name: "App",
                    dependencies: [.product(name: "SegueKit", package: "Segue")],
                    plugins: [.plugin(name: "SegueBuildPlugin", package: "Segue")]
                )
                """
            ])
        return app
    }

    /// Issue 47: an app that links SegueKit and applies no plugin builds with `swift build`
    /// without building or running SegueBuildTool (nothing Xcode would ask it to trust), compiles
    /// each of Segue's modules once, and still has every built-in effect and its constant.
    @Test(.enabled(if: swiftOnPath != nil, "needs the swift toolchain on PATH"))
    func anAppThatOnlyLinksSegueKitRunsNoPlugin() throws {
        let app = try samplePackage(
            "no-plugin", targets: [#".executableTarget(name: "App", dependencies: [.product(name: "SegueKit", package: "Segue")])"#])
        defer { app.remove() }
        try app.write(
            """
            import SegueKit

            let catalog = RuntimeCatalog.builtin.catalog
            print(SegueEffectID.cubeHorizontal.id, catalog.effects.count, catalog.effect("cube-horizontal")?.kind ?? "missing")
            """, to: "Sources/App/main.swift")
        let build = try runSwift(["build"], in: app.url)
        try #require(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        // SwiftPM compiles the script of every plugin in the graph to learn what it offers
        // ("Compiling plugin SegueBuildPlugin"); a plugin that runs builds its tool and prints its
        // display name ("Segue: checking ...", "Segue: generating ..."), and neither may happen here.
        #expect(!build.stdout.contains("SegueBuildTool") && !build.stdout.contains("Segue: "), "\(build.stdout)")
        let plugins = app.url.appendingPathComponent(".build/plugins/outputs")
        #expect(!FileManager.default.fileExists(atPath: plugins.path), "a plugin wrote into \(plugins.path)")
        // SwiftPM prints `Emitting module NAME` once per module it compiles.
        let emitted = build.stdout.split(separator: "\n").compactMap { line in
            line.range(of: "Emitting module ").map { String(line[$0.upperBound...]) }
        }
        let twice = Dictionary(grouping: emitted, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(!emitted.isEmpty && twice.isEmpty, "compiled twice: \(twice)")
        #expect(!emitted.contains("SegueTooling"), "the runtime compiled the tooling: \(emitted)")
        let run = try runProcess(app.url.appendingPathComponent(".build/debug/App"), [], in: app.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "cube-horizontal 60 cube\n", "\(run.stdout)")
    }

    @Test(.enabled(if: swiftOnPath != nil, "needs the swift toolchain on PATH"))
    func anAppsManifestsAndConfigBecomeConstantsAtBuildTime() throws {
        let app = try Self.makeApp("build-plugin")
        defer { app.remove() }
        // The app's code: its own effect's and a built-in's constants, and the generated config,
        // loaded at run time with the runtime's reader (as an iOS app does, from JSON only).
        try app.write(
            """
            import SegueCatalog
            import SegueKit

            print("own:", SegueEffectID.feedSlide.id, SegueEffectID.feedSlide.manifest ?? "none")
            print("builtin:", SegueEffectID.circleSpread.id, SegueEffectID.circleSpread.manifest ?? "none")
            print("all:", SegueAppEffects.all.map(\\.id))
            let files = SegueAppEffects.all.map { SourceFile(path: "\\($0.id).json", text: $0.manifest ?? "", origin: .config) }
            let catalog = try RuntimeCatalog.load(files, build: .debug)
            let config = try RuntimeConfig.load(
                text: SegueAppConfig.json ?? "", file: SegueAppConfig.file ?? "", catalog: catalog, build: .debug)
            print("route:", config.routes.map(\\.name), catalog.catalog.effect("feed-slide")?.kind ?? "missing")
            """, to: "Sources/App/main.swift")
        try app.write(
            """
            segue: 1
            id: feed-slide
            name: Feed slide
            summary: The app's own slide, kept beside the app's code.
            kind: slide
            """, to: "Sources/App/Effects/feed-slide.yaml")
        try app.write(
            """
            segue: 1
            routes:
              - name: feed-to-detail
                operation: push
                effect: feed-slide
            """, to: "segue.yaml")

        let build = try runSwift(["build"], in: app.url)
        try #require(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        // The first build runs the tool, by its display name (the check below looks for it).
        #expect(build.stdout.contains("Segue: checking 1 manifest and segue.yaml"), "\(build.stdout)")
        let run = try runProcess(app.url.appendingPathComponent(".build/debug/App"), [], in: app.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                own: feed-slide {"segue":1,"id":"feed-slide","name":"Feed slide","summary":"The app's own slide, kept beside the app's code.","kind":"slide"}
                builtin: circle-spread none
                all: ["feed-slide"]
                route: ["feed-to-detail"] slide

                """, "\(run.stdout)")

        // Nothing changed: the tool does not run and its file is the same file, untouched.
        // SwiftPM 6.3 links its plugin tools once more on the build after a clean one ("Linking
        // SegueBuildTool-tool"; their objects are not compiled again), and a new tool binary rightly
        // runs the commands that use it again; so the build that counts is the one after that.
        // (Not `swift build -v`: -v is on every compiler's command line, so it rebuilds everything.)
        let settle = try runSwift(["build"], in: app.url)
        #expect(settle.status == 0, "\(settle.stderr)")
        if settle.stdout.contains("Segue: checking") {
            #expect(
                settle.stdout.contains("Linking SegueBuildTool-tool"), "the tool ran again though it was not linked again: \(settle.stdout)"
            )
        }
        let generated = try Self.generatedFile(in: app.url)
        let before = try FileManager.default.attributesOfItem(atPath: generated.path)
        let again = try runSwift(["build"], in: app.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stdout.contains("Segue: checking") && !again.stdout.contains("Linking SegueBuildTool-tool"), "\(again.stdout)")
        let after = try FileManager.default.attributesOfItem(atPath: generated.path)
        let stamp = { (attributes: [FileAttributeKey: Any]) in
            [(attributes[.modificationDate] as? Date)?.timeIntervalSince1970, (attributes[.systemFileNumber] as? NSNumber)?.doubleValue]
        }
        #expect(stamp(before).allSatisfy { $0 != nil } && stamp(before) == stamp(after))

        // A broken manifest fails the build at its place, and nothing of the app is linked anew.
        try app.write("segue: 1\nid: Bad Id\nname: Bad\nkind: slide\n", to: "Sources/App/Effects/bad.yaml")
        let broken = try runSwift(["build"], in: app.url)
        #expect(broken.status != 0)
        let said = broken.stdout + broken.stderr
        #expect(said.contains("Sources/App/Effects/bad.yaml:2:5: error: id 'Bad Id' must be kebab-case"), "\(said)")

        // So does a route naming an effect that is not there.
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("Sources/App/Effects/bad.yaml"))
        try app.write("segue: 1\nroutes:\n  - name: r\n    operation: push\n    effect: feed-slid\n", to: "segue.yaml")
        let badRoute = try runSwift(["build"], in: app.url)
        #expect(badRoute.status != 0)
        #expect((badRoute.stdout + badRoute.stderr).contains("segue.yaml:5:13: error:"), "\(badRoute.stdout)\(badRoute.stderr)")
    }

    /// Issue 51 item 1: an app's manifests and config are data, never code. The fixture's strings
    /// (Tests/Fixtures/hostile-app) hold `\#(...)`, `"#`, `"""`, backslashes, line separators, NUL
    /// and lone surrogates; the app built through the real plugin reads each back, decoded by
    /// Foundation's own JSON reader, byte for byte, and nothing it holds runs. The plugin's file is
    /// the one the tool writes for the same files run by hand: the same bytes wherever it is built.
    @Test(.enabled(if: swiftOnPath != nil, "needs the swift toolchain on PATH"))
    func hostileManifestsAndConfigRoundTripExactly() throws {
        let app = try Self.makeApp("build-plugin-hostile")
        defer { app.remove() }
        let fixture = packageRoot.appendingPathComponent("Tests/Fixtures/hostile-app")
        for name in ["Effects/hostile-text.yaml", "Effects/hostile-json.json", "Effects/interpolation.yaml", "segue.yaml"] {
            let text = try String(contentsOf: fixture.appendingPathComponent(name), encoding: .utf8)
            try app.write(text, to: name == "segue.yaml" ? name : "Sources/App/" + name)
        }
        try app.write(
            """
            import Foundation
            import SegueCatalog
            import SegueKit

            func hex(_ text: String) -> String { text.utf8.map { String($0, radix: 16) }.joined(separator: " ") }
            for effect in SegueAppEffects.all {
                let manifest = try JSONSerialization.jsonObject(with: Data((effect.manifest ?? "").utf8)) as? [String: Any] ?? [:]
                for key in ["name", "summary", "family"] {
                    if let value = manifest[key] as? String { print(effect.id, key, hex(value)) }
                }
                for tag in manifest["tags"] as? [String] ?? [] { print(effect.id, "tag", hex(tag)) }
            }
            let config = try JSONSerialization.jsonObject(with: Data((SegueAppConfig.json ?? "").utf8)) as? [String: Any] ?? [:]
            for route in config["routes"] as? [[String: Any]] ?? [] { print("route", hex(route["name"] as? String ?? "")) }
            let files = SegueAppEffects.all.map { SourceFile(path: "\\($0.id).json", text: $0.manifest ?? "", origin: .config) }
            let catalog = try RuntimeCatalog.load(files, build: .debug)
            print("constants:", SegueEffectID.hostileText.id, SegueEffectID.interpolation.id, catalog.catalog.effect("hostile-text")?.kind ?? "missing")
            """, to: "Sources/App/main.swift")

        let build = try runSwift(["build"], in: app.url)
        try #require(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        let run = try runProcess(app.url.appendingPathComponent(".build/debug/App"), [], in: app.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!(run.stdout + run.stderr).contains("INJECTED"), "a manifest's text ran as code")
        let hex = { (text: String) in text.utf8.map { String($0, radix: 16) }.joined(separator: " ") }
        // The fixture's values, written here as Swift; YAML's escapes `\\` and `\"` are Swift's.
        let expected: [(String, String, String)] = [
            ("hostile-json", "name", "lone \u{FFFD} surrogate and \u{FFFD} again"),
            ("hostile-json", "summary", "#\"\\#(print(\"INJECTED\"))\"#"),
            ("hostile-text", "name", "x\\#(print(\"INJECTED\"))y"),
            ("hostile-text", "summary", "\"#\\#(fatalError())\"##\\##(print(\"INJECTED\"))\"\"\"\\(print(\"INJECTED\"))\\u{41}\\"),
            ("hostile-text", "family", "line\u{2028}paragraph\u{2029}next\u{85}tab\tcr\rlf\nnul\0esc\u{1B} end"),
            ("hostile-text", "tag", "\\"), ("hostile-text", "tag", "\"#"), ("hostile-text", "tag", "\"\"\""),
            ("hostile-text", "tag", "*/ /* //"), ("hostile-text", "tag", "\u{202E}bidi"), ("hostile-text", "tag", "é👍🏽"),
            ("interpolation", "name", "x\\#(fatalError())y"),
            ("interpolation", "summary", "\\(fatalError()) and \\#(fatalError())"),
        ]
        let lines = expected.map { "\($0.0) \($0.1) \(hex($0.2))" } + ["route " + hex("route\\#(fatalError())\u{2028}\0")]
        #expect(run.stdout == (lines + ["constants: hostile-text interpolation slide", ""]).joined(separator: "\n"), "\(run.stdout)")

        // The same bytes as the tool run by hand on the fixture: no path, no order of the build's.
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("SegueBuildTool")
        if FileManager.default.isExecutableFile(atPath: tool.path) {
            let builtins = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Effects").path).sorted()
                .map { packageRoot.appendingPathComponent("Effects/\($0)").path }
            let byHand = app.url.appendingPathComponent("by-hand.swift")
            let made = try runProcess(
                tool,
                ["app", "--output", byHand.path, "--config", fixture.appendingPathComponent("segue.yaml").path]
                    + builtins.flatMap { ["--builtin", $0] }
                    + ["hostile-text.yaml", "hostile-json.json", "interpolation.yaml"].map {
                        fixture.appendingPathComponent("Effects/\($0)").path
                    })
            #expect(made.status == 0, "\(made.stderr)")
            #expect(try Data(contentsOf: Self.generatedFile(in: app.url)) == Data(contentsOf: byHand))
        }
    }
}
