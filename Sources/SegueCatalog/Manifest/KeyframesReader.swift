import SegueDocument
import SegueEffects
import SegueEngine

/// Reads and validates the `keyframes:` block of a manifest of kind `keyframes`.
///
/// Every problem is reported with the exact place it is written and a `manifest.keyframes.*` code
/// (unknown keys and plain type errors keep the codes every manifest uses). The block is returned
/// only when it has no error, so the kind never sees an unsound track.
enum KeyframesReader {
    static func read(_ node: Node, into problems: inout [Diagnostic]) -> KeyframesSpec? {
        var found: [Diagnostic] = []
        guard var reader = MappingReader(node, context: "'keyframes'", problems: &found) else {
            problems += found
            return nil
        }
        let to = reader.required("to").flatMap { tracks($0, name: "to", into: &found) }
        var back: [KeyframeTrackSpec]?
        var backIsValid = true
        if let backNode = reader.node("back") {
            if let scalar = backNode.scalar, scalar.text == "reverse" {
                back = nil
            } else if backNode.items != nil {
                back = tracks(backNode, name: "back", into: &found)
                backIsValid = back != nil
            } else {
                found.append(
                    .error(
                        "manifest.keyframes.back",
                        "'back' must be 'reverse' or a list of tracks, not \(describe(backNode))", at: backNode.location))
                backIsValid = false
            }
        }
        var toLength: Double?
        var backLength: Double?
        if let lengthNode = reader.node("length"), var lengths = MappingReader(lengthNode, context: "'length'", problems: &found) {
            toLength = lengths.number("to", greaterThan: 0, max: 60)
            backLength = lengths.number("back", greaterThan: 0, max: 60)
            found += lengths.finish()
        }
        let cleanup = reader.choice("cleanup", among: ["automatic", "manual"])
        var touches: [String] = []
        if let touchNode = reader.node("disableTouches") {
            for item in touchNode.items.map(Array.init) ?? [] {
                guard let text = ValueReader.string(item, name: "disableTouches", context: "manifest", into: &found) else { continue }
                if KeyframesSpec.touchViews.contains(text) {
                    if !touches.contains(text) { touches.append(text) }
                } else {
                    found.append(
                        unknown(
                            "manifest.keyframes.touches", "view", text, among: KeyframesSpec.touchViews, at: item.location))
                }
            }
            if touchNode.items == nil {
                found.append(
                    .error(
                        "manifest.keyframes.touches", "'disableTouches' must be a list of views (from, to), not \(describe(touchNode))",
                        at: touchNode.location))
            }
        }
        found += reader.finish()
        problems += found
        guard found.isEmpty, let to, backIsValid else { return nil }
        return KeyframesSpec(
            to: to, back: back, toLength: toLength, backLength: backLength, automaticCleanup: cleanup != "manual",
            disableTouches: touches)
    }

    private static func tracks(_ node: Node, name: String, into problems: inout [Diagnostic]) -> [KeyframeTrackSpec]? {
        guard let items = nonEmptyItems(node, name: name, of: "tracks", code: "manifest.keyframes.tracks", into: &problems) else {
            return nil
        }
        let tracks = items.compactMap { track($0, into: &problems) }
        return tracks.count == items.count ? tracks : nil
    }

    /// The items of `node`, a list that must hold at least one; nil otherwise, with the error
    /// `code` saying "'name' must be a non-empty list of `what`" and what the node is instead.
    private static func nonEmptyItems(
        _ node: Node, name: String, of what: String, code: String, into problems: inout [Diagnostic]
    ) -> Node.Items? {
        guard let items = node.items, !items.isEmpty else {
            problems.append(.error(code, "'\(name)' must be a non-empty list of \(what), not \(describe(node))", at: node.location))
            return nil
        }
        return items
    }

