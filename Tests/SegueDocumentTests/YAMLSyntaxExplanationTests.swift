import CYAML
import Foundation
import Testing

@testable import SegueDocument

/// Every libyaml problem in the explanation table has a fixture (`Tests/Fixtures/document/syntax-*`)
/// that libyaml itself, asked directly, reports with that problem; and what Segue prints for the
/// fixture is the explanation, not libyaml's words. The exact text is in each fixture's golden.
struct YAMLSyntaxExplanationTests {
    static let fixtures = GoldenFixtureTests.directory

    /// libyaml's own problem for `bytes`, parsed with no Segue code in between.
    static func libyamlProblem(_ bytes: [UInt8]) -> String? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> String? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return parser.problem.map { String(cString: $0) } }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                if done { return nil }
            }
        }
    }

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return names.filter { $0.hasPrefix("syntax-") && $0.hasSuffix(".yaml") }.sorted()
    }()

    @Test func everyProblemInTheTableHasAFixture() throws {
        var covered: Set<String> = []
        for name in Self.cases {
            let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
            if let problem = Self.libyamlProblem(bytes) { covered.insert(problem) }
        }
        let missing = YAMLSyntaxExplanation.table.map(\.problem).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "no syntax-*.yaml fixture makes libyaml say: \(missing)")
    }

    @Test(arguments: cases)
    func segueExplainsWhatLibyamlSaid(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        let problem = try #require(Self.libyamlProblem(bytes), "\(name) is valid YAML; a syntax fixture must not be")
        #expect(YAMLSyntaxExplanation.table.contains { $0.problem == problem }, "'\(problem)' has no explanation")
        do {
            _ = try Document.load(bytes: bytes, file: name)
            Issue.record("\(name) loaded")
        } catch {
            let message = try #require(error.diagnostics.first).message
            #expect(message != problem, "\(name): printed libyaml's own words")
        }
    }

    /// The indentation rules point at the line that is wrong, not where libyaml gave up.
    @Test func aMisalignedKeyIsReportedOnTheOverIndentedLine() throws {
        let text = "segue: 1\ninteractive:\n   timer: true\n  back: {direction: left}\n"
        #expect(Self.libyamlProblem(Array(text.utf8)) == "did not find expected key")
        do {
            _ = try Document.load(text: text, file: "m.yaml", format: .yaml)
            Issue.record("loaded")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location?.line == 3)
            #expect(diagnostic.location?.column == 4)
            #expect(diagnostic.message.hasPrefix("'timer' is indented 3 spaces but 'back' on line 4 is indented 2 spaces"))
        }
    }

    /// A key after a list, between the list's parent key and its items, is the wrong line itself:
    /// it is in no mapping with the list's first key (issue 37, item 5: blamed on 'actor').
    @Test func aKeyAfterAListIsReportedOnItsOwnLine() throws {
        let text = """
            keyframes:
              to:
                - actor: to
                  keyframes:
                    - {time: 0, value: 0}
               back: reverse

            """
        #expect(Self.libyamlProblem(Array(text.utf8)) == "did not find expected key")
        do {
            _ = try Document.load(text: text, file: "m.yaml", format: .yaml)
            Issue.record("loaded")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.location?.line == 6)
            #expect(diagnostic.location?.column == 4)
            #expect(
                diagnostic.message == "'back' is indented 3 spaces: deeper than 'to' on line 2 (2 spaces) but not as deep as "
                    + "the list under it (4 spaces), so it belongs to neither; indent 'back' 2 spaces to make it a key beside 'to'")
            #expect(diagnostic.notes.first?.location?.line == 3)
        }
    }
}
