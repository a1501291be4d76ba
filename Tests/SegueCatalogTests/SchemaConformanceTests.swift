import Foundation
import SegueBuiltins
import SegueCatalog
import SegueTooling
import Testing

/// The shipped manifests and config conform to the committed schemas, as judged by an
/// independent validator (python3's jsonschema). Needs python3 with jsonschema and PyYAML;
/// `.ci/run` installs them, and the test skips with a message where they are missing.
@Suite struct SchemaConformanceTests {
    /// The first python3 on PATH, as a shell would pick it.
    static let python = ProcessInfo.processInfo.environment["PATH"].flatMap { path in
        path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// True when that python3 imports jsonschema and PyYAML: a fresh machine has neither, and
    /// then these tests skip, saying what to install (issue 37), rather than fail or pass quietly.
    static let hasValidator: Bool = {
        guard let python else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-B", "-c", "import jsonschema, yaml"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Runs one of the Python scripts in Scripts/: its output and exit status (77: a module is missing).
    static func script(_ name: String) throws -> (text: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.python))
        process.arguments = [packageRoot.appendingPathComponent("Scripts/\(name)").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (text, process.terminationStatus)
    }

    @Test(
        .enabled(
            if: hasValidator,
            "needs python3 with jsonschema and PyYAML (apt-get install -y python3-jsonschema python3-yaml; .ci/run installs them)"))
    func shippedFilesConformToTheCommittedSchemas() throws {
        let (text, status) = try Self.script("check-schemas.py")
        #expect(status == 0, "\(text)")
        #expect(text.contains("\(BuiltinEffects.files.count) manifests"))
    }

    /// What only `validate` can catch, and why: an editor's schema sees one file's data, after
    /// the YAML or JSON parser has run. Everything else among the bad-input fixtures, the schema
    /// must catch (issue 20); a fixture moving either way fails here.
    static let beyondTheSchema: [String: String] = [
        "duplicate-id": "two files declare one id; a schema sees one file",
        "extends-cycle": "the cycle runs through two files; a schema sees one",
        "unknown-extends.yaml": "whether an id exists needs the whole catalog",
        "unknown-route-effect": "whether a route's effect exists needs the whole catalog",
        "duplicate-key.yaml": "YAML loaders keep the last of two equal keys, so the schema never sees the first",
        "json-syntax.json": "not JSON: the parser refuses it before any schema",
        "not-utf8.yaml": "not UTF-8: the parser refuses it before any schema",
        "yaml-syntax.yaml": "not YAML: the parser refuses it before any schema",
    ]

    /// Caught by the schemas' own draft (2020-12) but not when an editor reads them as draft-07.
    static let draft2020Only: [String: String] = [
        "out-of-range-parameter.yaml": "the cubic-Bezier x bounds are `prefixItems`, which draft-07 ignores"
    ]

    @Test(
        .enabled(
            if: hasValidator,
            "needs python3 with jsonschema and PyYAML (apt-get install -y python3-jsonschema python3-yaml; .ci/run installs them)"))
    func theSchemaCatchesEveryBadInputItCanExpress() throws {
        let (text, status) = try Self.script("schema-coverage.py")
        #expect(status == 0, "\(text)")
        var verdicts: [String: String] = [:]
        var draft7: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2).map(String.init)
            if words.count == 3 {
                verdicts[words[2]] = words[0]
                draft7[words[2]] = words[1]
            }
        }
        // Read as draft-07 (yaml-language-server's validator), the schemas still catch the same,
        // save what needs a 2020-12 keyword.
        for (fixture, verdict) in verdicts.sorted(by: { $0.key < $1.key }) {
            if let why = Self.draft2020Only[fixture] {
                #expect(draft7[fixture] == "missed", "\(fixture) is caught by draft-07 too; drop it from draft2020Only (\(why))")
            } else {
                #expect(draft7[fixture] == verdict, "\(fixture): draft-07 says \(draft7[fixture] ?? "-"), 2020-12 says \(verdict)")
            }
        }
        #expect(verdicts.count >= 26, "every fixture is judged: \(text)")
        for (fixture, verdict) in verdicts.sorted(by: { $0.key < $1.key }) {
            if let why = Self.beyondTheSchema[fixture] {
                #expect(verdict != "caught", "\(fixture) is now caught by the schema; drop it from the list (\(why))")
            } else {
                #expect(verdict == "caught", "the schema misses \(fixture): type it in SchemaGenerator, or list it here with why")
            }
        }
    }
}