    private static func track(_ node: Node, into problems: inout [Diagnostic]) -> KeyframeTrackSpec? {
        var found: [Diagnostic] = []
        guard var reader = MappingReader(node, context: "keyframes track", problems: &found) else {
            problems += found
            return nil
        }
        var actor: String?
        if let actorNode = reader.required("actor"),
            let text = ValueReader.string(actorNode, name: "actor", context: "manifest", into: &found)
        {
            if KeyframesSpec.actors.contains(text) {
                actor = text
            } else {
                found.append(
                    unknown(
                        "manifest.keyframes.actor", "actor", text, among: KeyframesSpec.actors, at: actorNode.location))
            }
        }
        var shape: KeyframeValueShape?
        var property: String?
        if let propertyNode = reader.required("property"),
            let text = ValueReader.string(propertyNode, name: "property", context: "manifest", into: &found)
        {
            if let known = KeyframesSpec.shape(of: text) {
                shape = known
                property = text
            } else {
                found.append(
                    unknown(
                        "manifest.keyframes.property", "property", text, among: KeyframesSpec.properties.map(\.name),
                        at: propertyNode.location))
            }
        }
        let begin = reader.number("begin", min: 0, max: 1)
        let durationNode = reader.node("duration")
        let duration = durationNode.flatMap {
            ValueReader.number($0, name: "duration", context: "manifest", min: 0, max: 1, into: &found)
        }
        if let durationNode, let duration, (begin ?? 0) + duration > 1 + 1e-9 {
            found.append(
                .error(
                    "manifest.keyframes.span",
                    "begin \(formatNumber(begin ?? 0)) + duration \(formatNumber(duration)) runs past the end of the transition (at most 1)",
                    at: durationNode.location))
        }
        /// One of `words` under `key` (`fallback` when absent); an unknown word is `code` with a did-you-mean.
        func word(_ key: String, among words: [String], fallback: String, code: String) -> String {
            guard let node = reader.node(key),
                let text = ValueReader.string(node, name: key, context: "manifest", into: &found)
            else { return fallback }
            guard words.contains(text) else {
                found.append(unknown(code, key, text, among: words, at: node.location))
                return fallback
            }
            return text
        }
        let driver = word("driver", among: KeyframesSpec.drivers, fallback: "view", code: "manifest.keyframes.driver")
        let resets = reader.bool("resetsModelValueOnCancel") ?? false
        let trackCurve = reader.node("curve").flatMap { ParameterValueReader.curve($0, name: "curve", into: &found) }
        let animationCurve = reader.node("animationCurve").flatMap {
            ParameterValueReader.curve($0, name: "animationCurve", into: &found)
        }
        let mode = word(
            "calculationMode", among: KeyframesSpec.calculationModes, fallback: "linear",
            code: "manifest.keyframes.calculation-mode")
        let form = word(
            "transformInterpolation", among: KeyframesSpec.transformInterpolations, fallback: "matrix",
            code: "manifest.keyframes.transform-interpolation")
        var keyframes: [KeyframeSpec]?
        if let listNode = reader.required("keyframes") {
            // With a whole-track curve (UIView.animateKeyframes), segments are linear unless told.
            let segmentDefault: TimingFunction = animationCurve == nil ? .easeInEaseOut : .linear
            keyframes = self.keyframes(
                listNode, shape: shape, property: property ?? "", curve: trackCurve ?? segmentDefault, into: &found)
        }
        found += reader.finish()
        problems += found.sortedByLocation()
        guard found.isEmpty, let actor, let property, let keyframes else { return nil }
        return KeyframeTrackSpec(
            actor: actor, property: property, keyframes: keyframes, begin: begin ?? 0, duration: duration ?? 1,
            driver: driver, resetsModelValueOnCancel: resets, animationCurve: animationCurve, calculationMode: mode,
            transformInterpolation: form)
    }

    private static func keyframes(
        _ node: Node, shape: KeyframeValueShape?, property: String, curve trackCurve: TimingFunction,
        into problems: inout [Diagnostic]
    ) -> [KeyframeSpec]? {
        guard
            let items = nonEmptyItems(
                node, name: "keyframes", of: "{time, value}", code: "manifest.keyframes.empty", into: &problems)
        else { return nil }
        var result: [KeyframeSpec] = []
        var ok = true
        var previous: Double?
        for (index, item) in items.enumerated() {
            guard var reader = MappingReader(item, context: "keyframe", problems: &problems) else {
                ok = false
                continue
            }
            var found: [Diagnostic] = []
            var time: Double?
            if let timeNode = reader.required("time"),
                let t = ValueReader.number(timeNode, name: "time", context: "manifest", into: &found)
            {
                if !(0...1).contains(t) {
                    found.append(
                        .error(
                            "manifest.keyframes.time", "keyframe time must be within 0...1, not \(formatNumber(t))",
                            at: timeNode.location))
                } else if let previous, t <= previous {
                    found.append(
                        .error(
                            "manifest.keyframes.order",
                            "keyframe times must increase: \(formatNumber(t)) comes after \(formatNumber(previous))",
                            at: timeNode.location))
                } else if index == 0, t != 0 {
                    found.append(
                        .error(
                            "manifest.keyframes.first-time",
                            "the first keyframe must be at time 0, not \(formatNumber(t)) (delay a track with 'begin')",
                            at: timeNode.location))
                } else if index == items.count - 1, index > 0, t != 1 {
                    found.append(
                        .error(
                            "manifest.keyframes.last-time",
                            "the last keyframe must be at time 1, not \(formatNumber(t)) (shorten a track with 'duration')",
                            at: timeNode.location))
                }
                time = t
                previous = t
            }
            var value: KeyframeValue?
            if let valueNode = reader.required("value"), let shape {
                value = self.value(valueNode, shape: shape, property: property, into: &found)
            }
            var curve = trackCurve
            if let curveNode = reader.node("curve") {
                if index == 0 {
                    found.append(
                        .error(
                            "manifest.keyframes.curve",
                            "the first keyframe has no curve: a keyframe's curve is how the value arrives at it",
                            at: curveNode.location))
                } else if let parsed = ParameterValueReader.curve(curveNode, name: "curve", into: &found) {
                    curve = parsed
                }
            }
            found += reader.finish()
            problems += found
            if found.isEmpty, let time, let value {
                result.append(KeyframeSpec(time: time, value: value, curve: curve))
            } else {
                ok = false
            }
        }
        return ok ? result : nil
    }

