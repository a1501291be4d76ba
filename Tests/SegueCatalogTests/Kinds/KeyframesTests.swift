import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// The keyframes kind: the `keyframes:` block's parsing and diagnostics, the three effects written in
/// it (spring-modal, scale-fade-push, popover-menu) against the reference, and `back: reverse`.
@Suite struct KeyframesTests {
    static let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    static let catalog = loadCatalog().catalog

    static func timeline(
        _ id: String, _ direction: TransitionDirection, _ context: TransitionContext
    ) throws -> Timeline {
        let effect = try #require(catalog.effect(id))
        return KeyframesEffect.timeline(for: direction, in: context, configuration: effect.configuration)
    }

    static func state(_ timeline: Timeline, at progress: Double, _ actor: ActorID, _ context: TransitionContext) throws
        -> ActorState
    {
        try #require(timeline.sample(at: progress * timeline.duration, in: context).actor(actor)?.state)
    }

    static func close(_ a: TransformValue, _ b: TransformValue, tolerance: Double = 1e-6) -> Bool {
        zip(a.matrix.entries, b.matrix.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    static let push = TransitionContext(operation: .push, containerBounds: bounds, seed: 1)
    static let pop = TransitionContext(operation: .pop, containerBounds: bounds, seed: 1)

    // MARK: - Parsing

    @Test func shippedManifestsParseIntoTracks() throws {
        let modal = try #require(Self.catalog.effect("spring-modal"))
        let spec = try #require(modal.keyframesSpec)
        #expect(spec.to.count == 1 && spec.back?.count == 1)
        let track = spec.to[0]
        #expect(track.actor == "to" && track.property == "transform")
        #expect(track.keyframes.map(\.time) == [0, 1])
        #expect(track.keyframes[0].value == .transform([.translate(x: .points(0), y: .ofHeight(1), z: .points(0))]))
        #expect(track.keyframes[1].value == .transform([]))
        #expect(track.keyframes[1].curve == .spring(.dampingRatio(0.6, initialVelocity: 0)))
        let gesture = try #require(modal.backGesture)
        #expect(gesture.direction == .down && gesture.base == .points(400) && gesture.finishThreshold == 0.5)

        let push = try #require(Self.catalog.effect("scale-fade-push"))
        #expect(push.keyframesSpec?.back == nil)
        #expect(push.keyframesSpec?.to.count == 4)
        #expect(push.toDuration == 0.7 && push.backDuration == 0.7)
        for id in ["spring-modal", "scale-fade-push", "popover-menu"] {
            #expect(Self.catalog.effect(id)?.family == "articles")
            #expect(Self.catalog.effect(id)?.kind == "keyframes")
        }
    }

    @Test func everyValueShapeParses() throws {
        let body = """
            keyframes:
              to:
                - {actor: snapshot.from, property: frame, keyframes: [{time: 0, value: home}, {time: 1, value: {home: [50%W, -10]}}]}
                - {actor: dimming, property: alpha, begin: 0.25, duration: 0.5, keyframes: [{time: 0, value: 0}, {time: 1, value: 0.4}]}
                - {actor: to, property: position, keyframes: [{time: 0, value: [0, 0]}, {time: 0.5, value: [10%W, 5%H]}, {time: 1, value: [195, 422]}]}
                - {actor: from, property: backgroundColor, keyframes: [{time: 0, value: "#112233"}]}
                - {actor: container, property: sublayerTransform, keyframes: [{time: 0, value: [{perspective: 500}, {rotate: {y: 90}}]}, {time: 1, value: identity}]}
                - {actor: from, property: maskCircle, driver: layer, resetsModelValueOnCancel: true, keyframes: [{time: 0, value: {center: [50%W, 50%H], radius: 0}}, {time: 1, value: {center: [50%W, 50%H], radius: 100%H}}]}
                - {actor: from, property: isHidden, keyframes: [{time: 0, value: false}]}
              back: reverse
            """
        let load = loadCatalog([("probe.yaml", manifest(kind: "keyframes", body))])
        #expect(headlines(load.diagnostics) == [])
        let spec = try #require(load.catalog.effect("probe")?.keyframesSpec)
        #expect(spec.to.count == 7)
        #expect(spec.to[0].keyframes[1].value == .home(dx: .ofWidth(0.5), dy: .points(-10)))
        #expect(spec.to[1].begin == 0.25 && spec.to[1].duration == 0.5)
        #expect(spec.to[5].driver == "layer" && spec.to[5].resetsModelValueOnCancel)
        #expect(spec.to[4].keyframes[0].value == .transform([.perspective(distance: 500), .rotate(degrees: 90, axis: .y)]))
    }

    /// Each problem a keyframes block can have, with the exact diagnostic (body starts on line 6).
    static let badBlocks: [(body: String, diagnostic: String)] = [
        ("", "5:7: error: kind 'keyframes' needs a 'keyframes:' block with at least a 'to' list of tracks [manifest.keyframes.missing]"),
        (
            """
            keyframes:
              to:
                - {actor: toView, property: alpha, keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]}
            """,
            "8:15: error: unknown actor 'toView'; did you mean 'to'? [manifest.keyframes.actor]"
        ),
        (
            """
            keyframes:
              to:
                - {actor: to, property: opacity, keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]}
            """,
            "8:29: error: unknown property 'opacity'; did you mean 'alpha'? [manifest.keyframes.property]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  keyframes:
                    - {time: 0, value: [0, 1]}
                    - {time: 1, value: 1}
            """,
            "11:28: error: 'alpha' takes a number or a length like 50%W, not a list [manifest.keyframes.value]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: transform
                  keyframes:
                    - {time: 0, value: 0.5}
                    - {time: 1, value: identity}
            """,
            "11:28: error: 'transform' takes 'identity' or a list of {translate | scale | rotate | perspective} operations, not a number ('0.5') [manifest.keyframes.value]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  keyframes:
                    - {time: 0, value: 0}
                    - {time: 1.5, value: 1}
            """,
            "12:18: error: keyframe time must be within 0...1, not 1.5 [manifest.keyframes.time]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  keyframes:
                    - {time: 0, value: 0}
                    - {time: 0.6, value: 0.5}
                    - {time: 0.4, value: 0.8}
                    - {time: 1, value: 1}
            """,
            "13:18: error: keyframe times must increase: 0.4 comes after 0.6 [manifest.keyframes.order]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  keyframes:
                    - {time: 0.2, value: 0}
                    - {time: 1, value: 1}
            """,
            "11:18: error: the first keyframe must be at time 0, not 0.2 (delay a track with 'begin') [manifest.keyframes.first-time]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  keyframes:
                    - {time: 0, value: 0}
                    - {time: 0.8, value: 1}
            """,
            "12:18: error: the last keyframe must be at time 1, not 0.8 (shorten a track with 'duration') [manifest.keyframes.last-time]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  begin: 0.6
                  duration: 0.5
                  keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]
            """,
            "11:17: error: begin 0.6 + duration 0.5 runs past the end of the transition (at most 1) [manifest.keyframes.span]"
        ),
        (
            """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  driver: display-link
                  keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]
            """,
            "10:15: error: unknown driver 'display-link' [manifest.keyframes.driver]"
        ),
        (
            """
            keyframes:
              to:
                - {actor: to, property: alpha, keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]}
              back: backwards
            """,
            "9:9: error: 'back' must be 'reverse' or a list of tracks, not a string ('backwards') [manifest.keyframes.back]"
        ),
        (
            """
            keyframes:
              to:
                - {actor: to, property: transform, keyframes: [{time: 0, value: [{skew: 3}]}, {time: 1, value: identity}]}
            """,
            "8:71: error: unknown transform operation 'skew'; use {translate: [x, y]}, {scale: s or [sx, sy]}, {rotate: {x|y|z: degrees}} or {perspective: distance} [manifest.keyframes.transform]"
        ),
        (
            """
            keyframes:
              to:
                - {actor: to, property: transform, keyframes: [{time: 0, value: [{translate: [50%, 0]}]}, {time: 1, value: identity}]}
            """,
            "8:83: error: say which side '50%' is a percentage of: '50%W' (container width) or '50%H' (container height) [manifest.keyframes.value]"
        ),
        (
            """
            keyframes:
              to:
                - {actor: to, property: alpha, keyframes: [{time: 0, value: 0, curve: easeIn}, {time: 1, value: 1}]}
            """,
            "8:75: error: the first keyframe has no curve: a keyframe's curve is how the value arrives at it [manifest.keyframes.curve]"
        ),
        (
            """
            keyframes:
              to: []
            """,
            "7:7: error: 'to' must be a non-empty list of tracks, not a list [manifest.keyframes.tracks]"
        ),
        (
            """
            keyframes:
              to:
                - {actor: to, property: alpha, keyframes: []}
            """,
            "8:47: error: 'keyframes' must be a non-empty list of {time, value}, not a list [manifest.keyframes.empty]"
        ),
    ]

    @Test(arguments: badBlocks.indices)
    func badBlockGetsItsDiagnostic(index: Int) {
        let (body, diagnostic) = Self.badBlocks[index]
        let load = loadCatalog([("probe.yaml", manifest(kind: "keyframes", body))])
        #expect(headlines(load.diagnostics) == [diagnostic])
        #expect(load.catalog.effect("probe") == nil)
    }

    @Test func keyframesOnAnotherKindAreReported() {
        let body = """
            keyframes:
              to: []
            """
        let load = loadCatalog([("probe.yaml", manifest(kind: "slide", body))])
        #expect(headlines(load.diagnostics).first?.hasSuffix("[manifest.keyframes-unused]") == true)
    }

    @Test func aPresetOfAKeyframesEffectKeepsItsTracks() throws {
        let text = """
            segue: 1
            id: slow-spring-modal
            name: Slow spring modal
            extends: spring-modal
            toDuration: 1.2
            """
        let load = loadCatalog([("slow.yaml", text)])
        #expect(load.diagnostics.isEmpty)
        let effect = try #require(load.catalog.effect("slow-spring-modal"))
        #expect(effect.keyframesSpec == Self.catalog.effect("spring-modal")?.keyframesSpec)
        #expect(effect.with(toDuration: 2).keyframesSpec != nil)
    }

    // MARK: - Geometry of the shipped effects

    @Test func scaleFadePushMatchesTheReference() throws {
        let w = Self.bounds.width
        let timeline = try Self.timeline("scale-fade-push", .to, Self.push)
        #expect(timeline.duration == 0.7)
        let start = try Self.state(timeline, at: 0, .to, Self.push)
        #expect(start.alpha == 0)
        #expect(start.transform == TransformValue([.translate(x: -w, y: 0, z: 0), .scale(x: 0.1, y: 0.1, z: 1)]))
        let from0 = try Self.state(timeline, at: 0, .from, Self.push)
        #expect(from0.alpha == 1 && from0.transform.isIdentity())
        // easeInEaseOut is symmetric, so half way is exactly half way.
        let middle = try Self.state(timeline, at: 0.5, .to, Self.push)
        #expect(abs(middle.alpha - 0.5) < 1e-6)
        #expect(Self.close(middle.transform, TransformValue([.translate(x: -w / 2, y: 0, z: 0), .scale(x: 0.55, y: 0.55, z: 1)])))
        let end = try Self.state(timeline, at: 1, .to, Self.push)
        #expect(end.alpha == 1 && end.transform.isIdentity())
        let from1 = try Self.state(timeline, at: 1, .from, Self.push)
        #expect(from1.alpha == 0)
        #expect(from1.transform == TransformValue([.translate(x: w, y: 0, z: 0), .scale(x: 0.1, y: 0.1, z: 1)]))
    }

    @Test func springModalRisesFromOneScreenBelowWithOvershoot() throws {
        let h = Self.bounds.height
        let present = TransitionContext(operation: .present, containerBounds: Self.bounds, presentationStyle: .fullScreen)
        let timeline = try Self.timeline("spring-modal", .to, present)
        let start = try Self.state(timeline, at: 0, .to, present)
        #expect(start.transform == TransformValue([.translate(x: 0, y: h, z: 0)]))
        let ys = try stride(from: 0.0, through: 1.0, by: 0.02).map {
            try Self.state(timeline, at: $0, .to, present).transform.matrix.entries[13]
        }
        // Damping 0.6 overshoots: the view goes above its final place before it settles.
        #expect(ys.contains { $0 < -1 })
        #expect(try Self.state(timeline, at: 1, .to, present).transform.isIdentity())

        let dismiss = TransitionContext(operation: .dismiss, containerBounds: Self.bounds, presentationStyle: .fullScreen)
        let back = try Self.timeline("spring-modal", .back, dismiss)
        #expect(try Self.state(back, at: 0, .from, dismiss).transform.isIdentity())
        #expect(try Self.state(back, at: 1, .from, dismiss).transform == TransformValue([.translate(x: 0, y: h, z: 0)]))
    }

    @Test func popoverMenuUnfoldsFromTheTopOfItsPresentedFrame() throws {
        let frame = Rect(x: 85, y: 50, width: 200, height: 300)
        let present = TransitionContext(
            operation: .present, containerBounds: Self.bounds, presentationStyle: .custom(presentedFrame: frame, dimming: true))
        let timeline = try Self.timeline("popover-menu", .to, present)
        #expect(timeline.duration == 0.3)
        for (progress, height) in [(0.0, 0.003), (0.5, 150.0015), (1.0, 300.0)] {
            let scene = timeline.sample(at: progress * timeline.duration, in: present)
            let to = try #require(scene.actor(.to))
            #expect(to.state.frame == frame)
            #expect(to.state.anchorPoint == Point(x: 0.5, y: 0))
            let corners = try #require(to.corners)
            // The top edge stays put; the bottom edge comes down.
            #expect(abs(corners[0].y - 50) < 1e-6 && abs(corners[0].x - 85) < 1e-6)
            #expect(abs(corners[2].y - (50 + height)) < 1e-3, "progress \(progress): \(corners)")
        }
        let dismiss = TransitionContext(
            operation: .dismiss, containerBounds: Self.bounds, presentationStyle: .custom(presentedFrame: frame, dimming: true))
        let back = try Self.timeline("popover-menu", .back, dismiss)
        let folded = try Self.state(back, at: 1, .from, dismiss)
        #expect(folded.transform == TransformValue([.scale(x: 1, y: 0.00001, z: 1)]))
        #expect(folded.anchorPoint == Point(x: 0.5, y: 0) && folded.frame == frame)
    }

    @Test(arguments: [
        PresentationStyle.custom(presentedFrame: Rect(x: 85, y: 50, width: 200, height: 300), dimming: true), .overFullScreen,
    ])
    func popoverMenuRunsCleanlyInItsOwnPresentation(style: PresentationStyle) throws {
        let animator = try #require(Self.catalog.effect("popover-menu")?.animator)
        for operation in [TransitionOperation.present, .dismiss] {
            var interactions: [Interaction?] = [nil]
            for release in [0.3, 0.7] { interactions.append(.release(atPercent: release, config: GestureConfig(direction: .up))) }
            for interaction in interactions {
                let trace = Simulator.runTransition(animator, operation: operation, presentationStyle: style, interaction: interaction)
                #expect(trace.findings.isEmpty, "\(operation) \(String(describing: interaction)): \(trace.findings)")
                if operation == .present, interaction == nil {
                    // The anchor point only served the animation: the menu ends with the default one.
                    let last = try #require(trace.frames.last?.actors.first { $0.id == .to })
                    #expect(last.state.anchorPoint == Point(x: 0.5, y: 0.5))
                    #expect(last.state.frame == Rect(x: 85, y: 50, width: 200, height: 300) || style == .overFullScreen)
                }
            }
        }
    }

    // MARK: - back: reverse

    @Test func reverseSwapsTheViewsAndMirrorsTime() throws {
        // Three keyframes, asymmetric curves and a delayed track: going back at t must show the
        // to-direction's t' = 1 - t on the other view.
        let body = """
            keyframes:
              to:
                - actor: to
                  property: alpha
                  begin: 0.2
                  duration: 0.5
                  keyframes:
                    - {time: 0, value: 0}
                    - {time: 0.3, value: 0.2, curve: easeIn}
                    - {time: 1, value: 1, curve: {cubicBezier: [0.1, 0.7, 0.3, 0.9]}}
                - actor: from
                  property: transform
                  curve: default
                  keyframes:
                    - {time: 0, value: identity}
                    - {time: 1, value: [{translate: [30%W, 0]}, {rotate: {z: 45}}]}
              back: reverse
            """
        let load = loadCatalog([("probe.yaml", manifest(kind: "keyframes", body))])
        #expect(load.diagnostics.isEmpty)
        let configuration = try #require(load.catalog.effect("probe")?.configuration)
        let to = KeyframesEffect.timeline(for: .to, in: Self.push, configuration: configuration)
        let back = KeyframesEffect.timeline(for: .back, in: Self.pop, configuration: configuration)
        #expect(back.tracks.map(\.actor) == [.from, .to])
        for step in 0...20 {
            let t = Double(step) / 20
            let forward = to.sample(at: (1 - t) * to.duration, in: Self.push)
            let backward = back.sample(at: t * back.duration, in: Self.pop)
            let a = try #require(forward.actor(.to)?.state.alpha)
            let b = try #require(backward.actor(.from)?.state.alpha)
            #expect(abs(a - b) < 1e-4, "alpha at back progress \(t): \(b), to-direction at \(1 - t): \(a)")
            let ta = try #require(forward.actor(.from)?.state.transform)
            let tb = try #require(backward.actor(.to)?.state.transform)
            #expect(Self.close(ta, tb, tolerance: 1e-3), "transform at back progress \(t)")
        }
    }

    @Test func reverseOfScaleFadePushBringsTheOldScreenBackFromTheRight() throws {
        let w = Self.bounds.width
        let timeline = try Self.timeline("scale-fade-push", .back, Self.pop)
        let arriving = try Self.state(timeline, at: 0, .to, Self.pop)
        #expect(arriving.alpha == 0)
        #expect(arriving.transform == TransformValue([.translate(x: w, y: 0, z: 0), .scale(x: 0.1, y: 0.1, z: 1)]))
        let leaving = try Self.state(timeline, at: 1, .from, Self.pop)
        #expect(leaving.alpha == 0)
        #expect(leaving.transform == TransformValue([.translate(x: -w, y: 0, z: 0), .scale(x: 0.1, y: 0.1, z: 1)]))
        #expect(try Self.state(timeline, at: 1, .to, Self.pop).transform.isIdentity())
    }

    @Test func mirroredCurvesPlayBackwards() {
        #expect(KeyframesEffect.mirrored(.easeIn) == .easeOut)
        #expect(
            KeyframesEffect.mirrored(.cubicBezier(x1: 0.25, y1: 0.5, x2: 0.75, y2: 1)) == .cubicBezier(x1: 0.25, y1: 0, x2: 0.75, y2: 0.5))
        #expect(
            KeyframesEffect.mirrored(.spring(.dampingRatio(0.6, initialVelocity: 0))) == .spring(.dampingRatio(0.6, initialVelocity: 0)))
        #expect(KeyframesEffect.mirrored(.steps(4, .jumpStart)) == .steps(4, .jumpEnd))
        // No manifest writes linear stops, but the engine's curve has them: (x, y) becomes (1 - x, 1 - y), reversed.
        #expect(
            KeyframesEffect.mirrored(.linearPoints([LinearStop(0), LinearStop(0.75, at: 0.25), LinearStop(1)]))
                == .linearPoints([LinearStop(0), LinearStop(0.25, at: 0.75), LinearStop(1)]))
    }
}
