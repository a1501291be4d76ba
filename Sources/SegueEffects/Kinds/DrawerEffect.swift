import SegueEngine

/// A drawer slides in from an edge over (or under) a snapshot of the covered screen
/// (XWTransition's drawers: plain, parallax like QQ, and flip like Taobao).
///
/// wazrx/XWTransition, XWTransition/XWDrawerAnimator/XWDrawerAnimator.m: the drawer view, as big as
/// the container, starts just outside its edge and is translated by `moveDistance` (the whole side
/// when 0), so only `moveDistance` of it ends on screen, in every style; the covered screen's
/// snapshot (`fromTempView`) stays in the container beside the drawer after a successful "to" (it is
/// removed on cancel and when the drawer closes). Manifests declare it with `outlives: [snapshot.from]`.
package enum DrawerEffect: EffectKind {
    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let direction = ParameterSpec.choice(
            "direction", ["left", "right", "top", "bottom"], default: "left", doc: "The edge the drawer comes from.")
        static let distance = ParameterSpec.number(
            "distance", min: 0, unit: "pt", default: 0,
            doc:
                "moveDistance: how much of the drawer ends on screen, in every style (0 means the whole side); parallax pushes the covered screen this far."
        )
        static let scale = ParameterSpec.number(
            "scale", min: 0.01, max: 1, default: 1,
            doc: "Scale of the covered screen (flip: step one min(1, scale + 0.15), step two max(0.1, scale)).")
        static let style = ParameterSpec.choice(
            "style", ["plain", "parallax", "flip"], default: "plain",
            doc: "plain: the drawer covers the screen; parallax: it lies under and is uncovered; flip: the screen tilts back.")
        static let curve = ParameterSpec.curve("curve", default: .easeInEaseOut, doc: "Timing curve of the motion.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "drawer",
        summary: "A drawer slides in from an edge while the covered screen, replaced by a snapshot, scales, slides or tilts back.",
        parameters: [
            Parameters.direction,
            Parameters.distance,
            Parameters.scale,
            Parameters.style,
            Parameters.curve,
        ]
    )

    /// The flip style's two snapshot poses for a custom scale: the tilt (step one) and the push-back.
    package static func flipScales(for scale: Double) -> (tilt: Double, pushBack: Double) {
        (min(1, scale + 0.15), max(0.1, scale))
    }

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let curve = parameters.curve(Parameters.curve)
        let style = parameters.choice(Parameters.style)
        let scale = parameters.number(Parameters.scale) > 0 ? parameters.number(Parameters.scale) : 1
        // The drawer is the arriving view going to, and the leaving one going back.
        let drawer: ViewKey = direction == .to ? .to : .from
        let covered: ViewKey = direction == .to ? .from : .to
        let travel = Travel(
            edge: parameters.choice(Parameters.direction), distance: parameters.number(Parameters.distance),
            frame: direction == .to ? context.finalFrame(for: .to) : context.initialFrame(for: .from), bounds: context.containerBounds)

        // The covered screen is replaced by a snapshot behind everything.
        let snapshot = builder.snapshot(of: covered)
        builder.set(covered.actorID, .isHidden, true)
        builder.set(snapshot, .zPosition, -1000)

        let rest = travel.rest
        if rest != travel.frame {
            // Segue moves the frame where the original keeps the off-screen frame and adds a translation:
            // the same place on screen, and an identity transform UIKit's checks can compare.
            builder.restingFrame = rest
            if direction == .back {
                builder.set(drawer.actorID, .frame, .rect(rest))
                builder.addCompletion([.onlyIf(.cancelled, [.setProperty(drawer.actorID, .frame, .rect(rest))])])
            }
        }
        let drawerStart: Rect
        if style == "parallax" {
            // The drawer lies under the snapshot (insertSubview:belowSubview:) and travels half the distance.
            builder.set(drawer.actorID, .zPosition, -2000)
            if drawer == .to { builder.addCompletion([.setProperty(.to, .zPosition, 0)]) }
            drawerStart = travel.shifted(travel.frame, by: -(travel.outside - travel.visible / 2))
        } else {
            drawerStart = travel.shifted(travel.frame, by: -travel.outside)
        }
        let (drawerFrom, drawerTo) = direction == .to ? (drawerStart, rest) : (rest, drawerStart)
        builder.track(.frame, of: drawer.actorID, from: .rect(drawerFrom), to: .rect(drawerTo), curve: curve)

        // The snapshot's pose when the drawer is fully in.
        switch style {
        case "flip":
            // XWDrawerAnimator.m: animateKeyframes(options: 0), blocks 0-0.35 and 0.35-1, so the curve
            // eases the whole animation and each block is linear in that eased time.
            let keyframes = flipKeyframes(travel, scale: scale, going: direction, bounds: context.containerBounds)
            builder.keyframes(.transform, of: snapshot, keyframes, curves: [.linear], animationCurve: curve)
        default:
            let away = style == "parallax" ? travel.visible : 0
            let rest = TransformValue([.translate(x: 0, y: 0, z: 0), .scale(x: 1, y: 1, z: 1)])
            let open = TransformValue([
                .translate(x: travel.inward.x * away, y: travel.inward.y * away, z: 0), .scale(x: scale, y: scale, z: 1),
            ])
            let (a, b) = direction == .to ? (rest, open) : (open, rest)
            builder.track(.transform, of: snapshot, from: .transform(a), to: .transform(b), curve: curve)
        }
    }

    /// The drawer's way in: the edge it comes from, the way into the screen, and how far it travels.
    struct Travel {
        /// The edge: left, right, top or bottom.
        let edge: String
        /// Unit vector from the drawer's edge into the screen.
        let inward: Point
        /// The drawer's frame where UIKit puts it: final going to, initial going back.
        let frame: Rect
        /// How far the drawer travels to be just outside its edge.
        let outside: Double
        /// How far inside its edge the drawer ends, whatever the style.
        let visible: Double

        /// The travel of a drawer at `frame` from `edge` in `bounds`, `distance` of it ending on
        /// screen (the whole side when 0).
        ///
        /// XWDrawerAnimator.m: toVC.view.frame = CGRectOffset(containerView.bounds, (w - parallax) * symbol, 0)
        /// then transform = translation(-(distance - parallaxDistance)), with distance the signed
        /// moveDistance (the whole side when 0) and parallaxDistance half of it in the parallax style.
        init(edge: String, distance: Double, frame: Rect, bounds: Rect) {
            self.edge = edge
            self.frame = frame
            let (inward, outside): (Point, Double) =
                switch edge {
                case "right": (Point(x: -1, y: 0), bounds.maxX - frame.minX)
                case "top": (Point(x: 0, y: 1), frame.maxY - bounds.minY)
                case "bottom": (Point(x: 0, y: -1), bounds.maxY - frame.minY)
                default: (Point(x: 1, y: 0), frame.maxX - bounds.minX)
                }
            self.inward = inward
            self.outside = outside
            visible = distance > 0 ? min(distance, outside) : outside
        }

        /// True for a drawer from the left or the right.
        var horizontal: Bool { inward.y == 0 }

        /// Where the drawer rests when it is fully in.
        var rest: Rect { shifted(frame, by: -(outside - visible)) }

        /// `rect` moved `amount` points into the screen.
        func shifted(_ rect: Rect, by amount: Double) -> Rect {
            rect.offsetBy(dx: inward.x * amount, dy: inward.y * amount)
        }
    }

    /// The flip style's snapshot poses in `direction`: at rest, tilted back at 0.35 (step one),
    /// then pushed back (step two); the other way round going back.
    static func flipKeyframes(_ travel: Travel, scale: Double, going direction: TransitionDirection, bounds: Rect) -> [Keyframe] {
        let (tilt, pushBack) = flipScales(for: scale)
        let axis: RotationAxis = travel.horizontal ? .y : .x
        // _xw_stepOneTransform: 15 degrees times rotationRatio = 1 + (0.95 - stepOneScale) * 3,
        // positive from the left or the bottom, negative from the right or the top.
        let rotationRatio = 1 + (0.95 - tilt) * 3
        let angle = (travel.edge == "left" || travel.edge == "bottom" ? 1.0 : -1.0) * 15 * Double.pi / 180 * rotationRatio
        let extent = travel.horizontal ? bounds.width : bounds.height
        let push = 0.08 * extent
        let inward = travel.inward
        func pose(_ translation: Double, _ s: Double, _ rotation: Double) -> AnimatableValue {
            .transform(
                TransformValue([
                    .perspective(m34: -1.0 / 900),
                    .translate(x: inward.x * push * translation, y: inward.y * push * translation, z: 0),
                    .scale(x: s, y: s, z: 1),
                    .rotate(angle: rotation, axis: axis),
                ]))
        }
        let rest = pose(0, 1, 0)
        let tilted = pose(0, tilt, angle)
        let pushed = pose(1, pushBack, 0)
        return direction == .to
            ? [Keyframe(0, rest), Keyframe(0.35, tilted), Keyframe(1, pushed)]
            : [Keyframe(0, pushed), Keyframe(0.35, tilted), Keyframe(1, rest)]
    }
}
