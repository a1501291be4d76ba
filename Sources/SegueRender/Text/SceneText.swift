import SegueEngine

/// A resolved scene as fixed-precision text: one line per actor, back to front.
///
/// Used for goldens and the summary's key frames; only what differs from a plain,
/// opaque, untransformed view is written, so a line reads as what is special about it.
package enum SceneText {
    /// The scene as text, one line per actor.
    package static func render(_ scene: ResolvedScene) -> String {
        scene.actors.filter {
            $0.role != .container || $0.state.transform != .identity || $0.state.sublayerTransform != .identity
                || $0.state.translation != .zero
        }
        .map(line).joined(separator: "\n") + "\n"
    }

    /// One actor: id, role, frame, and what is not at rest.
    package static func line(_ actor: ResolvedActor) -> String {
        let s = actor.state
        var fields = ["\(actor.id) [\(actor.role.rawValue)]"]
        if let source = actor.source { fields.append("of \(source)") }
        fields.append("frame \(Describe.rect(s.frame))")
        if s.contentsRect != .unit { fields.append("contents \(Describe.rect(s.contentsRect))") }
        if s.anchorPoint != Point(x: 0.5, y: 0.5) { fields.append("anchor \(Describe.point(s.anchorPoint))") }
        if s.transform != .identity { fields.append("transform \(Describe.transform(s.transform))") }
        if s.translation != .zero { fields.append("translation \(Describe.point(s.translation))") }
        if s.sublayerTransform != .identity { fields.append("sublayer \(Describe.transform(s.sublayerTransform))") }
        if s.alpha != 1 { fields.append("alpha \(Describe.number(s.alpha))") }
        if s.isHidden { fields.append("hidden") }
        if s.zPosition != 0 { fields.append("z \(Describe.number(s.zPosition))") }
        if s.cornerRadius != 0 { fields.append("corner \(Describe.number(s.cornerRadius))") }
        if let color = s.backgroundColor {
            fields.append(
                "color (\([color.red, color.green, color.blue, color.alpha].map { Describe.number($0) }.joined(separator: ", ")))")
        }
        if s.shadowOpacity != 0 { fields.append("shadow \(Describe.number(s.shadowOpacity))") }
        switch s.mask {
        case .circle(let center, let radius)?: fields.append("mask circle \(Describe.point(center)) r \(Describe.number(radius))")
        case .rect(let rect)?: fields.append("mask rect \(Describe.rect(rect))")
        case .layer(let name)?: fields.append("mask layer \(name)")
        case nil: break
        }
        if let filter = s.filter {
            let parameters = filter.parameters.map { "\($0.name) \(Describe.number($0.value))" }.joined(separator: ", ")
            fields.append("filter \(filter.name) ratio \(Describe.number(filter.ratio))\(parameters.isEmpty ? "" : " {\(parameters)}")")
        }
        return fields.joined(separator: "  ")
    }
}
