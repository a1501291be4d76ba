import FuzzSupport
// What this target drives is `package` API (issue 50): seen as a test sees it, Scripts/fuzz.sh
// building with -enable-testing.
@testable import SegueCatalog

/// The built-in catalog, loaded once: configs are validated against it.
let catalog = FuzzSupport.catalog

/// libFuzzer's entry point: one input, read as an app config and validated against the catalog.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = FuzzSupport.bytes(data, size)
    for file in ["Config/segue.yaml", "Config/segue.json"] {
        do {
            let root = try Document.load(bytes: input, file: file, limits: .config)
            var problems: [Diagnostic] = []
            if let config = ConfigReader.read(root, file: file, problems: &problems) {
                precondition(!problems.contains { $0.severity == .error }, "a config was read despite errors")
                problems += config.validate(against: catalog)
                for route in config.routes {
                    var ignored: [Diagnostic] = []
                    _ = route.effectDefinition(in: catalog, problems: &ignored)
                }
            } else {
                precondition(problems.contains { $0.severity == .error }, "a config was refused without an error")
            }
            FuzzSupport.render(problems, input: input)
        } catch {
            precondition(!error.diagnostics.isEmpty, "a load failed without a diagnostic")
            FuzzSupport.render(error.diagnostics, input: input)
        }
    }
    return 0
}

/// The entry point SwiftPM aliases `main` to; see `FuzzSupport.run`.
@_cdecl("FuzzConfig_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in fuzz(data, size) }
}
