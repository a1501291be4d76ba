import SegueEngine

/// Both screens cut in halves; one half of the old screen folds over the spine, then the new
/// screen's other half lands (XWTransition's middle flips).
package enum MiddleFlipEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let direction = ParameterSpec.choice(
            "direction", ["left", "right", "top", "bottom"], default: "left",
            doc: "The side whose half folds first going to; going back uses the opposite side.")
        static let curve = ParameterSpec.curve(
            "curve", default: .easeInEaseOut, doc: "Curve of the whole animateKeyframes animation (both folds), not of each half.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "middle-flip",
        summary: "The old screen's half on one side folds over the middle, then the new screen's other half folds down.",
        parameters: [
            Parameters.direction,
            Parameters.curve,
        ]
    )

    /// The container's perspective (XWCoolAnimator+XWMiddlePageFlip.m: `transform.m34 = -0.002`).
    package static let m34 = -0.002

    /// Bands that stand in for each shadow's CAGradientLayer (the engine draws flat colours): band k
    /// of `gradientBands`, counted from the half's outer edge, is black at 0.5 * (k + 0.5) / bands,
    /// the gradient's value at the band's middle, so no band is off by more than 0.5 / (2 * bands).
    package static let gradientBands = 8

    /// The shadow XWTransition lays on a folding half: a view as big as the half holding a
    /// CAGradientLayer from black at alpha 0 (the half's outer edge) to black at alpha 0.5 (the spine),
    /// `_xw_addGrandientLayerWithStartPoint:endPoint:forView:`. The returned actor is that view, whose
    /// alpha the animation drives; its bands are its children.
    static func shadow(
        id: ActorID, on half: ActorID, size: Size, spine: Point, alpha: Double, into builder: inout TimelineBuilder
    ) -> ActorID {
        let group = builder.overlay(id: id, color: .clear, alpha: alpha, frame: Rect(origin: .zero, size: size), parent: half)
        let horizontal = spine.y == 0.5
        let n = Double(gradientBands)
        for k in 0..<gradientBands {
            // Position of band k measured from the outer edge toward the spine, in unit coordinates.
            let from = Double(k) / n
            let unit: Rect =
                horizontal
                ? Rect(x: spine.x == 1 ? from : 1 - from - 1 / n, y: 0, width: 1 / n, height: 1)
                : Rect(x: 0, y: spine.y == 1 ? from : 1 - from - 1 / n, width: 1, height: 1 / n)
            builder.overlay(
                id: ActorID("\(id.rawValue).\(k)"), color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5 * (Double(k) + 0.5) / n),
                alpha: 1,
                frame: Rect(
                    x: unit.minX * size.width, y: unit.minY * size.height, width: unit.width * size.width,
                    height: unit.height * size.height),
                parent: group)
        }
        return group
    }

    /// The last angle of the landing half: not 0, as in XWTransition, so the layer keeps its 3D pose
    /// until the real view replaces it.
    package static let landingAngle = 0.001

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        var side = parameters.choice(Parameters.direction)
        if direction == .back {
            side = ["left": "right", "right": "left", "top": "bottom", "bottom": "top"][side] ?? "right"
        }
        let horizontal = side == "left" || side == "right"
        let axis: RotationAxis = horizontal ? .y : .x
        // Halves in unit coordinates: the one on the named side folds first.
        let first = Rect(
            x: side == "right" ? 0.5 : 0, y: side == "bottom" ? 0.5 : 0,
            width: horizontal ? 0.5 : 1, height: horizontal ? 1 : 0.5)
        let second = Rect(
            x: side == "left" ? 0.5 : 0, y: side == "top" ? 0.5 : 0,
            width: horizontal ? 0.5 : 1, height: horizontal ? 1 : 0.5)
        // Each folding half is hinged at the spine, the middle of the screen.
        func hinge(of half: Rect) -> Point {
            horizontal ? Point(x: half.minX == 0 ? 1 : 0, y: 0.5) : Point(x: 0.5, y: half.minY == 0 ? 1 : 0)
        }
        // XWCoolAnimator+XWMiddlePageFlip.m (wazrx/XWTransition): `rationAngle` is true from the left or
        // the bottom; the leaving half turns to rationAngle ? pi/2 : -pi/2, the arriving one comes from
        // rationAngle ? -pi/2 : pi/2 to rationAngle ? -0.001 : 0.001, about y (left, right) or x (top,
        // bottom). Either way the folding half swings toward the eye.
        let sign: Double = side == "left" || side == "bottom" ? 1 : -1
        func pose(_ angle: Double) -> AnimatableValue {
            .transform(TransformValue([.rotate(angle: angle, axis: axis)]))
        }

        // The perspective is the container's: `transform.m34 = -0.002; [containerView.layer
        // setSublayerTransform:transform]`; the halves get plain CATransform3DMakeRotation matrices.
        // Core Animation centres a sublayerTransform's perspective on the container's middle. Where the
        // screens are not the whole container (below an opaque navigation bar) the spine is off that
        // middle, and a half standing at 90 degrees would be seen from above as a band of ~140 pt;
        // Segue centres the perspective on the screens instead (the only difference to the original,
        // and none when the screens fill the container).
        let screen = context.screenFrame
        let dx = screen.midX - context.containerBounds.midX
        let dy = screen.midY - context.containerBounds.midY
        let perspective: [TransformOperation] =
            abs(dx) < 1e-9 && abs(dy) < 1e-9
            ? [.perspective(m34: Self.m34)]
            : [.translate(x: dx, y: dy, z: 0), .perspective(m34: Self.m34), .translate(x: -dx, y: -dy, z: 0)]
        builder.set(.container, .sublayerTransform, .transform(TransformValue(perspective)))
        builder.set(.from, .isHidden, true)
        builder.set(.to, .isHidden, true)
        // Still halves first, so the folding ones draw above them.
        builder.slice(of: .to, contentsRect: first, id: "half.to.still")
        builder.slice(of: .from, contentsRect: second, id: "half.from.still")
        let falling = builder.slice(of: .from, contentsRect: first, id: "half.from.fold")
        let landing = builder.slice(of: .to, contentsRect: second, id: "half.to.fold")
        builder.set(falling, .anchorPoint, .point(hinge(of: first)))
        builder.set(landing, .anchorPoint, .point(hinge(of: second)))
        let halfSize = builder.actors[builder.actors.count - 1].initial.frame.size
        let fallingShadow = shadow(id: "shadow.from.fold", on: falling, size: halfSize, spine: hinge(of: first), alpha: 0, into: &builder)
        let landingShadow = shadow(id: "shadow.to.fold", on: landing, size: halfSize, spine: hinge(of: second), alpha: 1, into: &builder)

        // XWCoolAnimator+XWMiddlePageFlip.m: one UIView.animateKeyframes(options: 0) with blocks 0-0.5
        // and 0.5-1: `curve` (easeInEaseOut, from options 0) eases the whole animation, not each half.
        builder.keyframeBlock(.transform, of: falling, from: pose(0), to: pose(sign * Double.pi / 2), start: 0, duration: 0.5, curve: curve)
        builder.keyframeBlock(.alpha, of: fallingShadow, from: 0, to: 1, start: 0, duration: 0.5, curve: curve)
        builder.keyframeBlock(
            .transform, of: landing, from: pose(-sign * Double.pi / 2), to: pose(-sign * landingAngle), start: 0.5,
            duration: 0.5, curve: curve)
        builder.keyframeBlock(.alpha, of: landingShadow, from: 1, to: 0, start: 0.5, duration: 0.5, curve: curve)
    }
}
