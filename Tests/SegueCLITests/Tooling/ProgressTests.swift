import Foundation
import Testing

/// On a terminal, long commands draw a progress bar on standard error; through a pipe they do not.
struct ProgressTests {
    static let script = executableOnPath(named: "script")

    /// Runs segue with its standard streams on a pseudo-terminal (util-linux `script`) and returns
    /// everything the terminal received.
    static func onTerminal(_ arguments: [String]) throws -> RunResult {
        let command = ([Segue.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        return try runProcess(
            URL(fileURLWithPath: try #require(script)), ["-q", "-e", "-c", command, "/dev/null"], environment: environment)
    }

    @Test(.enabled(if: script != nil, "needs util-linux `script` for a pseudo-terminal"))
    func galleryShowsProgressOnATerminal() throws {
        let folder = try ScratchFolder("gallery-progress")
        defer { folder.remove() }
        let terminal = try Self.onTerminal(["gallery", "--out", folder.url.appendingPathComponent("site").path])
        #expect(terminal.status == 0, "\(terminal.stdout)")
        #expect(terminal.stdout.contains("\r["), "no progress bar drawn")
        #expect(terminal.stdout.contains("/60"))
        #expect(terminal.stdout.contains("wrote "))
    }
}
