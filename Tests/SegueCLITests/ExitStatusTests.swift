import Foundation
import Testing

/// Issue 34, class 3: every command that prints `error:` exits non-zero, and the statuses are
/// documented once, in the "Exit codes" table of docs/reference/terminal.md, which the man page repeats.
/// (Each command with an invalid manifest in --effects: Tests/Fixtures/hostile/cases/exit-*.case.)
@Suite struct ExitStatusTests {
    /// `(status, meaning)` rows of the Exit codes table (docs/reference/terminal.md).
    static func readmeRows() throws -> [(String, String)] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("docs/reference/terminal.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Exit codes\n").dropFirst().first)
        let body = section.components(separatedBy: "\n#").first ?? ""
        return body.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, let first = cells[1].first, first.isNumber else { return nil }
            return (cells[1], cells[2])
        }
    }

    @Test func theReadmeTableAndTheManPageAgree() throws {
        let rows = try Self.readmeRows()
        #expect(rows.map(\.0) == ["0", "1", "64", "129, 130, 143"])
        let manual = try String(contentsOf: packageRoot.appendingPathComponent("docs/man/segue.1"), encoding: .utf8)
        let start = try #require(manual.range(of: ".Sh \"EXIT STATUS\"\n.Bl -tag -width 4n\n"))
        let end = try #require(manual.range(of: ".El\n", range: start.upperBound..<manual.endIndex))
        // What Scripts/generate-manual.sh writes from the table.
        let expected = rows.map { ".It \($0.0)\n\($0.1.replacingOccurrences(of: "`", with: ""))\n" }.joined()
        #expect(String(manual[start.upperBound..<end.lowerBound]) == expected, "run `make man` after changing the Exit codes table")
    }

    /// The rule holds for errors found after the work is done, in a command the cases do not list:
    /// `simulate --route` with a config that has an error elsewhere still simulates, and exits 1.
    @Test func anErrorInTheConfigFailsARunThatOtherwiseWorks() throws {
        let app = try ScratchFolder("exit-config")
        defer { app.remove() }
        try app.write(
            """
            segue: 1
            routes:
              - {name: fine, operation: push, effect: crossfade}
              - {name: wrong, operation: push, effect: no-such-effect}

            """, to: "segue.yaml")
        let result = try Segue.run(["simulate", "--route", "fine", "--config", "segue.yaml"], in: app.url, environment: ["HOME": app.path])
        #expect(result.stderr.contains("error:"))
        #expect(result.stdout.contains("crossfade"))
        #expect(result.status == 1)
        // With nothing wrong, the same run is 0.
        try app.write("segue: 1\nroutes:\n  - {name: fine, operation: push, effect: crossfade}\n", to: "segue.yaml")
        let clean = try Segue.run(["simulate", "--route", "fine", "--config", "segue.yaml"], in: app.url, environment: ["HOME": app.path])
        #expect(clean.status == 0, "\(clean.stderr)")
    }
}
