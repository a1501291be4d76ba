import Foundation
import SegueCatalog
import Testing

/// The shipped manifests and config conform to the committed schemas, as judged by an
/// independent validator (python3's jsonschema). Needs python3 with jsonschema and PyYAML;
/// `.ci/run` installs them, and the test skips with a message where they are missing.
@Suite struct SchemaConformanceTests {
    /// The first python3 on PATH, as a shell would pick it.
    static let python = ProcessInfo.processInfo.environment["PATH"].flatMap { path in
        path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func shippedFilesConformToTheCommittedSchemas() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [packageRoot.appendingPathComponent("Scripts/check-schemas.py").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 77 {
            withKnownIssue("independent schema validator unavailable: \(text)") { throw CancellationError() }
            return
        }
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("\(BuiltinEffects.files.count) manifests"))
    }
}
