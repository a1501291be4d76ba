import SegueCatalog
import SegueEffects
import SegueEngine
import SeguePlan

/// An effect as one route (or an app's code) uses it: the effect with the route's overrides, its
/// animator, and how the route presents.
public struct SegueEffect: Sendable {
    /// The effect, with the route's durations, parameters and gestures applied.
    public let definition: EffectDefinition
    /// The animator that builds its timelines.
    public let animator: EffectAnimator
    /// The route's name, when a route chose it.
    public let route: String?
    /// For present and dismiss: how the route presents (`presentation:`); nil leaves UIKit's.
    public let presentation: PresentationStyle.Name?
    /// For a custom presentation: the presented frame (`frame:`), in the container's terms.
    public let frame: LengthRect?
    /// True when the route says the app restores the system back swipe itself.
    package let restoresBackSwipe: Bool
    /// What a transition asked for while this one runs does (`reentry:`; ``ReentryGate``).
    package let reentry: ReentryGuard
    /// Under Reduce Motion: true plays a cross-dissolve instead (the default), false keeps the
    /// effect (a route whose motion carries meaning opts out; ``SegueRouter/routesKeepingMotion``).
    package var dissolvesUnderReduceMotion = true

    /// The cross-dissolve played instead of an effect when Reduce Motion is on: the built-in
    /// `fade-in` (0.35 s, the new screen fades in over the old one; nothing moves). Apple asks apps to "replace [motion] with a dissolve" then (Human Interface
    /// Guidelines, Motion: https://developer.apple.com/design/human-interface-guidelines/motion;
    /// `UIAccessibility.isReduceMotionEnabled`:
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled).
    package static let crossDissolve: SegueEffect? = RuntimeCatalog.builtin.catalog.effect("fade-in").flatMap(SegueEffect.init)

    /// True when the effect draws a Core Image transition filter (a filter actor whose ratio
    /// animates), which the runtime does not draw yet.
    package var drawsCoreImageFilter: Bool {
        let plan = PlanCompiler.plan(for: animator, in: TransitionContext(operation: .push))
        return plan.actors.contains { $0.role == .filter || $0.initial.filter != nil }
            || plan.animations.contains { $0.property == .filterRatio }
    }

    /// The animator a transition plays: the effect's, or the cross-dissolve's under Reduce Motion
    /// unless the route keeps its motion.
    public func animator(reduceMotion: Bool) -> EffectAnimator {
        guard reduceMotion, dissolvesUnderReduceMotion, let dissolve = Self.crossDissolve else { return animator }
        return dissolve.animator
    }

    /// The effect `definition`, outside any route; nil when its kind is missing.
    public init?(_ definition: EffectDefinition) {
        self.init(definition, route: nil, presentation: nil, frame: nil, restoresBackSwipe: false)
    }

    init?(
        _ definition: EffectDefinition, route: String?, presentation: PresentationStyle.Name?, frame: LengthRect?, restoresBackSwipe: Bool,
        reentry: ReentryGuard = .none
    ) {
        guard let animator = definition.animator else { return nil }
        self.definition = definition
        self.animator = animator
        self.route = route
        self.presentation = presentation
        self.frame = frame
        self.restoresBackSwipe = restoresBackSwipe
        self.reentry = reentry
    }

    /// This effect made from `definition` and shown in `presentation`, keeping its route, frame
    /// and settings; unchanged when `definition`'s kind is missing.
    func rebuilt(from definition: EffectDefinition, presentation: PresentationStyle.Name?) -> SegueEffect {
        guard
            var effect = SegueEffect(
                definition, route: route, presentation: presentation, frame: frame, restoresBackSwipe: restoresBackSwipe, reentry: reentry)
        else { return self }
        effect.dissolvesUnderReduceMotion = dissolvesUnderReduceMotion
        return effect
    }

    /// The engine's presentation style in a container of `bounds`: the route's, full screen when
    /// it names none.
    package func presentationStyle(in bounds: Rect) -> PresentationStyle {
        (presentation ?? .fullScreen).style(presentedFrame: frame?.resolved(in: bounds), in: bounds)
    }

    /// The gesture that drives `direction`, with the effect's completion speed and curve applied.
    public func gesture(for direction: TransitionDirection) -> GestureConfig? {
        animator.gesture(for: direction).map(animator.drivenGesture)
    }

    /// True when the effect's back gesture pans right, so it claims the left edge UIKit's own
    /// back swipe starts from.
    package var claimsLeftEdge: Bool { gesture(for: .back)?.direction == .right }

    /// False for an effect whose manifest (or one it extends) says `layoutDirection: absolute`
    /// (a shade that always drops from the top, a map that slides east, frames measured from the
    /// app's own views): it plays the same in a right-to-left layout. True by default
    /// (`layoutDirection: mirrored`): UIKit mirrors its own push and back swipe there. An app
    /// that wants a shipped effect the other way extends it in a manifest of its own.
    package var mirrorsInRightToLeft: Bool { definition.layoutDirection == .mirrored }

    /// The gesture for `direction` in a layout that reads `rightToLeft`: mirrored (left and right
    /// swapped, the edge band on the other side) unless the effect is absolute.
    public func gesture(for direction: TransitionDirection, rightToLeft: Bool) -> GestureConfig? {
        guard var config = gesture(for: direction) else { return nil }
        if rightToLeft && mirrorsInRightToLeft {
            switch config.direction {
            case .left: config.direction = .right
            case .right: config.direction = .left
            case .up, .down: break
            }
        }
        return config
    }

    /// True when the back gesture starts from the edge UIKit's own back swipe starts from: the
    /// leading edge, the left one left to right and the right one right to left
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer).
    package func claimsSystemBackEdge(rightToLeft: Bool) -> Bool {
        gesture(for: .back, rightToLeft: rightToLeft)?.direction == (rightToLeft ? .left : .right)
    }
}
