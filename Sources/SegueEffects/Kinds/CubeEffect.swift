import SegueEngine

/// The two screens are faces of a cube that turns to show the new one.
///
/// Both faces hinge on their shared edge while the container slides half a screen, so the edge
/// travels across the screen. The rotation signs put both faces behind their hinge (a convex cube):
/// the engine's rotation follows Core Animation's matrices, under which the library's signs with a
/// real m34 perspective would swing the faces towards the eye.
package enum CubeEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let orientation = ParameterSpec.choice(
            "orientation", ["horizontal", "vertical"], default: "horizontal",
            doc: "Horizontal turns about the y axis (sideways); vertical about the x axis (up and down).")
        static let perspective = ParameterSpec.number(
            "perspective", min: 50, max: 5000, unit: "pt", default: 200, doc: "Eye distance (m34 = -1/perspective).")
        static let shadow = ParameterSpec.number(
            "shadow", min: 0, max: 1, default: 0.8, doc: "Opacity of the black shade on the face turned away.")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the turn.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "cube",
        summary: "The screens are faces of a cube turning about a vertical (horizontal) or horizontal (vertical) axis.",
        parameters: [
            Parameters.orientation,
            Parameters.perspective,
            Parameters.shadow,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let horizontal = parameters.choice(Parameters.orientation) != "vertical"
        let m34 = -1 / parameters.number(Parameters.perspective)
        let shade = parameters.number(Parameters.shadow)
        let curve = parameters.curve(Parameters.curve)
        let bounds = context.containerBounds
        let fromFrame = context.initialFrame(for: .from)
        let toFrame = context.finalFrame(for: .to)
        // Going to: the new face comes from the left (top), the container sliding right (down);
        // going back mirrors it.
        let s: Double = direction == .to ? 1 : -1
        let half = horizontal ? bounds.width / 2 : bounds.height / 2
        let axis: RotationAxis = horizontal ? .y : .x

        // Each face hinges on the shared edge: the to view's far side (right or bottom going to), the
        // from view's near side. Anchors move the layers as Core Animation does when only the anchor
        // changes: the frames shift by half a screen.
        let toAnchor = horizontal ? Point(x: s > 0 ? 1 : 0, y: 0.5) : Point(x: 0.5, y: s > 0 ? 1 : 0)
        let fromAnchor = horizontal ? Point(x: s > 0 ? 0 : 1, y: 0.5) : Point(x: 0.5, y: s > 0 ? 0 : 1)
        let shift = horizontal ? (dx: half * s, dy: 0.0) : (dx: 0.0, dy: half * s)
        builder.set(.to, .anchorPoint, .point(toAnchor))
        builder.set(.to, .frame, .rect(toFrame.offsetBy(dx: -shift.dx, dy: -shift.dy)))
        builder.set(.from, .anchorPoint, .point(fromAnchor))
        builder.set(.from, .frame, .rect(fromFrame.offsetBy(dx: shift.dx, dy: shift.dy)))
        // CECubeAnimationController.m (ColinEberhardt/VCTransitionsLibrary), with dir = -1 going to:
        // the to face starts at CATransform3DMakeRotation(-dir * pi/2, 0, 1, 0) (horizontal) or
        // (dir * pi/2, 1, 0, 0) (vertical), the from face ends at the opposite angle, and then
        // `m34 = -1/200` is written into each rotation matrix. Writing m34 into R gives P * R (row
        // vectors: the perspective acts on a point's z before the rotation), which is the list
        // [rotate, perspective] here (outermost first). A flat layer has z = 0, so at those two poses
        // the perspective does nothing; in between, Core Animation's decomposed interpolation carries
        // the perspective part the decomposition of P * R finds. CubeTabEffect models the same matrices.
        let turn = Double.pi / 2 * (horizontal ? s : -s)
        func pose(_ angle: Double) -> AnimatableValue {
            .transform(CubeTabEffect.cubeFace(angle: angle, axis: axis, m34: m34))
        }
        builder.track(.transform, of: .to, from: pose(turn), to: pose(0), curve: curve)
        builder.track(.transform, of: .from, from: pose(0), to: pose(-turn), curve: curve)
        let slide =
            horizontal ? (Point(x: -half * s, y: 0), Point(x: half * s, y: 0)) : (Point(x: 0, y: -half * s), Point(x: 0, y: half * s))
        builder.track(.translation, of: .container, from: .point(slide.0), to: .point(slide.1), curve: curve)
        let shadeColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: shade)
        let fromShade = builder.overlay(id: "shade.from", color: shadeColor, alpha: 0, parent: .from)
        let toShade = builder.overlay(id: "shade.to", color: shadeColor, alpha: 1, parent: .to)
        builder.track(.alpha, of: fromShade, from: 0, to: 1, curve: curve)
        builder.track(.alpha, of: toShade, from: 1, to: 0, curve: curve)
        // Put the to view back where UIKit expects it: centred anchor at its final frame.
        builder.addCompletion([
            .setProperty(.to, .anchorPoint, .point(Point(x: 0.5, y: 0.5))),
            .setProperty(.to, .frame, .rect(toFrame)),
        ])
    }
}
