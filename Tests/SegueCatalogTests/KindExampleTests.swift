import Foundation
import SegueCatalog
import SegueEffects
import SegueEngine
import Testing

/// Runs every kind's examples: manifests in Tests/Fixtures/kind-examples/KIND/, each beside a
/// `.expected` file holding what loading it must say (one diagnostic per line as
/// `line:column: severity: message [code]`; empty when it loads cleanly). They live with the
/// other fixtures, not in the kinds' code, so an app that links the kinds never carries them.
@Suite struct KindExampleTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let kind: String
        let name: String
        let manifest: String
        let expected: [String]
        var testDescription: String { "\(kind)/\(name)" }
        /// Where a failure points: the fixture itself.
        var path: String { "Tests/Fixtures/kind-examples/\(kind)/\(name).yaml" }
    }

    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/kind-examples")

    static let examples: [Example] = {
        let manager = FileManager.default
        let kinds = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return kinds.flatMap { kind -> [Example] in
            let names = ((try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path)) ?? [])
                .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
            return names.map { name in
                let base = folder.appendingPathComponent(kind).appendingPathComponent(name)
                let manifest = (try? String(contentsOf: base.appendingPathExtension("yaml"), encoding: .utf8)) ?? ""
                let expected = (try? String(contentsOf: base.appendingPathExtension("expected"), encoding: .utf8))
                return Example(
                    kind: kind, name: name, manifest: manifest,
                    expected: expected.map { $0.split(separator: "\n").map(String.init) } ?? ["(no .expected file)"])
            }
        }
    }()

    /// Every registered kind has a folder with an example that loads and one that is refused,
    /// and every folder is a registered kind.
    @Test func everyKindHasAValidAndAnInvalidExample() {
        #expect(Set(Self.examples.map(\.kind)) == Set(KindRegistry.identifiers), "kind-examples folders and registered kinds differ")
        for kind in KindRegistry.identifiers {
            let examples = Self.examples.filter { $0.kind == kind }
            #expect(examples.contains { $0.expected.isEmpty }, "\(kind) has no valid example")
            #expect(examples.contains { !$0.expected.isEmpty }, "\(kind) has no invalid example")
        }
        #expect(Self.examples.count >= 2 * KindRegistry.all.count)
    }

    @Test(arguments: examples)
    func exampleBehavesAsDocumented(example: Example) {
        let load = loadCatalog([(example.path, example.manifest)])
        #expect(headlines(load.diagnostics) == example.expected, "\(example.path)")
        #expect(
            example.manifest.components(separatedBy: "\n").contains("kind: \(example.kind)"), "\(example.path) is not a \(example.kind)")
        if example.expected.isEmpty {
            #expect(load.catalog.effects.contains { $0.kind == example.kind && $0.file == example.path }, "\(example.path)")
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
