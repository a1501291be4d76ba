import SegueDocument
import SegueEffects

/// An effect ready to register: `extends` resolved, parameters typed, defaults filled.
///
/// This is what the host hands the engine: an animator's identity, its durations,
/// whether it needs the interactive timer, its gestures and its parameters.
public struct EffectDefinition: Sendable {
    public let id: String
    public let name: String
    public let summary: String
    public let family: String
    public let tags: [String]
    public let kind: String
    /// The manifests this one extends, nearest first.
    public let extendsChain: [String]
    public let file: String
    public let origin: SourceFile.Origin
    public let toDuration: Double
    public let backDuration: Double
    public let needsInteractiveTimer: Bool
    public let toGesture: GestureSpec?
    public let backGesture: GestureSpec?
    /// Every parameter of the kind, in the kind's order, with its value.
    public let parameters: [ResolvedParameter]
    /// The keyframes block for the `keyframes` kind, as written.
    public let keyframes: Node?
    /// The keyframes block parsed and validated (kind `keyframes` only).
    public var keyframesSpec: KeyframesSpec? = nil
    public let overrides: Bool

    public func parameter(_ name: String) -> ParameterValue? {
        parameters.first { $0.spec.name == name }?.value
    }

    /// The directions a user can drive interactively, `to` then `back` (e.g. `left/right`).
    public var interactiveDirections: String {
        let to = toGesture?.direction.rawValue ?? "-"
        let back = backGesture?.direction.rawValue ?? "-"
        return toGesture == nil && backGesture == nil ? "-" : "\(to)/\(back)"
    }

    /// A copy with durations, timer, gestures or parameters replaced (routes and `--set`).
    public func with(
        toDuration: Double? = nil, backDuration: Double? = nil, timer: Bool? = nil,
        toGesture: GestureSpec? = nil, backGesture: GestureSpec? = nil, parameters overrides: [ResolvedParameter] = []
    ) -> EffectDefinition {
        var merged = parameters
        for override in overrides {
            if let index = merged.firstIndex(where: { $0.spec.name == override.spec.name }) {
                merged[index] = override
            }
        }
        var copy = EffectDefinition(
            id: id, name: name, summary: summary, family: family, tags: tags, kind: kind,
            extendsChain: extendsChain, file: file, origin: origin,
            toDuration: toDuration ?? self.toDuration, backDuration: backDuration ?? self.backDuration,
            needsInteractiveTimer: timer ?? needsInteractiveTimer,
            toGesture: toGesture ?? self.toGesture, backGesture: backGesture ?? self.backGesture,
            parameters: merged, keyframes: keyframes, overrides: self.overrides)
        copy.keyframesSpec = keyframesSpec
        return copy
    }
}

/// One parameter's final value and where it came from.
public struct ResolvedParameter: Sendable {
    public let spec: ParameterSpec
    public let value: ParameterValue
    /// The manifest (or route) that set it; nil when it is the kind's default.
    public let setIn: String?

    public init(spec: ParameterSpec, value: ParameterValue, setIn: String?) {
        self.spec = spec
        self.value = value
        self.setIn = setIn
    }
}
