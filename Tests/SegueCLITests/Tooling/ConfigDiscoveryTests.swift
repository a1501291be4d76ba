import Foundation
import Testing

@testable import SegueCLI
@testable import SegueFiles

/// An app repository keeps `segue.yaml` at its top; segue finds it from any folder inside.
struct ConfigDiscoveryTests {
    /// A file system of the given files (folders are implied by them).
    static func find(from folder: String, files: Set<String>) -> ConfigDiscovery.Outcome {
        ConfigDiscovery.find(
            from: folder, isFile: { files.contains($0) },
            exists: { path in files.contains(path) || files.contains { $0.hasPrefix(path + "/") } })
    }

    @Test func theNearestConfigWinsAndTheDotFileCounts() {
        let files: Set = ["/app/.git/HEAD", "/app/segue.yaml", "/app/Sources/Feature/.segue.yaml"]
        #expect(Self.find(from: "/app/Sources/Feature", files: files).path == ".segue.yaml")
        #expect(Self.find(from: "/app/Sources", files: files).path == "../segue.yaml")
        #expect(Self.find(from: "/app/Sources/Other/Deep", files: files).path == "../../../segue.yaml")
    }

    @Test func aParentConfigComesBeforeConfigFolder() {
        let files: Set = ["/app/.git/HEAD", "/app/segue.yaml", "/app/Sources/Config/segue.yaml"]
        #expect(Self.find(from: "/app/Sources", files: files).path == "../segue.yaml")
        #expect(Self.find(from: "/repo", files: ["/repo/.git/HEAD", "/repo/Config/segue.yaml"]).path == "Config/segue.yaml")
    }

    @Test func theSearchStopsAtTheRepositoryTop() {
        // A segue.yaml above the repository belongs to something else.
        let outcome = Self.find(from: "/home/me/app/Sources", files: ["/home/me/segue.yaml", "/home/me/app/.git/HEAD"])
        #expect(outcome.path == nil)
        #expect(
            outcome.looked == [
                "/home/me/app/Sources/segue.yaml", "/home/me/app/Sources/.segue.yaml", "/home/me/app/Sources/segue.yml",
                "/home/me/app/Sources/segue.json", "/home/me/app/segue.yaml", "/home/me/app/.segue.yaml", "/home/me/app/segue.yml",
                "/home/me/app/segue.json", "/home/me/app/Sources/Config/segue.yaml",
            ])
        #expect(
            ConfigDiscovery.notFoundMessage(outcome)
                == "no app config found: looked for segue.yaml, .segue.yaml, segue.yml or segue.json in "
                + "/home/me/app/Sources and its parents up to /home/me/app, then for Config/segue.yaml; pass --config FILE or set SEGUE_CONFIG"
        )
        // Outside any repository it climbs to the root.
        #expect(Self.find(from: "/a/b", files: ["/segue.yaml"]).path == "../../segue.yaml")
    }

    @Test func commandsFindTheConfigFromASubfolder() throws {
        let app = try ScratchFolder("app")
        defer { app.remove() }
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try app.write(
            """
            segue: 1
            routes:
              - name: feed-to-photo
                operation: push
                effect: circle-spread
            """, to: "segue.yaml")
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent("Sources/Feed"), withIntermediateDirectories: true)
        let listed = try Segue.run(["list", "--routes"], in: app.url.appendingPathComponent("Sources/Feed"))
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("feed-to-photo"))
        let simulated = try Segue.run(["simulate", "--route", "feed-to-photo"], in: app.url.appendingPathComponent("Sources"))
        #expect(simulated.status == 0, "\(simulated.stderr)")
    }

    @Test func routeCommandsSayWhereTheyLooked() throws {
        let empty = try ScratchFolder("no-config")
        defer { empty.remove() }
        try FileManager.default.createDirectory(at: empty.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for arguments in [["list", "--routes"], ["check", "--routes"], ["simulate", "--route", "x"]] {
            let result = try Segue.run(arguments, in: empty.url)
            #expect(result.status == 1, "\(arguments)")
            #expect(
                result.stderr.contains("no app config found: looked for segue.yaml, .segue.yaml, segue.yml or segue.json in"),
                "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("pass --config FILE or set SEGUE_CONFIG"))
        }
    }
}
