import Foundation
import SegueCatalog
import SegueDocument
import SegueEngine
import Testing

/// The built-in catalog as JSON (`BuiltinEffectsJSON`), for builds without libyaml (iOS), is
/// generated from the YAML one and means exactly the same. Re-record with SEGUE_RECORD=1.
@Suite struct BuiltinJSONTests {
    static let path = packageRoot.appendingPathComponent("Sources/SegueCatalog/Catalog/BuiltinEffectsJSON.swift")

    /// The Swift source of `BuiltinEffectsJSON`: each shipped manifest converted, under its `.json` path.
    static func render() throws -> String {
        var out = """
            // Generated from Effects/ by BuiltinJSONTests (SEGUE_RECORD=1 swift test --filter BuiltinJSONTests).
            // Do not edit by hand.

            /// The shipped manifests as JSON, for builds without libyaml (iOS): the same values as
            /// `BuiltinEffects`, converted with `JSONValue.converting`.
            public enum BuiltinEffectsJSON {
                /// Each file's path (as `Effects/NAME.json`) and its JSON text.
                public static let files: [(path: String, text: String)] = [

            """
        for (path, text) in BuiltinEffects.files {
            let root = try Document.load(text: text, file: path)
            let json = try JSONValue.converting(root).get().pretty
            var hashes = "#"
            while json.contains("\"" + hashes) { hashes += "#" }
            let name = path.hasSuffix(".json") ? path : String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)]) + ".json"
            out += "        (\"\(name)\", \(hashes)\"\"\"\n\(json)\"\"\"\(hashes)),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    @Test func theJSONCatalogIsCurrent() throws {
        let generated = try Self.render()
        if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
            try generated.write(to: Self.path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.path.lastPathComponent); run again without SEGUE_RECORD")
            return
        }
        let committed = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(committed == generated, "BuiltinEffectsJSON.swift is stale: run SEGUE_RECORD=1 swift test --filter BuiltinJSONTests")
    }

    /// Loaded from JSON, every effect has the YAML one's fields and plays the same timelines.
    @Test func theJSONCatalogMeansWhatTheYAMLOneDoes() throws {
        let yaml = loadCatalog()
        let json = CatalogLoader().load(BuiltinEffectsJSON.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) })
        #expect(json.diagnostics.isEmpty, "\(json.diagnostics.map(\.headline))")
        #expect(json.catalog.effects.map(\.id) == yaml.catalog.effects.map(\.id))
        #expect(json.catalog.effects.count == 60)
        let contexts = [
            TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844)),
            TransitionContext(operation: .present, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844)),
        ]
        for (a, b) in zip(yaml.catalog.effects, json.catalog.effects) {
            #expect(a.name == b.name && a.summary == b.summary && a.family == b.family && a.tags == b.tags, "\(a.id)")
            #expect(a.toDuration == b.toDuration && a.backDuration == b.backDuration, "\(a.id)")
            #expect(a.needsInteractiveTimer == b.needsInteractiveTimer, "\(a.id)")
            #expect(a.extendsChain == b.extendsChain && a.provenance == b.provenance, "\(a.id)")
            #expect(a.layoutDirection == b.layoutDirection && a.reachesPresenter == b.reachesPresenter && a.outlives == b.outlives, "\(a.id)")
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
        #expect(try JSONValue.converting(Document.load(text: "a: \"1\"\nb: 1\nc: ~\n", file: "y.yaml")).get().compact == #"{"a":"1","b":1,"c":null}"#)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
