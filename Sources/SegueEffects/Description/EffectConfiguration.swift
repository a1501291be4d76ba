import SegueEngine

/// Everything a kind needs to build its timelines: a registered effect's settings and parameters.
///
/// The catalog makes one from a resolved manifest; tests make them directly. Parameter
/// accessors fall back on the kind's defaults, so a kind never sees a missing value.
package struct EffectConfiguration: Sendable {
    /// The effect's id (the animator's identity).
    package let id: String
    /// Seconds going to.
    package let toDuration: Double
    /// Seconds going back.
    package let backDuration: Double
    /// True when the interactive timer drives the tail after release.
    package let needsInteractiveTimer: Bool
    /// The gesture that drives the to transition, if any.
    package let toGesture: GestureConfig?
    /// The gesture that drives the back transition, if any.
    package let backGesture: GestureConfig?
    /// The parameter values set by the manifest and its route, by name; the kind's defaults fill the rest.
    package let parameters: [String: ParameterValue]
    /// The parsed `keyframes:` block, for the keyframes kind.
    package let keyframes: KeyframesSpec?
    /// The interaction controller's completionSpeed and completionCurve, when set.
    package let interactiveCompletion: InteractiveCompletion?
    /// Created actors a successful transition leaves in the container on purpose (`outlives:`).
    package var outlives: [ActorID] = []
    /// True when the animator takes the presenting controller's `view` itself (`presenterView:
    /// viewController`) instead of `view(forKey:)`: ``Timeline/reachesPresenter``.
    package var reachesPresenter = false

    /// A configuration; tests build them directly.
    package init(
        id: String, toDuration: Double = 0.5, backDuration: Double = 0.5, needsInteractiveTimer: Bool = false,
        toGesture: GestureConfig? = nil, backGesture: GestureConfig? = nil,
        parameters: [String: ParameterValue] = [:], keyframes: KeyframesSpec? = nil,
        interactiveCompletion: InteractiveCompletion? = nil
    ) {
        self.interactiveCompletion = interactiveCompletion
        self.id = id
        self.toDuration = toDuration
        self.backDuration = backDuration
        self.needsInteractiveTimer = needsInteractiveTimer
        self.toGesture = toGesture
        self.backGesture = backGesture
        self.parameters = parameters
        self.keyframes = keyframes
    }

    /// The duration of `direction`, in seconds.
    package func duration(for direction: TransitionDirection) -> Double {
        direction == .to ? toDuration : backDuration
    }
}

