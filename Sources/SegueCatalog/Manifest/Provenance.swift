import SegueDocument

/// Where an effect comes from: the original it reproduces, what was checked equal against that
/// original's source, and every deliberate difference with its reason.
///
/// Written in a manifest as a `provenance:` block. Every built-in effect carries one (a test
/// holds the catalog to that); `segue show`, the gallery and `docs/effects.md` present it.
package struct Provenance: Sendable, Hashable, Codable {
    /// One deliberate difference from the original, and why Segue keeps it.
    package struct Difference: Sendable, Hashable, Codable {
        /// What differs.
        package let change: String
        /// Why Segue keeps the difference.
        package let reason: String

        /// A difference and its reason.
        package init(change: String, reason: String) {
            self.change = change
            self.reason = reason
        }
    }

    /// The library or article the effect reproduces (`XWTransition`, `Hero`, an article's title).
    package let original: String
    /// The original's repository or article.
    package let url: String
    /// The file inside that repository that holds the original code, when there is one.
    package let file: String?
    /// Where the effect's interactive gestures come from: the original's interaction controller and
    /// the demo line that wires it (`CEHorizontalSwipeInteractionController.m:57`), or
    /// `added by Segue` when the original has no gesture of its own.
    package let gesture: String?
    /// Facts checked equal against the original's source ("duration 0.5 s each way").
    package let compared: [String]
    /// Deliberate differences from the original.
    package let differences: [Difference]

    /// A provenance block.
    package init(
        original: String, url: String, file: String? = nil, gesture: String? = nil, compared: [String],
        differences: [Difference] = []
    ) {
        self.original = original
        self.url = url
        self.file = file
        self.gesture = gesture
        self.compared = compared
        self.differences = differences
    }

    /// A link to the original file when the repository is on GitHub, else the URL itself.
    package var fileURL: String {
        guard let file, url.hasPrefix("https://github.com/") else { return url }
        let repository = url.hasSuffix("/") ? String(url.dropLast()) : url
        return "\(repository)/blob/HEAD/\(file)"
    }

    static let keys = ProvenanceGrammar.table.keys

    /// The `gesture:` spelling for an effect whose original has no interactive gesture.
    package static let gestureAddedBySegue = "added by Segue"
    static let differenceKeys = ProvenanceGrammar.differences.keys

    /// Reads a `provenance:` mapping; nil (with diagnostics) when it is unusable.
    static func read(_ node: Node, into problems: inout [Diagnostic]) -> Provenance? {
        let context = "'provenance'"
        guard var reader = MappingReader(node, context: context, keys: keys, problems: &problems) else { return nil }
        let original = reader.string("original", required: true)
        let urlNode = reader.required("url")
        let url = urlNode.flatMap { ValueReader.string($0, name: "url", context: context, into: &reader.diagnostics) }
        if let url, let urlNode, !(url.hasPrefix("https://") || url.hasPrefix("http://")) {
            reader.report(
                .error(
                    "manifest.provenance.url", "'url' must be a web address starting with https://, not '\(url)'",
                    at: urlNode.location))
        }
        let file = reader.string("file")
        let gestureNode = reader.node("gesture")
        let gesture = gestureNode.flatMap {
            ValueReader.string($0, name: "gesture", context: context, into: &reader.diagnostics)
        }
        if let gesture, let gestureNode, gesture.allSatisfy({ $0 == " " }) {
            reader.report(
                .error(
                    "manifest.provenance.gesture",
                    "'gesture' names the original's interaction controller (file and line) or says '\(gestureAddedBySegue)', not an empty text",
                    at: gestureNode.location))
        }
        let comparedNode = reader.required("compared")
        let compared = reader.stringList("compared")
        if let compared, compared.isEmpty, let comparedNode {
            reader.report(
                .error(
                    "manifest.provenance.compared",
                    "'compared' needs at least one fact checked against the original's source, e.g. '- duration 0.5 s'",
                    at: comparedNode.location))
        }
        var differences: [Difference] = []
        if let list = reader.node("differences") {
            if let items = list.items {
                for item in items {
                    guard
                        var entry = MappingReader(
                            item, context: "a 'differences' item", keys: differenceKeys, problems: &reader.diagnostics)
                    else { continue }
                    let change = entry.string("change", required: true)
                    let reason = entry.string("reason", required: true)
                    reader.diagnostics += entry.finish()
                    if let change, let reason { differences.append(Difference(change: change, reason: reason)) }
                }
            } else {
                reader.report(
                    ValueReader.typeError(
                        list, name: "differences", expected: "a list of {change, reason} mappings", context: context))
            }
        }
        let found = reader.finish()
        problems += found
        guard !found.contains(where: { $0.severity == .error }), let original, let url, let compared else { return nil }
        return Provenance(
            original: original, url: url, file: file, gesture: gesture, compared: compared, differences: differences)
    }
}
