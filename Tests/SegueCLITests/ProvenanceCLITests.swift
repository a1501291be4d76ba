import Foundation
import Testing

/// Provenance where users see it: `show`, `list --format markdown` and the committed table.
@Suite struct ProvenanceCLITests {
    @Test func showPrintsTheOriginalWhatWasComparedAndWhatDiffers() throws {
        let result = try Segue.run(["show", "circle-spread"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("provenance\n  original   XWTransition"))
        #expect(result.stdout.contains("\n  source     https://github.com/wazrx/XWTransition/blob/HEAD/XWTransition/XWCircleSpreadAnimator/"))
        #expect(result.stdout.contains("  compared\n    - "))
        let json = try Segue.run(["show", "circle-spread", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let provenance = try #require(object?["provenance"] as? [String: Any])
        #expect((provenance["original"] as? String)?.hasPrefix("XWTransition") == true)
        #expect((provenance["compared"] as? [String])?.isEmpty == false)
    }

    @Test func anEffectWithoutProvenanceSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-provenance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "segue: 1\nid: mine\nname: Mine\nkind: slide\n".write(
            to: folder.appendingPathComponent("mine.yaml"), atomically: true, encoding: .utf8)
        let result = try Segue.run(["show", "mine", "--effects", folder.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("provenance: none (add a 'provenance:' block"))
    }

    /// `docs/effects.md` is the built-in catalog's `list --format markdown`, committed; it must not go stale.
    @Test func theCommittedTableIsCurrent() throws {
        let result = try Segue.run(["list", "--format", "markdown"], in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("docs/effects.md"), encoding: .utf8)
        #expect(committed == result.stdout, "docs/effects.md is stale: run `swift run segue list --format markdown > docs/effects.md`")
        // One row per shipped effect, each naming its original.
        let rows = result.stdout.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == 60)
        #expect(!rows.contains { $0.contains("(not given)") })
    }

    @Test func markdownListsEffectsOnly() throws {
        let result = try Segue.run(["list", "--tags", "--format", "markdown"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--format markdown lists effects"))
    }
}
