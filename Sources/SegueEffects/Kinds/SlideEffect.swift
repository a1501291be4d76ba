import SegueEngine

/// Both screens translate one full screen in the same direction.
package enum SlideEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let direction = ParameterSpec.choice(
            "direction", ["left", "right", "up", "down"], default: "left",
            doc: "The way the screens move when going to the new screen; going back reverses it.")
        static let fade = ParameterSpec.bool(
            "fade", default: false, doc: "Also fade the arriving screen in (0 to 1) and the leaving one out (1 to 0).")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the motion.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "slide",
        summary: "Both screens move one full screen in the same direction; optionally cross-fading.",
        parameters: [
            Parameters.direction,
            Parameters.fade,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        // The way content moves; going back, the other way.
        var motion = PanDirection(rawValue: parameters.choice(Parameters.direction))?.unitVector ?? Point(x: -1, y: 0)
        if direction == .back { motion = Point(x: -motion.x, y: -motion.y) }
        let bounds = context.containerBounds
        let shift = Point(x: motion.x * bounds.width, y: motion.y * bounds.height)

        let toFinal = context.finalFrame(for: .to)
        let toStart = toFinal.offsetBy(dx: -shift.x, dy: -shift.y)
        builder.track(.frame, of: .to, from: .rect(toStart), to: .rect(toFinal), curve: curve)
        let fromStart = context.initialFrame(for: .from)
        builder.track(.frame, of: .from, from: .rect(fromStart), to: .rect(fromStart.offsetBy(dx: shift.x, dy: shift.y)), curve: curve)
        if parameters.bool(Parameters.fade) {
            builder.track(.alpha, of: .to, from: 0, to: 1, curve: curve)
            builder.track(.alpha, of: .from, from: 1, to: 0, curve: curve)
        }
    }
}
