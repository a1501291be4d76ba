import SegueEngine

/// A whole effect described in data: the `keyframes:` block of a manifest of kind `keyframes`.
///
/// The catalog parses and validates it (with diagnostics); the keyframes kind turns it into
/// timelines. Values may be written in points or in fractions of the container (`50%W`).
public struct KeyframesSpec: Sendable, Hashable {
    public let to: [KeyframeTrackSpec]
    /// Nil means `back: reverse`: the to tracks played backwards, from and to views swapped.
    public let back: [KeyframeTrackSpec]?

    public init(to: [KeyframeTrackSpec], back: [KeyframeTrackSpec]?) {
        self.to = to
        self.back = back
    }
}

/// One animated property of one actor, as a manifest writes it.
public struct KeyframeTrackSpec: Sendable, Hashable {
    public let actor: String
    public let property: String
    public let keyframes: [KeyframeSpec]
    public let begin: Double
    public let duration: Double
    public let driver: String
    public let resetsModelValueOnCancel: Bool

    public init(
        actor: String, property: String, keyframes: [KeyframeSpec], begin: Double = 0, duration: Double = 1,
        driver: String = "view", resetsModelValueOnCancel: Bool = false
    ) {
        self.actor = actor
        self.property = property
        self.keyframes = keyframes
        self.begin = begin
        self.duration = duration
        self.driver = driver
        self.resetsModelValueOnCancel = resetsModelValueOnCancel
    }
}

/// A keyframe: a time in 0...1 within its track, a value, and the curve into the next keyframe.
public struct KeyframeSpec: Sendable, Hashable {
    public let time: Double
    public let value: [ValueTerm]
    public let curve: CurveSpec

    public init(time: Double, value: [ValueTerm], curve: CurveSpec = .linear) {
        self.time = time
        self.value = value
        self.curve = curve
    }
}

/// One number of a keyframe value: points, or a fraction of the container's width or height.
public enum ValueTerm: Sendable, Hashable {
    case points(Double)
    case ofWidth(Double)
    case ofHeight(Double)

    public func resolved(in bounds: Rect) -> Double {
        switch self {
        case .points(let p): p
        case .ofWidth(let f): f * bounds.width
        case .ofHeight(let f): f * bounds.height
        }
    }
}
