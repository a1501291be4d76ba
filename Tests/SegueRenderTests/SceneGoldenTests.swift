import Foundation
import SegueBuiltins
import SegueCatalog
import SegueEngine
import SegueRender
import SegueTooling
import Testing

let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Text goldens of every shipped effect's resolved scene at progress 0, 0.25, 0.5, 0.75 and 1,
/// going to (push) and back (pop), on a 390 x 844 screen with seed 1.
@Suite struct SceneGoldenTests {
    static let catalog = CatalogLoader().load(
        BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    ).catalog
    static let folder = packageRoot.appendingPathComponent("Tests/Snapshots/scenes")
    static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)

    static func render(_ effect: EffectDefinition) -> String {
        guard let animator = effect.animator else { return "no animator\n" }
        var text = "# \(effect.id) (kind \(effect.kind)) on 390x844, seed 1\n"
        for (direction, operation) in [(TransitionDirection.to, TransitionOperation.push), (.back, .pop)] {
            let context = TransitionContext(operation: operation, containerBounds: bounds, seed: 1)
            let timeline = animator.timeline(for: direction, in: context)
            for progress in [0, 0.25, 0.5, 0.75, 1] {
                text += "\n## \(direction.rawValue) (\(operation.rawValue)) progress \(progress)\n"
                text += SceneText.render(timeline.sample(at: progress * timeline.duration, in: context))
            }
        }
        return text
    }

    @Test(arguments: catalog.ids)
    func sceneMatchesGolden(id: String) throws {
        let effect = try #require(Self.catalog.effect(id))
        let path = Self.folder.appendingPathComponent("\(id).txt")
        let actual = Self.render(effect)
        if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.write(to: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(id).txt; run again without SEGUE_RECORD")
            return
        }
        let expected = try String(contentsOf: path, encoding: .utf8)
        #expect(actual == expected, "scene golden \(id).txt differs; re-record with SEGUE_RECORD=1 if intended")
    }

    @Test func everyGoldenHasAnEffectAndEveryEffectAGolden() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".txt") }
        #expect(Set(files.map { String($0.dropLast(4)) }) == Set(Self.catalog.ids))
    }

    @Test func rendersTwiceTheSame() throws {
        let effect = try #require(Self.catalog.effects.first)
        #expect(Self.render(effect) == Self.render(effect))
    }
}
