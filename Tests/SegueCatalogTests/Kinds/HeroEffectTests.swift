import SegueEffects
import SegueEngine
import SegueSimulation
import Testing

/// Spot checks of Hero's default animations against the reference numbers.
@Suite struct HeroEffectTests {
    static let heroCurve = TimingFunction.cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    /// CAMediaTimingFunction+Hero.swift: `deceleration = (0.0, 0.0, 0.2, 1)`.
    static let deceleration = TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 0.2, y2: 1)

    static func timeline(
        _ style: String, direction: String = "left", going: TransitionDirection = .to, in context: TransitionContext
    ) -> Timeline {
        HeroEffect.timeline(
            for: going, in: context,
            configuration: EffectConfiguration(
                id: "t", toDuration: 0.35, backDuration: 0.35,
                parameters: ["style": .choice(style), "direction": .choice(direction)]))
    }

    /// HeroTransitions/Hero, Sources/Preprocessors/DefaultAnimationPreprocessor.swift: both views start
    /// with `.timingFunction(.standard), .duration(0.35)`; push, cover and pageIn append
    /// `.timingFunction(.deceleration)` to both, and the last timing function wins. Their partners
    /// (pull, uncover, pageOut), slide, zoomSlide, zoom and zoomOut keep the standard curve.
    @Test func pushCoverAndPageInDecelerateTheirPartnersKeepTheStandardCurve() {
        let context = kindContext(.push)
        let decelerating: Set<String> = ["push", "cover", "page-in"]
        for style in HeroEffect.Style.allCases {
            for going in TransitionDirection.allCases {
                let timeline = Self.timeline(style.rawValue, going: going, in: context)
                #expect(timeline.duration == 0.35)
                // Going back plays the partner: push's back is pull, so it keeps the standard curve.
                let played = going == .to ? style : style.partner
                let curve = decelerating.contains(played.rawValue) ? Self.deceleration : Self.heroCurve
                #expect(timeline.tracks.allSatisfy { $0.curves == [curve] }, "\(style) \(going)")
                #expect(timeline.restartCurveOnRelease == curve, "\(style) \(going)")
            }
        }
    }

    /// The number: at 20% of the time Hero's push has covered about half its motion.
    @Test func pushCoversHalfItsMotionAtAFifthOfTheTime() throws {
        let context = kindContext(.push)
        let timeline = Self.timeline("push", in: context)
        let covered = 1 - (state(.to, at: 0.2 * 0.35, of: timeline, in: context)?.transform.matrix.m41 ?? .nan) / 390
        #expect(covered > 0.48 && covered < 0.52, "\(covered)")
        // The standard curve would have covered 13% there.
        let standard = Self.heroCurve.progress(at: 0.2, segmentDuration: 0.35)
        #expect(standard < 0.15)
    }

    /// Which view Hero inserts first (`context.insertToViewFirst`, DefaultAnimationPreprocessor.swift;
    /// the default from HeroTransition+Start.swift: true when dismissing): the arriving view is on top
    /// in push, cover, pageIn and zoomOut, under in pull, uncover, pageOut and zoom; zoomSlide sets
    /// nothing, so the arriving view is on top going to and under going back.
    @Test func theViewHeroInsertsLastIsOnTop() {
        let onTop: [String: Bool] = [
            "push": true, "cover": true, "page-in": true, "zoom-out": true,
            "pull": false, "uncover": false, "page-out": false, "zoom": false,
        ]
        for (style, arriving) in onTop {
            let timeline = Self.timeline(style, in: kindContext(.push))
            let context = kindContext(.push)
            let toZ = state(.to, at: 0.1, of: timeline, in: context)?.zPosition ?? 0
            let fromZ = state(.from, at: 0.1, of: timeline, in: context)?.zPosition ?? 0
            #expect((toZ > fromZ) == arriving, "\(style)")
        }
        let to = Self.timeline("zoom-slide", in: kindContext(.push))
        #expect((state(.to, at: 0.1, of: to, in: kindContext(.push))?.zPosition ?? 0) == 1)
        let back = Self.timeline("zoom-slide", going: .back, in: kindContext(.pop))
        #expect((state(.from, at: 0.1, of: back, in: kindContext(.pop))?.zPosition ?? 0) == 1)
        #expect((state(.to, at: 0.1, of: back, in: kindContext(.pop))?.zPosition ?? 0) == 0)
    }

    @Test func pushEntersFromOneScreenAwayAndShiftsTheOldScreenAThird() throws {
        let context = kindContext(.push)
        let timeline = Self.timeline("push", in: context)
        let toStart = try #require(state(.to, at: 0, of: timeline, in: context))
        #expect(near(toStart.transform.matrix.m41, 390))
        #expect(toStart.zPosition == 1)
        // The arriving view's shadow grows from 0 to 0.5 (`.shadowOpacity(0)` is its start state,
        // `.beginWith(shadowState)` its end: HeroCoreAnimationViewContext.startAnimations).
        #expect(near(toStart.shadowOpacity, 0) && near(toStart.shadowRadius, 5))
        let fromEnd = try #require(state(.from, at: 0.35, of: timeline, in: context))
        #expect(near(fromEnd.transform.matrix.m41, -130))
        #expect(near(state("overlay.from", at: 0, of: timeline, in: context)?.alpha, 0))
        #expect(near(state("overlay.from", at: 0.35, of: timeline, in: context)?.alpha, 0.1))
        #expect(near(state(.to, at: 0.35, of: timeline, in: context)?.shadowOpacity, 0.5))
        // Halfway in time the motion follows Hero's deceleration curve.
        let y = Self.deceleration.progress(at: 0.5, segmentDuration: 0.35)
        #expect(near(state(.to, at: 0.175, of: timeline, in: context)?.transform.matrix.m41, 390 * (1 - y), 1e-6))
        #expect(near(state(.from, at: 0.175, of: timeline, in: context)?.transform.matrix.m41, -130 * y, 1e-6))
    }

    @Test func pushUpMovesAlongTheHeight() throws {
        let context = kindContext(.push)
        let timeline = Self.timeline("push", direction: "up", in: context)
        #expect(near(state(.to, at: 0, of: timeline, in: context)?.transform.matrix.m42, 844))
        #expect(near(state(.from, at: 0.35, of: timeline, in: context)?.transform.matrix.m42, -844.0 / 3, 1e-9))
    }

    @Test func pushBackIsPullToTheOtherSide() throws {
        let context = kindContext(.pop)
        let timeline = Self.timeline("push", going: .back, in: context)
        // The screen that was pushed leaves a full screen to the right on top, with the shadow.
        let fromEnd = try #require(state(.from, at: 0.35, of: timeline, in: context))
        #expect(near(fromEnd.transform.matrix.m41, 390))
        #expect(near(state(.from, at: 0, of: timeline, in: context)?.shadowOpacity, 0.5))
        // The screen underneath comes back from a third to the left under a fading overlay.
        #expect(near(state(.to, at: 0, of: timeline, in: context)?.transform.matrix.m41, -130))
        #expect(near(state("overlay.to", at: 0, of: timeline, in: context)?.alpha, 0.1))
        #expect(near(state("overlay.to", at: 0.35, of: timeline, in: context)?.alpha, 0))
        // The screen underneath returns from where the push left it.
        let push = Self.timeline("push", in: kindContext(.push))
        #expect(
            near(
                state(.to, at: 0, of: timeline, in: context)?.transform.matrix.m41,
                state(.from, at: 0.35, of: push, in: kindContext(.push))?.transform.matrix.m41 ?? .nan))
    }

    @Test func coverLeavesTheOldScreenInPlaceUnderTheOverlay() throws {
        let context = kindContext(.push)
        let timeline = Self.timeline("cover", in: context)
        #expect(near(state(.to, at: 0, of: timeline, in: context)?.transform.matrix.m41, 390))
        #expect(state(.from, at: 0.35, of: timeline, in: context)?.transform.isIdentity() == true)
        #expect(near(state("overlay.from", at: 0.35, of: timeline, in: context)?.alpha, 0.1))
    }

    @Test func zoomScalesTheOldScreenTo1point3AndTheNewFrom0point7() throws {
        let context = kindContext(.push)
        let zoom = Self.timeline("zoom", in: context)
        let fromEnd = try #require(state(.from, at: 0.35, of: zoom, in: context))
        #expect(near(fromEnd.transform.matrix.m11, 1.3) && near(fromEnd.transform.matrix.m22, 1.3))
        #expect(near(fromEnd.alpha, 0))
        #expect(fromEnd.zPosition == 1)
        #expect(near(state(.to, at: 0, of: zoom, in: context)?.transform.matrix.m11, 0.7))

        let zoomOut = Self.timeline("zoom-out", in: context)
        let toStart = try #require(state(.to, at: 0, of: zoomOut, in: context))
        #expect(near(toStart.transform.matrix.m11, 1.3) && near(toStart.alpha, 0))
        #expect(near(state(.from, at: 0.35, of: zoomOut, in: context)?.transform.matrix.m11, 0.7))
    }

    @Test func pagesAndZoomSlideScale() throws {
        let context = kindContext(.push)
        let pageIn = Self.timeline("page-in", in: context)
        #expect(near(state(.from, at: 0.35, of: pageIn, in: context)?.transform.matrix.m11, 0.7))
        #expect(near(state(.to, at: 0, of: pageIn, in: context)?.transform.matrix.m41, 390))
        let pageOut = Self.timeline("page-out", in: context)
        #expect(near(state(.to, at: 0, of: pageOut, in: context)?.transform.matrix.m11, 0.7))
        #expect(near(state(.from, at: 0.35, of: pageOut, in: context)?.transform.matrix.m41, -390))
        let zoomSlide = Self.timeline("zoom-slide", in: context)
        let toStart = try #require(state(.to, at: 0, of: zoomSlide, in: context))
        #expect(near(toStart.transform.matrix.m41, 390) && near(toStart.transform.matrix.m11, 0.8))
        let fromEnd = try #require(state(.from, at: 0.35, of: zoomSlide, in: context))
        #expect(near(fromEnd.transform.matrix.m41, -390) && near(fromEnd.transform.matrix.m11, 0.8))
    }

    @Test func everyStyleRunsCleanlyBothWays() {
        for style in HeroEffect.Style.allCases {
            for direction in PanDirection.allCases where style.usesDirection || direction == .left {
                let animator = HeroEffect.animator(
                    EffectConfiguration(
                        id: "hero-\(style.rawValue)", toDuration: 0.35, backDuration: 0.35,
                        parameters: ["style": .choice(style.rawValue), "direction": .choice(direction.rawValue)]))
                for operation in [TransitionOperation.push, .pop] {
                    let trace = Simulator.runTransition(animator, operation: operation)
                    #expect(trace.findings.isEmpty, "\(style) \(direction) \(operation): \(trace.findings)")
                }
            }
        }
    }
}
