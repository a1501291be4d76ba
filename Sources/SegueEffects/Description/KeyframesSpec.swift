import SegueEngine

/// A whole effect described in data: the `keyframes:` block of a manifest of kind `keyframes`.
///
/// The catalog parses and validates it (with diagnostics); the keyframes kind turns it into
/// timelines. Values may be written in points or in fractions of the container (`50%W`).
package struct KeyframesSpec: Sendable, Hashable {
    /// The tracks going to (push, present, higher index).
    package let to: [KeyframeTrackSpec]
    /// Nil means `back: reverse`: the to tracks played backwards, from and to views swapped.
    package let back: [KeyframeTrackSpec]?
    /// Each timeline's own length in seconds (`length: {to:, back:}`); nil means the declared duration.
    ///
    /// A length that differs from the declared duration is the bug `check` reports as
    /// `duration.mismatch` (XWTransition's lines and scanning ran back for toDuration).
    package let toLength: Double?
    /// The back timeline's own length in seconds; nil means the declared duration.
    package let backLength: Double?
    /// False (`cleanup: manual`) when the manifest removes what it created itself: nothing is
    /// removed or restored for it, only completeTransition is called.
    package let automaticCleanup: Bool
    /// The real views (`from`, `to`) whose touches the effect turns off while it runs
    /// (`disableTouches:`); the automatic clean-up turns them back on in both outcomes.
    package let disableTouches: [String]

    /// The views `disableTouches` may name.
    package static let touchViews = ["from", "to"]

    /// A keyframes block.
    package init(
        to: [KeyframeTrackSpec], back: [KeyframeTrackSpec]?, toLength: Double? = nil, backLength: Double? = nil,
        automaticCleanup: Bool = true, disableTouches: [String] = []
    ) {
        self.disableTouches = disableTouches
        self.to = to
        self.back = back
        self.toLength = toLength
        self.backLength = backLength
        self.automaticCleanup = automaticCleanup
    }

    /// The actors a track may name: the real views, the container, and the created ones.
    package static let actors = ["to", "from", "container", "dimming", "snapshot.to", "snapshot.from"]

    /// The properties a track may animate, with the shape of value each takes.
    package static let properties: [(name: String, shape: KeyframeValueShape)] = [
        ("alpha", .number), ("transform", .transform), ("frame", .frame), ("position", .point),
        ("anchorPoint", .unitPoint), ("cornerRadius", .number), ("zPosition", .number),
        ("shadowOpacity", .number), ("shadowRadius", .number), ("isHidden", .bool),
        ("backgroundColor", .color), ("translation", .point), ("sublayerTransform", .transform),
        ("maskRect", .rect), ("maskCircle", .circle),
    ]

    /// The shape of value `property` takes; nil for a property keyframes cannot animate.
    package static func shape(of property: String) -> KeyframeValueShape? {
        properties.first { $0.name == property }?.shape
    }

    /// The track drivers (the engine's ``TrackDriver``).
    package static let drivers = ["view", "layer"]

    /// The `calculationMode:` words.
    package static let calculationModes = CalculationMode.allCases.map(\.rawValue)

    /// The `transformInterpolation:` words.
    package static let transformInterpolations = TransformInterpolation.allCases.map(\.rawValue)
}

/// What a keyframe value of a property looks like in a manifest.
package enum KeyframeValueShape: String, Sendable, Hashable {
    /// A number or a length (`0.5`, `20`, `10%W`).
    case number
    /// `[x, y]` lengths.
    case point
    /// `[x, y]` unit numbers (an anchor point).
    case unitPoint = "unit point"
    /// `[x, y, width, height]` lengths.
    case rect
    /// A rect, `home`, or `{home: [dx, dy]}`.
    case frame
    /// `identity` or a list of transform operations.
    case transform
    /// `true` or `false`.
    case bool
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case color
    /// `{center: [x, y], radius: r}`.
    case circle

    /// How a manifest writes it, for diagnostics and the docs.
    package var example: String {
        switch self {
        case .number: "a number or a length like 50%W"
        case .point: "a point [x, y] of lengths"
        case .unitPoint: "a unit point [x, y] with numbers in 0...1"
        case .rect: "a rect [x, y, width, height] of lengths"
        case .frame: "a rect [x, y, width, height], 'home' or {home: [dx, dy]}"
        case .transform: "'identity' or a list of {translate | scale | rotate | perspective} operations"
        case .bool: "true or false"
        case .color: "a colour #RRGGBB or #RRGGBBAA"
        case .circle: "a circle {center: [x, y], radius: r}"
        }
    }
}

