import SegueEngine

/// Hero's built-in default animations: push, pull, cover, uncover, zoom-slide, page-in, page-out,
/// zoom and zoom-out.
///
/// Each style's back animation is its partner style played the other way (push's back is pull
/// towards the opposite side), which is exactly the to animation run backwards in time. So one
/// routine builds every "to" geometry, and "back" calls it with the partner style and the
/// reversed direction.
package enum HeroEffect: EffectKind {
    /// The styles, named as manifests write them.
    package enum Style: String, CaseIterable, Sendable {
        case push, pull, cover, uncover
        case zoomSlide = "zoom-slide"
        case pageIn = "page-in"
        case pageOut = "page-out"
        case zoom
        case zoomOut = "zoom-out"

        /// The style whose to animation is this one's back animation: Hero's
        /// `HeroDefaultAnimationType.reversed()` (`.autoReverse(presenting:)`), push(left) to pull(right),
        /// cover to uncover, pageIn to pageOut, zoom to zoomOut, zoomSlide to itself the other way.
        /// (A navigation controller left at `.auto` pops with `.push(direction: .right)` instead,
        /// DefaultAnimationPreprocessor.swift; Segue's manifests pair each style with its reverse.)
        package var partner: Style {
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
        package var usesDirection: Bool { self != .zoom && self != .zoomOut }

        /// Push, cover and page-in append `.timingFunction(.deceleration)` to both views; every other
        /// style keeps the standard curve (HeroTransitions/Hero, Sources/Preprocessors/DefaultAnimationPreprocessor.swift).
        package var decelerates: Bool { self == .push || self == .cover || self == .pageIn }

        /// True when the arriving view is drawn above the leaving one: Hero's `insertToViewFirst`
        /// is false for push, cover, page-in and zoom-out, true for pull, uncover, page-out and zoom;
        /// zoom-slide keeps the default, which HeroTransition+Start.swift sets to true when dismissing
        /// (`viewOrderingStrategy == .auto && !isPresenting`), so the arriving view is on top only going to.
        func arrivingOnTop(going direction: TransitionDirection) -> Bool {
            switch self {
            case .push, .cover, .pageIn, .zoomOut: true
            case .pull, .uncover, .pageOut, .zoom: false
            case .zoomSlide: direction == .to
            }
        }
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

    /// The kind's parameters, each declared once: the description lists them and the timeline
    /// reads them through these names, so a misspelt parameter fails to compile.
    enum Parameters {
        static let style = ParameterSpec.choice(
            "style", Style.allCases.map(\.rawValue), default: "push",
            doc: "Which of Hero's default animations; back uses its partner (push/pull, cover/uncover, page-in/page-out, zoom/zoom-out).")
        static let direction = ParameterSpec.choice(
            "direction", ["left", "right", "up", "down"], default: "left",
            doc: "The way content moves when going to the new screen (ignored by zoom and zoom-out); back reverses it.")
        static let overlay = ParameterSpec.number(
            "overlay", min: 0, max: 1, default: 0.1, doc: "Opacity of the black overlay on the screen that is covered (Hero 0.1).")
        static let shadowOpacity = ParameterSpec.number(
            "shadowOpacity", min: 0, max: 1, default: 0.5,
            doc:
                "Opacity of the sliding screen's shadow where it rests on screen: it grows from 0 on an arriving screen and fades to 0 on a leaving one."
        )
        static let shadowRadius = ParameterSpec.number(
            "shadowRadius", min: 0, max: 100, unit: "pt", default: 5, doc: "Blur radius of the sliding screen's shadow.")
        static let curve = ParameterSpec.curve(
            "curve", default: .cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1),
            doc: "Hero's standard curve: every style's motion but push, cover and page-in (pull, uncover and page-out keep it).")
        static let deceleration = ParameterSpec.curve(
            "deceleration", default: .cubicBezier(x1: 0, y1: 0, x2: 0.2, y2: 1),
            doc: "Hero's deceleration curve, which push, cover and page-in append to both views.")
    }

    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "hero",
        summary:
            "Hero's default animations (push, pull, cover, uncover, zoom-slide, page-in, page-out, zoom, zoom-out); going back plays the partner style the other way.",
        parameters: [
            Parameters.style,
            Parameters.direction,
            Parameters.overlay,
            Parameters.shadowOpacity,
            Parameters.shadowRadius,
            Parameters.curve,
            Parameters.deceleration,
        ]
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        let style = Style(rawValue: parameters.choice(Parameters.style)) ?? .push
        var motion = PanDirection(rawValue: parameters.choice(Parameters.direction))?.unitVector ?? Point(x: -1, y: 0)
        let played: Style
        if direction == .back {
            played = style.partner
            motion = Point(x: -motion.x, y: -motion.y)
        } else {
            played = style
        }
        let curve = played.decelerates ? parameters.curve(Parameters.deceleration) : parameters.curve(Parameters.curve)
        // Hero drives interaction itself: finish and cancel restart its Core Animation animations
        // from where they stand on a fresh curve, the view context's own timing function
        // (HeroTransition+Interactive.swift, HeroCoreAnimationViewContext.resume).
        builder.restartCurveOnRelease = curve
        build(
            played, motion: motion, going: direction, into: &builder,
            look: Look(
                curve: curve, overlay: parameters.number(Parameters.overlay),
                shadowOpacity: parameters.number(Parameters.shadowOpacity), shadowRadius: parameters.number(Parameters.shadowRadius)))
    }

    /// Colours and curve shared by every style.
    struct Look {
        var curve: TimingFunction
        var overlay: Double
        var shadowOpacity: Double
        var shadowRadius: Double
    }

    /// Adds the "to" geometry of `style`, content moving along the unit vector `motion`.
    static func build(
        _ style: Style, motion: Point, going direction: TransitionDirection, into builder: inout TimelineBuilder, look: Look
    ) {
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
        /// The sliding screen's shadow. Hero gives the sliding view `.shadowOpacity(0)` and
        /// `.beginWith(modifiers: shadowState)` (opacity 0.5, radius 5): startAnimations sets the begin
        /// state on the snapshot, then an appearing view animates from the modifiers' state (0) to its
        /// current one (0.5) and a disappearing one from its current state (0.5) to the modifiers' (0)
        /// (HeroCoreAnimationViewContext.swift). The shadow lives on Hero's snapshot, which is removed
        /// at the end, so the real view ends without it.
        func shadow(on view: ActorID) {
            builder.set(view, .shadowRadius, .number(look.shadowRadius))
            let (start, end): (Double, Double) = view == .to ? (0, look.shadowOpacity) : (look.shadowOpacity, 0)
            builder.track(.shadowOpacity, of: view, from: .number(start), to: .number(end), curve: curve)
            if view == .to {
                let plain = ActorState(frame: .zero)
                builder.addCompletion([
                    .setProperty(.to, .shadowRadius, .number(plain.shadowRadius)),
                    .setProperty(.to, .shadowOpacity, .number(plain.shadowOpacity)),
                ])
            }
        }
        /// A black overlay riding on `view`, from one opacity to another.
        func overlay(on view: ActorID, frame: Rect, from: Double, to: Double) {
            let id = builder.overlay(
                id: ActorID("overlay.\(view.rawValue)"), alpha: from, frame: Rect(origin: .zero, size: frame.size), parent: view)
            builder.track(.alpha, of: id, from: .number(from), to: .number(to), curve: curve)
        }

        onTop(style.arrivingOnTop(going: direction) ? .to : .from)
        switch style {
        case .push:
            // The new screen enters from one screen away over the old one, which drifts a third.
            builder.track(.transform, of: .to, from: transform(shift(-1, of: toFrame.size)), to: still, curve: curve)
            shadow(on: .to)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(parallaxFraction, of: fromFrame.size)), curve: curve)
            overlay(on: .from, frame: fromFrame, from: 0, to: look.overlay)
        case .pull:
            // The old screen leaves a full screen away, uncovering the new one a third behind.
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size)), curve: curve)
            shadow(on: .from)
            builder.track(
                .transform, of: .to, from: transform(shift(-parallaxFraction, of: toFrame.size)), to: still, curve: curve)
            overlay(on: .to, frame: toFrame, from: look.overlay, to: 0)
        case .cover:
            builder.track(.transform, of: .to, from: transform(shift(-1, of: toFrame.size)), to: still, curve: curve)
            shadow(on: .to)
            overlay(on: .from, frame: fromFrame, from: 0, to: look.overlay)
        case .uncover:
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size)), curve: curve)
            shadow(on: .from)
            overlay(on: .to, frame: toFrame, from: look.overlay, to: 0)
        case .zoomSlide:
            builder.track(
                .transform, of: .to, from: transform(shift(-1, of: toFrame.size), scale: zoomSlideScale), to: still,
                curve: curve)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size), scale: zoomSlideScale),
                curve: curve)
        case .pageIn:
            builder.track(.transform, of: .to, from: transform(shift(-1, of: toFrame.size)), to: still, curve: curve)
            shadow(on: .to)
            builder.track(.transform, of: .from, from: still, to: transform(shift(0, of: .zero), scale: pageScale), curve: curve)
            overlay(on: .from, frame: fromFrame, from: 0, to: look.overlay)
        case .pageOut:
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(1, of: fromFrame.size)), curve: curve)
            shadow(on: .from)
            builder.track(.transform, of: .to, from: transform(shift(0, of: .zero), scale: pageScale), to: still, curve: curve)
            overlay(on: .to, frame: toFrame, from: look.overlay, to: 0)
        case .zoom:
            // The old screen blows up and fades away, revealing the new one growing underneath.
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(0, of: .zero), scale: zoomGrowScale), curve: curve)
            builder.track(.alpha, of: .from, from: 1, to: 0, curve: curve)
            builder.track(
                .transform, of: .to, from: transform(shift(0, of: .zero), scale: zoomShrinkScale), to: still, curve: curve)
        case .zoomOut:
            // The new screen shrinks into place from 1.3 and fades in over the old one, which recedes.
            builder.track(
                .transform, of: .to, from: transform(shift(0, of: .zero), scale: zoomGrowScale), to: still, curve: curve)
            builder.track(.alpha, of: .to, from: 0, to: 1, curve: curve)
            builder.track(
                .transform, of: .from, from: still, to: transform(shift(0, of: .zero), scale: zoomShrinkScale), curve: curve)
        }
    }
}
