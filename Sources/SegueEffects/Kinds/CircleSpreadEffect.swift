import SegueEngine

/// The arriving screen is revealed through a growing circle (XWTransition's circle spread).
///
/// The mask is a layer animation outside the container's timing, so manifests of this kind need
/// the interactive timer; its model value is reset on cancel so a cancelled reveal never flashes.
package enum CircleSpreadEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let center = ParameterSpec.point(
            "center", default: LengthPoint(x: .fraction(0.5), y: .fraction(0.5)),
            doc: "Where the circle starts, in points or percentages of the container.")
        static let radius = ParameterSpec.number(
            "radius", min: 0, unit: "pt", default: 20,
            doc: "Radius of the circle at the start (0 means 0.01: an empty path would not animate).")
        static let curve = ParameterSpec.curve("curve", default: .linear, doc: "Timing curve of the radius.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "circle-spread",
        summary: "A circular mask grows from a point until it reaches the farthest corner; going back, it shrinks.",
        parameters: [
            Parameters.center,
            Parameters.radius,
            Parameters.curve,
        ]
    )

    /// The radius that covers the whole container from `center`: the distance to the farthest corner.
    package static func coveringRadius(from center: Point, in bounds: Rect) -> Double {
        let dx = max(center.x - bounds.minX, bounds.maxX - center.x)
        let dy = max(center.y - bounds.minY, bounds.maxY - center.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let bounds = context.containerBounds
        let center = parameters.point(Parameters.center, in: bounds) ?? Point(x: bounds.midX, y: bounds.midY)
        let radius = parameters.number(Parameters.radius)
        let small = radius > 0 ? radius : 0.01
        let large = coveringRadius(from: center, in: bounds)

        // XWCircleSpreadAnimator.m calls completeTransition in the mask animation's animationDidStop.
        builder.completesWithLayerAnimation = true
        // Going to, the arriving view is on top and opens; going back, the leaving view is on top and closes.
        let masked: ViewKey = direction == .to ? .to : .from
        let frame = masked == .to ? context.finalFrame(for: .to) : context.initialFrame(for: .from)
        // The mask lives in the masked view's own coordinates.
        let local = Point(x: center.x - frame.minX, y: center.y - frame.minY)
        let (start, end) = direction == .to ? (small, large) : (large, small)
        builder.mask(masked.actorID, .circle(center: local, radius: start))
        builder.track(
            .maskCircle, of: masked.actorID, from: .circle(center: local, radius: start),
            to: .circle(center: local, radius: end), curve: parameters.curve(Parameters.curve), driver: .layer,
            resetsModelValueOnCancel: true)
    }
}
