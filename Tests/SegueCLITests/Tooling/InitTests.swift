import Foundation
import Testing

/// `segue init` gives an app repository a config, an example effect and the schemas its editor
/// modelines point at; what it writes validates and checks clean, and it never replaces a file.
struct InitTests {
    @Test func initWritesAWorkingStartAndNeverReplaces() throws {
        let app = try ScratchFolder("init")
        defer { app.remove() }
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let first = try Segue.run(["init"], in: app.url)
        #expect(first.status == 0, "\(first.stderr)")
        let written = ["segue.yaml", "Effects/fade-up.yaml", "Schemas/manifest.schema.json", "Schemas/config.schema.json"]
        for file in written {
            #expect(FileManager.default.fileExists(atPath: app.url.appendingPathComponent(file).path), "missing \(file)")
        }
        // Each modeline names a schema that is there.
        for (file, schema) in [("segue.yaml", "Schemas/config.schema.json"), ("Effects/fade-up.yaml", "Schemas/manifest.schema.json")] {
            let text = try String(contentsOf: app.url.appendingPathComponent(file), encoding: .utf8)
            let modeline = try #require(text.split(separator: "\n").first)
            let target = try #require(modeline.components(separatedBy: "$schema=").last)
            let resolved = app.url.appendingPathComponent(file).deletingLastPathComponent().appendingPathComponent(target)
                .standardizedFileURL
            #expect(resolved.path == app.url.appendingPathComponent(schema).standardizedFileURL.path)
        }
        let schema = try String(contentsOf: app.url.appendingPathComponent("Schemas/manifest.schema.json"), encoding: .utf8)
        #expect(schema == (try Segue.run(["schema", "manifest"]).stdout))

        let validate = try Segue.run(["validate"], in: app.url)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stderr == "checked the catalog and config segue.yaml: 0 errors, 0 warnings\n")
        let check = try Segue.run(["check", "--routes", "--strict"], in: app.url)
        #expect(check.status == 0, "\(check.stdout)")

        // A second run, or a run where one file is the user's, writes nothing at all.
        try "segue: 1\n# mine\n".write(to: app.url.appendingPathComponent("segue.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("Effects/fade-up.yaml"))
        let again = try Segue.run(["init"], in: app.url)
        #expect(again.status == 1)
        #expect(
            again.stderr.hasPrefix(
                "error: nothing written: segue.yaml, Schemas/manifest.schema.json, Schemas/config.schema.json already exist"))
        #expect(try String(contentsOf: app.url.appendingPathComponent("segue.yaml"), encoding: .utf8) == "segue: 1\n# mine\n")
        #expect(!FileManager.default.fileExists(atPath: app.url.appendingPathComponent("Effects/fade-up.yaml").path))
    }

    /// Issue 34: all or nothing even when a write fails halfway. DIR's path is so long that the
    /// first two files fit under PATH_MAX (4096) and the temporary file of the third does not;
    /// what init wrote before that is removed again.
    @Test func aWriteThatFailsHalfwayLeavesNothing() throws {
        let scratch = try ScratchFolder("init-halfway")
        defer { scratch.remove() }
        // 4052 bytes: segue.yaml's and fade-up.yaml's temporaries (DIR + 26 or 36 + the pid's digits)
        // fit, Schemas/manifest.schema.json's (DIR + 44 + the pid's digits) does not.
        let length = 4052
        let needed = length - scratch.path.utf8.count
        let chunks = (needed + 200) / 201
        var dir = scratch.path
        for index in 0..<chunks {
            let size = needed / chunks + (index < needed % chunks ? 1 : 0)
            dir += "/" + String(repeating: "d", count: size - 1)
        }
        try #require(dir.utf8.count == length)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let result = try Segue.run(["init", dir], in: scratch.url, environment: ["HOME": scratch.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: nothing written: cannot write in folder '\(dir)/Schemas'"), "\(result.stderr)")
        #expect(result.stderr.contains("what init had made before that was removed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }

    @Test func aMissingFolderIsAnError() throws {
        let result = try Segue.run(["init", "no/such/folder"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("'no/such/folder' is not a folder"))
    }
}
