import SegueDocument

/// One key of a manifest or config mapping: what it holds, its bounds, whether it is required,
/// and what it means.
///
/// What `ParameterSpec` is for a kind's parameters, this is for the keys around them: the readers
/// take their key tables and bounds from a `FieldTable`, `SchemaGenerator` writes the schemas'
/// properties from it, and a test holds docs/reference to it, so a new key is one entry.
package struct Field: Sendable {
    /// What the key holds, as the schema states it and the reader checks it.
    package enum Shape: Sendable {
        /// Any text.
        case string
        /// Text matching a pattern (which the reader checks by hand).
        case pattern(String)
        /// A number within bounds.
        case number(NumberBounds)
        /// A whole number from `min` to `max`.
        case integer(min: Int, max: Int)
        /// `true` or `false`.
        case bool
        /// The one accepted value (`segue: 1`).
        case constant(Int)
        /// One of `words`.
        case choice([String])
        /// One of `words`, with what each means, for editors' completion.
        case documentedChoice([String], docs: [String])
        /// A list of texts.
        case stringList
        /// Any mapping (parameters, typed later by the kind).
        case mapping
        /// A shape the schema defines once (`#/$defs/NAME`).
        case definition(String)
        /// A shape the reader checks by hand, written out as schema members when a schema is
        /// written (``members(_:)`` makes one).
        case written(@Sendable () -> [(String, JSONValue)])

        /// A shape the reader checks by hand, written out as these schema members. They are made
        /// only when a schema is written: a reader that asks the table for its keys never builds
        /// JSON (which LeakSanitizer, in the fuzz build, took for leaks: a `JSONValue` held by a
        /// static table is reached only through an enum payload's tagged pointer).
        package static func members(_ members: @autoclosure @escaping @Sendable () -> [(String, JSONValue)]) -> Shape {
            .written(members)
        }
    }

    /// The key as files write it.
    package let key: String
    /// What the key holds.
    package let shape: Shape
    /// A mapping without the key is an error (`missing required key`).
    package let isRequired: Bool
    /// The plain-text description editors show.
    package let doc: String?
    /// The Markdown description editors that support it show instead.
    package let markdownDoc: String?
    /// Schema members written after the descriptions (examples, completion offers), made when a
    /// schema is written.
    package let trailing: @Sendable () -> [(String, JSONValue)]

    package init(
        _ key: String, _ shape: Shape, required isRequired: Bool = false, doc: String? = nil, markdownDoc: String? = nil,
        trailing: @autoclosure @escaping @Sendable () -> [(String, JSONValue)] = []
    ) {
        self.key = key
        self.shape = shape
        self.isRequired = isRequired
        self.doc = doc
        self.markdownDoc = markdownDoc
        self.trailing = trailing
    }

    /// The bounds of a `number` field; a precondition failure for any other shape.
    package var bounds: NumberBounds {
        guard case .number(let bounds) = shape else { preconditionFailure("'\(key)' is not a number field") }
        return bounds
    }

    /// The words of a `choice` field; a precondition failure for any other shape.
    package var words: [String] {
        switch shape {
        case .choice(let words), .documentedChoice(let words, _): return words
        default: preconditionFailure("'\(key)' is not a choice field")
        }
    }

    /// The field's JSON Schema.
    package var schema: JSONValue {
        var members: [(String, JSONValue)]
        switch shape {
        case .string: members = [("type", .string("string"))]
        case .pattern(let pattern): members = [("type", .string("string")), ("pattern", .string(pattern))]
        case .number(let bounds):
            members = [("type", .string("number"))] + bounds.schema
        case .integer(let min, let max):
            members = [("type", .string("integer")), ("minimum", .int(min)), ("maximum", .int(max))]
        case .bool: members = [("type", .string("boolean"))]
        case .constant(let value): members = [("const", .int(value))]
        case .choice(let words): members = [("enum", .array(words.map(JSONValue.string)))]
        case .documentedChoice(let words, let docs):
            members = [
                ("enum", .array(words.map(JSONValue.string))), ("markdownEnumDescriptions", .array(docs.map(JSONValue.string))),
            ]
        case .stringList: members = [("type", .string("array")), ("items", .object([("type", .string("string"))]))]
        case .mapping: members = [("type", .string("object"))]
        case .definition(let name): members = [("$ref", .string("#/$defs/\(name)"))]
        case .written(let make): members = make()
        }
        if let doc { members.append(("description", .string(doc))) }
        if let markdownDoc { members.append(("markdownDescription", .string(markdownDoc))) }
        return .object(members + trailing())
    }

    /// Reads `node` as this number field's value, with its bounds.
    package func number(_ node: Node, context: String, into problems: inout [Diagnostic]) -> Double? {
        let bounds = self.bounds
        return ValueReader.number(
            node, name: key, context: context, greaterThan: bounds.greaterThan, min: bounds.min, max: bounds.max,
            namingRange: bounds.namesRange, into: &problems)
    }
}

