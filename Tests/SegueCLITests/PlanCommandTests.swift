import Foundation
import Testing

import Segue

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
        #expect(first.stdout == (try PlanJSON.encode(plan)))
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
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown effect 'no-such-effect'"))
    }
}
