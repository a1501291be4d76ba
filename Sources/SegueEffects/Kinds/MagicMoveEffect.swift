import SegueEngine

/// Shared elements fly from their frames in the leaving screen to their frames in the arriving one
/// while the screens cross-fade (XWTransition's magic move).
package enum MagicMoveEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let pairs = ParameterSpec.rectPairs(
            "pairs", default: [], doc: "Shared elements: each element's frame in the leaving screen (from) and in the arriving one (to).")
        static let damping = ParameterSpec.bool(
            "damping", default: false, doc: "Fly and fade with a spring (damping 0.55, velocity 1/0.55) instead of the curve.")
        static let curve = ParameterSpec.curve(
            "curve", default: .easeInEaseOut, doc: "Timing curve of the flight and the fade when damping is off.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "magic-move",
        summary: "Shared elements fly from the old screen's frames to the new screen's while the screens cross-fade.",
        parameters: [
            Parameters.pairs,
            Parameters.damping,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve: TimingFunction =
            parameters.bool(Parameters.damping)
            ? .spring(.dampingRatio(0.55, initialVelocity: 1 / 0.55)) : parameters.curve(Parameters.curve)
        // The arriving screen fades in on top of the leaving one.
        builder.set(.to, .zPosition, 1)
        builder.addCompletion([.setProperty(.to, .zPosition, 0)])
        // XWMagicMoveAnimator.m sets both alphas in the same animation block as the frames, so with
        // dampingEnable the fade springs too (damping 0.55, velocity 1/0.55), overshoot and all.
        builder.track(.alpha, of: .to, from: 0, to: 1, curve: curve)
        builder.track(.alpha, of: .from, from: 1, to: 0, curve: curve)

        // Going back, the groups swap: the elements start at their frames in the screen being left.
        let source = context.initialFrame(for: .from)
        guard source.width > 0, source.height > 0 else { return }
        for (index, pair) in parameters.rectPairs(Parameters.pairs, in: context.containerBounds).enumerated() {
            let (start, end) = direction == .to ? (pair.from, pair.to) : (pair.to, pair.from)
            let cut = Rect(
                x: (start.minX - source.minX) / source.width, y: (start.minY - source.minY) / source.height,
                width: start.width / source.width, height: start.height / source.height)
            let id = builder.slice(of: .from, contentsRect: cut, id: ActorID("element.\(index)"))
            builder.set(id, .zPosition, 2)
            builder.track(.frame, of: id, from: .rect(start), to: .rect(end), curve: curve)
        }
    }
}
