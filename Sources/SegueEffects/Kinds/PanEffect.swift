import SegueEngine

/// The new screen slides in on top while the old one drifts half as far (parallax).
package enum PanEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let parallax = ParameterSpec.number(
            "parallax", min: 0, max: 1, default: 0.5, doc: "How far the covered screen moves, as a fraction of the width.")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the motion.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "pan",
        summary: "The new screen slides in over the old one, which drifts the same way at half speed.",
        parameters: [
            Parameters.parallax,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        // The original hard-coded 320 and -160 points: use the container's width.
        let w = context.containerBounds.width
        let drift = w * parameters.number(Parameters.parallax)
        let fromFrame = context.initialFrame(for: .from)
        let toFrame = context.finalFrame(for: .to)

        switch direction {
        case .to:
            builder.set(.to, .zPosition, 1)
            builder.track(.frame, of: .to, from: .rect(toFrame.offsetBy(dx: w, dy: 0)), to: .rect(toFrame), curve: curve)
            builder.track(.frame, of: .from, from: .rect(fromFrame), to: .rect(fromFrame.offsetBy(dx: -drift, dy: 0)), curve: curve)
        case .back:
            builder.set(.from, .zPosition, 1)
            builder.track(.frame, of: .to, from: .rect(toFrame.offsetBy(dx: -drift, dy: 0)), to: .rect(toFrame), curve: curve)
            builder.track(.frame, of: .from, from: .rect(fromFrame), to: .rect(fromFrame.offsetBy(dx: w, dy: 0)), curve: curve)
        }
    }
}
