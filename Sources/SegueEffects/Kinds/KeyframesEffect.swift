import SegueEngine

/// An effect written entirely in data: the manifest's `keyframes:` block becomes the timeline.
///
/// `back: reverse` plays the to tracks backwards in time with the views' roles swapped: going back,
/// the view arriving is the one that left, so a track of the to view animates the from view from its
/// last keyframe to its first (and a from track the to view). Bézier curves are mirrored so the motion
/// is the exact reverse; springs stay springs (a spring played backwards would start by wobbling).
package enum KeyframesEffect: EffectKind {
    /// The kind as the catalog, the schema and `segue show` describe it: parameters and defaults.
    package static let description = KindDescription(
        identifier: "keyframes",
        summary: "Any effect described in data: tracks of keyframes for the views, the container and created actors.",
        parameters: []
    )

    /// Adds the animation of `direction` in `context` to `builder`.
    package static func build(
        _ builder: inout TimelineBuilder, for direction: TransitionDirection, in context: TransitionContext, parameters: ParameterReader
    ) {
        guard let spec = parameters.configuration.keyframes else { return }
        if let length = direction == .to ? spec.toLength : spec.backLength { builder.duration = length }
        if !spec.automaticCleanup { builder.customCompletion = CompletionPlan([.completeTransition(.notCancelled)]) }
        // Touches turned off at the start come back on in the automatic clean-up, whatever the
        // outcome; by hand (cleanup: manual) nothing turns them on (VCTransitionsLibrary pull request 16).
        builder.touchesDisabled = spec.disableTouches.map { $0 == "to" ? ActorID.to : .from }
        if spec.automaticCleanup { builder.addCompletion(builder.touchesDisabled.map(CompletionStep.enableTouches)) }
        let tracks: [KeyframeTrackSpec]
        switch direction {
        case .to: tracks = spec.to
        case .back: tracks = spec.back ?? spec.to.map(reversed)
        }
        // Only layer animations: the completion is the last one's animationDidStop, as in
        // XWCircleSpreadAnimator.m, not a UIView completion block.
        builder.completesWithLayerAnimation = !tracks.isEmpty && tracks.allSatisfy { $0.driver == TrackDriver.layer.rawValue }
        var created: Set<String> = []
        var touchedOnTo: Set<AnimatableProperty> = []
        for track in tracks {
            guard let property = AnimatableProperty(rawValue: track.property) else { continue }
            let actor = actorID(track.actor, creatingIn: &builder, created: &created)
            if actor == .to { touchedOnTo.insert(property) }
            let values = track.keyframes.map { resolve($0.value, of: track.actor, in: context) }
            if track.keyframes.count == 1, let value = values.first {
                builder.set(actor, property, value)
                continue
            }
            builder.keyframes(
                property, of: actor, zip(track.keyframes, values).map { Keyframe($0.time, $1) },
                curves: track.keyframes.dropFirst().map(\.curve), begin: track.begin,
                duration: track.duration, driver: TrackDriver(rawValue: track.driver) ?? .view,
                resetsModelValueOnCancel: track.resetsModelValueOnCancel,
                animationCurve: track.animationCurve,
                calculationMode: CalculationMode(rawValue: track.calculationMode) ?? .linear,
                transformInterpolation: TransformInterpolation(rawValue: track.transformInterpolation) ?? .matrix)
        }
        // The to view stays on screen: put back what only served the animation.
        var cleanup: [CompletionStep] = []
        if touchedOnTo.contains(.anchorPoint) { cleanup.append(.setProperty(.to, .anchorPoint, .point(Point(x: 0.5, y: 0.5)))) }
        if touchedOnTo.contains(.zPosition) { cleanup.append(.setProperty(.to, .zPosition, 0)) }
        if !touchedOnTo.isEmpty { cleanup.append(.onlyIf(.cancelled, [.restoreInitialState(.to)])) }
        builder.addCompletion(cleanup)
    }

    /// The to track played backwards with the views swapped, for `back: reverse`.
    static func reversed(_ track: KeyframeTrackSpec) -> KeyframeTrackSpec {
        let frames = track.keyframes
        let n = frames.count
        let reversedFrames = (0..<n).map { j -> KeyframeSpec in
            // Keyframe j of the reverse is keyframe n-1-j; it is reached through the original segment
            // that left it, whose curve is stored on keyframe n-j.
            let original = frames[n - 1 - j]
            let curve = j == 0 ? original.curve : mirrored(frames[n - j].curve)
            return KeyframeSpec(time: n == 1 ? original.time : 1 - original.time, value: original.value, curve: curve)
        }
        return KeyframeTrackSpec(
            actor: swapped(track.actor), property: track.property, keyframes: reversedFrames,
            begin: n == 1 ? track.begin : max(0, 1 - track.begin - track.duration), duration: track.duration,
            driver: track.driver, resetsModelValueOnCancel: track.resetsModelValueOnCancel,
            animationCurve: track.animationCurve.map(mirrored), calculationMode: track.calculationMode,
            transformInterpolation: track.transformInterpolation)
    }

    /// The curve that plays `curve` backwards in time: progress 1 - c(1 - u).
    package static func mirrored(_ curve: TimingFunction) -> TimingFunction {
        switch curve {
        case .linear, .easeInEaseOut, .spring: curve
        case .easeIn: .easeOut
        case .easeOut: .easeIn
        case .default: .cubicBezier(x1: 0.75, y1: 0, x2: 0.75, y2: 0.9)
        case .cubicBezier(let x1, let y1, let x2, let y2): .cubicBezier(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
        case .steps(let n, let position):
            .steps(n, position == .jumpStart ? .jumpEnd : position == .jumpEnd ? .jumpStart : position)
        case .linearPoints(let stops):
            // Each stop (x, y) becomes (1 - x, 1 - y), in reverse order; a spread stop stays spread.
            .linearPoints(stops.reversed().map { LinearStop(1 - $0.output, at: $0.input.map { 1 - $0 }) })
        }
    }

    static func swapped(_ actor: String) -> String {
        switch actor {
        case "to": "from"
        case "from": "to"
        case "snapshot.to": "snapshot.from"
        case "snapshot.from": "snapshot.to"
        default: actor
        }
    }

    private static func actorID(_ name: String, creatingIn builder: inout TimelineBuilder, created: inout Set<String>) -> ActorID {
        switch name {
        case "to": return .to
        case "from": return .from
        case "container": return .container
        default:
            guard created.insert(name).inserted else { return ActorID(name) }
            switch name {
            case "dimming": return builder.dimming(id: "dimming")
            case "snapshot.to": return builder.snapshot(of: .to)
            case "snapshot.from": return builder.snapshot(of: .from)
            default: return ActorID(name)
            }
        }
    }

    /// The frame the actor's view rests at on screen: the to view's final frame, the from view's initial one.
    static func homeFrame(of actor: String, in context: TransitionContext) -> Rect {
        let frame: Rect
        switch actor {
        case "to", "snapshot.to": frame = context.finalFrame(for: .to)
        case "from", "snapshot.from": frame = context.initialFrame(for: .from)
        default: frame = context.containerBounds
        }
        return frame == .zero ? context.containerBounds : frame
    }

    static func resolve(_ value: KeyframeValue, of actor: String, in context: TransitionContext) -> AnimatableValue {
        let bounds = context.containerBounds
        switch value {
        case .number(let t): return .number(t.resolved(in: bounds))
        case .point(let x, let y): return .point(Point(x: x.resolved(in: bounds), y: y.resolved(in: bounds)))
        case .rect(let x, let y, let w, let h):
            return .rect(
                Rect(
                    x: x.resolved(in: bounds), y: y.resolved(in: bounds), width: w.resolved(in: bounds),
                    height: h.resolved(in: bounds)))
        case .home(let dx, let dy):
            return .rect(homeFrame(of: actor, in: context).offsetBy(dx: dx.resolved(in: bounds), dy: dy.resolved(in: bounds)))
        case .transform(let operations):
            return .transform(TransformValue(operations.map { $0.resolved(in: bounds) }))
        case .bool(let b): return .bool(b)
        case .color(let c): return .color(c)
        case .circle(let x, let y, let r):
            return .circle(center: Point(x: x.resolved(in: bounds), y: y.resolved(in: bounds)), radius: r.resolved(in: bounds))
        }
    }
}
