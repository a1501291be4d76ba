import SegueEngine

/// The leaving screen turns away like a book cover hinged at its left edge (XWTransition's page flip).
package enum PageFlipEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let m34 = ParameterSpec.number(
            "m34", min: -1, max: 0, default: -0.002, doc: "Perspective of the container (m34 = -1 / eye distance).")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the turn.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "page-flip",
        summary: "The old screen turns away like a book cover hinged at its left edge; going back, it turns back.",
        parameters: [
            Parameters.m34,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        builder.set(.container, .sublayerTransform, .transform(TransformValue([.perspective(m34: parameters.number(Parameters.m34))])))

        // The page that turns is the leaving screen going to and the arriving one going back;
        // the other screen lies flat beneath it.
        let page: ViewKey = direction == .to ? .from : .to
        let beneath: ViewKey = direction == .to ? .to : .from
        let cover = builder.snapshot(of: page)
        builder.set(page.actorID, .isHidden, true)
        builder.set(cover, .anchorPoint, .point(Point(x: 0, y: 0.5)))
        builder.set(cover, .zPosition, 1)
        let coverShade = builder.overlay(id: "shade.page", alpha: 0, parent: cover)
        let beneathShade = builder.overlay(id: "shade.beneath", alpha: 0, parent: beneath.actorID)

        let flat = AnimatableValue.transform(TransformValue([.rotate(angle: 0, axis: .y)]))
        let turned = AnimatableValue.transform(TransformValue([.rotate(angle: -Double.pi / 2, axis: .y)]))
        if direction == .to {
            builder.track(.transform, of: cover, from: flat, to: turned, curve: curve)
            builder.track(.alpha, of: coverShade, from: 0, to: 1, curve: curve)
            builder.track(.alpha, of: beneathShade, from: 1, to: 0, curve: curve)
        } else {
            builder.track(.transform, of: cover, from: turned, to: flat, curve: curve)
            builder.track(.alpha, of: coverShade, from: 1, to: 0, curve: curve)
            builder.track(.alpha, of: beneathShade, from: 0, to: 1, curve: curve)
        }
    }
}
