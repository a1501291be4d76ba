import SegueEngine

/// The new screen flies out of a button in the bottom-right corner (the fly-from-corner article).
///
/// The article chains two animations, 1.2 s of growth then a 0.5 s fade; Segue plays them as one
/// timeline whose phases keep that ratio. Going to, a snapshot of the arriving screen grows from
/// the button's square to the full screen while the real view stays hidden, then the real view
/// appears under it and the snapshot fades. Going back, a snapshot of the leaving screen shrinks
/// into the button, then fades.
package enum FlyFromCornerEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let buttonSize = ParameterSpec.number(
            "buttonSize", min: 1, max: 1000, unit: "pt", default: 56, doc: "Side of the square button the screen grows from.")
        static let buttonInset = ParameterSpec.number(
            "buttonInset", min: 0, max: 1000, unit: "pt", default: 20,
            doc: "Distance from the button to the container's right and bottom edges.")
        static let growDuration = ParameterSpec.number(
            "growDuration", min: 0.01, max: 60, unit: "s", default: 1.2,
            doc: "Length of the growth phase; with fadeDuration it splits the timeline (1.2 + 0.5 = 1.7 s).")
        static let fadeDuration = ParameterSpec.number(
            "fadeDuration", min: 0, max: 60, unit: "s", default: 0.5,
            doc: "Length of the snapshot's fade after the growth, in the same proportion.")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the growth and of the fade.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "fly-from-corner",
        summary:
            "A snapshot of the new screen grows out of a square button in the bottom-right corner, then the real screen appears and the snapshot fades.",
        parameters: [
            Parameters.buttonSize,
            Parameters.buttonInset,
            Parameters.growDuration,
            Parameters.fadeDuration,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let grow = parameters.number(Parameters.growDuration)
        let fade = parameters.number(Parameters.fadeDuration)
        // The share of the timeline spent growing: 1.2 / 1.7 with the article's numbers.
        let growShare = grow + fade > 0 ? grow / (grow + fade) : 1
        let bounds = context.containerBounds
        let side = parameters.number(Parameters.buttonSize)
        let inset = parameters.number(Parameters.buttonInset)
        let button = Rect(x: bounds.maxX - inset - side, y: bounds.maxY - inset - side, width: side, height: side)

        let snapshot: ActorID
        if direction == .to {
            let full = context.finalFrame(for: .to)
            snapshot = builder.snapshot(of: .to, frame: button)
            builder.track(.frame, of: snapshot, from: .rect(button), to: .rect(full), curve: curve, duration: growShare)
            // The real view stays hidden until the snapshot has filled the screen.
            builder.keyframes(.isHidden, of: .to, [Keyframe(0, true), Keyframe(growShare, false)])
        } else {
            let full = context.initialFrame(for: .from)
            snapshot = builder.snapshot(of: .from, frame: full)
            builder.set(.from, .isHidden, true)
            builder.track(.frame, of: snapshot, from: .rect(full), to: .rect(button), curve: curve, duration: growShare)
        }
        if growShare < 1 {
            builder.track(.alpha, of: snapshot, from: 1, to: 0, curve: curve, begin: growShare, duration: 1 - growShare)
        }
    }
}
