import SegueEngine

/// A custom container's child swap (the custom container transitions article): the children
/// spring sideways one screen plus a gap, fading as they go.
///
/// Going right (a higher index) the arriving child starts W + padding to the right at alpha 0 and
/// the leaving child travels W + padding to the left while fading out; going left mirrors it.
/// Outside index switches, "to" counts as going right and "back" as going left.
package enum ContainerSpringSlideEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let padding = ParameterSpec.number(
            "padding", min: 0, max: 64, unit: "pt", default: 16,
            doc: "Gap between the two children while they travel: each moves W + padding (a wider gap would leave a blank frame).")
        static let fade = ParameterSpec.bool(
            "fade", default: true, doc: "Fade the arriving child in (0 to 1) and the leaving one out (1 to 0).")
        static let curve = ParameterSpec.curve(
            "curve", default: .spring(.dampingRatio(0.5, initialVelocity: 0.5)),
            doc: "Timing curve of the travel and the fade (UIKit spring, damping 0.5, velocity 0.5).")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "container-spring-slide",
        summary:
            "Children of a custom container swap by springing sideways one screen plus a gap, the new one fading in and the old one out.",
        parameters: [
            Parameters.padding,
            Parameters.fade,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let travel = context.containerBounds.width + parameters.number(Parameters.padding)
        // The arriving child comes from the side the index order points to.
        let offset = goesRight(direction, in: context) ? travel : -travel
        func moved(_ dx: Double) -> AnimatableValue {
            .transform(TransformValue([.translate(x: dx, y: 0, z: 0)]))
        }

        builder.track(.transform, of: .to, from: moved(offset), to: moved(0), curve: curve)
        builder.track(.transform, of: .from, from: moved(0), to: moved(-offset), curve: curve)
        if parameters.bool(Parameters.fade) {
            let seconds = builder.duration
            builder.keyframes(.alpha, of: .to, clampedFade(from: 0, to: 1, curve: curve, seconds: seconds))
            builder.keyframes(.alpha, of: .from, clampedFade(from: 1, to: 0, curve: curve, seconds: seconds))
        }
    }

    /// Keyframes of a fade along `curve`, clamped to 0...1 at every 1/60 of the timeline.
    ///
    /// UIKit animates alpha with the same spring as the travel, and Core Animation clamps the
    /// overshoot when it draws; the engine keeps model values as they are, so clamp here.
    static func clampedFade(from start: Double, to end: Double, curve: TimingFunction, seconds: Double) -> [Keyframe] {
        let steps = 60
        return (0...steps).map { i in
            if i == 0 { return Keyframe(0, .number(start)) }
            if i == steps { return Keyframe(1, .number(end)) }
            let u = Double(i) / Double(steps)
            let value = start + (end - start) * curve.progress(at: u, segmentDuration: seconds)
            return Keyframe(u, .number(min(1, max(0, value))))
        }
    }

    /// True when the content moves left: a higher index for tab and container switches, else "to".
    static func goesRight(_ direction: TransitionDirection, in context: TransitionContext) -> Bool {
        if context.fromIndex != nil, context.toIndex != nil { return context.isGoingRight }
        return direction == .to
    }
}
