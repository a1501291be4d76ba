import Foundation
import Testing

/// `segue convert`: YAML to JSON with the same values, for SegueKit on iOS (no libyaml there).
@Suite struct ConvertCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A converted built-in, renamed so it does not collide with the original, validates as a
    /// manifest and simulates exactly as its YAML twin.
    @Test func aConvertedManifestValidatesAndPlaysTheSame() throws {
        let folder = try Self.temporaryFolder()
        let yaml = try String(contentsOf: packageRoot.appendingPathComponent("Effects/fold.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "id: fold\n", with: "id: fold-copy\n")
        let yamlFolder = folder.appendingPathComponent("yaml")
        let jsonFolder = folder.appendingPathComponent("json")
        for sub in [yamlFolder, jsonFolder] { try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true) }
        try yaml.write(to: yamlFolder.appendingPathComponent("fold-copy.yaml"), atomically: true, encoding: .utf8)
        let out = jsonFolder.appendingPathComponent("fold-copy.json").path
        let converted = try Segue.run(["convert", yamlFolder.appendingPathComponent("fold-copy.yaml").path, "--out", out])
        #expect(converted.status == 0, "\(converted.stderr)")
        let json = try String(contentsOfFile: out, encoding: .utf8)
        #expect(json.hasPrefix("{\n  \"$schema\": \"../Schemas/manifest.schema.json\",\n  \"segue\": 1,\n  \"id\": \"fold-copy\""))
        let validated = try Segue.run(["validate", out])
        #expect(validated.status == 0, "\(validated.stderr)")
        let fromYAML = try Segue.run(["simulate", "fold-copy", "--effects", yamlFolder.path, "--format", "json"])
        let fromJSON = try Segue.run(["simulate", "fold-copy", "--effects", jsonFolder.path, "--format", "json"])
        #expect(fromYAML.status == 0 && fromJSON.status == 0, "\(fromYAML.stderr) \(fromJSON.stderr)")
        #expect(fromYAML.stdout.count > 1000)
        #expect(
            fromYAML.stdout.replacingOccurrences(of: "yaml", with: "json") == fromJSON.stdout.replacingOccurrences(of: "yaml", with: "json")
        )
    }

    /// Bad YAML is an error at its place; a value JSON cannot hold is refused at its place; an
    /// existing --out file is never replaced without --force.
    @Test func badInputFailsAtItsPlaceAndNothingIsOverwritten() throws {
        let folder = try Self.temporaryFolder()
        let bad = folder.appendingPathComponent("bad.yaml")
        try "a: [1\n".write(to: bad, atomically: true, encoding: .utf8)
        let syntax = try Segue.run(["convert", bad.path])
        #expect(syntax.status == 1 && syntax.stderr.contains("bad.yaml:2:1: error:") && syntax.stdout.isEmpty)
        let infinite = folder.appendingPathComponent("inf.yaml")
        try "a: 1\nb: -.inf\n".write(to: infinite, atomically: true, encoding: .utf8)
        let unrepresentable = try Segue.run(["convert", infinite.path])
        #expect(unrepresentable.status == 1 && unrepresentable.stderr.contains("inf.yaml:2:4: error: -.inf has no JSON form"))
        let existing = folder.appendingPathComponent("keep.json")
        try "mine\n".write(to: existing, atomically: true, encoding: .utf8)
        let refused = try Segue.run(["convert", packageRoot.appendingPathComponent("Config/segue.yaml").path, "--out", existing.path])
        #expect(refused.status != 0 && refused.stderr.contains("already exists"))
        #expect(try String(contentsOf: existing, encoding: .utf8) == "mine\n")
        let missing = try Segue.run(["convert", folder.appendingPathComponent("nope.yaml").path])
        #expect(missing.status == 1 && missing.stderr.contains("no such file"))
    }
}
