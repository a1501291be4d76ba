import Foundation
import Testing

/// `Scripts/bench-guard.sh` judges instruction counts against `Benchmarks/budgets.tsv`. Measuring
/// needs valgrind and a release build of the benchmarks, so these tests hand it counts
/// (`--measured`) and a budgets file of their own, and check its verdicts and exit codes.
@Suite struct BenchGuardTests {
    /// Every count the guard measures, in its order: the names of the script's `measurements` list
    /// (`  "name|unit|units|symbol|arguments"`), so a count added there is judged here too.
    static let names: [String] = {
        let script = (try? String(contentsOf: packageRoot.appendingPathComponent("Scripts/bench-guard.sh"), encoding: .utf8)) ?? ""
        return script.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  \""), line.contains("|") else { return nil }
            return line.dropFirst(3).split(separator: "|").first.map(String.init)
        }
    }()

    @Test func theNamesAreTheScriptsMeasurements() {
        #expect(Array(Self.names.prefix(2)) == ["loading", "libyaml-limit"])
        #expect(Self.names.contains("check-catalog") && Self.names.contains("validate-files"), "\(Self.names)")
        #expect(Set(Self.names).count == Self.names.count)
    }

    struct Outcome {
        let run: RunResult
        /// The budgets file after the run.
        let budgets: String
        /// The guard's line for `name`, if it printed one.
        func line(_ name: String) -> String? {
            run.stdout.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(name + " ") }
                .map(String.init)
        }
    }

    /// A budgets file with every name at `count`, tolerance 2%, except those in `overrides`.
    static func table(_ count: Int, _ overrides: [String: String] = [:]) -> String {
        "# name\tinstructions\ttolerance\n"
            + names.map { overrides[$0] ?? "\($0)\t\(count)\t2" }.joined(separator: "\n") + "\n"
    }

    func guardRun(budgets: String, measured: String, update: Bool = false) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-bench-guard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let budgetsFile = folder.appendingPathComponent("budgets.tsv")
        let measuredFile = folder.appendingPathComponent("measured.tsv")
        try budgets.write(to: budgetsFile, atomically: true, encoding: .utf8)
        try measured.write(to: measuredFile, atomically: true, encoding: .utf8)

        let run = try runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["bash", packageRoot.appendingPathComponent("Scripts/bench-guard.sh").path]
                + (update ? ["--update"] : []) + ["--budgets", budgetsFile.path, "--measured", measuredFile.path])
        return Outcome(
            run: run,
            budgets: try String(contentsOf: budgetsFile, encoding: .utf8))
    }

    /// Counts for every name: `count`, except those in `overrides`.
    static func counts(_ count: Int, _ overrides: [String: Int] = [:]) -> String {
        names.map { "\($0)\t\(overrides[$0] ?? count)" }.joined(separator: "\n") + "\n"
    }

    @Test func countsWithinTheirToleranceAreOK() throws {
        let outcome = try guardRun(budgets: Self.table(1000), measured: Self.counts(1019))
        #expect(outcome.run.status == 0, "\(outcome.run.stderr)")
        for name in Self.names {
            #expect(outcome.line(name)?.hasSuffix(": ok") == true, "\(name): \(outcome.line(name) ?? "no line")")
        }
        #expect(outcome.run.stdout.contains("loading / libyaml limit: 1.00x"))
    }

    @Test func aCountPastItsToleranceIsARegression() throws {
        let outcome = try guardRun(budgets: Self.table(1000), measured: Self.counts(1000, ["loading": 1030]))
        #expect(outcome.run.status == 1)
        #expect(outcome.line("loading")?.contains("+3.0% against 1000 (tolerance 2%): REGRESSION") == true, "\(outcome.run.stdout)")
        #expect(outcome.line("check-catalog")?.hasSuffix(": ok") == true)
        #expect(outcome.run.stderr.contains("grew past its budget"))
        #expect(outcome.budgets == Self.table(1000), "checking must not touch the budgets")
    }

    @Test func eachCountHasItsOwnTolerance() throws {
        let budgets = Self.table(1000, ["sample-spring-uikit": "sample-spring-uikit\t1000\t5"])
        let outcome = try guardRun(budgets: budgets, measured: Self.counts(1000, ["sample-spring-uikit": 1040]))
        #expect(outcome.run.status == 0, "\(outcome.run.stdout)")
        #expect(outcome.line("sample-spring-uikit")?.hasSuffix("(tolerance 5%): ok") == true)
    }

    @Test func aCountWellBelowItsBudgetAsksForALowerOne() throws {
        let outcome = try guardRun(budgets: Self.table(1000), measured: Self.counts(1000, ["loading": 900]))
        #expect(outcome.run.status == 0)
        #expect(outcome.line("loading")?.contains("-10.0% against 1000 (tolerance 2%): better; --update") == true)
    }

    @Test func updateWritesTheCountsAndKeepsTolerances() throws {
        let budgets = Self.table(1000, ["loading": "loading\t1000\t5"])
        let outcome = try guardRun(budgets: budgets, measured: Self.counts(2000, ["loading": 1234]), update: true)
        #expect(outcome.run.status == 0, "\(outcome.run.stderr)")
        let rows = outcome.budgets.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count == Self.names.count)
        #expect(rows.contains("loading\t1234\t5"))
        #expect(rows.contains("check-catalog\t2000\t2"))
    }

    @Test func aMalformedBudgetNamesItsLine() throws {
        let budgets = Self.table(1000, ["sample-keyframes-3": "sample-keyframes-3\tmany\t2"])
        let outcome = try guardRun(budgets: budgets, measured: Self.counts(1000))
        #expect(outcome.run.status == 2)
        #expect(outcome.run.stderr.contains("budgets.tsv:5: want 'name<TAB>instructions<TAB>tolerance'"), "\(outcome.run.stderr)")
    }

    @Test func budgetsAndMeasurementsMustNameTheSameCounts() throws {
        let unknown = try guardRun(budgets: Self.table(1000) + "parsing\t10\t2\n", measured: Self.counts(1000))
        #expect(unknown.run.status == 2)
        #expect(unknown.run.stderr.contains("'parsing' is not something this script measures"))

        let unbudgeted = try guardRun(
            budgets: Self.table(1000).replacingOccurrences(of: "check-catalog\t1000\t2\n", with: ""),
            measured: Self.counts(1000))
        #expect(unbudgeted.run.status == 2)
        #expect(unbudgeted.run.stderr.contains("no budget for check-catalog"))

        let missing = try guardRun(
            budgets: Self.table(1000),
            measured: Self.counts(1000).replacingOccurrences(of: "sample-spring-bounce\t1000\n", with: ""))
        #expect(missing.run.status == 2)
        #expect(missing.run.stderr.contains("no count for sample-spring-bounce"))
    }
}
