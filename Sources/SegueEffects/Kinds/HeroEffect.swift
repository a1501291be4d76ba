import SegueEngine

/// Hero's built-in default animations: push, pull, cover, uncover, zoom-slide, page-in, page-out,
/// zoom and zoom-out.
///
/// Each style's back animation is its partner style played the other way (push's back is pull
/// towards the opposite side), which is exactly the to animation run backwards in time. So one
/// routine builds every "to" geometry, and "back" calls it with the partner style and the
/// reversed direction.
public enum HeroEffect: EffectKind {
    /// The styles, named as manifests write them.
    public enum Style: String, CaseIterable, Sendable {
        case push, pull, cover, uncover
        case zoomSlide = "zoom-slide"
        case pageIn = "page-in"
        case pageOut = "page-out"
        case zoom
        case zoomOut = "zoom-out"

        /// The style whose to animation is this one's back animation.
        public var partner: Style {
            switch self {
            case .push: .pull
            case .pull: .push
            case .cover: .uncover
            case .uncover: .cover
            case .zoomSlide: .zoomSlide
            case .pageIn: .pageOut
            case .pageOut: .pageIn
            case .zoom: .zoomOut
            case .zoomOut: .zoom
            }
        }

        /// Zoom and zoom-out scale in place; the others move along the direction.
        public var usesDirection: Bool { self != .zoom && self != .zoomOut }
    }

    /// The leaving screen's shift in push and the arriving screen's offset in pull, as a fraction
    /// of the screen (Hero divides the full shift by 3).
    static let parallaxFraction = 1.0 / 3.0
    /// The scale the covered screen shrinks to in page-in (and grows from in page-out).
    static let pageScale = 0.7
    /// Zoom: the leaving screen grows to this scale while fading out.
    static let zoomGrowScale = 1.3
    /// Zoom: the arriving screen grows from this scale.
    static let zoomShrinkScale = 0.7
    /// Zoom-slide: both screens are this small at their off-screen ends.
    static let zoomSlideScale = 0.8

    public static let description = KindDescription(
        identifier: "hero",
        summary: "Hero's default animations (push, pull, cover, uncover, zoom-slide, page-in, page-out, zoom, zoom-out); going back plays the partner style the other way.",
        parameters: [
            ParameterSpec(
                "style", .choice(Style.allCases.map(\.rawValue)), default: .choice("push"),
                doc: "Which of Hero's default animations; back uses its partner (push/pull, cover/uncover, page-in/page-out, zoom/zoom-out)."),
            ParameterSpec(
                "direction", .choice(["left", "right", "up", "down"]), default: .choice("left"),
                doc: "The way content moves when going to the new screen (ignored by zoom and zoom-out); back reverses it."),
            ParameterSpec(
                "overlay", .number(min: 0, max: 1, unit: nil), default: .number(0.1),
                doc: "Opacity of the black overlay on the screen that is covered (Hero 0.1)."),
            ParameterSpec(
                "shadowOpacity", .number(min: 0, max: 1, unit: nil), default: .number(0.5),
                doc: "Opacity of the sliding screen's shadow when it starts; it fades to 0."),
            ParameterSpec(
                "shadowRadius", .number(min: 0, max: 100, unit: "pt"), default: .number(5),
                doc: "Blur radius of the sliding screen's shadow."),
            ParameterSpec(
                "curve", .curve, default: .curve(.cubicBezier(0.4, 0, 0.2, 1)),
                doc: "Timing curve of every motion (Hero's standard curve)."),
        ],
        examples: [
            .valid(
                """
                segue: 1
                id: push-up
                name: Push up
                summary: The new screen pushes the old one up.
                family: hero
                kind: hero
                toDuration: 0.35
                backDuration: 0.35
                parameters:
                  style: push
                  direction: up
                """),
            .invalid(
                """
                segue: 1
                id: pull-twice
                name: Pull twice
                summary: A style Hero does not have.
                family: hero
                kind: hero
                parameters:
                  style: pull-twice
                """,
                "8:10: error: 'style' must be one of push, pull, cover, uncover, zoom-slide, page-in, page-out, zoom, zoom-out, not 'pull-twice' [manifest.enum]"),
        ]
    )

    public static func timeline(
        for direction: TransitionDirection, in context: TransitionContext, configuration: EffectConfiguration
    ) -> Timeline {
        let parameters = parameters(configuration)
        let style = Style(rawValue: parameters.choice("style")) ?? .push
        var motion = PanDirection(rawValue: parameters.choice("direction"))?.unitVector ?? Point(x: -1, y: 0)
        let played: Style
        if direction == .back {
            played = style.partner
            motion = Point(x: -motion.x, y: -motion.y)
        } else {
            played = style
        }
        var builder = TimelineBuilder(duration: configuration.duration(for: direction), context: context)
        // Hero drives interaction itself: finish and cancel restart its Core Animation animations
        // from where they stand on a fresh curve (HeroTransition+Interactive.swift).
        builder.restartCurveOnRelease = parameters.curve("curve")
        build(
            played, motion: motion, into: &builder,
            look: Look(
                curve: parameters.curve("curve"), overlay: parameters.number("overlay"),
                shadowOpacity: parameters.number("shadowOpacity"), shadowRadius: parameters.number("shadowRadius")))
        return builder.build()
    }

