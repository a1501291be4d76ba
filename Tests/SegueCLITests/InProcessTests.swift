import Foundation
import Testing

@testable import SegueCLI

/// `Segue.run` runs most commands inside the test process (`Segue.runInProcess`); these prove
/// that such a run prints what the binary prints, and that runs at once keep to their own output.
@Suite struct InProcessTests {
    /// A varied sample: every subcommand, help, the version, a usage error, a validation failure
    /// with diagnostics, each machine format, an output file, findings, and the variables the
    /// CLI reads (`SEGUE_EFFECTS_PATH`, `NO_COLOR`/`FORCE_COLOR`, `COLUMNS`).
    static let sample: [(arguments: [String], environment: [String: String])] = [
        (["--help"], [:]),
        (["--version"], [:]),
        (["help", "simulate"], [:]),
        (["simulate", "--help"], ["COLUMNS": "50"]),
        (["--generate-completion-script", "bash"], [:]),
        (["list"], [:]),
        (["list"], ["COLUMNS": "60"]),
        (["list", "--tags", "--format", "markdown"], [:]),
        (["list", "--frobnicate"], [:]),
        (["list", "--tag", "no-such-tag-anywhere"], [:]),
        (["show", "crossfade"], [:]),
        (["show", "crosfade"], [:]),
        (["show", "slide", "--format", "json"], [:]),
        (["validate", "Effects/slide.yaml"], [:]),
        (["validate", "Tests/Fixtures/bad-input/unknown-parameter.yaml"], [:]),
        (["validate", "Tests/Fixtures/bad-input/unknown-parameter.yaml"], ["NO_COLOR": "", "FORCE_COLOR": "1"]),
        (["validate", "--format", "sarif", "Tests/Fixtures/bad-input/unknown-parameter.yaml"], [:]),
        (["validate", "--format", "github", "Tests/Fixtures/bad-input/bad-id.yaml"], [:]),
        (["simulate", "slide", "--format", "json"], [:]),
        (["simulate", "crossfade", "--scenario", "navigation", "--format", "svg"], [:]),
        (["simulate", "slide", "--format", "ndjson"], [:]),
        (["simulate", "slide", "--scenario", "navigation", "--format", "html"], [:]),
        (["simulate", "circle-spread", "--format", "ascii", "--play"], [:]),
        (["simulate", "dim-left-visible"], ["SEGUE_EFFECTS_PATH": "Tests/Fixtures/check/completion-jump"]),
        (["plan", "cube-horizontal", "--scenario", "pop", "--format", "json"], [:]),
        (["plan", "no-such-effect"], [:]),
        (["export", "css", "slide"], [:]),
        (["export", "web", "cube-horizontal"], [:]),
        (["check", "slide", "--format", "sarif"], [:]),
        (["check", "--strict", "--effects", "Tests/Fixtures/check/completion-jump", "dim-left-visible"], [:]),
        (["check", "--jobs", "0"], [:]),
        (["convert", "Effects/slide.yaml"], [:]),
        (["schema", "manifest"], [:]),
        (["init", "no/such/folder"], [:]),
    ]

    @Test(arguments: sample.indices)
    func aRunInsideThisProcessPrintsWhatTheBinaryPrints(index: Int) throws {
        let (arguments, environment) = Self.sample[index]
        #expect(Segue.runsInProcess(arguments, in: packageRoot, environment: environment))
        let process = try Segue.runProcess(arguments, environment: environment)
        let inside = Segue.runInProcess(arguments, environment: environment)
        #expect(inside.status == process.status, "\(arguments)")
        #expect(inside.stdout == process.stdout, "\(arguments)")
        #expect(inside.stderr == process.stderr, "\(arguments)")
        // The sample says something on each stream it should: nothing compared here is empty by accident.
        #expect(!(process.stdout + process.stderr).isEmpty, "\(arguments)")
    }

    /// `--out` (and `init`'s folder) writes the same files either way, and prints the same; each
    /// run writes into a folder of its own.
    @Test(arguments: [
        ["simulate", "slide", "--format", "svg", "--out", "picture.svg"], ["gallery", "--out", "site"], ["init", "."],
    ])
    func anOutputIsTheSameEitherWay(command: [String]) throws {
        let folder = try makeScratchFolder("inprocess-out")
        defer { try? FileManager.default.removeItem(at: folder) }
        let byProcess = folder.appendingPathComponent("process").path
        let inside = folder.appendingPathComponent("inside").path
        for path in [byProcess, inside] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        // The last argument names the output inside the run's own folder.
        func arguments(in run: String) -> [String] { command.dropLast() + [run + "/" + command[command.count - 1]] }
        let one = try Segue.runProcess(arguments(in: byProcess))
        let two = Segue.runInProcess(arguments(in: inside))
        #expect(one.status == 0 && two.status == 0, "\(one.stderr) \(two.stderr)")
        #expect(one.stdout.replacingOccurrences(of: byProcess, with: "F") == two.stdout.replacingOccurrences(of: inside, with: "F"))
        #expect(one.stderr.replacingOccurrences(of: byProcess, with: "F") == two.stderr.replacingOccurrences(of: inside, with: "F"))
        let written = try Self.contents(of: byProcess)
        #expect(!written.isEmpty)
        #expect(try Self.contents(of: inside) == written)
    }

    /// Many runs at once in this process, each with its own arguments and environment: every one
    /// gets its own output and status (the context is per task, not per process).
    @Test func runsAtOnceKeepTheirOwnOutputAndStatus() async throws {
        let cases: [(arguments: [String], environment: [String: String])] = [
            (["show", "crossfade"], [:]),
            (["show", "slide"], [:]),
            (["show", "no-such-effect"], [:]),
            (["--version"], [:]),
            (["list", "--frobnicate"], [:]),
            (["list"], ["COLUMNS": "60"]),
            (["validate", "Tests/Fixtures/bad-input/unknown-parameter.yaml"], ["NO_COLOR": "", "FORCE_COLOR": "1"]),
            (["validate", "Tests/Fixtures/bad-input/unknown-parameter.yaml"], [:]),
            (["validate", "Effects/slide.yaml"], [:]),
            (["simulate", "dim-left-visible"], ["SEGUE_EFFECTS_PATH": "Tests/Fixtures/check/completion-jump"]),
            (["check", "slide", "--jobs", "2"], [:]),
            (["check", "--strict", "--effects", "Tests/Fixtures/check/completion-jump", "dim-left-visible"], [:]),
        ]
        // What each prints alone, one after another: all different, so a mix-up would show.
        let alone = cases.map { Segue.runInProcess($0.arguments, environment: $0.environment) }
        #expect(Set(alone.map { $0.stdout + "\u{0}" + $0.stderr }).count == cases.count)
        #expect(Set(alone.map(\.status)) == [0, 1, 64])
        // The same, four times over, all at once.
        let together = await withTaskGroup(of: (Int, RunResult).self) { group in
            for _ in 0..<4 {
                for (index, item) in cases.enumerated() {
                    group.addTask { (index, Segue.runInProcess(item.arguments, environment: item.environment)) }
                }
            }
            var results: [(Int, RunResult)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(together.count == cases.count * 4)
        for (index, result) in together {
            #expect(result.status == alone[index].status, "\(cases[index].arguments)")
            #expect(result.stdout == alone[index].stdout, "\(cases[index].arguments)")
            #expect(result.stderr == alone[index].stderr, "\(cases[index].arguments)")
        }
    }

    /// The files under `folder` and their bytes, by path inside it.
    static func contents(of folder: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return result
    }
}
