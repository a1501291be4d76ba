import SegueEngine

/// A tab switch that turns the screens like two faces of a cube (the tab-bar cube article).
///
/// Both views hinge on their shared edge: going right, the arriving view is anchored at its left
/// edge and starts rotated -π/2 about y, the leaving one is anchored at its right edge and ends at
/// +π/2, while the container slides from +W/2 to -W/2 so the shared edge crosses the screen.
/// Going left mirrors every sign and edge. As in the article, m34 is written into the rotation
/// matrix (`CATransform3DMakeRotation` then `.m34 =`), which is the operation list
/// `[rotate, perspective]`: the perspective acts before the rotation.
package enum CubeTabEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let perspective = ParameterSpec.number(
            "perspective", min: 1, max: 10_000, unit: "pt", default: 200, doc: "Eye distance d of the perspective (m34 = -1/d).")
        static let angle = ParameterSpec.number(
            "angle", min: 0.01, max: 3.14159, unit: "rad", default: Double.pi / 2,
            doc: "How far each face turns about y (a cube's face turns π/2).")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the turn and the slide.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "tab-cube",
        summary:
            "Tab switch as a turning cube: both screens hinge on their shared edge and rotate ±π/2 about y while the container slides one screen.",
        parameters: [
            Parameters.perspective,
            Parameters.angle,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let m34 = -1 / max(parameters.number(Parameters.perspective), 1)
        let angle = parameters.number(Parameters.angle)
        // +1 when the content moves left (a higher tab index), -1 when it moves right.
        let sign: Double = goesRight(direction, in: context) ? 1 : -1
        let width = context.containerBounds.width
        let fromFrame = context.initialFrame(for: .from)
        let toFrame = context.finalFrame(for: .to)

        func turned(_ a: Double) -> AnimatableValue { .transform(cubeFace(angle: a, axis: .y, m34: m34)) }

        // Anchoring on the shared edge in UIKit moves each view half a screen (the frame follows the
        // anchor); the engine keeps frames put, so place them where UIKit draws them.
        builder.set(.from, .anchorPoint, .point(Point(x: sign > 0 ? 1 : 0, y: 0.5)))
        builder.set(.from, .frame, .rect(fromFrame.offsetBy(dx: -sign * width / 2, dy: 0)))
        builder.set(.to, .anchorPoint, .point(Point(x: sign > 0 ? 0 : 1, y: 0.5)))
        builder.set(.to, .frame, .rect(toFrame.offsetBy(dx: sign * width / 2, dy: 0)))
        builder.track(
            .translation, of: .container, from: .point(Point(x: sign * width / 2, y: 0)),
            to: .point(Point(x: -sign * width / 2, y: 0)), curve: curve)
        builder.track(.transform, of: .from, from: turned(0), to: turned(sign * angle), curve: curve)
        builder.track(.transform, of: .to, from: turned(-sign * angle), to: turned(0), curve: curve)
        // The standard plan restores the from view and the container; put the to view back too.
        builder.addCompletion([
            .setProperty(.to, .anchorPoint, .point(Point(x: 0.5, y: 0.5))),
            .setProperty(.to, .frame, .rect(toFrame)),
        ])
    }

    /// A cube face as VCTransitionsLibrary's CECubeAnimationController.m builds it:
    /// `CATransform3DMakeRotation(angle, axis)` with `m34` then written into that matrix. Setting m34 on
    /// a rotation R gives P * R in Core Animation's row-vector convention (the perspective row is
    /// applied to the point before the rotation), which is [rotate, perspective] outermost first.
    package static func cubeFace(angle: Double, axis: RotationAxis, m34: Double) -> TransformValue {
        TransformValue([.rotate(angle: angle, axis: axis), .perspective(m34: m34)])
    }

    /// True when the content moves left: a higher index for tab and container switches, else "to".
    static func goesRight(_ direction: TransitionDirection, in context: TransitionContext) -> Bool {
        if context.fromIndex != nil, context.toIndex != nil { return context.isGoingRight }
        return direction == .to
    }
}
