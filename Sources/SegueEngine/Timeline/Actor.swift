/// The name of an actor in a transition's scene ("from", "to", "snapshot.from", "slice.from.3", ...).
public struct ActorID: Sendable, Hashable, Codable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The name.
    public var rawValue: String

    /// Creates an id.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Decodes from a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare string so traces read naturally.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name.
    public var description: String { rawValue }
    /// Orders by name.
    public static func < (lhs: ActorID, rhs: ActorID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The transition's container view.
    public static let container: ActorID = "container"
    /// The view leaving (`view(forKey: .from)`).
    public static let from: ActorID = "from"
    /// The view arriving (`view(forKey: .to)`).
    public static let to: ActorID = "to"
    /// The dimming view a custom presentation controller adds (chrome owned by the presentation).
    package static let presentationDimming: ActorID = "presentation.dimming"
}

/// What an actor is, which decides how renderers draw it and which invariants apply.
public enum ActorRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// The real from view.
    case fromView
    /// The real to view.
    case toView
    /// The container view.
    case container
    /// A snapshot of a whole view (`snapshotView(afterScreenUpdates:)`).
    case snapshot
    /// A snapshot of part of a view, cut by a unit `contentsRect`.
    case slice
    /// A coloured or content overlay (shadow sheets, flashes).
    case overlay
    /// A dimming view.
    case dimming
    /// A scan line (XWTransition's lines and scanning effects).
    case scanLine
    /// A full-container view drawing a Core Image transition filter between from and to.
    case filter
    /// Anything else.
    case other

    /// True for the real views, which UIKit owns and the animator must not leave removed or hidden.
    package var isRealView: Bool { self == .fromView || self == .toView || self == .container }
}

/// A layer mask, in the masked actor's own coordinate space.
package enum Mask: Sendable, Hashable, Codable {
    /// A circle (a `CAShapeLayer` path), the circle-spread and bubble effects.
    case circle(center: Point, radius: Double)
    /// A rectangle.
    case rect(Rect)
    /// Some other named mask layer that the engine does not model geometrically.
    case layer(String)
}

/// A named Core Image transition filter with its parameters and its animated ratio (`inputTime`).
public struct FilterState: Sendable, Hashable, Codable {
    /// The filter's name, e.g. "CIRippleTransition".
    public var name: String
    /// Parameters, kept sorted by name so traces are deterministic.
    package private(set) var parameters: [FilterParameter]
    /// Progress of the filter, 0...1.
    package var ratio: Double

    /// Creates a filter state; parameters are sorted by name.
    public init(name: String, parameters: [FilterParameter] = [], ratio: Double = 0) {
        self.name = name
        self.parameters = parameters.sorted { $0.name < $1.name }
        self.ratio = ratio
    }

    /// Creates a filter state from a dictionary, sorting its keys.
    public init(name: String, parameters: [String: Double], ratio: Double = 0) {
        self.init(name: name, parameters: parameters.map { FilterParameter(name: $0.key, value: $0.value) }, ratio: ratio)
    }
}

/// One named number of a filter.
public struct FilterParameter: Sendable, Hashable, Codable {
    /// Parameter name.
    public var name: String
    /// Parameter value.
    public var value: Double

    /// Creates a parameter.
    public init(name: String, value: Double) {
        self.name = name
        self.value = value
    }
}

/// The visual state of an actor: everything a track or a setup change can set.
public struct ActorState: Sendable, Hashable, Codable {
    /// The untransformed frame in the parent's coordinates (`frame` while the transform is identity).
    public var frame: Rect
    /// The unit anchor point: where in the frame the transform is applied and `position` lies.
    package var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    /// The layer transform, applied about the anchor point.
    package var transform: TransformValue = .identity
    /// An extra translation after the transform (cube effects move the container this way).
    package var translation: Point = .zero
    /// Applied to the children about this actor's anchor point (CA `sublayerTransform`, m34 perspective).
    package var sublayerTransform: TransformValue = .identity
    /// Opacity.
    public var alpha: Double = 1
    /// Hidden flag.
    package var isHidden: Bool = false
    /// Stacking order among siblings (higher draws later); ties keep insertion order.
    package var zPosition: Double = 0
    /// Corner radius in points.
    package var cornerRadius: Double = 0
    /// Background colour; nil for views drawing their own content.
    package var backgroundColor: RGBAColor?
    /// Shadow opacity.
    package var shadowOpacity: Double = 0
    /// Shadow blur radius.
    package var shadowRadius: Double = 3
    /// The mask, if any.
    package var mask: Mask?
    /// The filter, if any.
    public var filter: FilterState?
    /// The unit rectangle of the source's contents shown (slices); `Rect.unit` shows everything.
    package var contentsRect: Rect = .unit

    /// Creates a state.
    package init(
        frame: Rect, anchorPoint: Point = Point(x: 0.5, y: 0.5), transform: TransformValue = .identity,
        alpha: Double = 1, isHidden: Bool = false, zPosition: Double = 0, cornerRadius: Double = 0,
        backgroundColor: RGBAColor? = nil, shadowOpacity: Double = 0, shadowRadius: Double = 3,
        mask: Mask? = nil, filter: FilterState? = nil, contentsRect: Rect = .unit
    ) {
        self.frame = frame
        self.anchorPoint = anchorPoint
        self.transform = transform
        self.alpha = alpha
        self.isHidden = isHidden
        self.zPosition = zPosition
        self.cornerRadius = cornerRadius
        self.backgroundColor = backgroundColor
        self.shadowOpacity = shadowOpacity
        self.shadowRadius = shadowRadius
        self.mask = mask
        self.filter = filter
        self.contentsRect = contentsRect
    }

    /// `layer.position` (= `UIView.center`): where the anchor point lies in the parent.
    public var position: Point { frame.point(atUnit: anchorPoint) }
}

/// An actor the timeline creates when the transition starts.
public struct ActorSpec: Sendable, Hashable, Codable {
    /// Unique id.
    public var id: ActorID
    /// What it is.
    package var role: ActorRole
    /// The view whose contents a snapshot or slice shows.
    public var source: ActorID?
    /// The parent: the container by default; an overlay can ride on a view.
    public var parent: ActorID
    /// Initial state (its `contentsRect` cuts slices).
    package var initial: ActorState

    /// Creates a spec.
    public init(id: ActorID, role: ActorRole, source: ActorID? = nil, parent: ActorID = .container, initial: ActorState) {
        self.id = id
        self.role = role
        self.source = source
        self.parent = parent
        self.initial = initial
    }
}
