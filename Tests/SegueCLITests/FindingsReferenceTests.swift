import Foundation
import Segue
import Testing

/// The findings reference is generated from the checks (issue 38: "generate the invariant table
/// from that list"): docs/reference/findings.md holds, between markers, the invariant table (every
/// check's code, severity, hooks, what goes wrong, the source it rests on and the fixtures that
/// prove it) and every code's full text, exactly as `CheckList.all` says them. SEGUE_RECORD=1
/// rewrites both.
struct FindingsReferenceTests {
    static let invariantsMarker =
        "<!-- generated from CheckList.all, the invariants: SEGUE_RECORD=1 swift test --filter FindingsReferenceTests -->"
    static let codesMarker = "<!-- generated from CheckList.all, every code: SEGUE_RECORD=1 swift test --filter FindingsReferenceTests -->"
    static let end = "<!-- end of generated -->"

    private static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    /// One row per check, in the list's order: what it watches and what it rests on.
    static func invariants() -> String {
        var lines = [
            "| Code | Severity | Watched at | What goes wrong | Rests on | Proved by (Tests/Fixtures/check) |", "|---|---|---|---|---|---|",
        ]
        for check in CheckList.all {
            let fixtures = check.broken.map { "`\($0.name)`" } + check.clean.map { "clean: `\($0.name)`" }
            lines.append(
                "| `\(check.code)` | \(check.severity.rawValue) | \(CheckList.hooks(of: check.code).map(\.rawValue).joined(separator: ", ")) | "
                    + "\(cell(check.short)) | \(cell(check.source)) | \(fixtures.isEmpty ? "no fixture" : fixtures.joined(separator: ", ")) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    /// One row per check: what SARIF and `--format github` say beside a result.
    static func codes() -> String {
        var lines = ["| Code | What goes wrong | What it means and how to fix it |", "|---|---|---|"]
        for check in CheckList.all {
            lines.append("| `\(check.code)` | \(cell(check.short)) | \(cell(check.full)) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func theReferenceListsEveryCheckAsTheListSaysIt() throws {
        let url = packageRoot.appendingPathComponent("docs/reference/findings.md")
        var page = try String(contentsOf: url, encoding: .utf8)
        var stale: [String] = []
        for (marker, table) in [(Self.invariantsMarker, Self.invariants()), (Self.codesMarker, Self.codes())] {
            let start = try #require(page.range(of: marker), "docs/reference/findings.md lacks the marker \(marker)")
            let stop = try #require(page.range(of: Self.end, range: start.upperBound..<page.endIndex))
            let generated = "\n" + table + "\n"
            if String(page[start.upperBound..<stop.lowerBound]) != generated {
                stale.append(marker)
                page = String(page[..<start.upperBound]) + generated + String(page[stop.lowerBound...])
            }
        }
        if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1", !stale.isEmpty {
            try page.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote the generated sections of docs/reference/findings.md; run again without SEGUE_RECORD")
            return
        }
        #expect(stale.isEmpty, "stale: SEGUE_RECORD=1 swift test --filter FindingsReferenceTests")
        #expect(CheckList.all.count >= 42)
    }
}
