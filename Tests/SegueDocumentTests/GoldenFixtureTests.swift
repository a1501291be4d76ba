import Foundation
import SegueDocument
import Testing

/// Golden diagnostics: each `Tests/Fixtures/document/<case>.yaml|json` is loaded and every
/// diagnostic rendered; the text must equal `<case>.expected` (empty when the file loads).
///
/// `SEGUE_RECORD=1 swift test --filter SegueDocumentTests` rewrites the goldens and fails,
/// so a missing or freshly recorded golden never passes unseen.
struct GoldenFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/document")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }()

    @Test func fixturesExist() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func golden(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let file = "Tests/Fixtures/document/\(name)"
        var rendered = ""
        do {
            _ = try Document.load(bytes: bytes, file: file)
        } catch {
            let source = SourceText(bytes: bytes)
            rendered = DiagnosticRenderer.render(error.diagnostics) { $0 == file ? source : nil }
        }
        let stem = (name as NSString).deletingPathExtension
        let expectedURL = Self.directory.appendingPathComponent("\(stem).expected")
        if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
            try Data(rendered.utf8).write(to: expectedURL)
            Issue.record("recorded \(stem).expected; check it, then run again without SEGUE_RECORD")
            return
        }
        guard let expected = try? Data(contentsOf: expectedURL) else {
            Issue.record("missing golden \(stem).expected; record it with SEGUE_RECORD=1")
            return
        }
        #expect(rendered == String(decoding: expected, as: UTF8.self))
    }
}
