import Foundation
import Testing

/// Every bad-input fixture gets its golden diagnostics from `segue validate` and exit status 1.
@Suite struct BadInputTests {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/bad-input")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasSuffix(".expected") && !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereIsAFixtureForEveryKindOfBadInputTheIssueNames() {
        #expect(Self.cases.count >= 20)
    }

    @Test(arguments: cases)
    func fixtureGetsItsGoldenDiagnostic(name: String) throws {
        let result = try Segue.run(["validate", "Tests/Fixtures/bad-input/\(name)"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains("Fatal error"))
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        expectGolden(result.stderr + "exit: \(result.status)\n", at: Self.folder.appendingPathComponent("\(stem).expected"))
    }
}
