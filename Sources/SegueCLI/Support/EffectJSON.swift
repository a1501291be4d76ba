import Segue

/// The JSON shapes of effects in `list --format json` and `show --format json`.
enum EffectJSON {
    static func summary(_ effect: EffectDefinition) -> JSONValue {
        .object([
            ("id", .string(effect.id)),
            ("name", .string(effect.name)),
            ("family", .string(effect.family)),
            ("kind", .string(effect.kind)),
            ("tags", .array(effect.tags.map(JSONValue.string))),
            ("toDuration", .number(effect.toDuration)),
            ("backDuration", .number(effect.backDuration)),
            ("needsInteractiveTimer", .bool(effect.needsInteractiveTimer)),
            ("gestures", .object([("to", gesture(effect.toGesture)), ("back", gesture(effect.backGesture))])),
            ("file", .string(effect.file)),
        ])
    }

    static func full(_ effect: EffectDefinition) -> JSONValue {
        guard case .object(var members) = summary(effect) else { return summary(effect) }
        members.insert(("summary", .string(effect.summary)), at: 2)
        members.append(("origin", .string(effect.origin.rawValue)))
        members.append(("extends", .array(effect.extendsChain.map(JSONValue.string))))
        if !effect.outlives.isEmpty { members.append(("outlives", .array(effect.outlives.map(JSONValue.string)))) }
        if effect.reachesPresenter { members.append(("presenterView", .string("viewController"))) }
        if effect.layoutDirection == .absolute { members.append(("layoutDirection", .string("absolute"))) }
        members.append(
            (
                "parameters",
                .array(
                    effect.parameters.map { parameter in
                        var fields: [(String, JSONValue)] = [
                            ("name", .string(parameter.spec.name)),
                            ("type", .string(parameter.spec.type.name)),
                            ("value", .string(parameter.value.description)),
                            ("default", parameter.spec.defaultValue.map { .string($0.description) } ?? .null),
                        ]
                        if let range = parameter.spec.type.rangeText { fields.append(("range", .string(range))) }
                        fields.append(("doc", .string(parameter.spec.doc)))
                        fields.append(("setIn", parameter.setIn.map(JSONValue.string) ?? .null))
                        return .object(fields)
                    })
            ))
        if let keyframes = effect.keyframesSpec { members.append(("keyframes", Self.keyframes(keyframes))) }
        members.append(("provenance", effect.provenance.map(provenance) ?? .null))
        return .object(members)
    }

    static func provenance(_ provenance: Provenance) -> JSONValue {
        var fields: [(String, JSONValue)] = [("original", .string(provenance.original)), ("url", .string(provenance.url))]
        if let file = provenance.file { fields.append(("file", .string(file))) }
        if let gesture = provenance.gesture { fields.append(("gesture", .string(gesture))) }
        fields.append(("compared", .array(provenance.compared.map(JSONValue.string))))
        fields.append(
            (
                "differences",
                .array(
                    provenance.differences.map {
                        .object([("change", .string($0.change)), ("reason", .string($0.reason))])
                    })
            ))
        return .object(fields)
    }

    static func keyframes(_ spec: KeyframesSpec) -> JSONValue {
        func tracks(_ tracks: [KeyframeTrackSpec]) -> JSONValue {
            .array(
                tracks.map { track in
                    .object([
                        ("actor", .string(track.actor)), ("property", .string(track.property)),
                        ("begin", .number(track.begin)), ("duration", .number(track.duration)),
                        ("driver", .string(track.driver)), ("resetsModelValueOnCancel", .bool(track.resetsModelValueOnCancel)),
                        (
                            "keyframes",
                            .array(
                                track.keyframes.enumerated().map { index, keyframe in
                                    .object([
                                        ("time", .number(keyframe.time)), ("value", .string(keyframe.value.description)),
                                        ("curve", index == 0 ? .null : .string(keyframe.curve.manifestText)),
                                    ])
                                })
                        ),
                    ])
                })
        }
        return .object([
            ("to", tracks(spec.to)),
            ("back", spec.back.map(tracks) ?? .string("reverse")),
            ("cleanup", .string(spec.automaticCleanup ? "automatic" : "manual")),
        ])
    }

    /// A gesture under its manifest keys (`threshold`, not the engine's `finishThreshold`).
    static func gesture(_ gesture: GestureConfig?) -> JSONValue {
        guard let gesture else { return .null }
        var fields: [(String, JSONValue)] = [
            ("direction", .string(gesture.direction.rawValue)),
            ("edgeSpacing", .number(gesture.edgeSpacing)),
            ("threshold", .number(gesture.finishThreshold)),
            ("base", .string(gesture.base.manifestText)),
        ]
        fields.append(("finishAtThreshold", .bool(gesture.finishesAtThreshold)))
        if let velocity = gesture.velocityThreshold { fields.append(("velocityThreshold", .number(velocity))) }
        if let full = gesture.percentAtFull { fields.append(("fullPercent", .number(full))) }
        if !gesture.clampsPercent { fields.append(("clamp", .bool(false))) }
        return .object(fields)
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        func location(_ location: SourceLocation?) -> JSONValue {
            guard let location else { return .null }
            return .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
        }
        let fields: [(String, JSONValue)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("message", .string(diagnostic.message)),
            ("location", location(diagnostic.location)),
            (
                "notes",
                .array(
                    diagnostic.notes.map { note in
                        .object([("message", .string(note.message)), ("location", location(note.location))])
                    })
            ),
        ]
        // Only where segue knows the literal, so every other diagnostic keeps its bytes.
        return .object(fields + (diagnostic.fix.map { [("fix", .string($0))] } ?? []))
    }
}
