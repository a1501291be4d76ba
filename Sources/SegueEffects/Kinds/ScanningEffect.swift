import SegueEngine

/// A scan line sweeps across the leaving screen, wiping it away to show the new one beneath,
/// then sweeps back.
///
/// The back animation lasts the back duration (XWTransition used the to duration for it: a bug).
package enum ScanningEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let edge = ParameterSpec.choice(
            "edge", ["left", "right", "top", "bottom"], default: "left",
            doc: "The edge the line starts from going to the new screen; going back starts from the opposite edge.")
        static let thickness = ParameterSpec.number(
            "thickness", min: 1, max: 200, unit: "pt", default: 18, doc: "Thickness of the scan line.")
        static let lengthFactor = ParameterSpec.number(
            "lengthFactor", min: 1, max: 5, default: 1.5, doc: "Length of the line as a multiple of the side it runs along.")
        static let sweep = ParameterSpec.number(
            "sweep", min: 0.1, max: 1, default: 0.7, doc: "Fraction of the duration spent wiping; the rest brings the line back.")
        static let color = ParameterSpec.color("color", default: RGBAColor(red: 1, green: 1, blue: 1), doc: "Colour of the scan line.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "scanning",
        summary: "A scan line sweeps across the old screen, wiping it away to reveal the new one, then sweeps back.",
        parameters: [
            Parameters.edge,
            Parameters.thickness,
            Parameters.lengthFactor,
            Parameters.sweep,
            Parameters.color,
        ]
    )

    /// Gap between the line and the screen edge at the start, in points.
    static let outside = 4.0

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        var edge = parameters.choice(Parameters.edge)
        if direction == .back {
            edge = ["left": "right", "right": "left", "top": "bottom", "bottom": "top"][edge] ?? "right"
        }
        let thickness = parameters.number(Parameters.thickness)
        let lengthFactor = parameters.number(Parameters.lengthFactor)
        let sweep = parameters.number(Parameters.sweep)
        let color = parameters.color(Parameters.color)

        let frame = context.initialFrame(for: .from)
        let (w, h) = (frame.width, frame.height)
        let horizontal = edge == "left" || edge == "right"
        // The arriving view waits beneath the leaving one, which the mask wipes away.
        builder.set(.from, .zPosition, 1)

        // Position of the wiping edge along the sweep axis, in the from view's coordinates.
        let extent = horizontal ? w : h
        // XWCoolAnimator+XWScanning.m: the line's centre starts 4 pt outside its edge (-4 or w + 4) and the
        // mask at the container's bounds, and both get the same translation by the whole extent, so the
        // line's centre runs -4 to w - 4 while the mask's edge runs 0 to w.
        let forward = edge == "left" || edge == "top"
        let (startEdge, endEdge): (Double, Double) = forward ? (-outside, extent - outside) : (extent + outside, outside)
        let (maskStart, maskEnd): (Double, Double) = forward ? (0, extent) : (extent, 0)
        func visible(at position: Double) -> Rect {
            switch edge {
            case "left": Rect(x: position, y: 0, width: max(0, w - position), height: h)
            case "right": Rect(x: 0, y: 0, width: max(0, position), height: h)
            case "top": Rect(x: 0, y: position, width: w, height: max(0, h - position))
            default: Rect(x: 0, y: 0, width: w, height: max(0, position))
            }
        }
        func line(at position: Double) -> Rect {
            if horizontal {
                let length = h * lengthFactor
                return Rect(
                    x: frame.minX + position - thickness / 2, y: frame.minY + (h - length) / 2, width: thickness,
                    height: length)
            }
            let length = w * lengthFactor
            return Rect(
                x: frame.minX + (w - length) / 2, y: frame.minY + position - thickness / 2, width: length,
                height: thickness)
        }

        // XWCoolAnimator+XWScanning.m: one UIView.animateKeyframes(options: 0), blocks 0-0.7 (mask
        // and line sweep across) and 0.7-1 (the line comes back). Options 0 ease the whole
        // animation with easeInEaseOut; each block is linear within that eased time.
        builder.mask(.from, .rect(visible(at: maskStart)))
        builder.keyframeBlock(
            .maskRect, of: .from, from: .rect(visible(at: maskStart)), to: .rect(visible(at: maskEnd)), start: 0,
            duration: sweep)
        let scan = builder.scanLine(id: "scanline", frame: line(at: startEdge), color: color)
        builder.set(scan, .zPosition, 2)
        builder.keyframes(
            .frame, of: scan,
            [Keyframe(0, .rect(line(at: startEdge))), Keyframe(sweep, .rect(line(at: endEdge))), Keyframe(1, .rect(line(at: startEdge)))],
            curves: [.linear], animationCurve: .easeInEaseOut)
    }
}
