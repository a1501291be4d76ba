import Foundation
import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueEngine
import SegueTooling
import Testing

/// The built-in catalog as JSON (`BuiltinEffects.jsonFiles`), what an app's runtime reads, is
/// generated from the YAML one (Scripts/generate-builtins.sh) and plays exactly the same; it
/// leaves out `provenance:`, which no transition reads.
@Suite struct BuiltinJSONTests {
    /// Loaded from JSON, every effect has the YAML one's fields and plays the same timelines.
    @Test func theJSONCatalogMeansWhatTheYAMLOneDoes() throws {
        let yaml = loadCatalog()
        let json = CatalogLoader().load(BuiltinEffects.jsonFiles.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) })
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics.map(\.headline))")
        #expect(json.catalog.effects.map(\.id) == yaml.catalog.effects.map(\.id))
        #expect(json.catalog.effects.count == 60)
        #expect(
            BuiltinEffects.jsonFiles.map(\.path) == BuiltinEffects.files.map { $0.path.replacingOccurrences(of: ".yaml", with: ".json") })
        let contexts = [
            TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844)),
            TransitionContext(operation: .present, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844)),
        ]
        for (a, b) in zip(yaml.catalog.effects, json.catalog.effects) {
            #expect(a.name == b.name && a.summary == b.summary && a.family == b.family && a.tags == b.tags, "\(a.id)")
            #expect(a.toDuration == b.toDuration && a.backDuration == b.backDuration, "\(a.id)")
            #expect(a.needsInteractiveTimer == b.needsInteractiveTimer, "\(a.id)")
            #expect(a.extendsChain == b.extendsChain && b.provenance == nil, "\(a.id)")
            #expect(
                a.layoutDirection == b.layoutDirection && a.reachesPresenter == b.reachesPresenter && a.outlives == b.outlives, "\(a.id)")
            #expect(a.parameters.map(\.value) == b.parameters.map(\.value), "\(a.id)")
            let (x, y) = (try #require(a.animator), try #require(b.animator))
            #expect(x.toGesture == y.toGesture && x.backGesture == y.backGesture, "\(a.id)")
            for context in contexts {
                for direction in [TransitionDirection.to, .back] {
                    #expect(x.timeline(for: direction, in: context) == y.timeline(for: direction, in: context), "\(a.id) \(direction)")
                }
            }
        }
    }

    /// A YAML scalar with no JSON form is refused at its place, not written as something else.
    @Test func aValueWithoutAJSONFormIsAnError() throws {
        let root = try Document.load(text: "a: 1\nb: [2, .inf]\n", file: "x.yaml")
        let error = try #require(JSONValue.converting(root).failure)
        #expect(error.diagnostic.headline.contains("x.yaml:2:8"))
        #expect(
            try JSONValue.converting(Document.load(text: "a: \"1\"\nb: 1\nc: ~\n", file: "y.yaml")).get().compact
                == #"{"a":"1","b":1,"c":null}"#)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
