@testable import SegueEngine

/// Sampling as it was before tracks were compiled into samplers (commit a143caf): `Track.value`,
/// `TimingFunction.progress` and the spring closed forms, every constant derived again on each call.
///
/// Kept as written then, as the oracle the compiled path must match bit for bit. Only the pieces
/// that compiling changed are frozen here; the Bézier solver, `steps()`, `linear()` and value
/// interpolation are called as they are.
enum LegacySampling {
    static func value(of track: Track, atSeconds seconds: Double, timelineDuration: Double) -> AnimatableValue? {
        let keyframes = track.keyframes
        let last = keyframes.count - 1
        guard last >= 0 else { return nil }
        let start = track.begin * timelineDuration
        let length = track.duration * timelineDuration
        // The time base and fills are no longer frozen here: the engine's sampler and the plan's
        // animations share Core Animation's rule (MediaTiming, tested on its own), and sampled, a
        // track fills both ways. The two differ from the code of a143caf only on timelines the
        // resolver rejects, sampled at a time that is not finite (73 of the test's 104,000 samples: an
        // infinite begin, or a first key time below 0).
        let u = MediaTiming.fraction(parentTime: seconds, beginTime: start, duration: length, fillMode: .both) ?? 0
        let snap = 1e-12
        if u <= keyframes[0].time + snap { return keyframes[0].value }
        if u >= keyframes[last].time - snap { return keyframes[last].value }
        var index = 0
        for i in 0..<last where keyframes[i].time <= u { index = i }
        let aTime = keyframes[index].time
        let bTime = keyframes[index + 1].time
        if abs(u - aTime) <= snap { return keyframes[index].value }
        if abs(u - bTime) <= snap { return keyframes[index + 1].value }
        let span = bTime - aTime
        guard span > 0 else { return keyframes[index + 1].value }
        let fraction = (u - aTime) / span
        let progress = progress(of: track.curve(forSegment: index), at: fraction, segmentDuration: span * length)
        return keyframes[index].value.interpolated(to: keyframes[index + 1].value, by: progress)
    }

    static func progress(of curve: TimingFunction, at fraction: Double, segmentDuration: Double) -> Double {
        guard fraction.isFinite else { return fraction > 0 ? 1 : 0 }
        switch curve {
        case .linear:
            return fraction
        case .steps(let n, let position):
            return StepsEasing.value(at: fraction, steps: n, position: position)
        case .linearPoints(let stops):
            return LinearEasing.value(at: fraction, points: LinearEasing.resolved(stops))
        case .spring(let timing):
            if fraction <= 0 { return 0 }
            if fraction >= 1 { return 1 }
            let seconds = segmentDuration.isFinite ? max(segmentDuration, 0) : 0
            return 1 + displacement(of: spring(timing, forSegmentDuration: seconds), at: fraction * seconds)
        case .easeIn, .easeOut, .easeInEaseOut, .default, .cubicBezier:
            guard let p = curve.controlPoints else { return fraction }
            return CubicBezierSolver(x1: p.x1, y1: p.y1, x2: p.x2, y2: p.y2).value(at: fraction)
        }
    }

    static func spring(_ timing: SpringTiming, forSegmentDuration segmentDuration: Double) -> SpringParameters {
        switch timing {
        case .physical(let mass, let stiffness, let damping, let velocity):
            return SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .dampingRatio(let ratio, let velocity):
            return fitted(duration: segmentDuration, dampingRatio: ratio, initialVelocity: velocity)
        case .bounce(let duration, let bounce):
            return .bounce(duration: duration, bounce: bounce)
        }
    }

    static func displacement(of spring: SpringParameters, at t: Double) -> Double {
        guard spring.isWellFormed, t.isFinite else { return 0 }
        let t = max(t, 0)
        let x0 = -1.0
        let v0 = spring.initialVelocity
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let mass = spring.mass
        let stiffness = spring.stiffness
        let damping = spring.damping
        switch spring.regime {
        case .underdamped:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let envelope = mathExp(-zeta * w0 * t)
            return envelope * (x0 * mathCos(wd * t) + ((v0 + zeta * w0 * x0) / wd) * mathSin(wd * t))
        case .critical:
            return mathExp(-w0 * t) * (x0 + (v0 + w0 * x0) * t)
        case .overdamped:
            let root = (damping * damping - 4 * mass * stiffness).squareRoot()
            let r1 = (-damping - root) / (2 * mass)
            let r2 = (-damping + root) / (2 * mass)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * mathExp(r1 * t) + c2 * mathExp(r2 * t)
        }
    }

    static func envelope(of spring: SpringParameters, at t: Double) -> Double {
        guard spring.isWellFormed else { return 0 }
        let x0 = -1.0
        let v0 = spring.initialVelocity
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        let mass = spring.mass
        let stiffness = spring.stiffness
        let damping = spring.damping
        switch spring.regime {
        case .underdamped:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            return mathExp(-zeta * w0 * t) * (x0 * x0 + b * b).squareRoot()
        case .critical:
            return mathExp(-w0 * t) * (abs(x0) + abs(v0 + w0 * x0) * t)
        case .overdamped:
            let root = (damping * damping - 4 * mass * stiffness).squareRoot()
            let r1 = (-damping - root) / (2 * mass)
            let r2 = (-damping + root) / (2 * mass)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return abs(c1) * mathExp(r1 * t) + abs(c2) * mathExp(r2 * t)
        }
    }

    static func fitted(duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringParameters {
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.001) : 1
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let duration = duration.isFinite && duration > 0 ? duration : 1
        func make(_ w0: Double) -> SpringParameters {
            SpringParameters(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v0)
        }
        func settled(_ w0: Double) -> Bool { envelope(of: make(w0), at: duration) <= 0.001 }
        var hi = 1 / duration
        var guardCount = 0
        while !settled(hi) && guardCount < 200 {
            hi *= 2
            guardCount += 1
        }
        var lo = hi / 2
        while settled(lo) && lo > 1e-6 / duration { lo /= 2 }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
            if hi - lo <= 1e-13 * hi { break }
        }
        return make(hi)
    }
}
