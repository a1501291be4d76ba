import SegueEngine

/// The type of one effect parameter, with the constraints validation enforces.
package enum ParameterType: Sendable, Hashable {
    /// A real number, optionally bounded (inclusive) and with a unit for the docs.
    case number(min: Double?, max: Double?, unit: String?)
    /// A whole number, optionally bounded (inclusive).
    case integer(min: Int?, max: Int?)
    case bool
    /// One of a fixed list of words.
    case choice([String])
    /// `{x, y}` with lengths (points or `N%` of the container).
    case point
    /// `{width, height}` with lengths.
    case size
    /// `{x, y, width, height}` with lengths.
    case rect
    /// A timing curve: a name, `{cubicBezier: [x1, y1, x2, y2]}`, `{spring: {...}}` or `{steps: N}`.
    case curve
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case color
    /// A list of `{from: rect, to: rect}` pairs (shared elements).
    case rectPairs

    /// The word used in docs, `show` and error messages.
    package var name: String {
        switch self {
        case .number: "number"
        case .integer: "integer"
        case .bool: "bool"
        case .choice: "enum"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .curve: "curve"
        case .color: "color"
        case .rectPairs: "rect pairs"
        }
    }

    /// The accepted range or values in words, for docs and `show` (`0.01...10 s`, `left | right`).
    package var rangeText: String? {
        switch self {
        case .number(let lo, let hi, let unit):
            guard lo != nil || hi != nil else { return unit }
            let text = "\(lo.map(formatNumber) ?? "")...\(hi.map(formatNumber) ?? "")"
            return unit.map { "\(text) \($0)" } ?? text
        case .integer(let lo, let hi):
            guard lo != nil || hi != nil else { return nil }
            return "\(lo.map { String($0) } ?? "")...\(hi.map { String($0) } ?? "")"
        case .choice(let words):
            return words.joined(separator: " | ")
        default:
            return nil
        }
    }
}

/// One parameter of an effect kind: the single source of truth for validation,
/// `segue show`, the JSON Schema and the manifest reference (docs/reference/manifest.md).
///
/// Every resolved effect carries the spec of each of its parameters, so the fields live in
/// one immutable box: copying a spec is one retain, not one per string and value inside.
/// Equality compares the fields.
package struct ParameterSpec: Sendable, Hashable {
    private final class Fields: Sendable {
        let name: String
        let type: ParameterType
        let defaultValue: ParameterValue?
        let doc: String

        init(name: String, type: ParameterType, defaultValue: ParameterValue?, doc: String) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.doc = doc
        }
    }

    private let fields: Fields

    /// A parameter `name` of `type`; a nil `defaultValue` makes it required.
    package init(_ name: String, _ type: ParameterType, default defaultValue: ParameterValue?, doc: String) {
        fields = Fields(name: name, type: type, defaultValue: defaultValue, doc: doc)
    }

    /// The key under `parameters:`.
    package var name: String { fields.name }
    /// Its type, with the range `validate` checks.
    package var type: ParameterType { fields.type }
    /// The value used when a manifest does not set it; nil only for required parameters.
    package var defaultValue: ParameterValue? { fields.defaultValue }
    /// One line: what the parameter changes, in the user's terms.
    package var doc: String { fields.doc }

    /// True when a manifest must set it.
    package var isRequired: Bool { defaultValue == nil }

    /// Equal when name, type, default and doc are.
    package static func == (lhs: ParameterSpec, rhs: ParameterSpec) -> Bool {
        lhs.fields === rhs.fields
            || (lhs.name == rhs.name && lhs.type == rhs.type && lhs.defaultValue == rhs.defaultValue && lhs.doc == rhs.doc)
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(defaultValue)
        hasher.combine(doc)
    }
}

/// One factory per type, so a kind writes each parameter's type once: the default is a value of
/// that type, and a spec whose default is of another type does not compile.
extension ParameterSpec {
    /// A real number between `min` and `max` (inclusive, either open when nil), in `unit` for the docs.
    package static func number(
        _ name: String, min: Double? = nil, max: Double? = nil, unit: String? = nil, default value: Double, doc: String
    ) -> ParameterSpec {
        ParameterSpec(name, .number(min: min, max: max, unit: unit), default: .number(value), doc: doc)
    }

    /// A whole number between `min` and `max` (inclusive, either open when nil).
    package static func integer(_ name: String, min: Int? = nil, max: Int? = nil, default value: Int, doc: String) -> ParameterSpec {
        ParameterSpec(name, .integer(min: min, max: max), default: .integer(value), doc: doc)
    }

    /// A yes or no.
    package static func bool(_ name: String, default value: Bool, doc: String) -> ParameterSpec {
        ParameterSpec(name, .bool, default: .bool(value), doc: doc)
    }

    /// One of `words`.
    package static func choice(_ name: String, _ words: [String], default word: String, doc: String) -> ParameterSpec {
        ParameterSpec(name, .choice(words), default: .choice(word), doc: doc)
    }

    /// A point of lengths.
    package static func point(_ name: String, default value: LengthPoint, doc: String) -> ParameterSpec {
        ParameterSpec(name, .point, default: .point(value), doc: doc)
    }

    /// A timing curve.
    package static func curve(_ name: String, default value: TimingFunction, doc: String) -> ParameterSpec {
        ParameterSpec(name, .curve, default: .curve(value), doc: doc)
    }

    /// A colour.
    package static func color(_ name: String, default value: RGBAColor, doc: String) -> ParameterSpec {
        ParameterSpec(name, .color, default: .color(value), doc: doc)
    }

    /// A list of shared elements' frame pairs.
    package static func rectPairs(_ name: String, default value: [RectPair], doc: String) -> ParameterSpec {
        ParameterSpec(name, .rectPairs, default: .rectPairs(value), doc: doc)
    }
}
