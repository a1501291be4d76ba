import SegueEngine
import SeguePlan
import Testing

/// Core Animation's timing rules as the plan evaluator implements them, checked against numbers
/// worked out by hand from Apple's documentation, and against the engine's sampler for the
/// calculation modes the shipped catalog does not use.
@Suite struct PlanTimingRuleTests {
    static func animation(
        _ values: [AnimatableValue], keyTimes: [Double], mode: CalculationMode = .linear,
        functions: [PlanTimingFunction]? = nil, whole: PlanTimingFunction? = nil, begin: Double = 0, duration: Double = 1,
        fill: FillMode = .both
    ) -> PlanAnimation {
        let linear = PlanTimingFunction.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, name: "linear")
        return PlanAnimation(
            actor: .to, property: .alpha, keyPath: "opacity", values: values, keyTimes: keyTimes,
            timingFunctions: functions ?? Array(repeating: linear, count: values.count - 1), timingFunction: whole,
            calculationMode: mode, beginTime: begin, duration: duration, fillMode: fill, driver: .view,
            resetsModelValueOnCancel: false, transformInterpolation: .matrix, owner: .animator)
    }

    /// What a removed animation leaves on the model, worked out by hand for every driver, reset
    /// flag and outcome: the first value only for a layer animation reset on cancel. The plan and
    /// the engine's scene both take it from `Track.leavesStartValue`.
    @Test func aRemovedAnimationLeavesItsLastValueUnlessALayerResetOnCancel() {
        for driver in [TrackDriver.view, .layer] {
            for resets in [false, true] {
                for outcome in [TransitionOutcome.finished, .cancelled] {
                    var animation = Self.animation([.number(0.2), .number(0.9)], keyTimes: [0, 1])
                    animation.driver = driver
                    animation.resetsModelValueOnCancel = resets
                    let first = driver == .layer && resets && outcome == .cancelled
                    #expect(animation.modelValue(for: outcome) == .number(first ? 0.2 : 0.9), "\(driver) \(resets) \(outcome)")
                    #expect(Track.leavesStartValue(driver: driver, resetsModelValueOnCancel: resets, after: outcome) == first)
                }
            }
        }
    }

    @Test func mediaTimingMapsParentTimeThroughBeginSpeedOffsetAndFill() {
        // local = (t - beginTime) * speed + timeOffset.
        #expect(MediaTiming.fraction(parentTime: 1.5, beginTime: 1, duration: 2, fillMode: .removed) == 0.25)
        #expect(MediaTiming.fraction(parentTime: 1.5, beginTime: 1, duration: 2, fillMode: .removed, speed: 2) == 0.5)
        #expect(MediaTiming.fraction(parentTime: 1, beginTime: 1, duration: 2, fillMode: .removed, speed: 0, timeOffset: 1.5) == 0.75)
        // Outside the active interval only the fills contribute.
        #expect(MediaTiming.fraction(parentTime: 0.5, beginTime: 1, duration: 2, fillMode: .removed) == nil)
        #expect(MediaTiming.fraction(parentTime: 0.5, beginTime: 1, duration: 2, fillMode: .forwards) == nil)
        #expect(MediaTiming.fraction(parentTime: 0.5, beginTime: 1, duration: 2, fillMode: .backwards) == 0)
        #expect(MediaTiming.fraction(parentTime: 3.5, beginTime: 1, duration: 2, fillMode: .backwards) == nil)
        #expect(MediaTiming.fraction(parentTime: 3.5, beginTime: 1, duration: 2, fillMode: .both) == 1)
        // A zero duration sets the value at its begin time.
        #expect(MediaTiming.fraction(parentTime: 0.99, beginTime: 1, duration: 0, fillMode: .forwards) == nil)
        #expect(MediaTiming.fraction(parentTime: 1, beginTime: 1, duration: 0, fillMode: .forwards) == 1)
    }

    /// An infinite time is after the end, not before the beginning: a forwards fill holds the last
    /// value there and a backwards one shows nothing; a time that is not a number shows what a
    /// time before the beginning shows. The engine's sampler is timed by the same rule.
    @Test func aTimeLongAfterTheEndIsAfterTheEnd() {
        #expect(MediaTiming.fraction(parentTime: .infinity, beginTime: 1, duration: 2, fillMode: .forwards) == 1)
        #expect(MediaTiming.fraction(parentTime: .infinity, beginTime: 1, duration: 2, fillMode: .both) == 1)
        #expect(MediaTiming.fraction(parentTime: .infinity, beginTime: 1, duration: 2, fillMode: .backwards) == nil)
        #expect(MediaTiming.fraction(parentTime: .infinity, beginTime: 1, duration: 0, fillMode: .forwards) == 1)
        #expect(MediaTiming.fraction(parentTime: .infinity, beginTime: 1, duration: .infinity, fillMode: .forwards) == nil)
        #expect(MediaTiming.fraction(parentTime: 2, beginTime: 1, duration: .nan, fillMode: .forwards) == 1)
        #expect(MediaTiming.fraction(parentTime: 0.5, beginTime: 1, duration: .nan, fillMode: .both) == 0)
        #expect(MediaTiming.fraction(parentTime: -.infinity, beginTime: 1, duration: 2, fillMode: .backwards) == 0)
        #expect(MediaTiming.fraction(parentTime: -.infinity, beginTime: 1, duration: 2, fillMode: .forwards) == nil)
        #expect(MediaTiming.fraction(parentTime: .nan, beginTime: 1, duration: 2, fillMode: .forwards) == nil)
        #expect(MediaTiming.fraction(parentTime: .nan, beginTime: 1, duration: 2, fillMode: .both) == 0)
        let track = Track(actor: .to, property: .alpha, keyframes: [Keyframe(0, .number(0.2)), Keyframe(1, .number(0.9))])
        #expect(track.value(atSeconds: .infinity, timelineDuration: 1) == .number(0.9))
        #expect(track.value(atSeconds: -.infinity, timelineDuration: 1) == .number(0.2))
    }

    /// `contributes` is `fraction != nil`, over ordinary and degenerate times and lengths.
    @Test func anAnimationContributesExactlyWhenItHasAFraction() {
        let numbers = [-.infinity, -1, -0.0, 0, 0.25, 1, 2, .infinity, .nan]
        for fill in FillMode.allCases {
            for t in numbers {
                for begin in numbers {
                    for duration in numbers {
                        let fraction = MediaTiming.fraction(parentTime: t, beginTime: begin, duration: duration, fillMode: fill)
                        let contributes = MediaTiming.contributes(parentTime: t, beginTime: begin, duration: duration, fillMode: fill)
                        #expect(contributes == (fraction != nil), "\(fill) at \(t), begin \(begin), duration \(duration)")
                    }
                }
            }
        }
    }

    @Test func pacedModesIgnoreKeyTimesAndSpaceValuesByDistance() {
        // 0 -> 10 -> 30: a third of the way at a third of the time, whatever the key times say.
        let paced = KeyframeEvaluator(Self.animation([0, 10, 30], keyTimes: [0, 0.9, 1], mode: .paced))
        #expect(abs(paced.value(at: 1.0 / 3).components[0] - 10) < 1e-12)
        #expect(abs(paced.value(at: 2.0 / 3).components[0] - 20) < 1e-12)
        let linear = KeyframeEvaluator(Self.animation([0, 10, 30], keyTimes: [0, 0.9, 1]))
        #expect(abs(linear.value(at: 0.45).components[0] - 5) < 1e-12)
    }

    @Test func discreteHoldsEachValueUntilTheNextOfItsNPlusOneKeyTimes() {
        let discrete = KeyframeEvaluator(Self.animation([1, 2, 3], keyTimes: [0, 0.25, 0.5, 1], mode: .discrete))
        #expect(discrete.value(at: 0.2) == 1)
        #expect(discrete.value(at: 0.25) == 2)
        #expect(discrete.value(at: 0.49) == 2)
        #expect(discrete.value(at: 0.75) == 3)
        #expect(discrete.value(at: 1) == 3)
    }

    @Test func theAnimationsCurveEasesTimeBeforeTheKeyTimesAreLookedUp() {
        let ease = PlanTimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "easeInEaseOut")
        let eased = KeyframeEvaluator(Self.animation([0, 1, 1], keyTimes: [0, 0.5, 1], whole: ease))
        // easeInEaseOut is symmetric: half the time gives half the progress, so the middle keyframe.
        #expect(abs(eased.value(at: 0.5).components[0] - 1) < 1e-9)
        // At a quarter of the time the eased time is below a quarter, so the value below a half.
        #expect(eased.value(at: 0.25).components[0] < 0.5)
    }

    /// A plan's curve is the engine's curve: the same Bézier solver, steps, `linear()` stops and
    /// springs, so the two give the same bits (the plan once had a Bézier solver of its own that
    /// stopped at a different error and differed by up to about 1e-9).
    @Test func planCurvesAreTheEnginesCurvesBitForBit() {
        let engineCurves: [TimingFunction] = [
            .linear, .easeIn, .easeOut, .easeInEaseOut, .default, .cubicBezier(x1: 0.3, y1: -0.4, x2: 0.2, y2: 1.6),
            .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1), .steps(4, .jumpStart), .steps(3, .jumpNone),
            .linearPoints([LinearStop(0), LinearStop(0.8, at: 0.3), LinearStop(1)]),
            .spring(.dampingRatio(0.6, initialVelocity: 0)), .spring(.physical(mass: 1, stiffness: 300, damping: 12, initialVelocity: 2)),
        ]
        let seconds = 0.35
        for engine in engineCurves {
            let planned = PlanCurve(PlanTimingFunction(engine, segmentDuration: seconds), seconds: seconds)
            for k in 0...200 {
                let x = Double(k) / 200
                let want = engine.progress(at: x, segmentDuration: seconds)
                #expect(planned.progress(at: x).bitPattern == want.bitPattern, "\(engine) at \(x)")
            }
        }
    }

    /// Core Animation's named curves are written once, in the engine (`TimingFunction.form`): the
    /// plan names each as `CAMediaTimingFunction(name:)` does, and a custom Bézier with the same
    /// points stays unnamed (the plan once spelt the five curves' points and names itself).
    @Test func namedCurvesKeepTheirCoreAnimationNamesAndOnlyThey() {
        let names = TimingFunction.named.map { curve -> String? in
            guard case .cubicBezier(_, _, _, _, let name) = PlanTimingFunction(curve, segmentDuration: 1) else { return nil }
            return name
        }
        #expect(names == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        let custom = PlanTimingFunction(.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), segmentDuration: 1)
        #expect(custom == .cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: nil))
    }

    /// The engine's own sampler agrees bit for bit for every calculation mode, with and without
    /// curves: the plan's keyframes are sampled by it.
    @Test(arguments: CalculationMode.allCases)
    func everyCalculationModeMatchesTheEngineSampler(mode: CalculationMode) throws {
        let values: [AnimatableValue] = [
            .point(Point(x: 0, y: 0)), .point(Point(x: 40, y: 10)), .point(Point(x: 50, y: 90)), .point(Point(x: 0, y: 100)),
        ]
        let times = [0, 0.2, 0.7, 1.0]
        let curves: [TimingFunction] = [.easeIn, .spring(.dampingRatio(0.6, initialVelocity: 0)), .easeOut]
        let track = Track(
            actor: .to, property: .position, keyframes: zip(times, values).map { Keyframe($0, $1) }, curves: curves,
            begin: 0.1, duration: 0.8, animationCurve: .easeInEaseOut, calculationMode: mode)
        let timeline = Timeline(duration: 0.5, tracks: [track])
        let animator = FixedAnimator { _ in timeline }
        let plan = PlanCompiler.plan(for: animator, in: context(.push, style: nil, from: nil, to: nil))
        let animation = try #require(plan.animations.first { $0.actor == .to })
        let evaluator = PlanEvaluator(plan)
        let index = try #require(plan.animations.firstIndex(of: animation))
        for k in 0...50 {
            let t = Double(k) / 100
            let engine = try #require(track.value(atSeconds: t, timelineDuration: 0.5))
            let planned = try #require(evaluator.value(ofAnimation: index, at: .running(t)))
            #expect(engine == planned, "\(mode) at \(t): \(engine) vs \(planned)")
        }
    }

    /// Seconds rebuilt from fractions carry rounding: a track begun at 0.1 s for 0.4 s is, at 0.3 s,
    /// at 0.49999999999999994 of itself, a hair before its middle key time. The engine shows that
    /// keyframe's own value there, and so does the plan, which samples through the engine's sampler
    /// (under `steps(4, jump-end)` the segment's curve would otherwise be at its last step, 0.375).
    @Test func aHairBeforeAKeyTimeThePlanShowsTheKeyframeAsTheEngineDoes() throws {
        let track = Track(
            actor: .to, property: .alpha, keyframes: [Keyframe(0, .number(0)), Keyframe(0.5, .number(0.5)), Keyframe(1, .number(1))],
            curves: [.steps(4, .jumpEnd)], begin: 0.1, duration: 0.4)
        let plan = PlanCompiler.plan(
            for: FixedAnimator { _ in Timeline(duration: 1, tracks: [track]) }, in: context(.push, style: nil, from: nil, to: nil))
        let index = try #require(plan.animations.firstIndex { $0.actor == .to && $0.property == .alpha })
        #expect(track.value(atSeconds: 0.3, timelineDuration: 1) == .number(0.5))
        #expect(PlanEvaluator(plan).value(ofAnimation: index, at: .running(0.3)) == .number(0.5))
    }
}
