import SegueEngine
import SeguePlan

/// One Core Animation animation the runtime adds for a plan animation: the plan's property turned
/// into the key path a layer animates, with values in the layer's terms.
///
/// - The engine's `frame` is UIKit's view frame, which Core Animation animates as `position` and
///   `bounds.size` together (two animations with the same timing), leaving the bounds origin, a
///   scroll view's content offset, to the app.
/// - The engine's extra `translation` (cube effects' container) is an additive `position`
///   animation (`isAdditive`: "the value specified by the animation is added to the current
///   render tree value", https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive),
///   added after the layer's other animations so that it adds to them.
/// - Masks are `CAShapeLayer`s whose `path` animates
///   (https://developer.apple.com/documentation/quartzcore/cashapelayer/path, "Paths will
///   interpolate as a linear blend of the path elements", so circles of one structure blend centre
///   and radius linearly).
/// - A segment on a spring is a `CASpringAnimation` over that segment
///   (https://developer.apple.com/documentation/quartzcore/caspringanimation), followed by a hold
///   of its target: UIKit's spring ends on its target when its duration is over.
package struct LayerTrack: Sendable, Hashable {
    /// Which layer of the actor animates (``PropertyNames/Layer``).
    package typealias Target = PropertyNames.Layer

    /// The plan animation it comes from (its index in ``AnimationPlan/animations``).
    package var animationIndex: Int
    /// The actor.
    package var actor: ActorID
    /// The layer.
    package var target: Target
    /// Core Animation's key path.
    package var keyPath: String
    /// The values.
    package var values: [LayerValue]
    /// `keyTimes`.
    package var keyTimes: [Double]
    /// `timingFunctions`: cubic Béziers only.
    package var timingFunctions: [PlanTimingFunction]
    /// `timingFunction`.
    package var timingFunction: PlanTimingFunction?
    /// `calculationMode`'s raw value.
    package var calculationMode: String
    /// Seconds from the transition's start.
    package var beginTime: Double
    /// Seconds.
    package var duration: Double
    /// `fillMode`.
    package var fillMode: FillMode
    /// `isAdditive`.
    package var isAdditive: Bool
    /// Set for a `CASpringAnimation` (two values).
    package var spring: SpringParameters?
    /// True when layer-driven (removed on release without the interactive timer).
    package var isLayerDriven: Bool

    /// The key the animation is added under.
    package var key: String { "segue.\(animationIndex).\(target == .mask ? "mask." : "")\(keyPath)\(isHold ? ".hold" : "")" }
    /// True for the hold that follows a spring.
    package var isHold = false
}

/// Why a plan animation could not be expressed in Core Animation's terms.
package struct UnsupportedAnimation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The plan animation's index.
    package var index: Int
    /// What is missing.
    package var reason: String
    /// Which plan animation, and why Core Animation cannot take it.
    package var description: String { "animation \(index): \(reason)" }
}

