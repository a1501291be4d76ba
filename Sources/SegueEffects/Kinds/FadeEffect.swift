import SegueEngine

/// One screen fades over the other: the arriving one in on top, or the leaving one out.
///
/// Fade-in's back is fade-out and the other way round, so going back runs the same picture
/// backwards in time.
package enum FadeEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let style = ParameterSpec.choice(
            "style", ["in", "out"], default: "in",
            doc: "in: the arriving screen fades 0 to 1 on top; out: the leaving screen fades 1 to 0 on top.")
        static let curve = ParameterSpec.curve(
            "curve", default: .cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1), doc: "Timing curve of the fade (Hero's standard curve).")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "fade",
        summary: "The new screen fades in on top (in), or the old one fades out to uncover it (out); back swaps them.",
        parameters: [
            Parameters.style,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        // Going back plays the other style, so the back animation is the to animation reversed.
        let fadesIn = (parameters.choice(Parameters.style) != "out") == (direction == .to)
        if fadesIn {
            builder.set(.to, .zPosition, 1)
            builder.addCompletion([.setProperty(.to, .zPosition, 0)])
            builder.track(.alpha, of: .to, from: 0, to: 1, curve: curve)
        } else {
            builder.set(.from, .zPosition, 1)
            builder.track(.alpha, of: .from, from: 1, to: 0, curve: curve)
        }
    }
}
