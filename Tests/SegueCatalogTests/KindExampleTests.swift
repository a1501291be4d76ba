import SegueCatalog
import SegueEffects
import SegueEngine
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

    /// A kind fills a builder that already lasts the configuration's duration for the direction, so
    /// its timeline lasts what the manifest declares (`toDuration`, `backDuration`) in either direction.
    @Test func everyKindsTimelineLastsTheDurationItsConfigurationDeclares() {
        let configuration = EffectConfiguration(id: "t", toDuration: 0.7, backDuration: 0.45)
        let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844), seed: 1)
        for kind in KindRegistry.all {
            let to = kind.timeline(for: .to, in: context, configuration: configuration)
            let back = kind.timeline(for: .back, in: context, configuration: configuration)
            #expect(to.duration == 0.7, "\(kind.description.identifier) going to")
            #expect(back.duration == 0.45, "\(kind.description.identifier) going back")
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

    /// The description writes each example's header with its own identifier, the family line only
    /// when the example has one, and the body after it unchanged.
    @Test func examplesOpenWithTheHeaderOfTheirKind() throws {
        let fade = try #require(FadeEffect.description.examples.first)
        #expect(
            fade.manifest
                == "segue: 1\nid: slow-fade-in\nname: Slow fade in\nsummary: The new screen fades in slowly.\nfamily: hero\nkind: fade\n"
                + "toDuration: 1\nbackDuration: 1\nparameters:\n  style: in\n  curve: linear")
        let keyframes = try #require(KeyframesEffect.description.examples.first)
        #expect(
            keyframes.manifest.hasPrefix(
                "segue: 1\nid: rise-in\nname: Rise in\nsummary: The new screen rises from below and fades in.\nkind: keyframes\nkeyframes:\n"
            ))
        for kind in KindRegistry.all {
            for example in kind.description.examples {
                #expect(example.manifest.components(separatedBy: "\n").contains("kind: \(kind.description.identifier)"))
            }
        }
    }

    /// A spec made by its type's factory is the spec written out in full: bounds and unit left out are nil.
    @Test func factorySpecsEqualTheirLongForm() {
        #expect(
            ParameterSpec.number("angle", unit: "degrees", default: 90, doc: "How far it turns.")
                == ParameterSpec("angle", Self.degrees, default: .number(90), doc: "How far it turns."))
        #expect(
            ParameterSpec.number("shade", min: 0, max: 1, default: 0.8, doc: "d")
                == ParameterSpec("shade", .number(min: 0, max: 1, unit: nil), default: .number(0.8), doc: "d"))
        #expect(
            ParameterSpec.integer("folds", min: 1, default: 4, doc: "d")
                == ParameterSpec("folds", .integer(min: 1, max: nil), default: .integer(4), doc: "d"))
        #expect(
            ParameterSpec.choice("style", ["in", "out"], default: "in", doc: "d")
                == ParameterSpec("style", .choice(["in", "out"]), default: .choice("in"), doc: "d"))
        #expect(ParameterSpec.bool("fade", default: true, doc: "d") == ParameterSpec("fade", .bool, default: .bool(true), doc: "d"))
        #expect(
            ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "d")
                == ParameterSpec("curve", .curve, default: .curve(.easeInEaseOut), doc: "d"))
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
