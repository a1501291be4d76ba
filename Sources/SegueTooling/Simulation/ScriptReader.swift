import SegueCatalog
import SegueDocument
import SegueEffects
import SegueEngine
import SegueSimulation

/// Reads `--script` files (a list of steps) and `--gesture` files (a list of samples).
///
/// A script step is one key naming the operation: `push`, `pop`, `present`, `dismiss`,
/// `select-tab` or `swap-child`, with an effect id or a mapping of settings:
/// ```yaml
/// - push: explode
/// - push: {effect: portal, toDuration: 0.8, parameters: {zoom: 0.7}}
/// - pop: {interactive: {direction: right, releaseAt: 0.3}}
/// - present: {effect: popover-menu, presentation: custom, frame: {x: 85, y: 50, width: 200, height: 300}}
/// - dismiss
/// - select-tab: {index: 2, effect: tab-cube}
/// - swap-child: {index: 1, effect: container-spring-slide}
/// - pop: {after: 0.1}              # requested 0.1 s after the previous step began (still running)
/// - select-tab: {index: 2, effect: tab-cube, after: 0.1, guard: refuse}
/// - dismiss: {interactive: {releaseAt: 0.8, updatesAfterEnd: [0.85, 0.9]}}
/// - pop: {interactive: {releaseAt: 0.8, endsAfterEnd: [cancel]}}
/// ```
/// `after` times a request against the previous transition; `guard` says what the app does with a
/// request that arrives while a transition runs (`none`, `wait` or `refuse`; ``ReentryGuard``).
/// `updatesAfterEnd` and `endsAfterEnd` are what the app still calls on the interaction controller
/// after it finished or cancelled (``Interaction/callsAfterEnd``).
package enum ScriptReader {
    /// The steps a script may hold.
    package static let operations = ["push", "pop", "present", "dismiss", "select-tab", "swap-child"]

    /// The engine steps, or nil with diagnostics.
    package static func read(
        _ root: Node, catalog: Catalog, bounds: Rect, timer: Bool?, problems: inout [Diagnostic]
    ) -> [ScenarioStep]? {
        guard let items = root.items else {
            problems.append(.error("script.not-list", "a script must be a list of steps, not \(article(root.kindName))", at: root.location))
            return nil
        }
        var found: [Diagnostic] = []
        var steps: [ScenarioStep] = []
        var pushed = 0
        for (index, item) in items.enumerated() {
            let name: String
            let body: Node?
            if let scalar = item.scalar {
                name = scalar.text
                body = nil
            } else if let pairs = item.pairs, pairs.count == 1, let key = pairs[0].key.scalar?.text {
                name = key
                body = pairs[0].value
            } else {
                found.append(.error("script.step", "step \(index + 1) must be one operation, e.g. `- push: explode`", at: item.location))
                continue
            }
            guard operations.contains(name) else {
                var message = "unknown step '\(name)'"
                if let guess = Suggestion.closest(to: name, among: operations) { message += "; did you mean '\(guess)'?" }
                found.append(.error("script.step", message + " (steps: \(operations.joined(separator: ", ")))", at: item.location))
                continue
            }
            if let step = readStep(
                name, body, at: item.location, catalog: catalog, bounds: bounds, timer: timer, into: &found, pushed: &pushed)
            {
                steps.append(step)
            }
        }
        problems += found
        return found.contains { $0.severity == .error } ? nil : steps
    }

    private static func readStep(
        _ name: String, _ body: Node?, at location: SourceLocation, catalog: Catalog, bounds: Rect, timer: Bool?,
        into problems: inout [Diagnostic], pushed: inout Int
    ) -> ScenarioStep? {
        var settings: MappingReader?
        var effectID: String?
        var effectLocation = location
        if let body {
            if let scalar = body.scalar, body.pairs == nil {
                effectID = scalar.text
                effectLocation = body.location
            } else {
                settings = MappingReader(body, context: "script step '\(name)'", problems: &problems)
                if settings == nil { return nil }
            }
        }
        if let node = settings?.node("effect") {
            effectID = ValueReader.string(node, name: "effect", context: "script", into: &problems)
            effectLocation = node.location
        }
        let index = settings?.integer("index", min: 0, max: 99)
        let to = settings?.number("toDuration", greaterThan: 0, max: 60)
        let back = settings?.number("backDuration", greaterThan: 0, max: 60)
        let interactive = settings?.node("interactive").flatMap { readInteractive($0, into: &problems) }
        let presentation = settings?.choice("presentation", among: PresentationStyle.Name.allCases.map(\.rawValue))
        let frame = settings?.node("frame").flatMap { ParameterValueReader.rect($0, name: "frame", into: &problems) }
        if presentation == PresentationStyle.Name.custom.rawValue, settings?.node("frame") == nil {
            // The presentation controller gives a custom presentation its frame; no full-screen default.
            problems.append(
                .error(
                    "script.missing-frame",
                    "a custom presentation needs 'frame' (the presented view's frame in the container), e.g. {x: 85, y: 50, width: 200, height: 300}",
                    at: location))
            return nil
        }
        let parameterNode = settings?.node("parameters")
        let after = settings?.number("after", min: 0, max: 60)
        let policy = settings?.choice("guard", among: ReentryGuard.allCases.map(\.rawValue)).flatMap(ReentryGuard.init(rawValue:))
        if policy != nil, after == nil, let key = settings?.keyNode("guard") {
            problems.append(
                .error(
                    "script.guard-without-after",
                    "'guard' says what the app does with a request made while a transition runs; give the request's time too, e.g. {after: 0.1, guard: wait}",
                    at: key.location))
            return nil
        }
        if var reader = settings { problems += reader.finish() }

        let needsEffect = ["push", "present", "select-tab", "swap-child"].contains(name)
        var animator: EffectAnimator?
        if needsEffect {
            guard let effectID else {
                problems.append(
                    .error("script.missing-effect", "step '\(name)' needs an effect, e.g. `- \(name): crossfade`", at: location))
                return nil
            }
            guard var effect = catalog.effect(effectID) else {
                var message = "unknown effect '\(effectID)'"
                if let guess = catalog.suggestion(for: effectID) { message += "; did you mean '\(guess)'?" }
                problems.append(.error("script.unknown-effect", message, at: effectLocation))
                return nil
            }
            let overrides = effect.parameterOverrides(
                parameterNode?.pairs ?? .empty, codePrefix: "script", setIn: location.file, into: &problems)
            effect = effect.with(toDuration: to, backDuration: back, timer: timer, parameters: overrides)
            animator = effect.animator
        }
        let style =
            presentation.flatMap(PresentationStyle.Name.init(rawValue:))?
            .style(presentedFrame: frame?.resolved(in: bounds), in: bounds) ?? .fullScreen
        let step = operationStep(name, animator: animator, style: style, index: index, interactive: interactive, pushed: &pushed)
        guard let step, let after else { return step }
        return .requested(step, after: after, guard: policy ?? .none)
    }

    private static func operationStep(
        _ name: String, animator: EffectAnimator?, style: PresentationStyle, index: Int?, interactive: Interaction?, pushed: inout Int
    ) -> ScenarioStep? {
        switch name {
        case "push":
            guard let animator else { return nil }
            pushed += 1
            return .push("screen.\(pushed)", animator: animator, interaction: interactive)
        case "pop": return .pop(interaction: interactive)
        case "present":
            guard let animator else { return nil }
            pushed += 1
            return .present("modal.\(pushed)", animator: animator, style: style, interaction: interactive)
        case "dismiss": return .dismiss(interaction: interactive)
        case "select-tab":
            guard let animator else { return nil }
            return .selectTab(index ?? 1, animator: animator, interaction: interactive)
        default:
            guard let animator else { return nil }
            return .swapChild(index ?? 1, animator: animator, interaction: interactive)
        }
    }

    private static func readInteractive(_ node: Node, into problems: inout [Diagnostic]) -> Interaction? {
        guard var reader = MappingReader(node, context: "script 'interactive'", problems: &problems) else { return nil }
        let direction = reader.choice("direction", among: PanDirection.allCases.map(\.rawValue))
        let release = reader.number("releaseAt", min: 0, max: 1) ?? 0.7
        let velocity = reader.number("velocity") ?? 0
        let givenEdge = reader.number("edgeSpacing", min: 0)
        let edge = givenEdge ?? 0
        var late: [Double] = []
        if let node = reader.node("updatesAfterEnd") {
            late = readPercents(node, into: &problems) ?? []
        }
        var ends: [LateCall] = []
        if let node = reader.node("endsAfterEnd") {
            ends = readEnds(node, into: &problems) ?? []
        }
        let found = reader.finish()
        problems += found
        guard found.isEmpty else { return nil }
        // Neither direction nor edge band given: the effect's own gesture for that direction, with
        // all its settings (threshold, base, fullPercent, ...). Either one given: a plain pan so set.
        let config =
            direction == nil && givenEdge == nil
            ? nil : GestureConfig(direction: direction.flatMap(PanDirection.init(rawValue:)) ?? .right, edgeSpacing: edge)
        // The two keys cannot say how updates and ends interleave; the trace lists the updates first.
        return Interaction(
            .release(atPercent: release, velocity: velocity, start: nil), config: config, callsAfterEnd: late.map(LateCall.update) + ends)
    }

    /// A list of at most 60 finite numbers (percents an app passes on), or nil with an error.
    private static func readPercents(_ node: Node, into problems: inout [Diagnostic]) -> [Double]? {
        readList(node, key: "updatesAfterEnd", code: "script.updates-after-end", of: "percents, e.g. [0.85, 0.9]", into: &problems) {
            item, problems in
            ValueReader.number(item, name: "updatesAfterEnd", context: "script", min: -10, max: 10, into: &problems)
        }
    }

    /// A list of at most 60 of `finish` and `cancel` (the ends an app calls again), or nil with an error.
    private static func readEnds(_ node: Node, into problems: inout [Diagnostic]) -> [LateCall]? {
        readList(node, key: "endsAfterEnd", code: "script.ends-after-end", of: "of finish and cancel, e.g. [cancel]", into: &problems) {
            item, problems in
            ValueReader.choice(item, name: "endsAfterEnd", among: ["finish", "cancel"], context: "script", into: &problems)
                .map { $0 == "finish" ? LateCall.finish : .cancel }
        }
    }

    /// The list under `key`: at most 60 items (`expected` says of what, for the error `code`),
    /// each read by `read`; nil, with the error, when it is not a list, is too long, or an item
    /// cannot be read.
    private static func readList<Value>(
        _ node: Node, key: String, code: String, of expected: String, into problems: inout [Diagnostic],
        _ read: (Node, inout [Diagnostic]) -> Value?
    ) -> [Value]? {
        guard let items = node.items, items.count <= 60 else {
            problems.append(.error(code, "'\(key)' must be a list of at most 60 \(expected)", at: node.location))
            return nil
        }
        var values: [Value] = []
        for item in items {
            guard let value = read(item, &problems) else { return nil }
            values.append(value)
        }
        return values
    }

    /// Reads a gesture file: a list of `{time, x, y}` samples (seconds, points), times increasing.
    package static func readGesture(_ root: Node, problems: inout [Diagnostic]) -> [GestureSample]? {
        guard let items = root.items, !items.isEmpty else {
            problems.append(
                .error(
                    "gesture-file.not-list", "a gesture file must be a non-empty list of {time, x, y} samples", at: root.location))
            return nil
        }
        var samples: [GestureSample] = []
        var found: [Diagnostic] = []
        for item in items {
            guard var reader = MappingReader(item, context: "gesture-file sample", problems: &found) else { continue }
            let time = reader.number("time", required: true, min: 0, max: 3600)
            let x = reader.number("x") ?? 0
            let y = reader.number("y") ?? 0
            found += reader.finish()
            guard let time else { continue }
            if let last = samples.last, time < last.time {
                found.append(
                    .error("gesture-file.time-order", "sample times must not decrease (\(time) after \(last.time))", at: item.location))
                continue
            }
            samples.append(GestureSample(time: time, translation: Point(x: x, y: y)))
        }
        problems += found
        return found.isEmpty ? samples : nil
    }
}