/// Typed parameter reads with the kind's defaults behind them.
package struct ParameterReader: Sendable {
    /// The whole configuration, for a kind that reads more than parameters (`keyframes:`).
    package let configuration: EffectConfiguration
    let values: [String: ParameterValue]
    let description: KindDescription

    /// A reader of `configuration`'s parameters, with `kind`'s defaults behind them.
    package init(_ configuration: EffectConfiguration, kind: KindDescription) {
        self.configuration = configuration
        self.values = configuration.parameters
        self.description = kind
    }

    /// The value of `parameter`: set, else the kind's default, else nil.
    ///
    /// A kind reads only the parameters its description declares (the specs in its `Parameters`
    /// namespace, so a misspelt name does not compile), with the accessor of their type. Every
    /// build checks both (`precondition`, so the optimized test run checks them too): a spec
    /// handed to the wrong kind or read as the wrong type stops the program instead of reading 0,
    /// "" or false.
    package func value(_ parameter: ParameterSpec) -> ParameterValue? {
        precondition(
            description.parameter(named: parameter.name) == parameter,
            "kind '\(description.identifier)' does not declare the parameter '\(parameter.name)' it reads")
        return values[parameter.name] ?? parameter.defaultValue
    }

    private func value(_ parameter: ParameterSpec, as type: (ParameterType) -> Bool) -> ParameterValue? {
        precondition(type(parameter.type), "parameter '\(parameter.name)' is a \(parameter.type.name), read as another type")
        return value(parameter)
    }

    /// A number parameter (0 when missing, which validation prevents).
    package func number(_ parameter: ParameterSpec) -> Double {
        switch value(parameter, as: { if case .number = $0 { true } else if case .integer = $0 { true } else { false } }) {
        case .number(let n)?: n
        case .integer(let i)?: Double(i)
        default: 0
        }
    }

    /// An integer parameter.
    package func integer(_ parameter: ParameterSpec) -> Int {
        switch value(parameter, as: { if case .integer = $0 { true } else if case .number = $0 { true } else { false } }) {
        case .integer(let i)?: i
        case .number(let n)?: WholeNumber.clamped(n, in: Int(Int32.min)...Int(Int32.max))
        default: 0
        }
    }

    /// A boolean parameter.
    package func bool(_ parameter: ParameterSpec) -> Bool {
        if case .bool(let b)? = value(parameter, as: { $0 == .bool }) { return b }
        return false
    }

    /// An enum parameter's word.
    package func choice(_ parameter: ParameterSpec) -> String {
        if case .choice(let s)? = value(parameter, as: { if case .choice = $0 { true } else { false } }) { return s }
        return ""
    }

    /// A curve parameter as the engine's timing function.
    package func curve(_ parameter: ParameterSpec) -> TimingFunction {
        if case .curve(let c)? = value(parameter, as: { $0 == .curve }) { return c }
        return .easeInEaseOut
    }

    /// A colour parameter.
    package func color(_ parameter: ParameterSpec) -> RGBAColor {
        if case .color(let c)? = value(parameter, as: { $0 == .color }) { return c }
        return .black
    }

    /// A point parameter in container coordinates.
    package func point(_ parameter: ParameterSpec, in bounds: Rect) -> Point? {
        guard case .point(let p)? = value(parameter, as: { $0 == .point }) else { return nil }
        return Point(x: bounds.minX + p.x.resolved(along: bounds.width), y: bounds.minY + p.y.resolved(along: bounds.height))
    }

    /// A rect parameter in container coordinates.
    package func rect(_ parameter: ParameterSpec, in bounds: Rect) -> Rect? {
        guard case .rect(let r)? = value(parameter, as: { $0 == .rect }) else { return nil }
        return r.resolved(in: bounds)
    }

    /// Shared-element pairs in container coordinates.
    package func rectPairs(_ parameter: ParameterSpec, in bounds: Rect) -> [(from: Rect, to: Rect)] {
        guard case .rectPairs(let pairs)? = value(parameter, as: { $0 == .rectPairs }) else { return [] }
        return pairs.map { ($0.from.resolved(in: bounds), $0.to.resolved(in: bounds)) }
    }
}

extension LengthRect {
    /// This rect in points inside `bounds`.
    package func resolved(in bounds: Rect) -> Rect {
        Rect(
            x: bounds.minX + x.resolved(along: bounds.width), y: bounds.minY + y.resolved(along: bounds.height),
            width: width.resolved(along: bounds.width), height: height.resolved(along: bounds.height))
    }
}

/// The engine animator for one configured effect of one kind.
public struct EffectAnimator: TransitionAnimator {
    /// The kind that builds the timelines.
    package let kind: any EffectKind.Type
    /// The effect's settings and parameters.
    package let configuration: EffectConfiguration

    /// The animator of `configuration` built by `kind`.
    package init(kind: any EffectKind.Type, configuration: EffectConfiguration) {
        self.kind = kind
        self.configuration = configuration
    }

    /// The effect's id.
    public var identity: String { configuration.id }
    /// Seconds going to.
    public var toDuration: Double { configuration.toDuration }
    /// Seconds going back.
    public var backDuration: Double { configuration.backDuration }
    /// True when the interactive timer drives the tail after release.
    public var needsInteractiveTimer: Bool { configuration.needsInteractiveTimer }
    /// The gesture that drives the to transition, if any.
    public var toGesture: GestureConfig? { configuration.toGesture }
    /// The gesture that drives the back transition, if any.
    public var backGesture: GestureConfig? { configuration.backGesture }
    /// The interaction controller's completion speed and curve, when the manifest sets them.
    public var interactiveCompletion: InteractiveCompletion? { configuration.interactiveCompletion }

    /// The kind's timeline for `direction`, keeping the actors the manifest declares in `outlives:`.
    public func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        var timeline = kind.timeline(for: direction, in: context, configuration: configuration).keeping(configuration.outlives)
        timeline.reachesPresenter = configuration.reachesPresenter
        return timeline
    }
}
