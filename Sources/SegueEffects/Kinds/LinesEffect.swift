import SegueEngine

/// Both screens are cut into thin strips; the leaving strips fly away while the arriving ones
/// fly in from random distances.
///
/// Randomness comes from a ``SeededGenerator`` seeded with the context's seed. The back animation
/// lasts the back duration (XWTransition used the to duration for it: a bug).
package enum LinesEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let orientation = ParameterSpec.choice(
            "orientation", ["horizontal", "vertical"], default: "horizontal",
            doc: "Horizontal strips move sideways; vertical strips move up and down.")
        static let stripWidth = ParameterSpec.number(
            "stripWidth", min: 1, max: 12, unit: "pt", default: 4,
            doc: "Thickness of each strip (thicker strips are few enough to all be off screen at once: a blank frame).")
        static let damping = ParameterSpec.number("damping", min: 0.05, max: 1, default: 0.8, doc: "Damping ratio of the strips' spring.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "lines",
        summary: "Both screens are cut into thin strips that fly past each other from random distances.",
        parameters: [
            Parameters.orientation,
            Parameters.stripWidth,
            Parameters.damping,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let horizontal = parameters.choice(Parameters.orientation) != "vertical"
        let strip = max(1, parameters.number(Parameters.stripWidth))
        let curve = TimingFunction.spring(.dampingRatio(parameters.number(Parameters.damping), initialVelocity: 0))
        var random = SeededGenerator(seed: context.seed)

        let duration = builder.duration
        // XWCoolAnimator+XWLines.m animates for `duration - 0.01` (a spring, damping 0.8, velocity 0),
        // so the strips are home 10 ms before the declared duration. (A duration of 10 ms or less would
        // not animate at all in UIKit; Segue then uses the whole duration.)
        let span = duration > 0.01 ? (duration - 0.01) / duration : 1
        let fromFrame = context.initialFrame(for: .from)
        let toFrame = context.finalFrame(for: .to)
        // Only the strips show; the real views come back in the completion.
        builder.set(.from, .isHidden, true)
        builder.set(.to, .isHidden, true)
        // Horizontal going back is mirrored; vertical is the same both ways.
        let sign: Double = horizontal && direction == .back ? -1 : 1

        for (view, frame) in [(ViewKey.from, fromFrame), (.to, toFrame)] where frame.width > 0 && frame.height > 0 {
            let extent = horizontal ? frame.height : frame.width
            let count = WholeNumber.count(extent / strip - 1e-9)
            for i in 0..<count {
                let along = Double(i) * strip
                let thickness = min(strip, extent - along)
                let unit =
                    horizontal
                    ? Rect(x: 0, y: along / extent, width: 1, height: thickness / extent)
                    : Rect(x: along / extent, y: 0, width: thickness / extent, height: 1)
                let id = builder.slice(of: view, contentsRect: unit, id: ActorID("line.\(view.rawValue).\(i)"))
                let home = Rect(
                    x: frame.minX + unit.minX * frame.width, y: frame.minY + unit.minY * frame.height,
                    width: unit.width * frame.width, height: unit.height * frame.height)
                let away: Rect
                if horizontal {
                    // Displaced sideways by a strip's length (W) times XWRandomFloat(1.0, 8.0).
                    let distance = xwRandomFloat(1, 8, using: &random) * frame.width * sign
                    away = home.offsetBy(dx: view == .to ? distance : -distance, dy: 0)
                } else {
                    // Alternately below and above, by the strip's length (H) times XWRandomFloat(1.0, 4.0).
                    let side: Double = i.isMultiple(of: 2) ? 1 : -1
                    let distance = xwRandomFloat(1, 4, using: &random) * frame.height * side
                    away = home.offsetBy(dx: 0, dy: view == .to ? distance : -distance)
                }
                let (start, end) = view == .to ? (away, home) : (home, away)
                builder.track(.frame, of: id, from: .rect(start), to: .rect(end), curve: curve, duration: span)
            }
        }
    }

    /// XWTransition's `XWRandomFloat(max, min)`: `arc4random() / 0x100000000 * (max - min) + min`, a
    /// continuous value in (`low`, `high`] (called as XWRandomFloat(1.0, 8.0), so max is 1 and min 8).
    /// The top 32 bits of the seeded generator stand in for arc4random().
    static func xwRandomFloat(_ low: Double, _ high: Double, using random: inout SeededGenerator) -> Double {
        let unit = Double(random.next() >> 32) / 4_294_967_296
        return unit * (low - high) + high
    }
}
