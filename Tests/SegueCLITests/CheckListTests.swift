import Foundation
import Segue
import Testing

/// Every check is proved by its own fixtures, run the way a user runs them: `CheckList` names, for
/// each check, broken fixtures that must report its code and clean twins that must not. A check
/// without fixtures is named below with the unit tests that prove it instead, so a new check
/// cannot arrive unproved by accident.
@Suite struct CheckListTests {
    /// Checks proved by unit tests rather than a folder of Tests/Fixtures/check, with the test file
    /// that names their code: what they catch is built in Swift (a timeline with a NaN, an animator
    /// that never completes) or is the engine's own limit, which no manifest could show as well.
    static let provedByUnitTests: [String: String] = [
        "scenario.invalid-step": "SegueEngineTests/ScenarioTests.swift",
        "navigation.wrong-animator": "SegueEngineTests/InvariantTests.swift",
        "reentry.dropped": "SegueEngineTests/ReentryTests.swift",
        "reentry.container": "SegueEngineTests/ReentryTests.swift",
        "simulation.budget": "SegueEngineTests/SimulationBudgetTests.swift",
        "gesture.not-begun": "SegueEngineTests/InteractionTests.swift",
        "timeline.invalid": "SegueEngineTests/InvariantTests.swift",
        "spring.snap": "SegueEngineTests/InvariantTests.swift",
        "frame.non-finite": "SegueEngineTests/InvariantTests.swift",
        "complete.missing": "SegueEngineTests/InvariantTests.swift",
        "complete.twice": "SegueEngineTests/InvariantTests.swift",
        "complete.wrong-flag": "SegueEngineTests/InvariantTests.swift",
        "cancel.to-view": "SegueEngineTests/InvariantTests.swift",
        "final.presenter": "SegueEngineTests/CheckProofTests.swift",
        "final.from-view-present": "SegueEngineTests/CheckProofTests.swift",
        "leftover.filter": "SegueEngineTests/CheckProofTests.swift",
    ]

    /// Checks no test proves yet: each needs a fixture or a unit test, and leaves this list when it
    /// gets one (the test below fails until it does, so the list cannot go stale).
    /// `check.no-animator` needs an effect whose kind vanished from the registry after loading,
    /// which neither a manifest nor the public API can make.
    static let notYetProved: Set<String> = ["check.no-animator"]

    /// The hook protocols a check adopts are where it is called, and each protocol's method has no
    /// default: a check that adopts `FrameHook` without `frame(_:of:report:)` does not compile. The
    /// reverse, a hook method whose protocol the check does not adopt (never called, as a method a
    /// `hooks:` list left out used to be), is caught here: in each check's file, the hook methods it
    /// defines are the transition hooks its conformance lists.
    @Test func eachCheckDefinesExactlyTheHookMethodsItAdopts() throws {
        let folder = packageRoot.appendingPathComponent("Sources/SegueSimulation/Checks")
        let transitionHooks = ["timeline", "frame", "release", "completion"]
        var files = 0
        for group in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let groupFolder = folder.appendingPathComponent(group)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: groupFolder.path) else { continue }
            for name in names.sorted() where name.hasSuffix("Check.swift") {
                let text = try String(contentsOf: groupFolder.appendingPathComponent(name), encoding: .utf8)
                guard let start = text.range(of: "code: \""), let end = text[start.upperBound...].firstIndex(of: "\"") else {
                    Issue.record("\(group)/\(name) names no code")
                    continue
                }
                let code = String(text[start.upperBound..<end])
                let defined = transitionHooks.filter { text.contains("func \($0)(") }
                let adopted = CheckList.hooks(of: code).map(\.rawValue).filter(transitionHooks.contains)
                #expect(defined == adopted, "\(group)/\(name): defines \(defined), adopts \(adopted)")
                #expect(!CheckList.hooks(of: code).isEmpty, "\(group)/\(name): \(code) adopts no hook")
                files += 1
            }
        }
        #expect(files == CheckList.all.count)
    }

    @Test func theListIsWhole() {
        let codes = CheckList.all.map(\.code)
        #expect(Set(codes).count == codes.count, "a code is in the list twice")
        let unfixtured = Set(CheckList.all.filter { $0.broken.isEmpty }.map(\.code))
        #expect(unfixtured == Set(Self.provedByUnitTests.keys).union(Self.notYetProved))
        for (code, file) in Self.provedByUnitTests {
            let text = (try? String(contentsOf: packageRoot.appendingPathComponent("Tests/" + file), encoding: .utf8)) ?? ""
            #expect(text.contains("\"\(code)\""), "\(file) does not name \(code)")
        }
        for code in Self.notYetProved {
            let tests = [
                "SegueEngineTests/InvariantTests.swift", "SegueEngineTests/CheckProofTests.swift",
                "SegueCatalogTests/CheckMatrixTests.swift",
            ]
            let named = tests.contains { file in
                ((try? String(contentsOf: packageRoot.appendingPathComponent("Tests/" + file), encoding: .utf8)) ?? "").contains(
                    "\"\(code)\"")
            }
            #expect(!named, "\(code) is proved now: move it to provedByUnitTests")
        }
        for check in CheckList.all {
            #expect(check.broken.isEmpty == check.clean.isEmpty, "\(check.code): a broken fixture needs its clean twin")
            #expect(!CheckList.hooks(of: check.code).isEmpty && !check.source.isEmpty && !check.short.isEmpty, "\(check.code)")
            #expect(CheckList.description(of: check.code) == check)
        }
    }

    /// The codes a fixture's run reports, and its exit status.
    static func codes(of fixture: CheckFixture, strict: Bool) throws -> (codes: [String], status: Int32) {
        let base = fixture.folder.map { "Tests/Fixtures/check/\($0)" }
        let arguments: [String]
        switch fixture.run {
        case .check(let effect):
            arguments = ["check", "--format", "json"] + (base.map { ["--effects", $0] } ?? []) + [effect]
        case .routes:
            arguments = ["check", "--format", "json", "--routes", "--config", "\(base ?? ".")/segue.yaml"]
        case .script:
            let effects = "\(base ?? ".")/effects"
            let extra =
                FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(effects).path) ? ["--effects", effects] : []
            arguments = ["simulate", "--format", "json", "--script", "\(base ?? ".")/script.yaml"] + extra
        }
        let strictFlag = strict && fixture.run != .script ? ["--strict"] : []
        let result = try Segue.run(Array(arguments.prefix(1)) + strictFlag + arguments.dropFirst())
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings: [[String: Any]]
        if fixture.run == .script {
            findings = (json?["trace"] as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        } else {
            findings = (json?["cases"] as? [[String: Any]] ?? []).flatMap { $0["findings"] as? [[String: Any]] ?? [] }
        }
        return (findings.compactMap { $0["code"] as? String }, result.status)
    }

    @Test(arguments: CheckList.all.filter { !$0.broken.isEmpty }.map(\.code))
    func eachCheckCatchesItsBrokenFixtureAndPassesItsTwin(code: String) throws {
        let check = try #require(CheckList.description(of: code))
        for fixture in check.broken {
            let (codes, status) = try Self.codes(of: fixture, strict: true)
            #expect(codes.contains(code), "\(fixture.name): found \(Set(codes).sorted())")
            if fixture.run != .script { #expect(status == 1, "\(fixture.name): --strict must fail") }
        }
        for fixture in check.clean {
            let (codes, _) = try Self.codes(of: fixture, strict: false)
            #expect(!codes.contains(code), "\(fixture.name): \(codes)")
        }
    }
}
