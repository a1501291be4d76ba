import Foundation
import Testing

/// On a fresh machine `swift test` passes with clear skips (issue 37, item 1: the SARIF tests
/// failed with `No module named 'jsonschema'` because they only asked whether python3 exists).
struct OptionalToolTests {
    /// A python3 that cannot see any installed package (`-S`) stands in for a fresh machine's.
    @Test(.enabled(if: Python.path != nil, "needs python3 to stand in for one without packages"))
    func aMissingModuleIsSeenAsMissing() throws {
        let folder = try ScratchFolder("bare-python")
        defer { folder.remove() }
        let python = try #require(Python.path)
        let bare = try folder.write("#!/bin/sh\nexec '\(python)' -S \"$@\"\n", to: "python3")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bare.path)
        #expect(Python.canImport(["json"], python: bare.path), "the stand-in runs python")
        #expect(!Python.canImport(["jsonschema"], python: bare.path))
        #expect(!Python.canImport(["segue_no_such_module"]))
        #expect(!Python.canImport(["json"], python: folder.url.appendingPathComponent("missing").path))
    }

    /// Every test that hands a file to jsonschema asks for the module, not only for python3, and
    /// skips instead of recording a known issue.
    @Test func testsNeedingJSONSchemaSkipWithoutIt() throws {
        let tests = packageRoot.appendingPathComponent("Tests")
        let enumerator = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        var users: [String] = []
        for case let url as URL in enumerator
        where url.pathExtension == "swift" && !["OptionalToolTests.swift", "OptionalTools.swift"].contains(url.lastPathComponent) {
            let text = try String(contentsOf: url, encoding: .utf8)
            let needs = ["jsonschema.", "check-schemas.py", "schema-coverage.py"].contains { text.contains($0) }
            guard needs else { continue }
            users.append(url.lastPathComponent)
            #expect(!text.contains("withKnownIssue"), "\(url.lastPathComponent) records a known issue instead of skipping")
            // Compared without whitespace: the formatter may break a trait's arguments over lines.
            let compact = text.filter { !$0.isWhitespace }
            let asksForModule =
                compact.contains("Python.hasJSONSchema") || compact.contains("Python.hasSchemaTools")
                || compact.contains("enabled(if:hasValidator")
            #expect(asksForModule, "\(url.lastPathComponent) runs jsonschema without checking it is installed")
            #expect(!compact.contains("enabled(if:python!=nil"), "\(url.lastPathComponent) checks only for python3")
        }
        #expect(users.count >= 4, "found \(users)")
    }

    /// The README's quick start names every optional tool a full run uses.
    @Test func theQuickStartNamesEveryOptionalTool() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Quick start"))
        let section = readme[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let quickStart = section[..<end]
        for tool in OptionalTool.allCases {
            #expect(quickStart.contains(tool.installName), "the quick start does not name \(tool.installName)")
        }
    }
}
