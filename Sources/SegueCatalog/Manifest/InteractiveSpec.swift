import SegueDocument
import SegueEffects
import SegueEngine

/// A manifest's or a route's gesture mapping read into the engine's own ``GestureConfig``.
///
/// The manifest keeps its own key names (the file format): `threshold` is
/// ``GestureConfig/finishThreshold``, `clamp` ``GestureConfig/clampsPercent``,
/// `finishAtThreshold` ``GestureConfig/finishesAtThreshold`` and `fullPercent`
/// ``GestureConfig/percentAtFull``. `direction` is the way the finger moves; `edgeSpacing` > 0
/// means the touch must begin within that many points of the edge opposite the motion (a
/// screen-edge pan), 0 anywhere; `base`, what the translation is divided by, defaults to the
/// width for left/right and the height for up/down.
enum GestureReader {
    static let keys = GestureGrammar.table.keys

    /// Reads a gesture mapping; nil (with diagnostics) when it is unusable.
    static func read(_ node: Node, context: String, into problems: inout [Diagnostic]) -> GestureConfig? {
        guard var reader = MappingReader(node, context: context, keys: keys, problems: &problems) else { return nil }
        let direction = reader.choice(GestureGrammar.direction)
        let edge = reader.number(GestureGrammar.edgeSpacing)
        let threshold = reader.number(GestureGrammar.threshold)
        var base: GestureBase?
        if let baseNode = reader.node("base") {
            if let scalar = baseNode.scalar, scalar.text == "width" || scalar.text == "height" {
                base = scalar.text == "width" ? .width : .height
            } else if let points = ValueReader.number(
                baseNode, name: "base", context: context, greaterThan: 0, into: &problems)
            {
                base = .points(points)
            }
        }
        let velocity = reader.number(GestureGrammar.velocityThreshold)
        let clamp = reader.bool("clamp")
        let finishAtThreshold = reader.bool("finishAtThreshold")
        let fullPercent = reader.number(GestureGrammar.fullPercent)
        let found = reader.finish()
        problems += found
        guard found.isEmpty, let direction, let parsed = PanDirection(rawValue: direction) else { return nil }
        return GestureConfig(
            direction: parsed, edgeSpacing: edge ?? 0, base: base ?? (parsed.isHorizontal ? .width : .height),
            finishThreshold: threshold ?? 0.5, velocityThreshold: velocity, clampsPercent: clamp ?? true,
            finishesAtThreshold: finishAtThreshold ?? true, percentAtFull: fullPercent)
    }
}

extension GestureBase {
    /// As a manifest writes it: `width`, `height` or the number of points (`automatic`, which
    /// the reader never leaves, names itself).
    package var manifestText: String {
        switch self {
        case .automatic: "automatic"
        case .width: "width"
        case .height: "height"
        case .points(let p): formatNumber(p)
        }
    }
}

/// How a manifest spells `completionSpeed`: a number, or `1 - percent` for controllers whose
/// `completionSpeed` returns `1 - percentComplete` (VCTransitionsLibrary).
extension InteractiveCompletion.Speed {
    /// The spelling of the dynamic form.
    package static let remainingPercentWord = "1 - percent"

    /// The number, or `1 - percent`, as a manifest writes it.
    package var manifestText: String {
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

    static func read(_ node: Node, into problems: inout [Diagnostic]) -> InteractiveCompletion.Speed? {
        if let scalar = node.scalar, scalar.text == remainingPercentWord { return .remainingPercent }
        return ValueReader.number(
            node, name: "completionSpeed", context: "manifest", min: fixedRange.lowerBound, max: fixedRange.upperBound,
            namingRange: true, into: &problems
        ).map(InteractiveCompletion.Speed.fixed)
    }
}

/// The `interactive:` block: the interactive timer and the gestures for each direction.
public struct InteractiveSpec: Sendable, Hashable, Codable {
    /// Forces the interactive timer; nil keeps what the effect extends.
    public let timer: Bool?
    /// The gesture that drives the to transition.
    public let to: GestureConfig?
    /// The gesture that drives the back transition.
    public let back: GestureConfig?
    /// `UIPercentDrivenInteractiveTransition.completionSpeed` and `completionCurve`, for both
    /// gestures; nil when the block sets neither.
    package let completion: InteractiveCompletion?

    /// An interactive block; every field is optional.
    package init(
        timer: Bool? = nil, to: GestureConfig? = nil, back: GestureConfig? = nil,
        completion: InteractiveCompletion? = nil
    ) {
        self.timer = timer
        self.to = to
        self.back = back
        self.completion = completion
    }

    /// This block with every field `other` sets taking precedence.
    package func overlaid(by other: InteractiveSpec?) -> InteractiveSpec {
        guard let other else { return self }
        return InteractiveSpec(
            timer: other.timer ?? timer, to: other.to ?? to, back: other.back ?? back,
            completion: InteractiveCompletion.overlaid(completion, by: other.completion))
    }

    static let keys = InteractiveGrammar.table.keys

    static func read(_ node: Node, context: String, into problems: inout [Diagnostic]) -> InteractiveSpec? {
        guard var reader = MappingReader(node, context: context, keys: keys, problems: &problems) else { return nil }
        let timer = reader.bool("timer")
        let to = reader.node("to").flatMap { GestureReader.read($0, context: "gesture 'to'", into: &problems) }
        let back = reader.node("back").flatMap { GestureReader.read($0, context: "gesture 'back'", into: &problems) }
        let speed = reader.node("completionSpeed").flatMap { InteractiveCompletion.Speed.read($0, into: &problems) }
        let curve = reader.node("completionCurve").flatMap {
            ParameterValueReader.curve($0, name: "completionCurve", into: &problems)
        }
        problems += reader.finish()
        let completion = speed == nil && curve == nil ? nil : InteractiveCompletion(speed: speed, curve: curve)
        return InteractiveSpec(timer: timer, to: to, back: back, completion: completion)
    }
}
