import SegueEngine

/// The new screen rises like a card over the old one, which tilts back and shrinks.
package enum CardsEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let tilt = ParameterSpec.number(
            "tilt", min: 0, max: 60, unit: "°", default: 15,
            doc: "Angle the covered screen tilts back about the x axis (steeper turns it edge-on: a blank frame).")
        static let perspective = ParameterSpec.number(
            "perspective", min: 100, max: 5000, unit: "pt", default: 900, doc: "Eye distance of the tilt (m34 = -1/perspective).")
        static let overshoot = ParameterSpec.number(
            "overshoot", min: 0, max: 200, unit: "pt", default: 30,
            doc:
                "How far the card lifts in the 0.6-0.8 block: CECardsAnimationController.m offsets the still off-screen frame by -30, so the card peeks this far above the bottom edge at 0.8, then lands (no overshoot)."
        )
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "cards",
        summary: "The new screen rises over the old one, which tilts back and shrinks; going back, the card drops away.",
        parameters: [
            Parameters.tilt,
            Parameters.perspective,
            Parameters.overshoot,
        ]
    )

    /// The covered screen's transform: m34 perspective, a translation, a scale and a tilt about x.
    static func pose(m34: Double, dy: Double = 0, scale: Double = 1, tilt: Double = 0) -> AnimatableValue {
        .transform(
            TransformValue([
                .perspective(m34: m34), .translate(x: 0, y: dy, z: 0), .scale(x: scale, y: scale, z: 1),
                .rotate(angle: tilt, axis: .x),
            ]))
    }

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let m34 = -1 / parameters.number(Parameters.perspective)
        let tiltAngle = parameters.number(Parameters.tilt) * Double.pi / 180
        let overshoot = parameters.number(Parameters.overshoot)
        let h = context.containerBounds.height
        let flat = pose(m34: m34)
        let tilted = pose(m34: m34, scale: 0.95, tilt: tiltAngle)
        let pushedBack = pose(m34: m34, dy: -0.08 * h, scale: 0.8)
        // CECardsAnimationController.m: one UIView.animateKeyframes(options: .calculationModeCubic)
        // per direction. Its curve bits are 0, so UIKit eases the whole second with easeInEaseOut
        // and the keyframes (at their relative start and end times) sit in that eased time.
        func keyframes(_ property: AnimatableProperty, of actor: ActorID, _ frames: [Keyframe], into builder: inout TimelineBuilder) {
            builder.keyframes(
                property, of: actor, frames, curves: [.linear], animationCurve: .easeInEaseOut, calculationMode: .cubic)
        }

        switch direction {
        case .to:
            let final = context.finalFrame(for: .to)
            builder.set(.to, .zPosition, 1)
            keyframes(
                .transform, of: .from,
                [Keyframe(0, flat), Keyframe(0.4, tilted), Keyframe(0.6, pushedBack), Keyframe(1, pushedBack)],
                into: &builder)
            keyframes(.alpha, of: .from, [Keyframe(0, 1), Keyframe(0.4, 0.6), Keyframe(1, 0.6)], into: &builder)
            // The source's blocks: 0.6-0.8 sets the frame to CGRectOffset(toView.frame, 0, -30), where
            // toView.frame is still the off-screen frame, so the card only lifts `overshoot` points
            // off the bottom edge; 0.8-1 brings it to its final frame. It rests below the screen until 0.6.
            let below = final.offsetBy(dx: 0, dy: h)
            keyframes(
                .frame, of: .to,
                [
                    Keyframe(0, .rect(below)), Keyframe(0.6, .rect(below)),
                    Keyframe(0.8, .rect(below.offsetBy(dx: 0, dy: -overshoot))), Keyframe(1, .rect(final)),
                ], into: &builder)
        case .back:
            let start = context.initialFrame(for: .from)
            builder.set(.from, .zPosition, 1)
            keyframes(
                .frame, of: .from,
                [
                    Keyframe(0, .rect(start)), Keyframe(0.5, .rect(start.offsetBy(dx: 0, dy: h))),
                    Keyframe(1, .rect(start.offsetBy(dx: 0, dy: h))),
                ],
                into: &builder)
            let small = pose(m34: m34, scale: 0.6)
            keyframes(
                .transform, of: .to,
                [Keyframe(0, small), Keyframe(0.35, small), Keyframe(0.7, tilted), Keyframe(0.75, tilted), Keyframe(1, flat)],
                into: &builder)
            keyframes(.alpha, of: .to, [Keyframe(0, 0.6), Keyframe(0.35, 0.6), Keyframe(0.7, 1), Keyframe(1, 1)], into: &builder)
        }
    }
}
