import Foundation
import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueTooling
import Testing

/// Hostile and odd input, one file per case, each with the diagnostics it must produce.
///
/// Tests/Fixtures/hostile/NAME.EXT is loaded as a manifest beside the built-in catalog, and
/// hostile/config/NAME.yaml as an app config (validated against the built-in catalog); the
/// result must equal NAME.expected: one `line:column code` per diagnostic, or `ok`.
/// Inputs too big to commit are generated below. Re-record with SEGUE_RECORD=1.
@Suite struct HostileInputTests {
    static let folder = packageRoot.appendingPathComponent("Tests/Fixtures/hostile")

    static func inputs(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            return !isFolder.boolValue && !name.hasSuffix(".expected") && !name.hasPrefix(".")
        }.sorted()
    }

    static var manifestCases: [String] { inputs(in: folder) }
    static var configCases: [String] { inputs(in: folder.appendingPathComponent("config")) }

    /// `line:column code` per diagnostic, in the order reported, or `ok`.
    static func summary(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "ok\n" }
        return diagnostics.map { d in
            let place = d.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(place) \(d.code)\n"
        }.joined()
    }

    static func loadManifest(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        let files = BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
        return CatalogLoader().load(files + [SourceFile(path: path, bytes: bytes, origin: .commandLine)]).diagnostics
    }

    static func loadConfig(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        do {
            let root = try Document.load(bytes: bytes, file: path, limits: .config)
            var problems: [Diagnostic] = []
            if let config = ConfigReader.read(root, file: path, problems: &problems) {
                problems += config.validate(against: loadCatalog().catalog)
            }
            return problems
        } catch {
            return error.diagnostics
        }
    }

    static func stem(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
    }

    @Test func theCorpusCoversAtLeastAHundredCases() {
        #expect(Self.manifestCases.count + Self.configCases.count >= 100)
        #expect(Self.configCases.count >= 20)
        let stems = Self.manifestCases.map(Self.stem)
        #expect(Set(stems).count == stems.count, "two fixtures share a name, so they would share a .expected")
    }

    @Test(arguments: manifestCases)
    func manifestFixture(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let diagnostics = Self.loadManifest(bytes, path: "Tests/Fixtures/hostile/\(name)")
        expectHostileGolden(Self.summary(diagnostics), at: Self.folder.appendingPathComponent("\(Self.stem(name)).expected"))
    }

    @Test(arguments: configCases)
    func configFixture(name: String) throws {
        let folder = Self.folder.appendingPathComponent("config")
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        let diagnostics = Self.loadConfig(bytes, path: "Tests/Fixtures/hostile/config/\(name)")
        expectHostileGolden(Self.summary(diagnostics), at: folder.appendingPathComponent("\(Self.stem(name)).expected"))
    }

    /// Inputs over ~100 KB, made here instead of committed: (name, bytes, expected summary).
    static let generated: [(name: String, config: Bool, bytes: @Sendable () -> [UInt8], expected: String)] = [
        (
            "over-size-limit.yaml", false,
            {
                Array((manifest() + String(repeating: "# padding\n", count: 104_858)).utf8)
            }, "1:1 document.too-large\n"
        ),
        (
            "deep-100k.yaml", false,
            {
                Array((manifest() + "tags: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n").utf8)
            }, "6:70 document.too-deep\n"
        ),
        (
            "deep-100k-block.yaml", false,
            {
                var text = manifest() + "tags:\n"
                for depth in 0..<200 { text += String(repeating: " ", count: depth) + "-\n" }
                return Array(text.utf8)
            }, "70:64 document.too-deep\n"
        ),
        (
            "deep-100k.json", false,
            {
                Array(("{\"tags\": " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)
            }, "1:73 document.too-deep\n"
        ),
        (
            "long-scalar.yaml", false,
            {
                Array(manifest().replacingOccurrences(of: "A test manifest.", with: String(repeating: "x", count: 70_000)).utf8)
            }, "4:10 document.scalar-too-long\n"
        ),
        (
            "long-key.yaml", false,
            {
                Array((manifest() + String(repeating: "k", count: 70_000) + ": 1\n").utf8)
            }, "6:70001 yaml.syntax\n"
        ),
        (
            "many-nodes.yaml", false,
            {
                Array((manifest() + "tags: [" + String(repeating: "a, ", count: 100_001) + "]\n").utf8)
            }, "6:299969 document.too-many-nodes\n"
        ),
        (
            "many-keys.json", false,
            {
                Array(("{" + (0..<60_000).map { "\"k\($0)\": 1" }.joined(separator: ", ") + "}").utf8)
            }, "1:638889 document.too-many-nodes\n"
        ),
        (
            "many-keys.yaml", false,
            {
                Array((0..<60_000).map { "k\($0): 1\n" }.joined().utf8)
            }, "50000:9 document.too-many-nodes\n"
        ),
        (
            "many-unknown-keys.yaml", false,
            {
                Array((manifest() + (0..<20_000).map { "k\($0): 1\n" }.joined()).utf8)
            }, (6..<20_006).map { "\($0):1 manifest.unknown-key\n" }.joined()
        ),
        (
            "config-over-size-limit.yaml", true,
            {
                Array(("segue: 1\n" + String(repeating: "# padding\n", count: 419_431)).utf8)
            }, "1:1 document.too-large\n"
        ),
    ]

    @Test(arguments: generated.indices)
    func generatedInput(index: Int) {
        let item = Self.generated[index]
        let path = "generated/\(item.name)"
        // No time limit here (tests must not fail on a slow machine): Benchmarks/ measures load speed.
        let diagnostics = item.config ? Self.loadConfig(item.bytes(), path: path) : Self.loadManifest(item.bytes(), path: path)
        #expect(Self.summary(diagnostics) == item.expected, "\(item.name)")
    }
}

/// Compares with the golden file; with SEGUE_RECORD=1 rewrites it and fails, like the CLI tests' `expectGolden`.
private func expectHostileGolden(_ actual: String, at path: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    if ProcessInfo.processInfo.environment["SEGUE_RECORD"] == "1" {
        try? actual.write(to: path, atomically: true, encoding: .utf8)
        Issue.record("recorded \(path.lastPathComponent); run again without SEGUE_RECORD", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: path, encoding: .utf8) else {
        Issue.record("missing golden \(path.path); record it with SEGUE_RECORD=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from \(path.lastPathComponent)", sourceLocation: sourceLocation)
}
