import Foundation
import Testing

/// What `validate` prints for hostile manifests: inert text, bounded size.
@Suite struct DiagnosticOutputTests {
    @Test func controlCharactersInAKeyAreEscapedInText() throws {
        let result = try BoundedSegue.run(["validate", "Tests/Fixtures/hostile/control-characters-in-key.yaml"], seconds: 60)
        #expect(result.status == 1)
        #expect(
            !result.stderr.unicodeScalars.contains {
                ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) || $0 == "\u{202E}"
            })
        let lines = result.stderr.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("fake.yaml") })
        #expect(
            lines.first?.hasPrefix(
                "Tests/Fixtures/hostile/control-characters-in-key.yaml:5:1: error: unknown key '␛[31mred␛]0;title␇␊fake.yaml:1:1") == true)
    }

    @Test func oneLongLineWithManyErrorsPrintsABoundedReport() throws {
        let folder = try makeScratchFolder("wide")
        let keys = (0..<20_000).map { String(format: "\"k%05d\": 1", $0) }.joined(separator: ",")
        let text = "{\"segue\": 1, \"id\": \"wide\", \"name\": \"W\", \"kind\": \"crossfade\", " + keys + "}\n"
        let file = folder.appendingPathComponent("wide.json")
        try Data(text.utf8).write(to: file)
        let result = try BoundedSegue.run(["validate", file.path], seconds: 120)
        #expect(result.status == 1)
        #expect(result.stderr.contains("19900 more diagnostics in this file not shown (the first 100 are)"))
        #expect(result.stderr.hasSuffix("checked 1 file: 20000 errors, 0 warnings\n"))
        // 100 diagnostics of three lines, each excerpt at most 120 characters wide.
        #expect(result.stderr.utf8.count < 60_000, "printed \(result.stderr.utf8.count) bytes")
        let json = try BoundedSegue.run(["validate", "--format", "json", file.path], seconds: 120)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 20_000)
        #expect((object["diagnostics"] as? [Any])?.count == 101)
    }
}
