import SegueEngine

/// Both screens cut in halves; one half of the old screen folds over the spine, then the new
/// screen's other half lands (XWTransition's middle flips).
public enum MiddleFlipEffect: EffectKind {
    public static let description = KindDescription(
        identifier: "middle-flip",
        summary: "The old screen's half on one side folds over the middle, then the new screen's other half folds down.",
        parameters: [
            ParameterSpec(
                "direction", .choice(["left", "right", "top", "bottom"]), default: .choice("left"),
                doc: "The side whose half folds first going to; going back uses the opposite side."),
            ParameterSpec(
                "curve", .curve, default: .curve(.easeInEaseOut),
                doc: "Curve of the whole animateKeyframes animation (both folds), not of each half."),
        ],
        examples: [
            .valid(
                """
                segue: 1
                id: flip-up
                name: Flip up
                summary: The bottom half folds up first.
                family: xwtransition
                kind: middle-flip
                parameters:
                  direction: bottom
                """),
            .invalid(
                """
                segue: 1
                id: flip-diagonal
                name: Flip diagonal
                summary: A side that does not exist.
                family: xwtransition
                kind: middle-flip
                parameters:
                  direction: middle
                """,
                "8:14: error: 'direction' must be one of left, right, top, bottom, not 'middle' [manifest.enum]"),
        ]
    )

    /// The last angle of the landing half: not 0, as in XWTransition, so the layer keeps its 3D pose
    /// until the real view replaces it.
    public static let landingAngle = 0.001

    public static func timeline(
        for direction: TransitionDirection, in context: TransitionContext, configuration: EffectConfiguration
    ) -> Timeline {
        let parameters = parameters(configuration)
        let curve = parameters.curve("curve")
        var side = parameters.choice("direction")
        if direction == .back {
            side = ["left": "right", "right": "left", "top": "bottom", "bottom": "top"][side] ?? "right"
        }
        let horizontal = side == "left" || side == "right"
        let axis: Axis = horizontal ? .y : .x
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
        // The first half folds toward +π/2 from the left or top, −π/2 from the right or bottom.
        let sign: Double = side == "left" || side == "top" ? 1 : -1
        func pose(_ angle: Double) -> AnimatableValue {
            .transform(TransformValue([.perspective(m34: -0.002), .rotate(angle: angle, axis: axis)]))
        }

        var builder = TimelineBuilder(duration: configuration.duration(for: direction), context: context)
        builder.set(.from, .isHidden, true)
        builder.set(.to, .isHidden, true)
        // Still halves first, so the folding ones draw above them.
        builder.slice(of: .to, contentsRect: first, id: "half.to.still")
        builder.slice(of: .from, contentsRect: second, id: "half.from.still")
        let falling = builder.slice(of: .from, contentsRect: first, id: "half.from.fold")
        let landing = builder.slice(of: .to, contentsRect: second, id: "half.to.fold")
        builder.set(falling, .anchorPoint, .point(hinge(of: first)))
        builder.set(landing, .anchorPoint, .point(hinge(of: second)))
        // The shadows cover their half (the shade deepens toward the spine in XWTransition's gradient).
        let halfSize = builder.actors[builder.actors.count - 1].initial.frame.size
        let shade = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let fallingShadow = builder.overlay(
            id: "shadow.from.fold", color: shade, alpha: 0, frame: Rect(origin: .zero, size: halfSize), parent: falling)
        let landingShadow = builder.overlay(
            id: "shadow.to.fold", color: shade, alpha: 1, frame: Rect(origin: .zero, size: halfSize), parent: landing)

        // XWCoolAnimator+XWMiddlePageFlip.m: one UIView.animateKeyframes(options: 0) with blocks 0-0.5
        // and 0.5-1: `curve` (easeInEaseOut, from options 0) eases the whole animation, not each half.
        builder.keyframeBlock(.transform, of: falling, from: pose(0), to: pose(sign * Double.pi / 2), start: 0, duration: 0.5, curve: curve)
        builder.keyframeBlock(.alpha, of: fallingShadow, from: 0, to: 1, start: 0, duration: 0.5, curve: curve)
        builder.keyframeBlock(
            .transform, of: landing, from: pose(-sign * Double.pi / 2), to: pose(-sign * landingAngle), start: 0.5,
            duration: 0.5, curve: curve)
        builder.keyframeBlock(.alpha, of: landingShadow, from: 1, to: 0, start: 0.5, duration: 0.5, curve: curve)
        return builder.build()
    }
}
