import SegueEngine

/// Both screens become accordions of vertical strips: the old one folds up against one edge while
/// the new one unfolds from the other (VCTransitionsLibrary's fold, also in XWTransition).
package enum FoldEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let direction = ParameterSpec.choice(
            "direction", ["left", "right"], default: "left",
            doc: "The edge the new screen unfolds from going to; going back uses the other edge.")
        static let folds = ParameterSpec.integer(
            "folds", min: 1, max: 32, default: 4, doc: "Number of folds; each screen is cut into twice as many strips.")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the folding.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "fold",
        summary: "The old screen folds like an accordion toward one edge while the new one unfolds from the other.",
        parameters: [
            Parameters.direction,
            Parameters.folds,
            Parameters.curve,
        ]
    )

    /// The perspective both originals put on the container: `transform.m34 = -0.005;
    /// containerView.layer.sublayerTransform = transform` (ColinEberhardt/VCTransitionsLibrary,
    /// AnimationControllers/CEFoldAnimationController.m; wazrx/XWTransition,
    /// XWTransition/XWCoolAnimator/XWCoolAnimator+XWFold.m), so every strip shares one vanishing
    /// point at the container's centre.
    package static let m34 = -0.005

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let folds = max(1, parameters.integer(Parameters.folds))
        var fromLeft = parameters.choice(Parameters.direction) != "right"
        if direction == .back { fromLeft.toggle() }
        let bounds = context.containerBounds
        // The new screen unfolds from `openEdge`; the old one folds up against `closedEdge`.
        let openEdge = fromLeft ? bounds.minX : bounds.maxX
        let closedEdge = fromLeft ? bounds.maxX : bounds.minX
        let strip = 1 / Double(2 * folds)

        // The originals' strip transforms: the arriving strips start at
        // CATransform3DMakeRotation(+-pi/2, 0, 1, 0) and end at the identity; the leaving strips end at
        // CATransform3DRotate(transform, +-pi/2, 0, 1, 0), the rotation followed by the same m34
        // matrix (R * P, [perspective, rotate] outermost first), so they carry an m34 of their own too.
        func turned(_ angle: Double) -> AnimatableValue { .transform(TransformValue([.rotate(angle: angle, axis: .y)])) }
        func foldedPose(_ angle: Double) -> AnimatableValue {
            .transform(TransformValue([.perspective(m34: m34), .rotate(angle: angle, axis: .y)]))
        }
        let flat = AnimatableValue.transform(.identity)

        builder.set(.container, .sublayerTransform, .transform(TransformValue([.perspective(m34: m34)])))
        builder.set(.from, .isHidden, true)
        builder.set(.to, .isHidden, true)
        for view in [ViewKey.from, .to] {
            for index in 0..<(2 * folds) {
                // Left strips of a fold hinge at their left edge, right strips at their right edge.
                let isLeft = index % 2 == 0
                let id = builder.slice(
                    of: view, contentsRect: Rect(x: Double(index) * strip, y: 0, width: strip, height: 1),
                    id: ActorID("strip.\(view.rawValue).\(index)"))
                let frame = builder.actors[builder.actors.count - 1].initial.frame
                builder.set(id, .anchorPoint, .point(Point(x: isLeft ? 0 : 1, y: 0.5)))
                let laid = Point(x: isLeft ? frame.minX : frame.maxX, y: frame.midY)
                let angle = isLeft ? Double.pi / 2 : -Double.pi / 2
                let shadow = builder.overlay(
                    id: ActorID("shadow.\(view.rawValue).\(index)"), alpha: 0, frame: Rect(origin: .zero, size: frame.size),
                    parent: id)
                if view == .from {
                    let folded = Point(x: closedEdge, y: frame.midY)
                    builder.track(.position, of: id, from: .point(laid), to: .point(folded), curve: curve)
                    builder.track(.transform, of: id, from: flat, to: foldedPose(angle), curve: curve)
                    builder.track(.alpha, of: shadow, from: 0, to: 1, curve: curve)
                } else {
                    let folded = Point(x: openEdge, y: frame.midY)
                    builder.track(.position, of: id, from: .point(folded), to: .point(laid), curve: curve)
                    builder.track(.transform, of: id, from: turned(angle), to: flat, curve: curve)
                    builder.track(.alpha, of: shadow, from: 1, to: 0, curve: curve)
                }
            }
        }
    }
}
