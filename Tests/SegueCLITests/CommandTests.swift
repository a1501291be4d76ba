import Foundation
import Testing

@Suite struct CommandTests {
    @Test func listShowsEveryShippedEffect() throws {
        let result = try Segue.run(["list"])
        #expect(result.status == 0)
        let effects = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Effects").path)
        #expect(result.stdout.contains("\(effects.count) effects"))
        for file in effects {
            let id = file.split(separator: ".").first.map(String.init) ?? file
            #expect(result.stdout.contains("\n\(id) "), "\(id) missing from segue list")
        }
    }

    @Test func listWorksFromAnotherDirectoryWithoutTheRepository() throws {
        let elsewhere = FileManager.default.temporaryDirectory
        let result = try Segue.run(["list", "--format", "json"], in: elsewhere)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"id\": \"crossfade\""))
        #expect(result.stderr.isEmpty)
    }

    @Test func listFiltersByFamilyKindAndTag() throws {
        let byKind = try Segue.run(["list", "--kind", "crossfade", "--format", "json"])
        #expect(byKind.stdout.contains("\"crossfade\""))
        #expect(!byKind.stdout.contains("\"id\": \"slide\""))
        let byTag = try Segue.run(["list", "--tag", "fade"])
        #expect(byTag.stdout.contains("slide-fade"))
        #expect(!byTag.stdout.contains("\nslide "))
        let byFamily = try Segue.run(["list", "--family", "hero", "--format", "json"])
        let families = try JSONSerialization.jsonObject(with: Data(byFamily.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(!families.isEmpty)
        #expect(families.allSatisfy { $0["family"] as? String == "hero" })
    }

    @Test func listRoutesReadsTheConfig() throws {
        let result = try Segue.run(["list", "--routes"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("inbox-to-thread"))
        #expect(result.stdout.contains("routes in Config/segue.yaml"))
    }

    @Test func showDocumentsEveryParameter() throws {
        let result = try Segue.run(["show", "slide-fade"])
        #expect(result.status == 0)
        for needle in ["Effects/slide-fade.json", "extends    slide", "direction", "fade", "curve", "left | right | up | down"] {
            #expect(result.stdout.contains(needle), "missing \(needle)")
        }
    }

    /// `layoutDirection: absolute` (the effect plays the same right to left) shows in `show`, as
    /// text and JSON; a mirrored effect, the default, says nothing.
    @Test func showSaysWhenAnEffectIsAbsolute() throws {
        let app = try ScratchFolder("absolute-effect")
        defer { app.remove() }
        #expect(try Segue.run(["init"], in: app.url).status == 0)
        try app.write("segue: 1\nid: map-slide\nname: Map slide\nextends: slide\nlayoutDirection: absolute\n", to: "Effects/map-slide.yaml")
        let text = try Segue.run(["show", "map-slide"], in: app.url)
        #expect(text.status == 0)
        #expect(text.stdout.contains("direction  the same right to left, not mirrored (layoutDirection: absolute)"), "\(text.stdout)")
        let json = try Segue.run(["show", "map-slide", "--format", "json"], in: app.url)
        #expect(
            json.stdout.contains("\"layoutDirection\" : \"absolute\"") || json.stdout.contains("\"layoutDirection\": \"absolute\""),
            "\(json.stdout)")
        let mirrored = try Segue.run(["show", "slide", "--format", "json"], in: app.url)
        #expect(mirrored.status == 0 && !mirrored.stdout.contains("layoutDirection"))
    }

    @Test func showSuggestsTheNearestIdForATypo() throws {
        let result = try Segue.run(["show", "crosfade"])
        #expect(result.status == 64)
        #expect(result.stderr == "error: unknown effect 'crosfade'; did you mean 'crossfade'? (`segue list` shows them all)\n")
    }

    @Test func validateTheShippedEffectsAndConfigIsClean() throws {
        let result = try Segue.run(["validate", "Effects", "Config"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("0 errors, 0 warnings"))
    }

    @Test func validateCollectsProblemsFromManyFilesAsJSON() throws {
        let result = try Segue.run([
            "validate", "--format", "json", "Tests/Fixtures/bad-input/unknown-key.yaml",
            "Tests/Fixtures/bad-input/wrong-types.yaml",
        ])
        #expect(result.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = json?["diagnostics"] as? [[String: Any]] ?? []
        let codes = diagnostics.compactMap { $0["code"] as? String }
        #expect(codes.contains("manifest.unknown-key"))
        #expect(codes.contains("manifest.type"))
        #expect(json?["errors"] as? Int == diagnostics.count)
    }

    @Test func schemaPrintsTheCommittedSchemas() throws {
        for which in ["manifest", "config", "trace"] {
            let result = try Segue.run(["schema", which])
            let committed = try String(
                contentsOf: packageRoot.appendingPathComponent("Schemas/\(which).schema.json"), encoding: .utf8)
            #expect(result.status == 0)
            #expect(result.stdout == committed)
        }
    }

    /// A custom presentation has no full-screen default (issue 15, item 6): its frame must be given.
    @Test func aCustomPresentationWithoutAFrameIsAUsageError() throws {
        let result = try Segue.run(["simulate", "crossfade", "--scenario", "modal", "--presentation", "custom"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--presentation custom needs --frame"))
    }

    @Test(arguments: [["list", "--format", "xml"], ["show"], ["schema", "nothing"], ["frobnicate"], ["list", "--bogus"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try Segue.run(arguments)
        #expect(result.status == 64)
        // ArgumentParser's own refusals end with the usage; segue's name checks (TypoTests) with
        // where the names are listed.
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.contains("Usage") || result.stderr.contains("--help") || result.stderr.contains("values:"))
    }

    @Test(arguments: [[], ["list"], ["show"], ["validate"], ["schema"]])
    func everyCommandHasHelp(arguments: [String]) throws {
        let result = try Segue.run(arguments + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE"))
    }

    @Test func versionIsPrinted() throws {
        let result = try Segue.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test(.enabled(if: Python.hasSchemaTools, Python.needsSchemaTools))
    func traceJSONConformsToThePublishedSchema() throws {
        let python = try #require(Python.path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-trace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, arguments) in [
            ("push", ["simulate", "slide-fade"]),
            ("interactive", ["simulate", "crossfade", "--scenario", "modal", "--interactive", "--release-at", "0.2"]),
        ] {
            let path = folder.appendingPathComponent("\(name).json").path
            let result = try Segue.run(arguments + ["--format", "json", "--fps", "20", "--out", path])
            #expect(result.status == 0, "\(result.stderr)")
            files.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [packageRoot.appendingPathComponent("Scripts/check-schemas.py").path] + files
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("2 traces, 0 problems"))
    }
}
