import SegueEngine

/// National Geographic's page turn: the new page swings in from the right while the old one
/// folds back about its left edge.
package enum NatGeoEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let perspective = ParameterSpec.number(
            "perspective", min: 100, max: 5000, unit: "pt", default: 500, doc: "Eye distance (m34 = -1/perspective).")
        static let firstPartRatio = ParameterSpec.number(
            "firstPartRatio", min: 0.1, max: 1, default: 0.8,
            doc: "Fraction of the duration the covered page takes; going to, it starts after the rest.")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of both pages.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "natgeo",
        summary: "The new page swings in from the right in 3D while the old one folds back about its left edge.",
        parameters: [
            Parameters.perspective,
            Parameters.firstPartRatio,
            Parameters.curve,
        ]
    )

    static func degrees(_ value: Double) -> Double { value * Double.pi / 180 }

    /// The arriving page's pose: rotate 5° about z, translate (320, -40, 150), rotate -45° about y and
    /// 10° about x; `t` 0 is that pose, 1 the identity (same operation list, so it interpolates).
    static func arrivingPose(m34: Double, _ t: Double) -> AnimatableValue {
        let k = 1 - t
        return .transform(
            TransformValue([
                .perspective(m34: m34), .rotate(angle: degrees(5) * k, axis: .z), .translate(x: 320 * k, y: -40 * k, z: 150 * k),
                .rotate(angle: degrees(-45) * k, axis: .y), .rotate(angle: degrees(10) * k, axis: .x),
            ]))
    }

    /// The covered page's pose about its left edge: rotate 80° about y, translate z -30, then x 170.
    static func coveredPose(m34: Double, _ t: Double) -> AnimatableValue {
        .transform(
            TransformValue([
                .perspective(m34: m34), .rotate(angle: degrees(80) * t, axis: .y), .translate(x: 0, y: 0, z: -30 * t),
                .translate(x: 170 * t, y: 0, z: 0),
            ]))
    }

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let m34 = -1 / parameters.number(Parameters.perspective)
        let first = parameters.number(Parameters.firstPartRatio)
        let curve = parameters.curve(Parameters.curve)
        let leftEdge = AnimatableValue.point(Point(x: 0, y: 0.5))

        switch direction {
        case .to:
            builder.set(.to, .zPosition, 1)
            builder.set(.from, .anchorPoint, leftEdge)
            builder.track(.transform, of: .to, from: arrivingPose(m34: m34, 0), to: arrivingPose(m34: m34, 1), curve: curve)
            builder.track(
                .transform, of: .from, from: coveredPose(m34: m34, 0), to: coveredPose(m34: m34, 1), curve: curve,
                begin: 1 - first, duration: first)
            // CENatGeoAnimationController.m turns the covered view's touches off while it
            // presents and, since VCTransitionsLibrary pull request 16, back on when the
            // presentation is cancelled (the user is back on that view).
            builder.touchesDisabled = [.from]
            builder.addCompletion([.onlyIf(.cancelled, [.enableTouches(.from)])])
        case .back:
            // CENatGeoAnimationController.m:20-21 adds the from view and then the to view in both
            // directions, so going back the returning page is drawn over the leaving one.
            builder.set(.to, .zPosition, 1)
            builder.set(.to, .anchorPoint, leftEdge)
            builder.track(
                .transform, of: .to, from: coveredPose(m34: m34, 1), to: coveredPose(m34: m34, 0), curve: curve,
                begin: 0, duration: first)
            builder.track(.transform, of: .from, from: arrivingPose(m34: m34, 1), to: arrivingPose(m34: m34, 0), curve: curve)
            builder.addCompletion([.setProperty(.to, .anchorPoint, .point(Point(x: 0.5, y: 0.5)))])
        }
    }
}
