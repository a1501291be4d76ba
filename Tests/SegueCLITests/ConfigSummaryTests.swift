import Foundation
import Testing

/// `validate`'s summary says what it checked (issue 52 item 2): the catalog alone when no config
/// was found, never a config that is not there.
struct ConfigSummaryTests {
    @Test func validateWithNoConfigSaysNoneWasFound() throws {
        let app = try ScratchFolder("no-config")
        defer { app.remove() }
        // The repository's top: discovery climbs no further, so no config above the scratch folder counts.
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let result = try Segue.run(["validate"], in: app.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == "checked the catalog (no config found: looked for segue.yaml, .segue.yaml, segue.yml or segue.json "
                + "in \(app.path), then for Config/segue.yaml): 0 errors, 0 warnings\n")
    }

    @Test func validateWithAConfigNamesIt() throws {
        let app = try ScratchFolder("with-config")
        defer { app.remove() }
        try FileManager.default.createDirectory(at: app.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try app.write("segue: 1\n", to: "segue.yaml")
        let result = try Segue.run(["validate"], in: app.url)
        #expect(result.stderr == "checked the catalog and config segue.yaml: 0 errors, 0 warnings\n")
    }
}
