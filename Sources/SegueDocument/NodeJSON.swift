extension JSONValue {
    /// The JSON that loads to the same values as `node` (keys in order, scalars typed by Segue's
    /// rules: a quoted `"1"` stays a string, a plain `1` becomes a number), or the first value with
    /// no JSON form (`.nan`, `.inf`, a number too large to hold) and where it is.
    package static func converting(_ node: Node) -> Result<JSONValue, NodeConversionError> {
        switch node.content {
        case .scalar(let scalar):
            switch ScalarValue.resolve(scalar) {
            case .null: return .success(.null)
            case .bool(let b): return .success(.bool(b))
            case .int(let i): return .success(.int(i))
            case .double(let d) where d.isFinite: return .success(.number(d))
            case .string(let s): return .success(.string(s))
            case .double, .outOfRange: return .failure(NodeConversionError(location: node.location, text: scalar.text))
            }
        case .sequence(let items):
            var values: [JSONValue] = []
            for item in items {
                switch converting(item) {
                case .success(let value): values.append(value)
                case .failure(let error): return .failure(error)
                }
            }
            return .success(.array(values))
        case .mapping(let pairs):
            var members: [(String, JSONValue)] = []
            for pair in pairs {
                switch converting(pair.value) {
                case .success(let value): members.append((pair.key.scalar?.text ?? "", value))
                case .failure(let error): return .failure(error)
                }
            }
            return .success(.object(members))
        }
    }
}

/// A value with no JSON form, where it is written.
package struct NodeConversionError: Error, Sendable, Hashable {
    /// Where the value is.
    package let location: SourceLocation
    /// Its text.
    package let text: String

    /// The error as a diagnostic.
    package var diagnostic: Diagnostic {
        .error("json.unrepresentable", "\(text) has no JSON form (JSON numbers are finite and fit in a double)", at: location)
    }
}
