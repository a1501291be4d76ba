import SegueDocument
import SegueEffects

/// Typed reads of single scalar nodes, each reporting a precise diagnostic on failure.
package enum ValueReader {
    /// The range of every number a manifest, config, script or `--set` gives whose key has no
    /// narrower one (points, seconds, degrees, stiffness): far past any screen or animation, and
    /// small enough that the arithmetic after it (products with a frame rate, a screen, 255) stays
    /// finite and exact to the point. A key's own bound replaces it on that side.
    package static let integerLimit = 1_000_000
    /// The range of a percentage of the container (`50%`, `-100%W`): a hundred containers either way.
    package static let percentLimit = 10_000.0
    /// `integerLimit` as a Double.
    package static let magnitudeLimit = Double(integerLimit)

    /// The fraction of the container that `percent` (read from `text`) stands for, or nil with a
    /// `manifest.range` error when it is past `percentLimit` either way. `subject` opens the
    /// message: a parameter's quoted name, or `a percentage` where the value has no name.
    package static func containerFraction(
        _ percent: Double, text: String, subject: String, at node: Node, into problems: inout [Diagnostic]
    ) -> Double? {
        guard abs(percent) <= percentLimit else {
            problems.append(
                .error(
                    "manifest.range",
                    "\(subject) must be between -\(formatNumber(percentLimit))% and \(formatNumber(percentLimit))% of the container, "
                        + "not '\(text)'", at: node.location))
            return nil
        }
        return percent / 100
    }
    package static func string(_ node: Node, name: String, context: String, into problems: inout [Diagnostic]) -> String? {
        guard let scalar = node.scalar else {
            problems.append(typeError(node, name: name, expected: "a string", context: context))
            return nil
        }
        if ScalarValue.isNull(scalar) {
            problems.append(typeError(node, name: name, expected: "a string", context: context))
            return nil
        }
        return scalar.text
    }

    package static func number(
        _ node: Node, name: String, context: String,
        greaterThan: Double? = nil, min: Double? = nil, max: Double? = nil, namingRange: Bool = false,
        into problems: inout [Diagnostic]
    ) -> Double? {
        var code: String { Codes.prefix(context) }  // only errors need it
        let fraction = max == 1 && (min ?? greaterThan) == 0  // a fraction: a percentage converts
        guard let scalar = node.scalar, scalar.isPlain else {
            problems.append(numberTypeError(node, name: name, context: context, fraction: fraction))
            return nil
        }
        let value: Double
        switch ScalarValue.resolve(scalar) {
        case .int(let i): value = Double(i)
        case .double(let d): value = d
        case .outOfRange(let text):
            problems.append(.error("\(code).range", "'\(name)' is \(text), which is too large to hold exactly", at: node.location))
            return nil
        case .string(let text):
            if let legacy = ScalarValue.legacyForm(text) {
                problems.append(
                    .error(
                        "\(code).type", "'\(name)' must be a plain decimal number; '\(text)' is \(legacy), which Segue does not read",
                        at: node.location))
            } else {
                problems.append(numberTypeError(node, name: name, context: context, fraction: fraction))
            }
            return nil
        default:
            problems.append(typeError(node, name: name, expected: "a number", context: context))
            return nil
        }
        guard value.isFinite else {
            problems.append(.error("\(code).non-finite", "'\(name)' must be a finite number, not \(scalar.text)", at: node.location))
            return nil
        }
        if let bound = greaterThan, !(value > bound) {
            problems.append(
                .error("\(code).range", "'\(name)' must be greater than \(formatNumber(bound)), not \(scalar.text)", at: node.location))
            return nil
        }
        // `namingRange` says both ends whichever is crossed (a screen's size); other keys keep the
        // one-sided wording their examples and goldens hold.
        if namingRange, let low = min, let high = max, value < low || value > high {
            problems.append(
                .error(
                    "\(code).range", "'\(name)' must be between \(formatNumber(low)) and \(formatNumber(high)), not \(scalar.text)",
                    at: node.location))
            return nil
        }
        if let bound = min, value < bound {
            problems.append(
                .error("\(code).range", "'\(name)' must be at least \(formatNumber(bound)), not \(scalar.text)", at: node.location))
            return nil
        }
        if let bound = max, value > bound {
            problems.append(
                .error("\(code).range", "'\(name)' must be at most \(formatNumber(bound)), not \(scalar.text)", at: node.location))
            return nil
        }
        if (min == nil && value < -magnitudeLimit) || (max == nil && value > magnitudeLimit) {
            let low = min.map(formatNumber) ?? formatNumber(-magnitudeLimit)
            let high = max.map(formatNumber) ?? formatNumber(magnitudeLimit)
            problems.append(
                .error(
                    "\(code).range", "'\(name)' must be between \(low) and \(high), not \(scalar.text)", at: node.location))
            return nil
        }
        return value
    }

    package static func integer(
        _ node: Node, name: String, context: String, min: Int? = nil, max: Int? = nil,
        into problems: inout [Diagnostic]
    ) -> Int? {
        var code: String { Codes.prefix(context) }  // only errors need it
        guard let scalar = node.scalar, scalar.isPlain, case .int(let value) = ScalarValue.resolve(scalar) else {
            if let scalar = node.scalar, scalar.isPlain, case .outOfRange(let text) = ScalarValue.resolve(scalar) {
                problems.append(.error("\(code).range", "'\(name)' is \(text), which is too large", at: node.location))
            } else if let scalar = node.scalar, scalar.isPlain, let legacy = ScalarValue.legacyForm(scalar.text) {
                problems.append(
                    .error(
                        "\(code).type",
                        "'\(name)' must be a plain decimal whole number; '\(scalar.text)' is \(legacy), which Segue does not read",
                        at: node.location))
            } else {
                problems.append(typeError(node, name: name, expected: "a whole number", context: context))
            }
            return nil
        }
        if let bound = min, value < bound {
            problems.append(.error("\(code).range", "'\(name)' must be at least \(bound), not \(value)", at: node.location))
            return nil
        }
        if let bound = max, value > bound {
            problems.append(.error("\(code).range", "'\(name)' must be at most \(bound), not \(value)", at: node.location))
            return nil
        }
        // A key's own bounds replace the general one on their side (limits go up to 50 000 000).
        let limit = integerLimit
        if (min == nil && value < -limit) || (max == nil && value > limit) {
            let low = min.map(String.init) ?? String(-limit)
            let high = max.map(String.init) ?? String(limit)
            problems.append(.error("\(code).range", "'\(name)' must be between \(low) and \(high), not \(value)", at: node.location))
            return nil
        }
        return value
    }

    package static func bool(_ node: Node, name: String, context: String, into problems: inout [Diagnostic]) -> Bool? {
        if let scalar = node.scalar, scalar.isPlain {
            if case .bool(let b) = ScalarValue.resolve(scalar) { return b }
            if let legacy = ScalarValue.legacyForm(scalar.text) {
                problems.append(
                    .error(
                        "\(Codes.prefix(context)).type",
                        "'\(name)' must be true or false; '\(scalar.text)' is \(legacy), which Segue does not read",
                        at: node.location))
                return nil
            }
        }
        problems.append(typeError(node, name: name, expected: "true or false", context: context))
        return nil
    }

    package static func choice(
        _ node: Node, name: String, among words: [String], context: String, into problems: inout [Diagnostic]
    ) -> String? {
        guard let text = string(node, name: name, context: context, into: &problems) else { return nil }
        guard words.contains(text) else {
            var message = "'\(name)' must be one of \(words.joined(separator: ", ")), not '\(text)'"
            if let guess = Suggestion.closest(to: text, among: words) { message += "; did you mean '\(guess)'?" }
            problems.append(.error("\(Codes.prefix(context)).enum", message, at: node.location))
            return nil
        }
        return text
    }

    /// The type error for a number written as text; when it is a number with a unit or in quotes
    /// (`0.4s`, `"0.4"`), the plain number is its fix, in the message and in `fix`.
    package static func numberTypeError(_ node: Node, name: String, context: String, fraction: Bool) -> Diagnostic {
        let wrong = typeError(node, name: name, expected: "a number", context: context)
        guard let text = node.scalar?.text, let fix = UnitFix.literal(for: text, fraction: fraction) else { return wrong }
        return .error(wrong.code, wrong.message + "; write \(fix)", at: wrong.location, fix: fix)
    }

    package static func typeError(_ node: Node, name: String, expected: String, context: String) -> Diagnostic {
        let found: String
        if let scalar = node.scalar {
            found = "\(article(node.kindName)) ('\(scalar.text)')"
        } else {
            found = article(node.kindName)
        }
        return .error("\(Codes.prefix(context)).type", "'\(name)' must be \(expected), not \(found)", at: node.location)
    }
}
