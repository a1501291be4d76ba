import SegueEngine

/// The arriving screen waits behind while the leaving one fades out.
package enum CrossfadeEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the fade.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters, defaults, examples.
    package static let description = KindDescription(
        identifier: "crossfade",
        summary: "The new screen sits behind; the old one fades from 1 to 0.",
        parameters: [
            Parameters.curve
        ],
        examples: [
            .valid(
                id: "slow-fade", name: "Slow fade", summary: "Fades slowly.", family: "vctransitions",
                """
                toDuration: 2
                backDuration: 2
                parameters:
                  curve: linear
                """),
            .invalid(
                id: "bad-fade", name: "Bad fade", summary: "Fades with a curve that does not exist.", family: "vctransitions",
                """
                parameters:
                  curve: bouncy
                """,
                "8:10: error: 'bouncy' is not a curve; use one of linear, easeIn, easeOut, easeInEaseOut, default, {cubicBezier: [x1, y1, x2, y2]}, {spring: {...}} or {steps: N} [manifest.curve]"
            ),
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
