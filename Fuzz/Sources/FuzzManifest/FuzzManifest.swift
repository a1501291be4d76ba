import FuzzSupport
// What this target drives is `package` API (issue 50): seen as a test sees it, Scripts/fuzz.sh
// building with -enable-testing.
@testable import SegueCatalog

/// libFuzzer's entry point: one input, read as a YAML manifest and as a JSON manifest.
///
/// Every outcome but a crash, a hang or a failed precondition is fine: invalid input
/// must come back as diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = FuzzSupport.bytes(data, size)
    for file in ["Fuzz/input.yaml", "Fuzz/input.json"] {
        do {
            let root = try Document.load(bytes: input, file: file)
            var problems: [Diagnostic] = []
            _ = ManifestReader.read(root, file: file, problems: &problems)
            FuzzSupport.render(problems, input: input)
        } catch {
            precondition(!error.diagnostics.isEmpty, "a load failed without a diagnostic")
            FuzzSupport.render(error.diagnostics, input: input)
        }
        let loader = CatalogLoader()
        let load = loader.load(FuzzSupport.builtinsRead, then: [SourceFile(path: file, bytes: input, origin: .commandLine)])
        precondition(load.catalog.effects.count >= 1, "the input knocked a built-in out of the catalog")
        FuzzSupport.render(load.diagnostics.filter { $0.location?.file == file }, input: input)
    }
    return 0
}

/// The entry point SwiftPM aliases `main` to; see `FuzzSupport.run`.
@_cdecl("FuzzManifest_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in fuzz(data, size) }
}
