import Foundation
import Testing

@testable import SegueCLI

/// On a terminal, long commands draw a progress bar on standard error; through a pipe they do not.
/// "Long" is a second, or `SEGUE_PROGRESS_DELAY`'s seconds: the tests set it rather than rely on
/// how fast a build of segue happens to be.
struct ProgressTests {
    static let script = executableOnPath(named: "script")

    /// Runs segue with its standard streams on a pseudo-terminal (util-linux `script`) and returns
    /// everything the terminal received.
    static func onTerminal(_ arguments: [String], delay: String?) throws -> RunResult {
        let command = ([Segue.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["SEGUE_PROGRESS_DELAY"] = delay
        return try runProcess(
            URL(fileURLWithPath: try #require(script)), ["-q", "-e", "-c", command, "/dev/null"], environment: environment)
    }

    static func gallery(in folder: ScratchFolder) -> [String] {
        ["gallery", "--out", folder.url.appendingPathComponent("site").path]
    }

    /// A whole gallery written on a terminal with `SEGUE_PROGRESS_DELAY` set to `delay`: what the
    /// terminal received, once the run is known to have succeeded.
    static func galleryOnTerminal(delay: String) throws -> String {
        let folder = try ScratchFolder("gallery-progress")
        defer { folder.remove() }
        let terminal = try onTerminal(gallery(in: folder), delay: delay)
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("wrote "))
        return terminal.stdout
    }

    @Test(.enabled(if: script != nil, "needs util-linux `script` for a pseudo-terminal"))
    func galleryShowsProgressOnATerminal() throws {
        let terminal = try Self.galleryOnTerminal(delay: "0")
        #expect(terminal.contains("\r["), "no progress bar drawn")
        #expect(terminal.contains("] 59/60"), "the bar counts every effect up to the last")
    }

    @Test(.enabled(if: script != nil, "needs util-linux `script` for a pseudo-terminal"))
    func aRunShorterThanTheDelayDrawsNoBar() throws {
        #expect(!(try Self.galleryOnTerminal(delay: "3600")).contains("\r["), "a bar drawn before its delay")
    }

    @Test func aPipeNeverGetsABar() throws {
        let folder = try ScratchFolder("gallery-piped")
        defer { folder.remove() }
        let piped = try Segue.runProcess(Self.gallery(in: folder), environment: ["SEGUE_PROGRESS_DELAY": "0"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(!piped.stderr.contains("["), "a bar drawn on a pipe")
    }

    @Test func theDelayIsANonNegativeNumberOfSecondsOrOne() {
        #expect(ProgressBar.delay(nil) == 1)
        #expect(ProgressBar.delay("0") == 0)
        #expect(ProgressBar.delay("2.5") == 2.5)
        for wrong in ["", "soon", "-1", "nan", "inf"] { #expect(ProgressBar.delay(wrong) == 1, "\(wrong)") }
    }
}
