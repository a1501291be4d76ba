import SegueDocument
import SegueEffects
import SegueEngine

/// Turns a parameter's node into a value of its declared type, or diagnostics.
package enum ParameterValueReader {
    package static func read(_ node: Node, spec: ParameterSpec, into problems: inout [Diagnostic]) -> ParameterValue? {
        let name = spec.name
        let context = "manifest"
        switch spec.type {
        case .number(let lo, let hi, _):
            return ValueReader.number(node, name: name, context: context, min: lo, max: hi, into: &problems)
                .map(ParameterValue.number)
        case .integer(let lo, let hi):
            return ValueReader.integer(node, name: name, context: context, min: lo, max: hi, into: &problems)
                .map(ParameterValue.integer)
        case .bool:
            return ValueReader.bool(node, name: name, context: context, into: &problems).map(ParameterValue.bool)
        case .choice(let words):
            return ValueReader.choice(node, name: name, among: words, context: context, into: &problems)
                .map(ParameterValue.choice)
        case .point:
            return point(node, name: name, into: &problems).map(ParameterValue.point)
        case .size:
            return size(node, name: name, into: &problems).map(ParameterValue.size)
        case .rect:
            return rect(node, name: name, into: &problems).map(ParameterValue.rect)
        case .curve:
            return curve(node, name: name, into: &problems).map(ParameterValue.curve)
        case .color:
            return color(node, name: name, into: &problems).map(ParameterValue.color)
        case .rectPairs:
            return rectPairs(node, name: name, into: &problems).map(ParameterValue.rectPairs)
        }
    }

    package static func length(_ node: Node, name: String, into problems: inout [Diagnostic]) -> Length? {
        if let scalar = node.scalar, !scalar.isPlain || scalar.text.hasSuffix("%") {
            let text = scalar.text
            if text.hasSuffix("%"), let percent = Double(text.dropLast()), percent.isFinite {
                return ValueReader.containerFraction(percent, text: text, subject: "'\(name)'", at: node, into: &problems)
                    .map(Length.fraction)
            }
            problems.append(
                .error(
                    "manifest.type", "'\(name)' must be a length: a number of points or a percentage like '50%', not '\(text)'",
                    at: node.location))
            return nil
        }
        return ValueReader.number(node, name: name, context: "manifest", into: &problems).map(Length.points)
    }

    package static func point(_ node: Node, name: String, into problems: inout [Diagnostic]) -> LengthPoint? {
        lengths(node, name: name, shape: "a point", keys: ["x", "y"], into: &problems).map { LengthPoint(x: $0[0], y: $0[1]) }
    }

    package static func size(_ node: Node, name: String, into problems: inout [Diagnostic]) -> LengthSize? {
        lengths(node, name: name, shape: "a size", keys: ["width", "height"], into: &problems).map {
            LengthSize(width: $0[0], height: $0[1])
        }
    }

    package static func rect(_ node: Node, name: String, into problems: inout [Diagnostic]) -> LengthRect? {
        lengths(node, name: name, shape: "a rect", keys: ["x", "y", "width", "height"], into: &problems).map {
            LengthRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3])
        }
    }

    /// The lengths under `keys` of the mapping `name`, in the order of `keys`: each key required,
    /// each value read as the length `name.key`, and any other key refused, every problem
    /// reported; nil when the node is not a mapping or any key is missing or wrong. `shape` is
    /// what the messages call the mapping (`a point`).
    private static func lengths(
        _ node: Node, name: String, shape: String, keys: [String], into problems: inout [Diagnostic]
    ) -> [Length]? {
        guard var reader = MappingReader(node, context: "'\(name)' (\(shape))", problems: &problems) else { return nil }
        let values = keys.map { key in reader.required(key).flatMap { length($0, name: "\(name).\(key)", into: &problems) } }
        problems += reader.finish()
        let read = values.compactMap { $0 }
        return read.count == keys.count ? read : nil
    }

    package static func rectPairs(_ node: Node, name: String, into problems: inout [Diagnostic]) -> [RectPair]? {
        guard let items = node.items else {
            problems.append(ValueReader.typeError(node, name: name, expected: "a list of {from, to} rects", context: "manifest"))
            return nil
        }
        var pairs: [RectPair] = []
        for (index, item) in items.enumerated() {
            let label = "\(name)[\(index)]"
            guard var reader = MappingReader(item, context: "'\(label)'", problems: &problems) else { continue }
            let from = reader.required("from").flatMap { rect($0, name: "\(label).from", into: &problems) }
            let to = reader.required("to").flatMap { rect($0, name: "\(label).to", into: &problems) }
            problems += reader.finish()
            if let from, let to { pairs.append(RectPair(from: from, to: to)) }
        }
        return pairs.count == items.count ? pairs : nil
    }

    package static func color(_ node: Node, name: String, into problems: inout [Diagnostic]) -> RGBAColor? {
        guard let text = ValueReader.string(node, name: name, context: "manifest", into: &problems) else { return nil }
        guard let rgba = RGBAColor(hex: text) else {
            problems.append(
                .error(
                    "manifest.color", "'\(name)' must be a colour written #RRGGBB or #RRGGBBAA, not '\(text)'", at: node.location))
            return nil
        }
        return rgba
    }

    /// The curves a manifest names with one word, as it writes them.
    static let curveNames = TimingFunction.manifestNames

    static let curveHelp =
        "use one of \(curveNames.joined(separator: ", ")), {cubicBezier: [x1, y1, x2, y2]}, {spring: {...}} or {steps: N}"

    package static func curve(_ node: Node, name: String, into problems: inout [Diagnostic]) -> TimingFunction? {
        if let scalar = node.scalar {
            if let named = TimingFunction(manifestName: scalar.text) { return named }
            let guess = Suggestion.didYouMean(scalar.text, among: curveNames)
            let help = guess.isEmpty ? "; \(curveHelp)" : "\(guess) (\(curveHelp))"
            problems.append(.error("manifest.curve", "'\(scalar.text)' is not a curve\(help)", at: node.location))
            return nil
        }
        guard let pairs = node.pairs, pairs.count >= 1, let key = pairs[0].key.scalar?.text else {
            problems.append(.error("manifest.curve", "'\(name)' is not a curve; \(curveHelp)", at: node.location))
            return nil
        }
        let body = pairs[0].value
        switch key {
        case "cubicBezier":
            guard pairs.count == 1 else { break }
            return cubicBezier(body, into: &problems)
        case "spring":
            guard pairs.count == 1 else { break }
            return spring(body, into: &problems)
        case "steps":
            var reader = MappingReader(node, context: "'\(name)' (a steps curve)", problems: &problems)
            let count = reader?.integer("steps", min: 1, max: 10_000)
            let position = reader?.choice("position", among: StepPosition.allCases.map(\.word))
            problems += reader?.finish() ?? []
            guard let count else { return nil }
            return .steps(count, position.flatMap(StepPosition.init(word:)) ?? .jumpEnd)
        default:
            break
        }
        problems.append(.error("manifest.curve", "'\(name)' is not a curve; \(curveHelp)", at: node.location))
        return nil
    }

    private static func cubicBezier(_ node: Node, into problems: inout [Diagnostic]) -> TimingFunction? {
        guard let items = node.items, items.count == 4 else {
            problems.append(
                .error(
                    "manifest.curve", "'cubicBezier' takes four numbers [x1, y1, x2, y2]", at: node.location))
            return nil
        }
        let names = ["x1", "y1", "x2", "y2"]
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            let isX = index % 2 == 0
            guard
                let value = ValueReader.number(
                    item, name: names[index], context: "manifest", min: isX ? 0 : nil, max: isX ? 1 : nil, into: &problems)
            else { return nil }
            values.append(value)
        }
        return .cubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    }

    private static func spring(_ node: Node, into problems: inout [Diagnostic]) -> TimingFunction? {
        if let scalar = node.scalar {
            switch scalar.text {
            case "smooth": return .spring(.bounce(duration: 0.5, bounce: 0))
            case "snappy": return .spring(.bounce(duration: 0.5, bounce: 0.15))
            case "bouncy": return .spring(.bounce(duration: 0.5, bounce: 0.3))
            default:
                problems.append(
                    .error(
                        "manifest.curve", "'\(scalar.text)' is not a spring preset; use smooth, snappy, bouncy or a mapping",
                        at: node.location))
                return nil
            }
        }
        guard var reader = MappingReader(node, context: "'spring'", problems: &problems) else { return nil }
        let keys = Set(reader.pairs.compactMap { $0.key.scalar?.text })
        let result: TimingFunction?
        if keys.contains("dampingRatio") {
            let ratio = reader.number("dampingRatio", greaterThan: 0, max: 10)
            let velocity = reader.number("velocity") ?? 0
            result = ratio.map { .spring(.dampingRatio($0, initialVelocity: velocity)) }
        } else if keys.contains("bounce") || keys.contains("duration") {
            let duration = reader.number("duration", greaterThan: 0, max: 60) ?? 0.5
            let bounce = reader.number("bounce", min: -1, max: 1) ?? 0
            result = .spring(.bounce(duration: duration, bounce: bounce))
        } else {
            let mass = reader.number("mass", greaterThan: 0) ?? 1
            let stiffness = reader.number("stiffness", greaterThan: 0) ?? 100
            let damping = reader.number("damping", min: 0) ?? 10
            let velocity = reader.number("velocity") ?? 0
            result = .spring(.physical(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
        let found = reader.finish()
        problems += found
        return found.isEmpty ? result : nil
    }
}
