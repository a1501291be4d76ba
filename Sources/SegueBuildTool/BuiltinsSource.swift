import SegueCatalog
import SegueDocument

/// The built-in catalog as Swift data: each shipped manifest's exact text and its JSON twin (for
/// iOS, whose SDK has no libyaml), the file `Sources/SegueBuiltins` reads through
/// `GeneratedBuiltinData`.
enum BuiltinsSource {
    /// Checks `files` as the built-in catalog with Segue's loader and, when none has an error,
    /// writes the data. A manifest with a value JSON cannot hold is an error here too: iOS could
    /// not load it.
    static func make(_ files: [InputFile]) -> Generated {
        let files = files.sortedByName
        let load = CatalogLoader().load(files.map { $0.source(.builtin) })
        var diagnostics = load.diagnostics
        var json: [(path: String, text: String)] = []
        for file in files {
            switch file.json() {
            case .success(let value):
                json.append(("Effects/" + jsonName(file.name), value.pretty))
            case .failure(let list):
                // A document error is the loader's already; only the conversion's own is new.
                diagnostics += list.diagnostics.filter { new in !diagnostics.contains(new) }
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return Generated(source: nil, diagnostics: diagnostics) }
        var out = GeneratedHeader.text(from: "Effects/")
        out += "extension GeneratedBuiltins: GeneratedBuiltinData {\n"
        out += "    static let yaml: [(path: String, text: String)] = [\n"
        for file in files {
            out +=
                "        (\(SwiftLiteral.string("Effects/" + file.name)), \(SwiftLiteral.string(String(decoding: file.bytes, as: UTF8.self)))),\n"
        }
        out += "    ]\n\n"
        out += "    static let json: [(path: String, text: String)] = [\n"
        for (path, text) in json {
            out += "        (\(SwiftLiteral.string(path)), \(SwiftLiteral.string(text))),\n"
        }
        out += "    ]\n}\n"
        return Generated(source: out, diagnostics: diagnostics)
    }

    /// `cards.yaml` -> `cards.json`; a JSON manifest keeps its name.
    static func jsonName(_ name: String) -> String {
        if name.hasSuffix(".json") { return name }
        guard let dot = name.lastIndex(of: ".") else { return name + ".json" }
        return name[..<dot] + ".json"
    }
}
