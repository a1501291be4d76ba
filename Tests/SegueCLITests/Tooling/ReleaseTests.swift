import Foundation
import Testing

@testable import Segue

/// What a release promises: one version everywhere, a licence, credits, and a manual that is current.
struct ReleaseTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The first `## 1.2.3 - date` heading of the CHANGELOG (Unreleased is skipped).
    static func latestRelease() throws -> (version: String, date: String) {
        for line in try text("CHANGELOG.md").split(separator: "\n") where line.hasPrefix("## ") {
            let words = line.dropFirst(3).split(separator: " ")
            guard let first = words.first, first.first?.isNumber == true else { continue }
            return (String(first), words.count >= 3 ? String(words[2]) : "")
        }
        Issue.record("CHANGELOG.md has no release heading")
        return ("", "")
    }

    @Test func versionMatchesTheLatestRelease() throws {
        let release = try Self.latestRelease()
        #expect(SegueVersion.current == release.version)
        let printed = try Segue.runProcess(["--version"])
        #expect(printed.stdout == release.version + "\n")
        #expect(try Self.text("docs/man/segue.1").contains(".Dd \(Self.manualDate(release.date))"))
    }

    @Test func licenceAndNoticeCreditTheOrigins() throws {
        let licence = try Self.text("LICENSE")
        #expect(licence.hasPrefix("MIT License"))
        let notice = try Self.text("NOTICE")
        for origin in ["XWTransition", "VCTransitionsLibrary", "Hero", "IBAnimatable", "articles"] {
            #expect(notice.contains(origin), "NOTICE does not credit \(origin)")
        }
    }

    /// The committed man page lists 0, 1 and 64, and every subcommand and option segue has today,
    /// so adding an option without `make man` fails here.
    @Test func manualIsCurrent() throws {
        let manual = try Self.text("docs/man/segue.1")
        let exitStatus = try #require(manual.range(of: ".Sh \"EXIT STATUS\""))
        let section = manual[exitStatus.upperBound...].prefix { _ in true }.split(separator: ".Sh").first ?? ""
        for status in ["0", "1", "64"] { #expect(section.contains(".It \(status)\n"), "EXIT STATUS lacks \(status)") }

        let dump = try Segue.runProcess(["--experimental-dump-help"])
        let info = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var missing: [String] = []
        func visit(_ command: [String: Any]) {
            if let name = command["commandName"] as? String, !manual.contains(name) { missing.append(name) }
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                for name in argument["names"] as? [[String: Any]] ?? [] where name["kind"] as? String == "long" {
                    if let long = name["name"] as? String, !manual.contains("Fl -\(long)") { missing.append("--\(long)") }
                }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { visit(sub) }
        }
        visit(try #require(info["command"] as? [String: Any]))
        #expect(missing.isEmpty, "docs/man/segue.1 is stale (run `make man`); missing: \(missing)")
    }

    /// `2026-11-23` as mdoc's `.Dd` writes it: `November 23, 2026`.
    static func manualDate(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return date }
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return "\(months[parts[1] - 1]) \(parts[2]), \(parts[0])"
    }
}
