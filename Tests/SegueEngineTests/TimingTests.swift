import Foundation
import PropertyBased
import Testing

@testable import SegueEngine

/// An independent reference: bisection on the Bézier parameter to 1e-13.
func referenceBezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bez(mid, x1, x2) < x { lo = mid } else { hi = mid }
        if hi - lo < 1e-13 { break }
    }
    return bez((lo + hi) / 2, y1, y2)
}

/// An independent closed form of the damped oscillator, written from the textbook.
func referenceSpring(m: Double, k: Double, c: Double, v0: Double, t: Double) -> Double {
    let x0 = -1.0
    let disc = c * c - 4 * m * k
    let x: Double
    if abs(disc) < 1e-9 * max(c * c, 4 * m * k) {
        let w0 = (k / m).squareRoot()
        x = exp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
    } else if disc < 0 {
        let alpha = c / (2 * m)
        let wd = (-disc).squareRoot() / (2 * m)
        x = exp(-alpha * t) * (x0 * cos(wd * t) + (v0 + alpha * x0) / wd * sin(wd * t))
    } else {
        let r1 = (-c - disc.squareRoot()) / (2 * m)
        let r2 = (-c + disc.squareRoot()) / (2 * m)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        x = (x0 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return 1 + x
}

@Suite struct TimingTests {
    @Test func namedCurvesMatchTheReferenceChecks() {
        #expect(abs(TimingFunction.easeInEaseOut.progress(at: 0.25) - 0.12916193) < 5e-9)
        #expect(abs(TimingFunction.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-12)
        #expect(abs(TimingFunction.easeIn.progress(at: 0.5) - 0.31535681) < 5e-9)
        #expect(abs(TimingFunction.default.progress(at: 0.5) - 0.80240339) < 5e-9)
        #expect(TimingFunction.linear.progress(at: 0.3) == 0.3)
    }

    @Test(arguments: [
        TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default, .cubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1),
        .cubicBezier(x1: 0, y1: 1.5, x2: 1, y2: -0.5),
    ])
    func curvesMatchBisectionToHighPrecision(_ curve: TimingFunction) throws {
        let p = try #require(curve.controlPoints)
        for i in 0...200 {
            let x = Double(i) / 200
            let expected = referenceBezier(x, p.x1, p.y1, p.x2, p.y2)
            #expect(abs(curve.progress(at: x) - expected) < 1e-9, "x = \(x) got \(curve.progress(at: x)) want \(expected)")
        }
        #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
    }

    @Test func extrapolatesLinearlyWithEndTangents() {
        // easeOut starts with x1 = 0, so the start slope is y2 / x2.
        #expect(abs(TimingFunction.easeOut.progress(at: -0.1) - (-0.1 / 0.58)) < 1e-12)
        // easeIn ends with x2 = 1, so the end slope is (y1 - 1) / (x1 - 1).
        #expect(abs(TimingFunction.easeIn.progress(at: 1.1) - (1 + 0.1 / 0.58)) < 1e-12)
        // With x1 = 0 the start slope comes from the second control point.
        #expect(TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1).progress(at: -1) == -1)
        #expect(TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 0, y2: 1).progress(at: -1) == 0)
        #expect(abs(TimingFunction.default.progress(at: -0.5) - (-0.5 * 0.1 / 0.25)) < 1e-12)
    }

    @Test func validatesControlPoints() throws {
        #expect(throws: TimingError.controlPointOutOfRange(name: "x1", value: 1.2)) {
            try TimingFunction.validatedCubicBezier(x1: 1.2, y1: 0, x2: 0.5, y2: 1)
        }
        #expect(throws: TimingError.controlPointOutOfRange(name: "x2", value: -0.1)) {
            try TimingFunction.validatedCubicBezier(x1: 0.2, y1: 0, x2: -0.1, y2: 1)
        }
        #expect(throws: TimingError.notFinite(name: "y1")) {
            try TimingFunction.validatedCubicBezier(x1: 0.2, y1: .nan, x2: 0.1, y2: 1)
        }
        let ok = try TimingFunction.validatedCubicBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3)
        #expect(ok == .cubicBezier(x1: 0.3, y1: -2, x2: 0.7, y2: 3))
        #expect(throws: TimingError.invalidStepCount(1)) { try TimingFunction.steps(1, .jumpNone).validate() }
    }

    @Test func stepsFollowCSS() {
        #expect(TimingFunction.steps(4, .jumpEnd).progress(at: 0) == 0)
        #expect(TimingFunction.steps(4, .jumpEnd).progress(at: 0.24) == 0)
        #expect(TimingFunction.steps(4, .jumpEnd).progress(at: 0.5) == 0.5)
        #expect(TimingFunction.steps(4, .jumpEnd).progress(at: 1) == 1)
        #expect(TimingFunction.steps(4, .jumpStart).progress(at: 0) == 0.25)
        #expect(TimingFunction.steps(4, .jumpStart).progress(at: 0.8) == 1)
        #expect(TimingFunction.steps(5, .jumpNone).progress(at: 0.5) == 0.5)
        #expect(TimingFunction.steps(5, .jumpNone).progress(at: 0.1) == 0)
        #expect(TimingFunction.steps(5, .jumpNone).progress(at: 1) == 1)
        #expect(TimingFunction.steps(3, .jumpBoth).progress(at: 0) == 0.25)
        #expect(TimingFunction.steps(3, .jumpBoth).progress(at: 1) == 1)
        #expect(TimingFunction.steps(3, .jumpBoth).progress(at: 0.5) == 0.5)
    }

    @Test func linearPointsFollowCSS() {
        let curve = TimingFunction.linearPoints([LinearStop(0), LinearStop(0.25), LinearStop(1)])
        #expect(abs(curve.progress(at: 0.25) - 0.125) < 1e-12)
        #expect(abs(curve.progress(at: 0.75) - 0.625) < 1e-12)
        #expect(curve.progress(at: 1) == 1 && curve.progress(at: 0) == 0)
        // Pinned inputs, and a step made by a repeated input.
        let step = TimingFunction.linearPoints([LinearStop(0), LinearStop(0, at: 0.5), LinearStop(1, at: 0.5), LinearStop(1)])
        #expect(step.progress(at: 0.49) == 0)
        #expect(step.progress(at: 0.5) == 1)
        // Extrapolation continues the end segments.
        #expect(abs(TimingFunction.linearPoints([LinearStop(0), LinearStop(1)]).progress(at: 1.5) - 1.5) < 1e-12)
    }

    @Test func springCheckValueAndRegimes() {
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(spring.regime == .underdamped)
        #expect(abs(spring.progress(at: 0.5) - 1.07459057) < 5e-9)
        #expect(SpringParameters(mass: 1, stiffness: 100, damping: 20).regime == .critical)
        #expect(SpringParameters(mass: 1, stiffness: 100, damping: 50).regime == .overdamped)
        for (m, k, c, v) in [(1.0, 100.0, 20.0, 0.0), (1, 100, 20, 3), (2, 50, 60, -1), (1, 100, 50, 0), (0.5, 300, 5, 4)] {
            let s = SpringParameters(mass: m, stiffness: k, damping: c, initialVelocity: v)
            for i in 0...40 {
                let t = Double(i) * 0.025
                #expect(abs(s.progress(at: t) - referenceSpring(m: m, k: k, c: c, v0: v, t: t)) < 1e-9)
            }
            #expect(s.progress(at: 0) == 0)
        }
        // Overdamped is slower than critical, never the same curve.
        let critical = SpringParameters(mass: 1, stiffness: 100, damping: 20)
        let over = SpringParameters(mass: 1, stiffness: 100, damping: 50)
        #expect(over.progress(at: 0.3) < critical.progress(at: 0.3) - 0.05)
    }

    @Test(arguments: [0.05, 0.2, 0.5, 0.8, 0.99, 1.0, 1.5, 3.0])
    func fittedSpringsSettleWithinTheDuration(_ ratio: Double) {
        for duration in [0.25, 0.5, 1.0] {
            for velocity in [0.0, 2.0, -1.0] {
                let s = SpringParameters.fitted(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                #expect(abs(1 - s.progress(at: duration)) <= 0.001 + 1e-12, "ratio \(ratio) d \(duration) v \(velocity)")
                let curve = TimingFunction.spring(.dampingRatio(ratio, initialVelocity: velocity))
                #expect(curve.endSnap(segmentDuration: duration) <= 0.001 + 1e-12)
            }
        }
    }

    @Test func criticalFitSolvesTheReferenceEquation() {
        let s = SpringParameters.fitted(duration: 0.5, dampingRatio: 1)
        let w0 = s.naturalFrequency
        let t = 0.5
        #expect(abs(exp(-w0 * t) * (1 + w0 * t) - 0.001) < 1e-9)
    }

    @Test func bounceSpringsUseSwiftUIParameters() {
        let snappy = SpringParameters.bounce(duration: 0.5, bounce: 0.15)
        #expect(abs(snappy.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(snappy.dampingRatio - 0.85) < 1e-12)
        #expect(abs(SpringParameters.bounce(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(SpringParameters.bounce(duration: 0.5, bounce: 0).regime == .critical)
    }

    @Test func physicalSpringsSnapWhenTheSegmentIsShort() {
        let curve = TimingFunction.spring(.physical(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        #expect(curve.progress(at: 0.5, segmentDuration: 1) == SpringParameters().progress(at: 0.5))
        #expect(curve.progress(at: 1, segmentDuration: 0.2) == 1)
        #expect(curve.endSnap(segmentDuration: 0.2) > 0.01)
        #expect(curve.endSnap(segmentDuration: 5) < 0.001)
        #expect(TimingFunction.easeIn.endSnap(segmentDuration: 0.1) == 0)
    }

    @Test func randomCubicCurvesStayFiniteAndAccurate() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0...1), Gen.double(in: -2...3), Gen.double(in: 0...1), Gen.double(in: -2...3)
        ) { x1, y1, x2, y2 in
            let curve = TimingFunction.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            for i in -10...30 {
                let x = Double(i) / 20
                let y = curve.progress(at: x)
                #expect(y.isFinite)
                if (0...1).contains(x) {
                    #expect(abs(y - referenceBezier(x, x1, y1, x2, y2)) < 1e-6)
                }
            }
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        }
    }

    @Test func randomSpringsMatchTheClosedFormInEveryRegime() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: 0.1...5), Gen.double(in: 1...500), Gen.double(in: 0...3), Gen.double(in: -10...10)
        ) { m, k, ratio, v in
            // Damping from a ratio so that all three regimes come up, including exactly critical.
            let zeta = ratio < 0.2 ? 1 : ratio
            let c = 2 * zeta * (k * m).squareRoot()
            let s = SpringParameters(mass: m, stiffness: k, damping: c, initialVelocity: v)
            for i in 0...20 {
                let t = Double(i) * 0.1
                let p = s.progress(at: t)
                #expect(p.isFinite)
                #expect(abs(p - referenceSpring(m: m, k: k, c: c, v0: v, t: t)) < 1e-6)
            }
            let fitted = TimingFunction.spring(.dampingRatio(max(zeta, 0.05), initialVelocity: v / 10))
            #expect(fitted.progress(at: 1, segmentDuration: 0.4) == 1)
            #expect(fitted.endSnap(segmentDuration: 0.4) <= 0.001 + 1e-12)
        }
    }
}
