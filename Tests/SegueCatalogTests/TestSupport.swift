import Foundation
import SegueBuiltins
import SegueCatalog
import SegueDocument
import SegueTooling
import Testing

/// The package root, found from this file's path so tests run from any directory.
let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Loads the shipped manifests plus `extra` (path, text) files.
func loadCatalog(_ extra: [(String, String)] = [], origin: SourceFile.Origin = .commandLine) -> CatalogLoad {
    var files = BuiltinEffects.files.map { SourceFile(path: $0.path, text: $0.text, origin: .builtin) }
    files += extra.map { SourceFile(path: $0.0, text: $0.1, origin: origin) }
    return CatalogLoader().load(files)
}

/// Checks that a table of per-effect rows names every shipped effect exactly once: none missing,
/// none unknown, none twice (the fidelity tables of issue 36).
func expectRowsCoverTheShippedCatalog(_ ids: [String], in catalog: Catalog, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let shipped = Set(catalog.effects.filter { $0.origin == .builtin }.map(\.id))
    let covered = Set(ids)
    #expect(
        shipped == covered, "missing \(shipped.subtracting(covered).sorted()), unknown \(covered.subtracting(shipped).sorted())",
        sourceLocation: sourceLocation)
    #expect(ids.count == covered.count, "an effect has two rows", sourceLocation: sourceLocation)
}

/// Diagnostics as `line:column: severity: message [code]`, the form kind examples use.
func headlines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { d in
        let place = d.location.map { "\($0.line):\($0.column): " } ?? ""
        return "\(place)\(d.severity.rawValue): \(d.message) [\(d.code)]"
    }
}

/// A minimal valid manifest with `body` appended (indented keys allowed).
func manifest(id: String = "probe", kind: String = "slide", _ body: String = "") -> String {
    """
    segue: 1
    id: \(id)
    name: Probe
    summary: A test manifest.
    kind: \(kind)

    """ + body
}
