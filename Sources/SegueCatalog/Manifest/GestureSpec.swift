import SegueEffects
import SegueDocument

/// An interactive pan gesture as a manifest or route declares it.
///
/// `direction` is the way the finger moves. `edgeSpacing` > 0 means the touch must
/// begin within that many points of the edge opposite the motion (a screen-edge
/// pan); 0 means anywhere. The percent is the translation along the direction
/// divided by `base`.
public struct GestureSpec: Sendable, Hashable, Codable {
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
        case left, right, up, down
    }

    public enum Base: Sendable, Hashable, Codable, CustomStringConvertible {
        case width, height
        case points(Double)

        public var description: String {
            switch self {
            case .width: "width"
            case .height: "height"
            case .points(let p): formatNumber(p)
            }
        }
    }

    public let direction: Direction
    public let edgeSpacing: Double
    public let threshold: Double
    public let base: Base
    public let velocityThreshold: Double?
    /// False reproduces apps that never clamp the percent (a bug `check` reports).
    public let clamp: Bool

    public init(
        direction: Direction, edgeSpacing: Double = 0, threshold: Double = 0.5, base: Base? = nil,
        velocityThreshold: Double? = nil, clamp: Bool = true
    ) {
        self.direction = direction
        self.edgeSpacing = edgeSpacing
        self.threshold = threshold
        self.base = base ?? ((direction == .left || direction == .right) ? .width : .height)
        self.velocityThreshold = velocityThreshold
        self.clamp = clamp
    }

    static let directionWords = Direction.allCases.map(\.rawValue)
    static let keys = ["direction", "edgeSpacing", "threshold", "base", "velocityThreshold", "clamp"]

    /// Reads a gesture mapping; nil (with diagnostics) when it is unusable.
    static func read(_ node: Node, context: String, into problems: inout [Diagnostic]) -> GestureSpec? {
        guard var reader = MappingReader(node, context: context, keys: keys, problems: &problems) else { return nil }
        let direction = reader.choice("direction", among: Self.directionWords, required: true)
        let edge = reader.number("edgeSpacing", min: 0)
        let threshold = reader.number("threshold", greaterThan: 0, max: 1)
        var base: Base?
        if let baseNode = reader.node("base") {
            if let scalar = baseNode.scalar, scalar.text == "width" || scalar.text == "height" {
                base = scalar.text == "width" ? .width : .height
            } else if let points = ValueReader.number(
                baseNode, name: "base", context: context, greaterThan: 0, into: &problems)
            {
                base = .points(points)
            }
        }
        let velocity = reader.number("velocityThreshold", greaterThan: 0)
        let clamp = reader.bool("clamp")
        let found = reader.finish()
        problems += found
        guard found.isEmpty, let direction, let parsed = Direction(rawValue: direction) else { return nil }
        return GestureSpec(
            direction: parsed, edgeSpacing: edge ?? 0, threshold: threshold ?? 0.5, base: base,
            velocityThreshold: velocity, clamp: clamp ?? true)
    }
}

/// The `interactive:` block: the interactive timer and the gestures for each direction.
public struct InteractiveSpec: Sendable, Hashable, Codable {
    public let timer: Bool?
    public let to: GestureSpec?
    public let back: GestureSpec?

    public init(timer: Bool? = nil, to: GestureSpec? = nil, back: GestureSpec? = nil) {
        self.timer = timer
        self.to = to
        self.back = back
    }

    /// This block with every field `other` sets taking precedence.
    public func overlaid(by other: InteractiveSpec?) -> InteractiveSpec {
        guard let other else { return self }
        return InteractiveSpec(timer: other.timer ?? timer, to: other.to ?? to, back: other.back ?? back)
    }

    static let keys = ["timer", "to", "back"]

    static func read(_ node: Node, context: String, into problems: inout [Diagnostic]) -> InteractiveSpec? {
        guard var reader = MappingReader(node, context: context, keys: keys, problems: &problems) else { return nil }
        let timer = reader.bool("timer")
        let to = reader.node("to").flatMap { GestureSpec.read($0, context: "gesture 'to'", into: &problems) }
        let back = reader.node("back").flatMap { GestureSpec.read($0, context: "gesture 'back'", into: &problems) }
        problems += reader.finish()
        return InteractiveSpec(timer: timer, to: to, back: back)
    }
}
