/// The three regimes of a damped harmonic oscillator.
package enum SpringRegime: String, Sendable, Hashable, Codable {
    /// zeta < 1: overshoots and oscillates.
    case underdamped
    /// zeta == 1 (within 1e-9): fastest approach without overshoot.
    case critical
    /// zeta > 1: creeps in without overshoot, slower than critical.
    case overdamped
}

/// A physical spring, `m x'' + c x' + k x = 0`, animating progress from 0 to 1.
///
/// `x` is the displacement from the target, starting at -1; progress is `1 + x(t)`. The initial
/// velocity is in UIKit's unit: fractions of the whole distance per second. Each regime uses its own
/// closed form; overdamped springs are never approximated as critical.
package struct SpringParameters: Sendable, Hashable, Codable {
    /// Mass (> 0).
    package var mass: Double
    /// Stiffness k (> 0).
    package var stiffness: Double
    /// Damping coefficient c (>= 0).
    package var damping: Double
    /// Initial velocity in fractions of the distance per second.
    package var initialVelocity: Double

    /// Creates a spring; `CASpringAnimation`'s defaults are mass 1, stiffness 100, damping 10, velocity 0.
    ///
    /// Out-of-domain numbers are not rejected here (sampling guards against them); use
    /// ``validated(mass:stiffness:damping:initialVelocity:)`` for user input.
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Creates a spring after checking mass > 0, stiffness > 0, damping >= 0 and finiteness.
    package static func validated(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0
    ) throws(TimingError) -> SpringParameters {
        guard [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite) else {
            throw .notFinite(name: "spring")
        }
        guard mass > 0 else { throw .invalidSpring("mass must be > 0") }
        guard stiffness > 0 else { throw .invalidSpring("stiffness must be > 0") }
        guard damping >= 0 else { throw .invalidSpring("damping must be >= 0") }
        return SpringParameters(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Undamped angular frequency w0 = sqrt(k / m).
    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio zeta = c / (2 sqrt(k m)).
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Which closed form applies.
    package var regime: SpringRegime {
        let zeta = dampingRatio
        if abs(zeta - 1) <= 1e-9 { return .critical }
        return zeta < 1 ? .underdamped : .overdamped
    }

    /// True when every number is finite, mass and stiffness are positive and damping is not negative.
    var isWellFormed: Bool {
        mass > 0 && stiffness > 0 && damping >= 0
            && [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite)
    }

    /// Displacement from the target at `t` seconds (starts at -1).
    ///
    /// A malformed spring is treated as already settled rather than producing NaN frames.
    package func displacement(at t: Double) -> Double { SpringClosedForm(self).displacement(at: t) }

    /// Progress `1 + x(t)` at `t` seconds: 0 at the start, settling at 1.
    package func progress(at t: Double) -> Double { 1 + displacement(at: t) }

    /// An upper bound of |x(s)| for all s >= t, used to fit springs to a duration.
    package func envelope(at t: Double) -> Double { SpringClosedForm(self).envelope(at: t) }

    /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` runs.
    ///
    /// Mass 1 and the given damping ratio (clamped to >= 0.001); w0 is chosen so that the envelope of
    /// the displacement has settled to 0.001 at `duration`. For velocity 0 that is the reference's
    /// open model: critical `e^(-w0 T)(1 + w0 T) = 0.001`, and underdamped
    /// `zeta w0 T = ln(1 / (0.001 sqrt(1 - zeta^2)))`. The reference prints the underdamped case with
    /// an extra factor zeta inside the logarithm, which leaves up to 0.001 / zeta at the end; the full
    /// envelope is used here so that a fitted spring always ends within 0.001 of its target.
    package static func fitted(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) -> SpringParameters {
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.001) : 1
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let duration = duration.isFinite && duration > 0 ? duration : 1
        func make(_ w0: Double) -> SpringParameters {
            SpringParameters(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v0)
        }
        func settled(_ w0: Double) -> Bool { make(w0).envelope(at: duration) <= 0.001 }
        // The envelope falls exponentially in w0 once w0 T is past a few units, so grow an upper
        // bound, then bisect to the smallest w0 that settles.
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

    /// The spring SwiftUI builds from a perceptual `duration` and `bounce` (iOS 17).
    ///
    /// Mass 1, `k = (2 pi / duration)^2`, zeta = 1 - bounce for bounce >= 0 and 1 / (1 + bounce) below,
    /// `c = 4 pi zeta / duration`. Presets: smooth (0.5, 0), snappy (0.5, 0.15), bouncy (0.5, 0.3).
    package static func bounce(duration: Double, bounce: Double, initialVelocity: Double = 0) -> SpringParameters {
        let duration = duration.isFinite && duration > 0 ? duration : 0.5
        let bounce = bounce.isFinite ? bounce.clamped(to: -0.999...1) : 0
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let w = 2 * Double.pi / duration
        return SpringParameters(mass: 1, stiffness: w * w, damping: 4 * Double.pi * zeta / duration, initialVelocity: initialVelocity)
    }
}
