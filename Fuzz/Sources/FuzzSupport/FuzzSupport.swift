@_exported import CFuzzer
@_exported import Segue
// The loader's read-once split is `package` API (issue 50): the fuzz targets see it as a test
// does, Scripts/fuzz.sh building with -enable-testing.
@testable import SegueCatalog

/// Shared by the fuzz targets: the built-in manifests and a pass through the renderer.
public enum FuzzSupport {
    /// The shipped manifests, as the CLI hands them to the loader.
    public static let builtins: [SourceFile] = BuiltinEffects.files.map {
        SourceFile(path: $0.path, text: $0.text, origin: .builtin)
    }

    /// The shipped manifests, read once per process: each input is loaded after them without
    /// parsing them again (they cost about 70 ms an input when they were).
    package static let builtinsRead: CatalogLoader.ReadFiles = CatalogLoader().read(builtins)

    /// The built-in catalog, loaded once.
    public static let catalog: Catalog = CatalogLoader().load(builtinsRead).catalog

    /// The budget the simulating targets run under: small, so that every execution is quick,
    /// and the budget's own stop is reached often.
    public static let maxActorFrames = 600

    /// Runs libFuzzer with `callback`.
    ///
    /// SwiftPM links an executable target with `main` aliased to `<Module>_main`, which
    /// `-parse-as-library` never emits; each target defines that symbol and calls this, so
    /// libFuzzer's own `main` is not needed (and not linked).
    public static func run(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }

    /// The input as a buffer the loaders take.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Renders every diagnostic with the input as its source, as `segue validate` would,
    /// so the caret and line quoting meet hostile text too.
    public static func render(_ diagnostics: [Diagnostic], input: [UInt8]) {
        let source = SourceText(String(decoding: input, as: UTF8.self))
        let text = DiagnosticRenderer.render(diagnostics) { _ in source }
        precondition(diagnostics.isEmpty || !text.isEmpty, "a diagnostic rendered as nothing")
        for diagnostic in diagnostics {
            precondition(!diagnostic.code.isEmpty && !diagnostic.message.isEmpty, "a diagnostic without code or message")
            if let location = diagnostic.location {
                precondition(location.line >= 1 && location.column >= 1, "a location before 1:1: \(location)")
            }
        }
    }
}