/// Turns plan animations into ``LayerTrack``s.
package enum LayerTracks {
    /// The layer animations for plan animation `index`, given its actor's model state.
    package static func make(_ animation: PlanAnimation, index: Int, model: ActorState) throws(UnsupportedAnimation) -> [LayerTrack] {
        func fail(_ reason: String) -> UnsupportedAnimation { UnsupportedAnimation(index: index, reason: reason) }
        let animation = springOnItsSegment(animation)
        let springs = try Self.springs(of: animation, fail: fail)
        let valueLists = try Self.valueLists(of: animation, model: model, fail: fail)
        let keys = animation.property.names.runtime
        guard keys.count == valueLists.count else { throw fail("\(keys.count) runtime key paths for \(valueLists.count) value lists") }
        return zip(keys, valueLists).flatMap { key, values in
            springAndHold(
                LayerTrack(
                    animationIndex: index, actor: animation.actor, target: key.layer, keyPath: key.keyPath, values: values,
                    keyTimes: animation.keyTimes, timingFunctions: springs.isEmpty ? animation.timingFunctions : [],
                    timingFunction: animation.timingFunction, calculationMode: animation.calculationMode.rawValue,
                    beginTime: animation.beginTime, duration: animation.duration, fillMode: animation.fillMode,
                    isAdditive: key.isAdditive, spring: springs.first, isLayerDriven: animation.driver == .layer))
        }
    }

    /// The springs among `animation`'s segment curves, after checking that Core Animation can run
    /// its timing: cubic Béziers, or one spring on a two-value animation without an overall curve.
    private static func springs(
        of animation: PlanAnimation, fail: (String) -> UnsupportedAnimation
    ) throws(UnsupportedAnimation) -> [SpringParameters] {
        for function in animation.timingFunctions + [animation.timingFunction].compactMap({ $0 }) {
            switch function {
            case .cubicBezier, .spring: break
            case .steps, .linearStops: throw fail("Core Animation has no steps() or linear() timing function")
            }
        }
        let springs = animation.timingFunctions.compactMap { f -> SpringParameters? in
            if case .spring(let s) = f { return s }
            return nil
        }
        if !springs.isEmpty && (animation.values.count != 2 || animation.timingFunction != nil) {
            throw fail("a spring inside a multi-segment or eased keyframe animation")
        }
        if case .spring = animation.timingFunction { throw fail("a spring as the whole animation's curve") }
        return springs
    }

    /// The values of each of the property's runtime animations (``PropertyNames/runtime``), in
    /// order, in the layer's terms for an actor whose model state is `model`.
    private static func valueLists(
        of animation: PlanAnimation, model: ActorState, fail: (String) -> UnsupportedAnimation
    ) throws(UnsupportedAnimation) -> [[LayerValue]] {
        let anchor = model.anchorPoint
        func each<T>(_ body: (AnimatableValue) -> T?) throws(UnsupportedAnimation) -> [T] {
            var out: [T] = []
            for value in animation.values {
                guard let mapped = body(value) else { throw fail("a \(animation.property.rawValue) value of the wrong kind") }
                out.append(mapped)
            }
            return out
        }
        switch animation.property {
        case .frame:
            let rects: [Rect] = try each { if case .rect(let r) = $0 { return r } else { return nil } }
            // The size alone: the bounds origin is the app's (a scroll view's content offset, about
            // -91 to -140 pt under a navigation bar) and must not move the content.
            return [
                rects.map { .point($0.layerPosition(anchorPoint: anchor, translation: model.translation)) },
                rects.map { .size(width: $0.width, height: $0.height) },
            ]
        case .position:
            let points: [Point] = try each { if case .point(let p) = $0 { return p } else { return nil } }
            return [points.map { .point(Point(x: $0.x + model.translation.x, y: $0.y + model.translation.y)) }]
        case .translation:
            let points: [Point] = try each { if case .point(let p) = $0 { return p } else { return nil } }
            return [points.map { .point(Point(x: $0.x - model.translation.x, y: $0.y - model.translation.y)) }]
        case .alpha, .zPosition, .cornerRadius, .shadowOpacity, .shadowRadius, .filterRatio:
            let numbers: [Double] = try each { if case .number(let v) = $0 { return v } else { return nil } }
            return [numbers.map { .number($0) }]
        case .transform, .sublayerTransform:
            guard animation.transformInterpolation == .matrix else {
                throw fail("per-operation transform interpolation (a transform.rotation key path) is not mapped yet")
            }
            let matrices: [Transform3D] = try each { if case .transform(let t) = $0 { return t.matrix } else { return nil } }
            return [matrices.map { .transform($0) }]
        case .isHidden:
            let flags: [Bool] = try each { if case .bool(let b) = $0 { return b } else { return nil } }
            return [flags.map { .bool($0) }]
        case .backgroundColor:
            let colors: [RGBAColor] = try each { if case .color(let c) = $0 { return c } else { return nil } }
            return [colors.map { .color($0) }]
        case .maskCircle:
            let shapes: [MaskShape] = try each {
                if case .circle(let c, let r) = $0 { return .circle(center: c, radius: r) } else { return nil }
            }
            return [shapes.map { .path($0) }]
        case .maskRect:
            let shapes: [MaskShape] = try each { if case .rect(let r) = $0 { return .rect(r) } else { return nil } }
            return [shapes.map { .path($0) }]
        case .contentsRect:
            let rects: [Rect] = try each { if case .rect(let r) = $0 { return r } else { return nil } }
            return [rects.map { .rect($0) }]
        case .anchorPoint:
            // The engine moves the anchor with the frame kept; a layer keeps its position instead.
            throw fail("an animated anchor point")
        }
    }

    /// `base` alone, or for a spring the spring and then a hold of its target: the spring itself
    /// shows nothing after its end; the hold shows the target from then on.
    private static func springAndHold(_ base: LayerTrack) -> [LayerTrack] {
        guard base.spring != nil else { return [base] }
        var spring = base
        spring.fillMode = base.fillMode.fillsBackwards ? .backwards : .removed
        guard base.fillMode.fillsForwards, let last = base.values.last else { return [spring] }
        var hold = base
        hold.spring = nil
        hold.values = [last, last]
        hold.keyTimes = [0, 1]
        hold.timingFunctions = []
        hold.timingFunction = nil
        hold.calculationMode = CalculationMode.linear.rawValue
        hold.isHold = true
        hold.beginTime = base.beginTime + base.duration
        hold.duration = 1
        hold.fillMode = .forwards
        return [spring, hold]
    }

    /// A spring over the whole of a two-value linear animation, moved onto its one segment: the
    /// animation's timing function "is applied first followed by the timing function for the
    /// specific keyframe segment" (https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions),
    /// linear here, so both are the CASpringAnimation from one value to the other, overshooting as
    /// the engine and ``PlanEvaluator`` show it. Any other animation comes back as it is.
    static func springOnItsSegment(_ animation: PlanAnimation) -> PlanAnimation {
        guard case .spring = animation.timingFunction, animation.values.count == 2, animation.calculationMode == .linear,
            animation.timingFunctions.allSatisfy({ if case .cubicBezier(0, 0, 1, 1, _) = $0 { true } else { false } })
        else { return animation }
        var moved = animation
        moved.timingFunctions = animation.timingFunction.map { [$0] } ?? []
        moved.timingFunction = nil
        return moved
    }
}

/// Key paths of the runtime's own layers.
package enum SegueKeyPath {
    /// The filter view's ratio (0...1), a custom animatable layer property whose layer redraws the
    /// Core Image transition at each value.
    package static let filterRatio = AnimatableProperty.filterRatio.names.coreAnimation
}
