import SegueEngine

/// `frame.non-finite`: A frame has NaN or infinite geometry.
package struct NonFiniteFrameCheck: Check {
    package static let description = CheckDescription(
        code: "frame.non-finite", severity: .error,
        short: "A frame has NaN or infinite geometry",
        full: "A non-finite value (a zero scale inverted, a division by zero) makes Core Animation drop the layer or the whole animation.",
        source:
            "Core Animation drops a layer, or the whole animation, whose geometry holds NaN or an infinity (a zero scale inverted, a division by zero)."
    )

    /// Set once a frame was reported: one finding per transition says where it starts.
    var reported = false
}

extension NonFiniteFrameCheck: FrameHook {
    /// Once per transition: the first frame with a NaN or an infinity says where.
    mutating func frame(_ frame: FrameFacts, of transition: TransitionFacts, report: inout [Finding]) {
        guard !reported else { return }
        var bad: [String] = []
        for actor in frame.scene.actors {
            let fields = SceneGeometry.nonFiniteFields(of: actor.state, matrix: actor.matrix)
            if !fields.isEmpty { bad.append("\(actor.id): \(fields.joined(separator: ", "))") }
        }
        if !frame.sample.percent.isFinite { bad.append("percent") }
        guard !bad.isEmpty else { return }
        reported = true
        report.append(
            Self.finding(
                "NaN or infinite values: \(bad.joined(separator: "; "))", transition: frame.sample.transition, frame: frame.sample.index))
    }
}