    /// Colours and curve shared by every style.
    struct Look {
        var curve: TimingFunction
        var overlay: Double
        var shadowOpacity: Double
        var shadowRadius: Double
    }

    /// Adds the "to" geometry of `style`, content moving along the unit vector `motion`.
    static func build(_ style: Style, motion: Point, into builder: inout TimelineBuilder, look: Look) {
        let context = builder.context
        let fromFrame = context.initialFrame(for: .from)
        let toFrame = context.finalFrame(for: .to)
        let curve = look.curve

        /// A translation by `fraction` of a view of `size` along the motion.
        func shift(_ fraction: Double, of size: Size) -> TransformOperation {
            .translate(x: motion.x * fraction * size.width, y: motion.y * fraction * size.height, z: 0)
        }
        /// A transform of translate-then-scale ops so that both interpolate component-wise.
        func transform(_ translate: TransformOperation, scale: Double = 1) -> AnimatableValue {
            .transform(TransformValue([translate, .scale(x: scale, y: scale, z: 1)]))
        }
        let still = transform(shift(0, of: .zero))

        /// Puts `view` on top of the other for this transition.
        func onTop(_ view: ActorID) {
            builder.set(view, .zPosition, 1)
            if view == .to { builder.addCompletion([.setProperty(.to, .zPosition, 0)]) }
        }
        /// A shadow on `view` that fades from `shadowOpacity` to 0.
        func shadow(on view: ActorID) {
            builder.set(view, .shadowRadius, .number(look.shadowRadius))
            builder.track(.shadowOpacity, of: view, from: .number(look.shadowOpacity), to: 0, curve: curve)
            if view == .to {
                builder.addCompletion([.setProperty(.to, .shadowRadius, .number(ActorState(frame: .zero).shadowRadius))])
            }
        }
        /// A black overlay riding on `view`, from one opacity to another.
        func overlay(on view: ActorID, frame: Rect, from: Double, to: Double) {
            let id = builder.overlay(
                id: ActorID("overlay.\(view.rawValue)"), alpha: from, frame: Rect(origin: .zero, size: frame.size), parent: view)
            builder.track(.alpha, of: id, from: .number(from), to: .number(to), curve: curve)
        }

        switch style {
        case .push:
            // The new screen enters from one screen away over the old one, which drifts a third.
            onTop(.to)
            builder.track(.transform, of: .to, from: transform(shift(-1, of: toFrame.size)), to: still, curve: curve)
            shadow(on: .to)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(parallaxFraction, of: fromFrame.size)), curve: curve)
            overlay(on: .from, frame: fromFrame, from: 0, to: look.overlay)
        case .pull:
            // The old screen leaves a full screen away, uncovering the new one a third behind.
            onTop(.from)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size)), curve: curve)
            shadow(on: .from)
            builder.track(
                .transform, of: .to, from: transform(shift(-parallaxFraction, of: toFrame.size)), to: still, curve: curve)
            overlay(on: .to, frame: toFrame, from: look.overlay, to: 0)
        case .cover:
            onTop(.to)
            builder.track(.transform, of: .to, from: transform(shift(-1, of: toFrame.size)), to: still, curve: curve)
            shadow(on: .to)
            overlay(on: .from, frame: fromFrame, from: 0, to: look.overlay)
        case .uncover:
            onTop(.from)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size)), curve: curve)
            shadow(on: .from)
            overlay(on: .to, frame: toFrame, from: look.overlay, to: 0)
        case .zoomSlide:
            onTop(.to)
            builder.track(
                .transform, of: .to, from: transform(shift(-1, of: toFrame.size), scale: zoomSlideScale), to: still,
                curve: curve)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size), scale: zoomSlideScale),
                curve: curve)
        case .pageIn:
            onTop(.to)
            builder.track(.transform, of: .to, from: transform(shift(-1, of: toFrame.size)), to: still, curve: curve)
            shadow(on: .to)
            builder.track(.transform, of: .from, from: still, to: transform(shift(0, of: .zero), scale: pageScale), curve: curve)
            overlay(on: .from, frame: fromFrame, from: 0, to: look.overlay)
        case .pageOut:
            onTop(.from)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size)), curve: curve)
            shadow(on: .from)
            builder.track(.transform, of: .to, from: transform(shift(0, of: .zero), scale: pageScale), to: still, curve: curve)
            overlay(on: .to, frame: toFrame, from: look.overlay, to: 0)
        case .zoom:
            // The old screen blows up and fades away, revealing the new one growing underneath.
            onTop(.from)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(0, of: .zero), scale: zoomGrowScale), curve: curve)
            builder.track(.alpha, of: .from, from: 1, to: 0, curve: curve)
            builder.track(
                .transform, of: .to, from: transform(shift(0, of: .zero), scale: zoomShrinkScale), to: still, curve: curve)
        case .zoomOut:
            // The new screen shrinks into place from 1.3 and fades in over the old one, which recedes.
            onTop(.to)
            builder.track(
                .transform, of: .to, from: transform(shift(0, of: .zero), scale: zoomGrowScale), to: still, curve: curve)
            builder.track(.alpha, of: .to, from: 0, to: 1, curve: curve)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(0, of: .zero), scale: zoomShrinkScale), curve: curve)
        }
    }
}
