import Foundation
import SegueBuiltins
import SegueTooling
import Testing

@testable import SegueBuildTool

/// The built-in catalog's Swift is committed (so no plugin runs in an app that links SegueKit),
/// and these tests hold it to Effects/: each committed file must be the bytes SegueBuildTool
/// writes from the manifests today, as Schemas/ and the man page are held to their sources.
@Suite struct BuiltinSourcesTests {
    /// Each committed file, where it lives, and what regenerates it.
    static let committed: [(path: String, mode: String, make: @Sendable ([InputFile]) -> Generated)] = [
        ("Sources/SegueBuiltins/BuiltinEffects+JSON.swift", "builtins", { BuiltinsSource.data($0) }),
        ("Sources/SegueTooling/Builtins/BuiltinEffects+Sources.swift", "builtin-sources", { BuiltinsSource.sources($0) }),
        ("Sources/SegueKitCore/Routing/SegueEffectID+Builtins.swift", "builtin-ids", { EffectIDSource.make($0) }),
    ]

    @Test(arguments: committed.indices)
    func theCommittedFileIsWhatTheManifestsGiveToday(index: Int) throws {
        let (path, mode, make) = Self.committed[index]
        let generated = make(shipped)
        #expect(generated.diagnostics.isEmpty)
        let expected = try #require(generated.source)
        let onDisk = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(
            onDisk == expected,
            "\(path) is stale (SegueBuildTool \(mode) writes other bytes from Effects/): run Scripts/generate-builtins.sh")
    }

    /// What the compiled modules hold is the committed data: every manifest, in file-name order,
    /// its text byte for byte, and its JSON twin under the twin's name.
    @Test func theCompiledDataIsTheEffectsFolder() throws {
        let names = shipped.map(\.name)
        #expect(names.count == 60)
        #expect(BuiltinEffects.files.map(\.path) == names.map { "Effects/\($0)" })
        #expect(BuiltinEffects.jsonFiles.map(\.path) == names.map { "Effects/" + BuiltinsSource.jsonName($0) })
        for (file, built) in zip(shipped, BuiltinEffects.files) {
            #expect(Array(built.text.utf8) == file.bytes, "\(built.path) differs from the manifest")
        }
    }
}
