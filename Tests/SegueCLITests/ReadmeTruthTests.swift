import Foundation
import Testing

/// README's small truths (issue 52, item 10): what a newcomer on a fresh image reads first must
/// hold there. A fresh container runs as root without `sudo`; a count of tests goes stale with
/// the next test; and the optimized test build's first minutes need their reason and the
/// quicker path beside them.
@Suite struct ReadmeTruthTests {
    static let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The quick start's block, between "## Quick start" and the next heading.
    static var quickStart: String {
        let after = readme.components(separatedBy: "## Quick start").dropFirst().first ?? ""
        return after.components(separatedBy: "\n## ").first ?? ""
    }

    @Test func everySudoSaysWhatToDoAsRoot() {
        let lines = Self.quickStart.split(separator: "\n").filter { $0.contains("sudo ") }
        #expect(!lines.isEmpty, "the quick start no longer installs libyaml-dev")
        for line in lines {
            #expect(line.contains("as root, drop sudo"), "a fresh image runs as root, where sudo is absent: \(line)")
        }
    }

    /// A number of tests in prose is wrong after the next commit (README said 789 where 795 ran).
    @Test func noCountOfTestsToGoStale() {
        let counted = Self.readme.range(of: #"\b\d{3,} tests\b"#, options: .regularExpression)
        #expect(counted == nil, "README counts the tests: \(counted.map { String(Self.readme[$0]) } ?? "")")
    }

    @Test func theFirstOptimizedBuildSaysWhyAndTheQuickerPath() {
        #expect(Self.readme.contains("swift build --build-tests"), "the debug path: build the tests once, then run one suite")
        #expect(Self.readme.contains("swift test --skip-build --filter"), "the debug path: run one suite without building again")
        #expect(Self.readme.contains("with optimization"), "where the first optimized build's time goes")
    }
}
