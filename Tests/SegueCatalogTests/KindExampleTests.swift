import SegueCatalog
import SegueEffects
import Testing

/// Runs every example a kind carries in its description (the SwiftLint rule pattern).
@Suite struct KindExampleTests {
    static let examples: [(kind: String, example: KindExample)] = KindRegistry.all.flatMap { kind in
        kind.description.examples.map { (kind.description.identifier, $0) }
    }

    @Test func everyKindHasAValidAndAnInvalidExample() {
        for kind in KindRegistry.all {
            let examples = kind.description.examples
            #expect(examples.contains { $0.expectation == .valid }, "\(kind.description.identifier) has no valid example")
            #expect(
                examples.contains { if case .invalid = $0.expectation { true } else { false } },
                "\(kind.description.identifier) has no invalid example")
        }
    }

    @Test(arguments: examples.indices)
    func exampleBehavesAsDocumented(index: Int) {
        let (kind, example) = Self.examples[index]
        let location = SourceLocation(fileID: "Segue/\(example.file)", filePath: example.file, line: example.line, column: 1)
        let load = loadCatalog([("example.yaml", example.manifest)])
        let found = headlines(load.diagnostics)
        switch example.expectation {
        case .valid:
            #expect(found.isEmpty, "valid example of \(kind) was rejected", sourceLocation: location)
            #expect(load.catalog.effects.contains { $0.kind == kind && $0.file == "example.yaml" }, sourceLocation: location)
        case .invalid(let diagnostic):
            #expect(found == [diagnostic], "invalid example of \(kind)", sourceLocation: location)
        }
    }

    @Test func everyParameterHasADocAndADefaultOfItsOwnType() {
        for kind in KindRegistry.all {
            for spec in kind.description.parameters {
                #expect(!spec.doc.isEmpty, "\(kind.description.identifier).\(spec.name) has no doc")
                guard let value = spec.defaultValue else { continue }
                switch (spec.type, value) {
                case (.number, .number), (.integer, .integer), (.bool, .bool), (.point, .point), (.size, .size),
                    (.rect, .rect), (.curve, .curve), (.color, .color), (.rectPairs, .rectPairs):
                    break
                case (.choice(let words), .choice(let word)):
                    #expect(words.contains(word), "\(kind.description.identifier).\(spec.name) default is not a choice")
                default:
                    Issue.record("\(kind.description.identifier).\(spec.name): default \(value) is not a \(spec.type.name)")
                }
            }
        }
    }

    static let degrees = ParameterType.number(min: nil, max: nil, unit: "degrees")

    /// Specs share their fields behind a box; equality and hashing must still be by value.
    @Test func specsCompareByTheirFields() {
        let a = ParameterSpec("angle", Self.degrees, default: .number(90), doc: "How far it turns.")
        let same = ParameterSpec("angle", Self.degrees, default: .number(90), doc: "How far it turns.")
        #expect(a == same)
        #expect(a.hashValue == same.hashValue)
        #expect(Set([a, same, a]).count == 1)
        #expect(a != ParameterSpec("angle", Self.degrees, default: .number(91), doc: "How far it turns."))
        #expect(a != ParameterSpec("angle", Self.degrees, default: nil, doc: "How far it turns."))
        #expect(a != ParameterSpec("angle", .number(min: 0, max: nil, unit: "degrees"), default: .number(90), doc: "How far it turns."))
        #expect(a != ParameterSpec("angles", Self.degrees, default: .number(90), doc: "How far it turns."))
        #expect(a != ParameterSpec("angle", Self.degrees, default: .number(90), doc: "How far it turns"))
        #expect(a.name == "angle" && a.doc == "How far it turns." && a.defaultValue == .number(90) && !a.isRequired)
    }
}