/// The range a number field accepts.
package struct NumberBounds: Sendable {
    /// An exclusive lower bound (`exclusiveMinimum`).
    package var greaterThan: Double?
    /// An inclusive lower bound (`minimum`).
    package var min: Double?
    /// An inclusive upper bound (`maximum`).
    package var max: Double?
    /// The error for a value outside names the whole range rather than the bound crossed.
    package var namesRange = false

    package init(greaterThan: Double? = nil, min: Double? = nil, max: Double? = nil, namesRange: Bool = false) {
        self.greaterThan = greaterThan
        self.min = min
        self.max = max
        self.namesRange = namesRange
    }

    /// Seconds of a transition: more than 0, at most a minute.
    package static let duration = NumberBounds(greaterThan: 0, max: 60)

    /// The schema's bound members, in the order the schemas write them.
    var schema: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let greaterThan { members.append(("exclusiveMinimum", .number(greaterThan))) }
        if let min { members.append(("minimum", .number(min))) }
        if let max { members.append(("maximum", .number(max))) }
        return members
    }
}

/// The keys of one kind of mapping (a manifest, a gesture, a route), in the order files and
/// schemas write them.
package struct FieldTable: Sendable {
    /// The fields, in order.
    package let fields: [Field]
    /// Every key, for the reader's unknown-key check and its did-you-mean.
    package let keys: [String]

    package init(_ fields: [Field]) {
        self.fields = fields
        keys = fields.map(\.key)
    }

    /// The keys the schema lists as required.
    package var required: JSONValue { .array(fields.filter(\.isRequired).map { .string($0.key) }) }

    /// The schema's `properties` object.
    package var properties: JSONValue { .object(fields.map { ($0.key, $0.schema) }) }

    /// The schema of a mapping that holds these keys and no others, followed by `extra` members.
    package func objectSchema(_ extra: [(String, JSONValue)] = []) -> JSONValue { .object(objectMembers() + extra) }

    /// `objectSchema()`'s members.
    package func objectMembers() -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [("type", .string("object"))]
        if fields.contains(where: \.isRequired) { members.append(("required", required)) }
        return members + [("properties", properties), ("additionalProperties", .bool(false))]
    }
}

extension MappingReader {
    /// The number `field` names, checked against its bounds.
    package mutating func number(_ field: Field) -> Double? {
        let bounds = field.bounds
        return number(
            field.key, required: field.isRequired, greaterThan: bounds.greaterThan, min: bounds.min, max: bounds.max,
            namingRange: bounds.namesRange)
    }

    /// The integer `field` names, checked against its bounds.
    package mutating func integer(_ field: Field) -> Int? {
        guard case .integer(let min, let max) = field.shape else { preconditionFailure("'\(field.key)' is not an integer field") }
        return integer(field.key, min: min, max: max)
    }

    /// The word `field` names, one of its choices.
    package mutating func choice(_ field: Field) -> String? {
        choice(field.key, among: field.words, required: field.isRequired)
    }
}
