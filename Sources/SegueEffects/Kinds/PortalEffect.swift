import SegueEngine

/// The old screen opens like two doors onto the new one, which grows from behind (XWTransition's portal).
package enum PortalEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let zoom = ParameterSpec.number(
            "zoom", min: 0.01, max: 1, default: 0.8, doc: "Scale of the screen behind the doors when they are closed.")
        static let curve = ParameterSpec.curve("curve", default: .easeOut, doc: "Timing curve of the doors and the zoom.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "portal",
        summary: "The old screen splits into two doors sliding apart while the new one grows from behind; going back, the doors close.",
        parameters: [
            Parameters.zoom,
            Parameters.curve,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let zoom = parameters.number(Parameters.zoom) > 0 ? parameters.number(Parameters.zoom) : 0.8
        let half = context.containerBounds.width / 2
        // Going to, the leaving screen is the doors and the arriving one grows behind; going back,
        // the arriving screen's doors close over the leaving one, which shrinks behind.
        let doors: ViewKey = direction == .to ? .from : .to
        let behind: ViewKey = direction == .to ? .to : .from

        builder.set(doors.actorID, .isHidden, true)
        let left = builder.slice(of: doors, contentsRect: Rect(x: 0, y: 0, width: 0.5, height: 1), id: "door.left")
        let right = builder.slice(of: doors, contentsRect: Rect(x: 0.5, y: 0, width: 0.5, height: 1), id: "door.right")
        let leftFrame = builder.actors[builder.actors.count - 2].initial.frame
        let rightFrame = builder.actors[builder.actors.count - 1].initial.frame
        let leftOpen = leftFrame.offsetBy(dx: -half, dy: 0)
        let rightOpen = rightFrame.offsetBy(dx: half, dy: 0)

        let near = AnimatableValue.transform(TransformValue([.scale(x: 1, y: 1, z: 1)]))
        let far = AnimatableValue.transform(TransformValue([.scale(x: zoom, y: zoom, z: 1)]))
        if direction == .to {
            builder.track(.frame, of: left, from: .rect(leftFrame), to: .rect(leftOpen), curve: curve)
            builder.track(.frame, of: right, from: .rect(rightFrame), to: .rect(rightOpen), curve: curve)
            builder.track(.transform, of: behind.actorID, from: far, to: near, curve: curve)
        } else {
            builder.track(.frame, of: left, from: .rect(leftOpen), to: .rect(leftFrame), curve: curve)
            builder.track(.frame, of: right, from: .rect(rightOpen), to: .rect(rightFrame), curve: curve)
            builder.track(.transform, of: behind.actorID, from: near, to: far, curve: curve)
        }
    }
}
