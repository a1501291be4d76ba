import SegueDocument
import SegueEffects

/// An interactive pan gesture as a manifest or route declares it.
///
/// `direction` is the way the finger moves. `edgeSpacing` > 0 means the touch must
/// begin within that many points of the edge opposite the motion (a screen-edge
/// pan); 0 means anywhere. The percent is the translation along the direction
/// divided by `base`.
public struct GestureSpec: Sendable, Hashable, Codable {
    /// The way the finger moves.
    public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
        case left, right, up, down
    }

    /// What the translation is divided by to make the percent.
    public enum Base: Sendable, Hashable, Codable, CustomStringConvertible {
        case width, height
        case points(Double)

        /// `width`, `height`, or the number of points.
        public var description: String {
            switch self {
            case .width: "width"
            case .height: "height"
            case .points(let p): formatNumber(p)
            }
        }
    }

    /// The way the finger moves.
    package let direction: Direction
    /// Points from the edge opposite the motion where the touch must begin; 0 means anywhere.
    package let edgeSpacing: Double
    /// The percent past which a release finishes (0...1).
    package let threshold: Double
    /// What the translation is divided by.
    public let base: Base
    /// A fling faster than this (points per second) finishes below the threshold; nil never does.
    package let velocityThreshold: Double?
    /// False reproduces apps that never clamp the percent (a bug `check` reports).
    package let clamp: Bool
    /// True when a release exactly at the threshold finishes (`>=`, the default); false for
    /// controllers that test `> threshold` (VCTransitionsLibrary's `fraction > 0.5`).
    package let finishAtThreshold: Bool
    /// The percent passed instead of 1 or more (VCTransitionsLibrary passes 0.99); nil passes 1.
    package let fullPercent: Double?

    /// A gesture; `base` defaults to the width for left/right and the height for up/down.
    package init(
        direction: Direction, edgeSpacing: Double = 0, threshold: Double = 0.5, base: Base? = nil,
        velocityThreshold: Double? = nil, clamp: Bool = true, finishAtThreshold: Bool = true, fullPercent: Double? = nil
    ) {
        self.finishAtThreshold = finishAtThreshold
        self.fullPercent = fullPercent
        self.direction = direction
        self.edgeSpacing = edgeSpacing
        self.threshold = threshold
        self.base = base ?? ((direction == .left || direction == .right) ? .width : .height)
        self.velocityThreshold = velocityThreshold
        self.clamp = clamp
    }

    static let directionWords = Direction.allCases.map(\.rawValue)
    static let keys = [
        "direction", "edgeSpacing", "threshold", "base", "velocityThreshold", "clamp", "finishAtThreshold", "fullPercent",
    ]

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
        let finishAtThreshold = reader.bool("finishAtThreshold")
        let fullPercent = reader.number("fullPercent", greaterThan: 0, max: 1)
        let found = reader.finish()
        problems += found
        guard found.isEmpty, let direction, let parsed = Direction(rawValue: direction) else { return nil }
        return GestureSpec(
            direction: parsed, edgeSpacing: edge ?? 0, threshold: threshold ?? 0.5, base: base,
            velocityThreshold: velocity, clamp: clamp ?? true, finishAtThreshold: finishAtThreshold ?? true,
            fullPercent: fullPercent)
    }
}

/// The `completionSpeed` an interactive block sets: a number, or `1 - percent` for controllers
/// whose `completionSpeed` returns `1 - percentComplete` (VCTransitionsLibrary).
package enum CompletionSpeedSpec: Sendable, Hashable, Codable, CustomStringConvertible {
    case fixed(Double)
    case remainingPercent

    /// The spelling of the dynamic form.
    package static let remainingPercentWord = "1 - percent"

    /// The number, or `1 - percent`.
    package var description: String {
        switch self {
        case .fixed(let speed): formatNumber(speed)
        case .remainingPercent: Self.remainingPercentWord
        }
    }

    /// The speeds a manifest may fix: a tail from a hundred times slower than real time to a
    /// hundred times faster. Real controllers stay well inside (UIKit's default is 1; apps set 0.2
    /// to 0.99, and VCTransitionsLibrary's `1 - percent`); Apple requires only "greater than 0.0"
    /// (UIPercentDrivenInteractiveTransition.completionSpeed, developer.apple.com). A speed of 1e-9
    /// made a tail of 5e8 s: what the range cannot rule out (the frame rate, `1 - percent` near 1,
    /// a smaller budget) the simulation budget stops (docs/reference/limits.md).
    package static let fixedRange = 0.01...100

    static func read(_ node: Node, into problems: inout [Diagnostic]) -> CompletionSpeedSpec? {
        if let scalar = node.scalar, scalar.text == remainingPercentWord { return .remainingPercent }
        return ValueReader.number(
            node, name: "completionSpeed", context: "manifest", min: fixedRange.lowerBound, max: fixedRange.upperBound,
            namingRange: true, into: &problems
        ).map(CompletionSpeedSpec.fixed)
    }
}

/// The `interactive:` block: the interactive timer and the gestures for each direction.
public struct InteractiveSpec: Sendable, Hashable, Codable {
    /// Forces the interactive timer; nil keeps what the effect extends.
    public let timer: Bool?
    /// The gesture that drives the to transition.
    public let to: GestureSpec?
    /// The gesture that drives the back transition.
    public let back: GestureSpec?
    /// `UIPercentDrivenInteractiveTransition.completionSpeed`, for both gestures.
    package let completionSpeed: CompletionSpeedSpec?
    /// `UIPercentDrivenInteractiveTransition.completionCurve`, for both gestures.
    package let completionCurve: CurveSpec?

    /// An interactive block; every field is optional.
    package init(
        timer: Bool? = nil, to: GestureSpec? = nil, back: GestureSpec? = nil,
        completionSpeed: CompletionSpeedSpec? = nil, completionCurve: CurveSpec? = nil
    ) {
        self.timer = timer
        self.to = to
        self.back = back
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    /// This block with every field `other` sets taking precedence.
    package func overlaid(by other: InteractiveSpec?) -> InteractiveSpec {
        guard let other else { return self }
        return InteractiveSpec(
            timer: other.timer ?? timer, to: other.to ?? to, back: other.back ?? back,
            completionSpeed: other.completionSpeed ?? completionSpeed, completionCurve: other.completionCurve ?? completionCurve)
    }

    static let keys = ["timer", "to", "back", "completionSpeed", "completionCurve"]

    static func read(_ node: Node, context: String, into problems: inout [Diagnostic]) -> InteractiveSpec? {
        guard var reader = MappingReader(node, context: context, keys: keys, problems: &problems) else { return nil }
        let timer = reader.bool("timer")
        let to = reader.node("to").flatMap { GestureSpec.read($0, context: "gesture 'to'", into: &problems) }
        let back = reader.node("back").flatMap { GestureSpec.read($0, context: "gesture 'back'", into: &problems) }
        let speed = reader.node("completionSpeed").flatMap { CompletionSpeedSpec.read($0, into: &problems) }
        let curve = reader.node("completionCurve").flatMap {
            ParameterValueReader.curve($0, name: "completionCurve", into: &problems)
        }
        problems += reader.finish()
        return InteractiveSpec(timer: timer, to: to, back: back, completionSpeed: speed, completionCurve: curve)
    }
}
