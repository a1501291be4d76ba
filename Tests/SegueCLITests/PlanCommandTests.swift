import Foundation
import Segue
import SegueTooling
import Testing

/// `segue plan`: the plan of one transition, as text or as the JSON the schema describes.
@Suite struct PlanCommandTests {
    @Test func jsonIsThePlanOfTheSameTransitionAndDeterministic() throws {
        let first = try Segue.run(["plan", "cube-horizontal", "--scenario", "pop", "--format", "json", "--screen", "375x812"])
        #expect(first.status == 0, "\(first.stderr)")
        let second = try Segue.run(["plan", "cube-horizontal", "--scenario", "pop", "--format", "json", "--screen", "375x812"])
        #expect(first.stdout == second.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "segue-plan")
        #expect(object["operation"] as? String == "pop")
        #expect(object["direction"] as? String == "back")
        // The same plan the library compiles for the pop of `simulate --scenario pop` (its second transition).
        let catalog = CatalogLoader().load(BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) })
        let effect = try #require(catalog.catalog.effects.first { $0.id == "cube-horizontal" })
        let context = TransitionContext(
            operation: .pop, containerBounds: Rect(x: 0, y: 0, width: 375, height: 812), transitionIndex: 1,
            seed: SeededGenerator.derive(1, 1))
        let plan = PlanCompiler.plan(for: try #require(effect.animator), in: context)
        #expect(first.stdout == PlanJSON.encode(plan))
    }

    @Test func textListsActorsAnimationsAndCompletion() throws {
        let result = try Segue.run(["plan", "circle-spread"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("release interactiveTimer"))
        #expect(result.stdout.contains("to mask.path  0 s + 0.5 s, fill both, layer-driven"))
        #expect(result.stdout.contains("completeTransition(false), UIKit removes to"))
    }

    @Test func aRunOfTwoTransitionsIsRefusedWithTheReason() throws {
        let result = try Segue.run(["plan", "slide", "--scenario", "navigation"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("navigation is push then pop: plan each"))
        let unknown = try Segue.run(["plan", "no-such-effect"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown effect 'no-such-effect'"))
    }
}

/// `segue export web`: one self-contained page, the same bytes every time.
@Suite struct ExportWebCommandTests {
    @Test func thePageIsSelfContainedDeterministicAndHoldsBothDirections() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cube.html").path
        let written = try Segue.run(["export", "web", "cube-horizontal", "--out", file])
        #expect(written.status == 0, "\(written.stderr)")
        let page = try String(contentsOfFile: file, encoding: .utf8)
        let again = try Segue.run(["export", "web", "cube-horizontal"])
        #expect(again.stdout == page)
        // No network: nothing is fetched from anywhere.
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("src="))
        #expect(page.contains("data-plan=\"0\">push (to)</button>"))
        #expect(page.contains("data-plan=\"1\">pop (back)</button>"))
        #expect(page.contains(".animate(keyframes(a.k)"))
        // The cube moves its container with the extra translation: CSS `translate` keyframes.
        #expect(page.contains("\"translate\":\"-"))
        // The turn gives its container an m34 sublayer transform: the children's wrapper carries it.
        let turn = try Segue.run(["export", "web", "turn-horizontal"])
        #expect(turn.stdout.contains("\"sub\":\"matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1)\""))
        let refused = try Segue.run(["export", "web", "cube-horizontal", "--out", file])
        #expect(refused.status != 0)
    }
}