    // MARK: - Values

    private static func value(
        _ node: Node, shape: KeyframeValueShape, property: String, into problems: inout [Diagnostic]
    ) -> KeyframeValue? {
        func wrong() -> KeyframeValue? {
            problems.append(
                .error(
                    "manifest.keyframes.value", "'\(property)' takes \(shape.example), not \(describe(node))",
                    at: node.location))
            return nil
        }
        switch shape {
        case .number:
            guard node.scalar != nil else { return wrong() }
            return term(node, into: &problems).map(KeyframeValue.number)
        case .point:
            guard node.items?.count == 2 else { return wrong() }
            guard let t = terms(node, count: 2, into: &problems) else { return nil }
            return .point(t[0], t[1])
        case .unitPoint:
            guard let items = node.items, items.count == 2 else { return wrong() }
            let numbers = items.compactMap {
                ValueReader.number($0, name: property, context: "manifest", into: &problems)
            }
            return numbers.count == 2 ? .point(.points(numbers[0]), .points(numbers[1])) : nil
        case .rect:
            guard node.items?.count == 4 else { return wrong() }
            guard let t = terms(node, count: 4, into: &problems) else { return nil }
            return .rect(x: t[0], y: t[1], width: t[2], height: t[3])
        case .frame:
            if let scalar = node.scalar, scalar.text == "home" { return .home(dx: .points(0), dy: .points(0)) }
            if let pairs = node.pairs, pairs.count == 1, pairs[0].key.scalar?.text == "home" {
                guard pairs[0].value.items?.count == 2 else {
                    problems.append(
                        .error(
                            "manifest.keyframes.value", "'home' takes an offset [dx, dy], not \(describe(pairs[0].value))",
                            at: pairs[0].value.location))
                    return nil
                }
                guard let t = terms(pairs[0].value, count: 2, into: &problems) else { return nil }
                return .home(dx: t[0], dy: t[1])
            }
            guard node.items?.count == 4 else { return wrong() }
            guard let t = terms(node, count: 4, into: &problems) else { return nil }
            return .rect(x: t[0], y: t[1], width: t[2], height: t[3])
        case .transform:
            if let scalar = node.scalar, scalar.text == "identity" { return .transform([]) }
            guard let items = node.items else { return wrong() }
            let operations = items.compactMap { operation($0, into: &problems) }
            return operations.count == items.count ? .transform(operations) : nil
        case .bool:
            return ValueReader.bool(node, name: property, context: "manifest", into: &problems).map(KeyframeValue.bool)
        case .color:
            return ParameterValueReader.color(node, name: property, into: &problems).map(KeyframeValue.color)
        case .circle:
            guard var reader = MappingReader(node, context: "'\(property)' (a circle)", problems: &problems) else {
                return nil
            }
            let center = reader.required("center").flatMap { centerNode -> [ValueTerm]? in
                guard centerNode.items?.count == 2 else {
                    reader.report(
                        .error(
                            "manifest.keyframes.value", "'center' takes a point [x, y], not \(describe(centerNode))",
                            at: centerNode.location))
                    return nil
                }
                return terms(centerNode, count: 2, into: &reader.diagnostics)
            }
            let radius = reader.required("radius").flatMap { term($0, into: &reader.diagnostics) }
            let found = reader.finish()
            problems += found
            guard found.isEmpty, let center, let radius else { return nil }
            return .circle(x: center[0], y: center[1], radius: radius)
        }
    }

    private static let operationHelp = "{translate: [x, y]}, {scale: s or [sx, sy]}, {rotate: {x|y|z: degrees}} or {perspective: distance}"