/// One animated property of one actor, as a manifest writes it.
package struct KeyframeTrackSpec: Sendable, Hashable {
    /// The actor the track animates (`from`, `to`, `container` or one the block creates).
    package let actor: String
    /// The property, as the manifest names it (`alpha`, `transform`, ...).
    package let property: String
    /// One keyframe (a value set before the first frame) or two or more from time 0 to time 1.
    package let keyframes: [KeyframeSpec]
    /// Where the track starts, as a fraction (0...1) of the timeline.
    package let begin: Double
    /// How long it lasts, as a fraction of the timeline.
    package let duration: Double
    /// `view` (follows the percent-driven controller) or `layer` (runs on its own clock).
    package let driver: String
    /// True when a cancel sets the layer's model value back (the fix for the one-frame flash).
    package let resetsModelValueOnCancel: Bool
    /// The curve of the whole track (`animationCurve:`), as `UIView.animateKeyframes` eases its
    /// whole animation (`CAKeyframeAnimation.timingFunction`); nil for none.
    package let animationCurve: TimingFunction?
    /// `calculationMode:`, a ``CalculationMode`` raw value.
    package let calculationMode: String
    /// `transformInterpolation:`, a ``TransformInterpolation`` raw value (`matrix` by default).
    package let transformInterpolation: String

    /// A track; the defaults are a view-driven track over the whole timeline.
    package init(
        actor: String, property: String, keyframes: [KeyframeSpec], begin: Double = 0, duration: Double = 1,
        driver: String = "view", resetsModelValueOnCancel: Bool = false, animationCurve: TimingFunction? = nil,
        calculationMode: String = "linear", transformInterpolation: String = "matrix"
    ) {
        self.transformInterpolation = transformInterpolation
        self.animationCurve = animationCurve
        self.calculationMode = calculationMode
        self.actor = actor
        self.property = property
        self.keyframes = keyframes
        self.begin = begin
        self.duration = duration
        self.driver = driver
        self.resetsModelValueOnCancel = resetsModelValueOnCancel
    }
}

/// A keyframe: a time in 0...1 within its track, a value, and the curve that brings the value here.
package struct KeyframeSpec: Sendable, Hashable {
    /// Where the keyframe is, 0...1 within its track.
    package let time: Double
    /// The value it reaches.
    package let value: KeyframeValue
    /// The curve of the segment that ends at this keyframe (unused on the first keyframe).
    package let curve: TimingFunction

    /// A keyframe reached on `curve`.
    package init(time: Double, value: KeyframeValue, curve: TimingFunction = .easeInEaseOut) {
        self.time = time
        self.value = value
        self.curve = curve
    }
}

/// A keyframe value as written; resolved against the transition context when the timeline is built.
package enum KeyframeValue: Sendable, Hashable {
    case number(ValueTerm)
    case point(ValueTerm, ValueTerm)
    case rect(x: ValueTerm, y: ValueTerm, width: ValueTerm, height: ValueTerm)
    /// The frame the actor's view rests at on screen (the to view's final frame, the from view's
    /// initial frame), moved by an offset.
    case home(dx: ValueTerm, dy: ValueTerm)
    case transform([TransformOperationSpec])
    case bool(Bool)
    case color(RGBAColor)
    case circle(x: ValueTerm, y: ValueTerm, radius: ValueTerm)
}

/// One transform operation as written: lengths for translations, degrees for rotations.
package enum TransformOperationSpec: Sendable, Hashable {
    case translate(x: ValueTerm, y: ValueTerm, z: ValueTerm)
    case scale(x: Double, y: Double, z: Double)
    case rotate(degrees: Double, axis: RotationAxis)
    /// An eye at `distance` points (`m34 = -1 / distance`).
    case perspective(distance: Double)

    /// The engine's operation in `bounds`.
    package func resolved(in bounds: Rect) -> TransformOperation {
        switch self {
        case .translate(let x, let y, let z):
            .translate(x: x.resolved(in: bounds), y: y.resolved(in: bounds), z: z.resolved(in: bounds))
        case .scale(let x, let y, let z): .scale(x: x, y: y, z: z)
        case .rotate(let degrees, let axis): .rotate(angle: degrees * .pi / 180, axis: axis)
        case .perspective(let distance): .perspective(distance: distance)
        }
    }
}

/// One number of a keyframe value: points, or a fraction of the container's width or height.
package enum ValueTerm: Sendable, Hashable {
    case points(Double)
    case ofWidth(Double)
    case ofHeight(Double)

    /// The number in points, in a container of `bounds`.
    package func resolved(in bounds: Rect) -> Double {
        switch self {
        case .points(let p): p
        case .ofWidth(let f): f * bounds.width
        case .ofHeight(let f): f * bounds.height
        }
    }
}
