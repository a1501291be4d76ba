import Foundation
import Testing

/// Failed writes and signals: the exit status says what happened, nothing half-written stays behind.
@Suite struct InterruptTests {
    /// Temporaries segue leaves in `folder` (`.NAME.segue-...`).
    static func leftovers(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".segue-") }
    }

    /// Waits (at most `seconds`, looking every `poll` microseconds) until `condition` holds.
    static func wait(seconds: Double, poll: UInt32 = 20_000, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(poll)
        }
        return condition()
    }

    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalDuringOutRemovesTheTemporaryFile(signal: Int32, status: Int32) throws {
        let folder = try makeScratchFolder("signal")
        // A long streamed run: the temporary file exists from the start and grows as frames come.
        let arguments = [
            "simulate", "crossfade", "--format", "ndjson", "--fps", "1000", "--set", "toDuration=60",
            "--out", folder.appendingPathComponent("run.ndjson").path,
        ]
        var sawTemporary = false
        let result = try BoundedSegue.run(arguments, seconds: 120) { process in
            sawTemporary = Self.wait(seconds: 60) { !Self.leftovers(folder).isEmpty }
            kill(process.processIdentifier, signal)
        }
        #expect(sawTemporary, "the run never made its temporary file")
        #expect(!result.diedOfSignal, "segue died of the signal instead of handling it")
        #expect(result.status == status)
        #expect(Self.leftovers(folder) == [])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("run.ndjson").path))
    }

    /// The gallery makes its temporary folder first and writes each effect's files into it as it
    /// goes: the signal is sent the moment that folder appears, while its files are being written.
    @Test func aSignalDuringGalleryRemovesTheTemporaryFolder() throws {
        let folder = try makeScratchFolder("gallery-signal")
        var sawTemporary = false
        let result = try BoundedSegue.run(
            ["gallery", "--out", folder.appendingPathComponent("site").path], seconds: 300
        ) { process in
            // Every millisecond: the gallery's folder lives for a second or two.
            sawTemporary = Self.wait(seconds: 240, poll: 1_000) { !Self.leftovers(folder).isEmpty }
            kill(process.processIdentifier, SIGTERM)
        }
        #expect(sawTemporary, "the gallery never made its temporary folder")
        #expect(!result.diedOfSignal)
        #expect(result.status == 143)
        #expect(Self.leftovers(folder) == [])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")), arguments: ["svg", "json", "summary"])
    func aFullStandardOutputIsAFailure(format: String) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try BoundedSegue.run(["simulate", "slide", "--format", format], stdout: full, seconds: 60)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: cannot write to standard output: No space left on device"), "\(result.stderr)")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullStandardOutputFailsListToo() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try BoundedSegue.run(["list"], stdout: full, seconds: 60)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write to standard output"))
    }

    @Test func aClosedPipeEndsQuietlyWithoutASignal() throws {
        let pipe = Pipe()
        // Nobody will read: like `segue simulate ... | head -c 0`.
        try pipe.fileHandleForReading.close()
        let result = try BoundedSegue.run(
            ["simulate", "slide", "--format", "json"], stdout: pipe.fileHandleForWriting, seconds: 60)
        #expect(!result.diedOfSignal, "segue died of SIGPIPE")
        #expect(result.status == 1)
        #expect(result.stderr == "")
    }
}
