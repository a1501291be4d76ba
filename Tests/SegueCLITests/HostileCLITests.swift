import Foundation
import Testing

/// The hostile corpus through the real `segue validate`, file reading included: the same
/// diagnostics as the library gives (Tests/Fixtures/hostile/*.expected), no crash, exit 0 or 1.
@Suite struct HostileCLITests {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/hostile")

    static func inputs(_ folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            return !isFolder.boolValue && !name.hasSuffix(".expected") && !name.hasPrefix(".")
        }.sorted()
    }

    static var manifests: [String] { inputs(folder) }
    static var configs: [String] { inputs(folder.appendingPathComponent("config")) }

    /// `line:column code` lines from `--format json` output, or `ok`.
    static func summary(_ json: String) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        guard !diagnostics.isEmpty else { return "ok\n" }
        return diagnostics.map { d in
            let location = d["location"] as? [String: Any]
            let place = location.map { "\($0["line"] ?? "-"):\($0["column"] ?? "-")" } ?? "-"
            return "\(place) \(d["code"] ?? "?")\n"
        }.joined()
    }

    static func expected(_ path: URL) throws -> String {
        let stem = path.deletingPathExtension().lastPathComponent
        return try String(contentsOf: path.deletingLastPathComponent().appendingPathComponent("\(stem).expected"), encoding: .utf8)
    }

    @Test(arguments: manifests)
    func manifest(name: String) throws {
        let result = try Segue.run(["validate", "--format", "json", "Tests/Fixtures/hostile/\(name)"])
        let expected = try Self.expected(Self.folder.appendingPathComponent(name))
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(try Self.summary(result.stdout) == expected)
        if expected == "ok\n" { #expect(result.status == 0) }
    }

    @Test(arguments: configs)
    func config(name: String) throws {
        let result = try Segue.run(["validate", "--format", "json", "--config", "Tests/Fixtures/hostile/config/\(name)"])
        let expected = try Self.expected(Self.folder.appendingPathComponent("config/\(name)"))
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
        #expect(try Self.summary(result.stdout) == expected)
    }
}
