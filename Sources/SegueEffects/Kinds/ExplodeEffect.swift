import SegueEngine

/// The leaving screen breaks into square tiles that fly apart, spin, shrink and fade.
///
/// Randomness comes from a ``SeededGenerator`` seeded with the context's seed, so the same seed
/// always gives the same explosion.
package enum ExplodeEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let columns = ParameterSpec.integer(
            "columns", min: 1, max: 40, default: 10, doc: "Tiles across the width; tiles are square, W / columns points wide.")
        static let offset = ParameterSpec.number(
            "offset", min: 0, max: 1000, unit: "pt", default: 100,
            doc: "Each tile moves by a random amount in -offset...offset along x and y.")
        static let rotation = ParameterSpec.number(
            "rotation", min: 0, max: 100, unit: "rad", default: 10, doc: "Each tile turns by a random angle in -rotation...rotation.")
        static let finalScale = ParameterSpec.number(
            "finalScale", min: 0.01, max: 1, default: 0.01,
            doc: "Scale the tiles end at; never 0 (a singular transform stops the animation).")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the tiles.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "explode",
        summary: "The leaving screen breaks into square tiles that fly apart, spin, shrink and fade over the new one.",
        parameters: [
            Parameters.columns,
            Parameters.offset,
            Parameters.rotation,
            Parameters.finalScale,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let columns = max(1, parameters.integer(Parameters.columns))
        let offset = parameters.number(Parameters.offset)
        let rotation = parameters.number(Parameters.rotation)
        let finalScale = max(0.01, parameters.number(Parameters.finalScale))
        var random = SeededGenerator(seed: context.seed)

        let source = context.initialFrame(for: .from)
        // The arriving view waits underneath; the real leaving view hides behind its tiles.
        builder.set(.from, .isHidden, true)
        let side = source.width / Double(columns)
        guard side > 0, source.height > 0 else { return }
        let rows = WholeNumber.count(source.height / side - 1e-9)
        let start = TransformValue([.translate(x: 0, y: 0, z: 0), .rotate(angle: 0, axis: .z), .scale(x: 1, y: 1, z: 1)])
        for row in 0..<rows {
            for column in 0..<columns {
                let y = Double(row) * side
                let height = min(side, source.height - y)
                let unit = Rect(
                    x: Double(column) * side / source.width, y: y / source.height,
                    width: side / source.width, height: height / source.height)
                let tile = builder.slice(of: .from, contentsRect: unit, id: ActorID("tile.\(row).\(column)"))
                builder.set(tile, .zPosition, 1)
                let dx = Double.random(in: -offset...offset, using: &random)
                let dy = Double.random(in: -offset...offset, using: &random)
                let angle = Double.random(in: -rotation...rotation, using: &random)
                let end = TransformValue([
                    .translate(x: dx, y: dy, z: 0), .rotate(angle: angle, axis: .z),
                    .scale(x: finalScale, y: finalScale, z: 1),
                ])
                builder.track(.transform, of: tile, from: .transform(start), to: .transform(end), curve: curve)
                builder.track(.alpha, of: tile, from: 1, to: 0, curve: curve)
            }
        }
    }
}
