/// A property of an actor that tracks and setup changes can set.
public enum AnimatableProperty: String, Sendable, Hashable, Codable, CaseIterable {
    /// `frame` (rect).
    case frame
    /// `center` / `layer.position` (point): moves the frame so that its anchor point lies here.
    case position
    /// Unit anchor point (point); the frame stays put, as setting `layer.anchorPoint` with a frame reset.
    case anchorPoint
    /// Opacity (number); an overlay's or dimming view's alpha is this too.
    case alpha
    /// Transform (transform).
    case transform
    /// Hidden (bool, discrete).
    case isHidden
    /// zPosition (number, discrete in effect).
    case zPosition
    /// Corner radius (number).
    case cornerRadius
    /// Background colour (color).
    case backgroundColor
    /// Shadow opacity (number).
    case shadowOpacity
    /// Shadow radius (number).
    case shadowRadius
    /// Circular mask (circle), in the actor's coordinates.
    case maskCircle
    /// Rectangular mask (rect), in the actor's coordinates.
    case maskRect
    /// The filter's ratio (number); the actor must have a filter.
    case filterRatio
    /// Unit contents rectangle (rect).
    case contentsRect
    /// Extra translation (point); used on the container by cube effects.
    case translation
    /// Sublayer transform (transform); m34 perspective on the container.
    case sublayerTransform
}

/// A value of an ``AnimatableProperty``.
public enum AnimatableValue: Sendable, Hashable, Codable {
    case number(Double)
    case point(Point)
    case rect(Rect)
    case color(RGBAColor)
    case bool(Bool)
    case transform(TransformValue)
    case circle(center: Point, radius: Double)

    /// Interpolates at progress `t`. Mismatched kinds and booleans switch at `t >= 1` (discrete keyframes).
    package func interpolated(to other: AnimatableValue, by t: Double) -> AnimatableValue {
        interpolated(to: other, by: t, using: .matrix)
    }

    /// Interpolates at progress `t`, transforms in `form`. Mismatched kinds and booleans switch at
    /// `t >= 1` (discrete keyframes).
    package func interpolated(to other: AnimatableValue, by t: Double, using form: TransformInterpolation) -> AnimatableValue {
        if t == 0 { return self }
        if t == 1 { return other }
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(mix(a, b, t))
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, by: t))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, by: t))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, by: t))
        case (.transform(let a), .transform(let b)): return .transform(a.interpolated(to: b, by: t, using: form))
        case (.circle(let ca, let ra), .circle(let cb, let rb)):
            return .circle(center: ca.interpolated(to: cb, by: t), radius: mix(ra, rb, t))
        default: return t >= 1 ? other : self
        }
    }

    /// The numbers of the value, compared component-wise by jump and flash checks.
    public var components: [Double] {
        switch self {
        case .number(let v): return [v]
        case .point(let p): return [p.x, p.y]
        case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .bool(let b): return [b ? 1 : 0]
        case .transform(let t): return t.matrix.entries
        case .circle(let c, let r): return [c.x, c.y, r]
        }
    }

    /// True when every number is finite.
    package var isFinite: Bool {
        if case .transform(let t) = self { return t.isFinite && t.matrix.isFinite }
        return components.allSatisfy(\.isFinite)
    }
}

extension AnimatableValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A number literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// An integer literal, as a number.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension ActorState {
    /// The current value of `property`, or nil when the actor has nothing to show for it
    /// (no circle mask for `maskCircle`, no filter for `filterRatio`).
    public func value(of property: AnimatableProperty) -> AnimatableValue? {
        switch property {
        case .frame: return .rect(frame)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .alpha: return .number(alpha)
        case .transform: return .transform(transform)
        case .isHidden: return .bool(isHidden)
        case .zPosition: return .number(zPosition)
        case .cornerRadius: return .number(cornerRadius)
        case .backgroundColor: return backgroundColor.map { .color($0) }
        case .shadowOpacity: return .number(shadowOpacity)
        case .shadowRadius: return .number(shadowRadius)
        case .maskCircle:
            if case .circle(let c, let r) = mask { return .circle(center: c, radius: r) }
            return nil
        case .maskRect:
            if case .rect(let r) = mask { return .rect(r) }
            return nil
        case .filterRatio: return filter.map { .number($0.ratio) }
        case .contentsRect: return .rect(contentsRect)
        case .translation: return .point(translation)
        case .sublayerTransform: return .transform(sublayerTransform)
        }
    }

    /// Sets `property` to `value`; returns false (leaving the state unchanged) when the value's kind
    /// does not fit the property, so the simulator can report it instead of crashing.
    @discardableResult
    package mutating func set(_ property: AnimatableProperty, to value: AnimatableValue) -> Bool {
        switch (property, value) {
        case (.frame, .rect(let r)): frame = r
        case (.position, .point(let p)):
            frame.origin = Point(x: p.x - anchorPoint.x * frame.width, y: p.y - anchorPoint.y * frame.height)
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.alpha, .number(let v)): alpha = v
        case (.transform, .transform(let t)): transform = t
        case (.isHidden, .bool(let b)): isHidden = b
        case (.zPosition, .number(let v)): zPosition = v
        case (.cornerRadius, .number(let v)): cornerRadius = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.shadowOpacity, .number(let v)): shadowOpacity = v
        case (.shadowRadius, .number(let v)): shadowRadius = v
        case (.maskCircle, .circle(let c, let r)): mask = .circle(center: c, radius: r)
        case (.maskRect, .rect(let r)): mask = .rect(r)
        case (.filterRatio, .number(let v)):
            guard filter != nil else { return false }
            filter?.ratio = v
        case (.contentsRect, .rect(let r)): contentsRect = r
        case (.translation, .point(let p)): translation = p
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        default: return false
        }
        return true
    }
}
