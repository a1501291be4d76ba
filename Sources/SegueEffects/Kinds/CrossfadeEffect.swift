import SegueEngine

/// The arriving screen waits behind while the leaving one fades out.
package enum CrossfadeEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the fade.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "crossfade",
        summary: "The new screen sits behind; the old one fades from 1 to 0.",
        parameters: [
            Parameters.curve
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        // The arriving view waits behind: lift the leaving one above it while it fades.
        builder.set(.from, .zPosition, 1)
        builder.track(.alpha, of: .from, from: 1, to: 0, curve: parameters.curve(Parameters.curve))
    }
}
