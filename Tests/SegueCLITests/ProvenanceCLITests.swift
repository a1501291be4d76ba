import Foundation
import Testing

/// Provenance where users see it: `show`, `list --format markdown` and the committed table.
@Suite struct ProvenanceCLITests {
    @Test func showPrintsTheOriginalWhatWasComparedAndWhatDiffers() throws {
        let result = try Segue.run(["show", "circle-spread"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("provenance\n  original   XWTransition"))
        #expect(
            result.stdout.contains("\n  source     https://github.com/wazrx/XWTransition/blob/HEAD/XWTransition/XWCircleSpreadAnimator/"))
        #expect(result.stdout.contains("  compared\n    - "))
        let json = try Segue.run(["show", "circle-spread", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let provenance = try #require(object?["provenance"] as? [String: Any])
        #expect((provenance["original"] as? String)?.hasPrefix("XWTransition") == true)
        #expect((provenance["compared"] as? [String])?.isEmpty == false)
    }

    /// Issue 36: the release rule as the controller tests it, and where the gesture comes from.
    @Test func showPrintsTheGestureRuleAndWhereItComesFrom() throws {
        let text = try Segue.run(["show", "slide-fade"])
        #expect(text.status == 0)
        // PanInteractiveAnimator.swift:63 finishes on progress > 0.5 || speed > 1000; :60 caps at 0.99.
        #expect(
            text.stdout.contains(
                "back pan right (edge 0, base width, finish > 0.5 or faster than 1000 pt/s, full swipe passes 0.99)"))
        #expect(text.stdout.contains("\n  gesture    Sources/Animators/TransitionAnimator/SlideAnimator.swift:28"))
        let natgeo = try Segue.run(["show", "natgeo"])
        // CEHorizontalSwipeInteractionController.m:22, 57-66: pop on a right-to-left swipe, 200 pt, > 0.5.
        #expect(natgeo.stdout.contains("back pan left (edge 0, base 200, finish > 0.5, full swipe passes 0.99)"))
        #expect(natgeo.stdout.contains("\ncompletion speed 1 - percent\n"))
        let portal = try Segue.run(["show", "portal"])
        // XWInteractiveTransition.m:117: `_percent >= 0.5` without the timer.
        #expect(
            portal.stdout.contains("to pan down (edge 0, base height, finish >= 0.5); back pan up (edge 0, base height, finish >= 0.5)"))

        let json = try Segue.run(["show", "slide-fade", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let back = try #require((object?["gestures"] as? [String: Any])?["back"] as? [String: Any])
        #expect(back["finishAtThreshold"] as? Bool == false)
        #expect(back["velocityThreshold"] as? Double == 1000)
        #expect(back["fullPercent"] as? Double == 0.99)
        let provenance = try #require(object?["provenance"] as? [String: Any])
        #expect((provenance["gesture"] as? String)?.hasPrefix("Sources/Animators/TransitionAnimator/SlideAnimator.swift:28") == true)
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
