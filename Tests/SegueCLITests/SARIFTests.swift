import Foundation
import Segue
import Testing

@testable import SegueCLI

/// What CI reads: SARIF that points at the line behind each finding and that the official schema
/// accepts, and GitHub annotations, from both `check` and `validate`.
struct SARIFTests {
    static let schema = packageRoot.appendingPathComponent("Tests/Fixtures/sarif/sarif-schema-2.1.0.json").path

    /// OASIS's SARIF 2.1.0 schema (Draft 4) run over `log` by python's jsonschema; the error text, or nil.
    static func schemaErrors(_ log: String) throws -> String? {
        let folder = try ScratchFolder("sarif")
        defer { folder.remove() }
        let file = try folder.write(log, to: "log.sarif")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = [e.message for e in jsonschema.Draft4Validator(schema).iter_errors(json.load(open(sys.argv[2])))]
            print("\\n".join(errors[:5]))
            """
        let result = try runProcess(URL(fileURLWithPath: try #require(Python.path)), ["-c", script, schema, file.path])
        try #require(result.status == 0, "\(result.stderr)")
        let errors = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return errors.isEmpty ? nil : errors
    }

    static func results(_ log: String) throws -> [[String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let runs = try #require(json["runs"] as? [[String: Any]])
        return runs.first?["results"] as? [[String: Any]] ?? []
    }

    /// (uri, line, column) of each result's physical location.
    static func places(_ results: [[String: Any]]) -> [String] {
        results.compactMap { result in
            guard let location = (result["locations"] as? [[String: Any]])?.first,
                let physical = location["physicalLocation"] as? [String: Any],
                let artifact = physical["artifactLocation"] as? [String: Any],
                let region = physical["region"] as? [String: Any]
            else { return nil }
            return "\(artifact["uri"] ?? "?"):\(region["startLine"] ?? "?"):\(region["startColumn"] ?? "?")"
        }
    }

    static let fixtures: [(String, [String])] = [
        ("layer-mask-timer-off", ["--effects", "Tests/Fixtures/check/layer-mask-timer-off", "reveal-no-timer"]),
        ("cancel-without-reset", ["--effects", "Tests/Fixtures/check/cancel-without-reset", "mask-no-reset"]),
        ("back-runs-long", ["--effects", "Tests/Fixtures/check/back-runs-long", "lines-legacy"]),
        ("snapshot-left-behind", ["--effects", "Tests/Fixtures/check/snapshot-left-behind", "peek"]),
        ("percent-unclamped", ["--effects", "Tests/Fixtures/check/percent-unclamped", "drag-unclamped"]),
        ("presenter-removed", ["--routes", "--config", "Tests/Fixtures/check/presenter-removed/segue.yaml"]),
    ]

    @Test(.enabled(if: Python.hasJSONSchema, Python.needsJSONSchema), arguments: fixtures.map(\.0))
    func checkPointsAtTheCauseAndTheSchemaAgrees(_ name: String) throws {
        let arguments = try #require(Self.fixtures.first { $0.0 == name }).1
        let log = try Segue.run(["check", "--format", "sarif"] + arguments).stdout
        #expect(try Self.schemaErrors(log) == nil)
        let results = try Self.results(log)
        #expect(!results.isEmpty)
        let places = Self.places(results)
        #expect(places.count == results.count, "every finding in a user's file has a line")
        // Never the top of the file: the line of a key or track, or the route.
        #expect(!places.contains { $0.hasSuffix(":1:1") }, "\(Set(places))")
        #expect(places.allSatisfy { $0.hasPrefix("Tests/Fixtures/check/\(name)/") }, "\(Set(places))")
    }

    @Test func eachCauseHasItsOwnLine() throws {
        // peek leaves a snapshot behind (its track) and cleans up by hand (its cleanup line).
        let peek = Self.places(try Self.results(try Segue.run(["check", "--format", "sarif"] + Self.fixtures[3].1).stdout))
        let peekText = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/check/snapshot-left-behind/peek.yaml"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Set(peek).count >= 2, "\(Set(peek))")
        for place in Set(peek) {
            let row = try #require(Int(place.split(separator: ":")[1]))
            #expect(peekText[row - 1].contains("- actor: ") || peekText[row - 1].contains("cleanup: manual"), "\(place)")
        }
        // A jump on release is the interactive block's doing (the timer is off).
        let reveal = Self.places(try Self.results(try Segue.run(["check", "--format", "sarif"] + Self.fixtures[0].1).stdout))
        let text = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/check/layer-mask-timer-off/reveal-no-timer.yaml"),
            encoding: .utf8)
        let place = try #require(Set(reveal).first)
        let line = try #require(Int(place.split(separator: ":")[1]))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[line - 2].hasPrefix("interactive:") && lines[line - 1].contains("timer: false"))
        // A cancel flash is the track of the layer animation that flashes.
        let mask = Self.places(
            try Self.results(try Segue.run(["check", "--format", "sarif"] + Self.fixtures[1].1).stdout)
                .filter { $0["ruleId"] as? String == "cancel.flash" })
        let maskText = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/check/cancel-without-reset/mask-no-reset.yaml"), encoding: .utf8
        )
        .split(separator: "\n", omittingEmptySubsequences: false)
        for place in Set(mask) {
            let row = try #require(Int(place.split(separator: ":")[1]))
            #expect(maskText[row - 1].contains("- actor: "), "\(place) is not a track")
        }
        #expect(Set(mask).count == 2)
    }

    @Test func builtInsAreNamedAndFingerprintsAreStable() throws {
        let first = try Segue.run(["check", "circle-spread", "--timer", "off", "--format", "sarif"]).stdout
        let second = try Segue.run(["check", "circle-spread", "--timer", "off", "--format", "sarif"]).stdout
        #expect(first == second)
        let results = try Self.results(first)
        #expect(!results.isEmpty)
        for result in results {
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            #expect(location["physicalLocation"] == nil, "a built-in has no file in the user's repository")
            let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
            #expect(logical["name"] as? String == "circle-spread")
        }
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["segueResult/v1"] }
        #expect(fingerprints.count == results.count)
        #expect(Set(fingerprints).count == fingerprints.count, "two results share a fingerprint")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let driver = try #require(((json["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        for rule in driver["rules"] as? [[String: Any]] ?? [] {
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
        }
    }

    @Test(.enabled(if: Python.hasJSONSchema, Python.needsJSONSchema))
    func validateSpeaksTheSameFormats() throws {
        let bad = "Tests/Fixtures/bad-input/unknown-parameter.yaml"
        let sarif = try Segue.run(["validate", "--format", "sarif", bad])
        #expect(sarif.status == 1)
        #expect(try Self.schemaErrors(sarif.stdout) == nil)
        #expect(Self.places(try Self.results(sarif.stdout)) == ["\(bad):6:3"])
        let github = try Segue.run(["validate", "--format", "github", bad])
        #expect(github.status == 1)
        #expect(
            github.stdout.hasPrefix(
                "::error file=\(bad),line=6,col=3,title=segue manifest.unknown-parameter::kind 'slide' has no parameter 'directoin'"))
        #expect(github.stdout.contains("%0Anote: its parameters: direction, fade, curve"))
        #expect(try Segue.run(["validate", "--format", "github", "Effects"]).stdout.isEmpty)
        // The schema check itself can fail: a level SARIF does not have.
        #expect(
            try Self.schemaErrors(
                sarif.stdout.replacingOccurrences(of: "\"level\" : \"error\"", with: "\"level\" : \"fatal\"")
                    .replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")) != nil)
    }

    @Test func githubEscapingKeepsOneLinePerResult() {
        #expect(GitHubAnnotations.data("50% done\r\nnext") == "50%25 done%0D%0Anext")
        #expect(GitHubAnnotations.property("a,b:c") == "a%2Cb%3Ac")
        #expect(SARIF.uri("./My Effects/ü.yaml") == "My%20Effects/%C3%BC.yaml")
        #expect(SARIF.uri("/abs/x.yaml") == "file:///abs/x.yaml")
    }

    /// Every code the checks report has a SARIF rule made from its check's description, and a
    /// code no check knows still gets a rule (output stays valid when a new code comes first).
    @Test func everyCheckHasARuleFromItsDescription() {
        for check in CheckList.all {
            let rule = Annotation.Rule(finding: check.code)
            #expect(rule.short == check.short && rule.full == check.full, "\(check.code)")
        }
        #expect(Annotation.Rule(finding: "made.up").short == "Segue finding made.up")
    }
}
