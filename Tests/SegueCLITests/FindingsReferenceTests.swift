import Foundation
import Testing

import Segue

/// The findings reference is generated where it can be (issue 37: "finding codes from the rules"):
/// docs/reference/findings.md holds, between two markers, every code of `FindingRules.all` with
/// what goes wrong and how to fix it, exactly as the rules say it. SEGUE_RECORD=1 rewrites it.
struct FindingsReferenceTests {
    static let begin = "<!-- generated from FindingRules.all: SEGUE_RECORD=1 swift test --filter FindingsReferenceTests -->"
    static let end = "<!-- end of generated -->"

    /// The generated table: one row per rule, in the rules' order.
    static func table() -> String {
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = ["| Code | What goes wrong | What it means and how to fix it |", "|---|---|---|"]
        for rule in FindingRules.all {
            lines.append("| `\(rule.id)` | \(cell(rule.short)) | \(cell(rule.full)) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func theReferenceListsEveryRuleAsTheRulesSayIt() throws {
        let url = packageRoot.appendingPathComponent("docs/reference/findings.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(page.range(of: Self.begin), "docs/reference/findings.md lacks the generated section's marker")
        let stop = try #require(page.range(of: Self.end, range: start.upperBound..<page.endIndex))
        let generated = "\n" + Self.table() + "\n"
        if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
            try (page[..<start.upperBound] + generated + page[stop.lowerBound...]).write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote the generated section of docs/reference/findings.md; run again without SEGUE_RECORD")
            return
        }
        #expect(String(page[start.upperBound..<stop.lowerBound]) == generated, "stale: SEGUE_RECORD=1 swift test --filter FindingsReferenceTests")
        #expect(FindingRules.all.count >= 40)
    }
}
