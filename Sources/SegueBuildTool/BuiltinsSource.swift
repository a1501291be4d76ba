import SegueCatalog
import SegueDocument

/// The built-in catalog as committed Swift, in two files with two readers.
///
/// `data` is what an app's runtime reads (SegueBuiltins): each manifest's JSON twin, because
/// the iOS SDK has no libyaml, written compact and without `provenance:` because an app carries
/// every byte and plays none of that history (four fifths of the JSON). `sources` is
/// what the tools read (SegueTooling): each manifest's exact text, so a diagnostic or `segue
/// show` points at the line the file has. Scripts/generate-builtins.sh writes both, and a test
/// regenerates them and fails when the committed files are stale.
enum BuiltinsSource {
    /// Checks `files` as the built-in catalog with Segue's loader and, when none has an error,
    /// writes their JSON twins, less `provenance`, as `BuiltinEffects.jsonFiles`. A manifest with
    /// a value JSON cannot hold is an error here too: iOS could not load it.
    static func data(_ files: [InputFile]) -> Generated {
        let files = files.sortedByName
        var diagnostics = check(files)
        var json: [(path: String, text: String)] = []
        for file in files {
            switch file.json() {
            case .success(let value):
                json.append(("Effects/" + jsonName(file.name), value.removing(key: "provenance").compact))
            case .failure(let list):
                // A document error is the loader's already; only the conversion's own is new.
                diagnostics += list.diagnostics.filter { new in !diagnostics.contains(new) }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Generated(source: nil, diagnostics: diagnostics) }
        return Generated(source: list("jsonFiles", json, doc: jsonDoc), diagnostics: diagnostics)
    }

    /// Checks `files` as ``data(_:)`` does and writes each one's exact text as `BuiltinEffects.files`.
    static func sources(_ files: [InputFile]) -> Generated {
        let files = files.sortedByName
        let diagnostics = check(files)
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Generated(source: nil, diagnostics: diagnostics) }
        let texts = files.map { ("Effects/" + $0.name, String(decoding: $0.bytes, as: UTF8.self)) }
        return Generated(source: list("files", texts, doc: sourcesDoc, imports: "import SegueBuiltins\n\n"), diagnostics: diagnostics)
    }

    private static let jsonDoc = """
        /// Each shipped manifest as JSON that loads to the same values (`JSONValue.converting`)
        /// but for `provenance`, which no transition reads, named `Effects/NAME.json`, in
        /// file-name order: what an app's runtime reads.
        """

    private static let sourcesDoc = """
        /// Each shipped manifest's path (as `Effects/NAME`) and exact text, in file-name order:
        /// what the tools read, so diagnostics point at the manifest's own lines.
        """

    /// The loader's diagnostics for `files` as the built-in catalog.
    private static func check(_ files: [InputFile]) -> [Diagnostic] {
        CatalogLoader().load(files.map { $0.source(.builtin) }).diagnostics
    }

    /// The committed header, `imports`, then `extension BuiltinEffects { public static let NAME = [...] }`.
    private static func list(_ name: String, _ items: [(path: String, text: String)], doc: String, imports: String = "") -> String {
        var out = GeneratedHeader.committed + imports + "extension BuiltinEffects {\n"
        out += doc.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        out += "    public static let \(name): [(path: String, text: String)] = [\n"
        for (path, text) in items {
            out += "        (\(SwiftLiteral.string(path)), \(SwiftLiteral.string(text))),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// `cards.yaml` -> `cards.json`; a JSON manifest keeps its name.
    static func jsonName(_ name: String) -> String {
        if name.hasSuffix(".json") { return name }
        guard let dot = name.lastIndex(of: ".") else { return name + ".json" }
        return name[..<dot] + ".json"
    }
}

extension JSONValue {
    /// An object without its member `key` (a top-level one only); anything else as it is.
    func removing(key: String) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.0 != key })
    }
}
