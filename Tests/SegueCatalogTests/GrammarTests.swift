import Foundation
import SegueDocument
import SegueTooling
import Testing

@testable import SegueCatalog

/// The field tables (SegueCatalog/Grammar) are the one statement of the manifest and config
/// grammar: the schema's properties are the table's keys, the reader accepts every one of them,
/// and the reference in docs/reference names each. A key added to one side only fails here.
@Suite struct GrammarTests {
    /// One mapping of the grammar: its table, where the generated schema states its properties, and
    /// a document that puts a key into such a mapping.
    struct Mapping: CustomTestStringConvertible, Sendable {
        let name: String
        let table: FieldTable
        let isConfig: Bool
        /// Keys to the mapping's schema in the generated schema (a number indexes an array).
        let schemaPath: [String]
        /// A document whose mapping holds `key` (with a null value: only the key matters here).
        let document: @Sendable (String) -> String

        var testDescription: String { name }
    }

    static let mappings: [Mapping] = [
        Mapping(name: "manifest", table: ManifestGrammar.table, isConfig: false, schemaPath: []) { "\($0): null\n" },
        Mapping(name: "interactive", table: InteractiveGrammar.table, isConfig: false, schemaPath: ["$defs", "interactive"]) {
            "interactive: {\($0): null}\n"
        },
        Mapping(name: "gesture", table: GestureGrammar.table, isConfig: false, schemaPath: ["$defs", "gesture"]) {
            "interactive: {to: {\($0): null}}\n"
        },
        Mapping(name: "provenance", table: ProvenanceGrammar.table, isConfig: false, schemaPath: ["properties", "provenance"]) {
            "provenance: {\($0): null}\n"
        },
        Mapping(
            name: "provenance difference", table: ProvenanceGrammar.differences, isConfig: false,
            schemaPath: ["properties", "provenance", "properties", "differences", "items"]
        ) { "provenance: {differences: [{\($0): null}]}\n" },
        Mapping(name: "config", table: ConfigGrammar.table, isConfig: true, schemaPath: []) { "\($0): null\n" },
        Mapping(name: "screen", table: ScreenGrammar.table, isConfig: true, schemaPath: ["properties", "screen", "oneOf", "1"]) {
            "screen: {\($0): null}\n"
        },
        Mapping(name: "defaults", table: DefaultsGrammar.table, isConfig: true, schemaPath: ["properties", "defaults"]) {
            "defaults: {\($0): null}\n"
        },
        Mapping(name: "route", table: RouteGrammar.table, isConfig: true, schemaPath: ["properties", "routes", "items"]) {
            "routes: [{\($0): null}]\n"
        },
    ]

    /// The member at `path` of a generated schema.
    static func member(_ value: JSONValue, _ path: ArraySlice<String>) -> JSONValue? {
        guard let key = path.first else { return value }
        switch value {
        case .object(let members):
            return members.first { $0.0 == key }.flatMap { member($0.1, path.dropFirst()) }
        case .array(let items):
            guard let index = Int(key), items.indices.contains(index) else { return nil }
            return member(items[index], path.dropFirst())
        default: return nil
        }
    }

    /// The keys of an object's members, in order.
    static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members)? = value else { return [] }
        return members.map(\.0)
    }

    /// The keys the reader reported unknown in `text`.
    static func unknownKeys(in text: String, config: Bool) throws -> [String] {
        let file = config ? "segue.yaml" : "probe.yaml"
        let root = try Document.load(text: text, file: file, format: .yaml)
        var problems: [Diagnostic] = []
        if config {
            _ = ConfigReader.read(root, file: file, problems: &problems)
        } else {
            _ = ManifestReader.read(root, file: file, problems: &problems)
        }
        return problems.filter { $0.code.hasSuffix(".unknown-key") }.compactMap { problem in
            problem.message.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }
    }

    /// The schema's properties and required keys are the table's, in its order.
    @Test(arguments: mappings)
    func theSchemaStatesTheTable(_ mapping: Mapping) throws {
        let schema = mapping.isConfig ? SchemaGenerator.config() : SchemaGenerator.manifest()
        let object = try #require(Self.member(schema, mapping.schemaPath[...]), "no schema at \(mapping.schemaPath)")
        #expect(Self.keys(Self.member(object, ["properties"])) == mapping.table.keys)
        let required = Self.member(object, ["required"]) ?? .array([])
        #expect(required == mapping.table.required)
    }

    /// Every key the schema offers is read: the reader reports none of them unknown, and does
    /// report a key outside the table (so the check is live). A key added to the table but not
    /// read fails here; a key read but missing from the table stops the reader (MappingReader's
    /// precondition).
    @Test(arguments: mappings)
    func theReaderReadsEveryKeyTheSchemaOffers(_ mapping: Mapping) throws {
        let schema = mapping.isConfig ? SchemaGenerator.config() : SchemaGenerator.manifest()
        let offered = Self.keys(Self.member(schema, mapping.schemaPath[...] + ["properties"]))
        #expect(!offered.isEmpty)
        for key in offered {
            #expect(try Self.unknownKeys(in: mapping.document(key), config: mapping.isConfig) == [], "\(mapping.name): '\(key)'")
        }
        #expect(try Self.unknownKeys(in: mapping.document("notAKey"), config: mapping.isConfig) == ["notAKey"])
    }

    /// The reference names every key: docs/reference/manifest.md the manifest's, config.md the config's.
    @Test(arguments: mappings)
    func theReferenceNamesEveryKey(_ mapping: Mapping) throws {
        let page = mapping.isConfig ? "config" : "manifest"
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/reference/\(page).md"), encoding: .utf8)
        for key in mapping.table.keys {
            // In prose (`key`, `key: value`, "key") or in an example (a line or a flow mapping's `key: `).
            let named = ["`\(key)`", "`\(key):", "\n\(key):", " \(key): ", "{\(key): ", "\"\(key)\""].contains { text.contains($0) }
            #expect(named, "docs/reference/\(page).md does not name \(mapping.name) key '\(key)'")
        }
    }
}
