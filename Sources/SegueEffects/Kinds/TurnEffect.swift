import SegueEngine

/// The old screen turns edge-on, then the new one turns in from edge-on, like a card flipped
/// over in two halves.
package enum TurnEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let axis = ParameterSpec.choice(
            "axis", ["vertical", "horizontal"], default: "vertical",
            doc: "Vertical turns about the y axis (a card flipped sideways); horizontal about the x axis.")
        static let m34 = ParameterSpec.number(
            "m34", min: -0.01, max: 0, default: -0.002, doc: "Perspective of the container's sublayer transform.")
        static let curve = ParameterSpec.curve(
            "curve", default: .easeInEaseOut,
            doc: "Curve of the whole animateKeyframes animation (its options' curve bits), not of each half.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "turn",
        summary: "The old screen turns a quarter turn away, then the new one turns a quarter turn in.",
        parameters: [
            Parameters.axis,
            Parameters.m34,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let axis: RotationAxis = parameters.choice(Parameters.axis) == "horizontal" ? .x : .y
        let curve = parameters.curve(Parameters.curve)
        // Going back flips the signs.
        let quarter = Double.pi / 2 * (direction == .to ? 1 : -1)
        func turned(_ angle: Double) -> AnimatableValue { .transform(TransformValue([.rotate(angle: angle, axis: axis)])) }

        builder.set(.container, .sublayerTransform, .transform(TransformValue([.perspective(m34: parameters.number(Parameters.m34))])))
        // At the midpoint both screens are edge-on: the window's black background shows, as on a device.
        let backdrop = builder.overlay(id: "backdrop", color: .black, alpha: 1)
        builder.set(backdrop, .zPosition, -1)
        // CETurnAnimationController.m: one UIView.animateKeyframes(options: 0) with two keyframe
        // blocks, 0-0.5 and 0.5-1, so the curve (easeInEaseOut) eases the whole second, not each half.
        builder.keyframeBlock(.transform, of: .from, from: turned(0), to: turned(-quarter), start: 0, duration: 0.5, curve: curve)
        builder.keyframeBlock(.transform, of: .to, from: turned(quarter), to: turned(0), start: 0.5, duration: 0.5, curve: curve)
        // VCTransitionsLibrary forgot this: the from view must not stay edge-on.
        builder.addCompletion([.setProperty(.from, .transform, .transform(.identity))])
    }
}