    private static func operation(_ node: Node, into problems: inout [Diagnostic]) -> TransformOperationSpec? {
        guard let pairs = node.pairs, pairs.count == 1, let key = pairs[0].key.scalar?.text else {
            problems.append(
                .error(
                    "manifest.keyframes.transform", "a transform operation is one of \(operationHelp), not \(describe(node))",
                    at: node.location))
            return nil
        }
        let body = pairs[0].value
        switch key {
        case "translate":
            guard let items = body.items, items.count == 2 || items.count == 3 else {
                problems.append(
                    .error(
                        "manifest.keyframes.transform", "'translate' takes [x, y] or [x, y, z] lengths, not \(describe(body))",
                        at: body.location))
                return nil
            }
            guard let t = terms(body, count: items.count, into: &problems) else { return nil }
            return .translate(x: t[0], y: t[1], z: t.count == 3 ? t[2] : .points(0))
        case "scale":
            if body.scalar != nil {
                guard let s = ValueReader.number(body, name: "scale", context: "manifest", into: &problems) else { return nil }
                return .scale(x: s, y: s, z: 1)
            }
            guard let items = body.items, items.count == 2 || items.count == 3 else {
                problems.append(
                    .error(
                        "manifest.keyframes.transform", "'scale' takes a number, [sx, sy] or [sx, sy, sz], not \(describe(body))",
                        at: body.location))
                return nil
            }
            let s = items.compactMap { ValueReader.number($0, name: "scale", context: "manifest", into: &problems) }
            guard s.count == items.count else { return nil }
            return .scale(x: s[0], y: s[1], z: s.count == 3 ? s[2] : 1)
        case "rotate":
            guard let inner = body.pairs, inner.count == 1, let axisName = inner[0].key.scalar?.text,
                let axis = RotationAxis(rawValue: axisName)
            else {
                problems.append(
                    .error(
                        "manifest.keyframes.transform",
                        "'rotate' takes one axis and an angle in degrees, like {y: 90}, not \(describe(body))",
                        at: body.location))
                return nil
            }
            return ValueReader.number(inner[0].value, name: "rotate.\(axisName)", context: "manifest", into: &problems)
                .map { .rotate(degrees: $0, axis: axis) }
        case "perspective":
            return ValueReader.number(body, name: "perspective", context: "manifest", greaterThan: 0, into: &problems)
                .map { .perspective(distance: $0) }
        default:
            var message = "unknown transform operation '\(key)'; use \(operationHelp)"
            if let guess = Suggestion.closest(to: key, among: ["translate", "scale", "rotate", "perspective"]) {
                message = "unknown transform operation '\(key)'; did you mean '\(guess)'?"
            }
            problems.append(.error("manifest.keyframes.transform", message, at: pairs[0].key.location))
            return nil
        }
    }

    /// `count` lengths from a list node; nil (with a diagnostic) when one is not a length.
    private static func terms(_ node: Node, count: Int, into problems: inout [Diagnostic]) -> [ValueTerm]? {
        guard let items = node.items, items.count == count else { return nil }
        let terms = items.compactMap { term($0, into: &problems) }
        return terms.count == count ? terms : nil
    }

    /// A length: a number of points, or a percentage of the container's width (`50%W`) or height (`100%H`).
    static func term(_ node: Node, into problems: inout [Diagnostic]) -> ValueTerm? {
        guard let scalar = node.scalar else {
            problems.append(
                .error(
                    "manifest.keyframes.value", "expected a number or a length like 50%W, not \(describe(node))",
                    at: node.location))
            return nil
        }
        let text = scalar.text
        if text.hasSuffix("%W") || text.hasSuffix("%H"), let percent = Double(text.dropLast(2)), percent.isFinite {
            guard let fraction = ValueReader.containerFraction(percent, text: text, subject: "a percentage", at: node, into: &problems)
            else { return nil }
            return text.hasSuffix("W") ? .ofWidth(fraction) : .ofHeight(fraction)
        }
        if text.hasSuffix("%") {
            problems.append(
                .error(
                    "manifest.keyframes.value",
                    "say which side '\(text)' is a percentage of: '\(text)W' (container width) or '\(text)H' (container height)",
                    at: node.location))
            return nil
        }
        return ValueReader.number(node, name: "value", context: "manifest", into: &problems).map(ValueTerm.points)
    }

    private static func unknown(
        _ code: String, _ what: String, _ text: String, among words: [String], at location: SourceLocation
    ) -> Diagnostic {
        var message = "unknown \(what) '\(text)'"
        if let guess = aliases[text] ?? Suggestion.closest(to: text, among: words) {
            message += "; did you mean '\(guess)'?"
        }
        return .error(code, message, at: location, notes: [.init("known: \(words.joined(separator: ", "))")])
    }

    /// Names people bring from CSS, SwiftUI or UIKit for what the engine calls otherwise.
    private static let aliases = [
        "opacity": "alpha", "scale": "transform", "rotation": "transform", "bounds": "frame", "center": "position",
        "anchor": "anchorPoint", "layer": "to", "toView": "to", "fromView": "from", "presented": "to",
    ]

    private static func describe(_ node: Node) -> String {
        if let scalar = node.scalar { return "\(article(node.kindName)) ('\(scalar.text)')" }
        return article(node.kindName)
    }
}
