/// A spring's closed form with every constant worked out once, so that a sample only evaluates the
/// terms in t.
///
/// ``SpringParameters/displacement(at:)`` and ``SpringParameters/envelope(at:)`` build one and evaluate it once;
/// compiled tracks keep it for every frame. Each constant is the very expression those functions
/// used to compute on every call, so keeping it changes no bit of any result.
struct SpringClosedForm: Sendable {
    private enum Regime: Sendable {
        /// A malformed spring: already settled.
        case settled
        /// `e^(decay t) (x0 cos(wd t) + b sin(wd t))`, bounded by `e^(decay t) amplitude`.
        case underdamped(decay: Double, wd: Double, b: Double, amplitude: Double)
        /// `e^(-w0 t) (x0 + slope t)`.
        case critical(negatedW0: Double, slope: Double)
        /// `c1 e^(r1 t) + c2 e^(r2 t)`.
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
    }

    /// The displacement at t = 0: the spring starts one whole distance short of its target.
    private static let x0 = -1.0

    private let regime: Regime

    init(_ spring: SpringParameters) {
        guard spring.isWellFormed else {
            regime = .settled
            return
        }
        let x0 = Self.x0
        let v0 = spring.initialVelocity
        let w0 = spring.naturalFrequency
        let zeta = spring.dampingRatio
        switch spring.regime {
        case .underdamped:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * w0 * x0) / wd
            regime = .underdamped(decay: -zeta * w0, wd: wd, b: b, amplitude: (x0 * x0 + b * b).squareRoot())
        case .critical:
            regime = .critical(negatedW0: -w0, slope: v0 + w0 * x0)
        case .overdamped:
            let mass = spring.mass
            let damping = spring.damping
            let root = (damping * damping - 4 * mass * spring.stiffness).squareRoot()
            let r1 = (-damping - root) / (2 * mass)
            let r2 = (-damping + root) / (2 * mass)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            regime = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        }
    }

    /// Displacement from the target at `t` seconds: -1 at 0; 0 for a malformed spring or a
    /// non-finite time; times before 0 count as 0.
    func displacement(at t: Double) -> Double {
        guard t.isFinite else { return 0 }
        let t = max(t, 0)
        switch regime {
        case .settled:
            return 0
        case .underdamped(let decay, let wd, let b, _):
            return mathExp(decay * t) * (Self.x0 * mathCos(wd * t) + b * mathSin(wd * t))
        case .critical(let negatedW0, let slope):
            return mathExp(negatedW0 * t) * (Self.x0 + slope * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return c1 * mathExp(r1 * t) + c2 * mathExp(r2 * t)
        }
    }

    /// An upper bound of |x(s)| for all s >= t.
    func envelope(at t: Double) -> Double {
        switch regime {
        case .settled:
            return 0
        case .underdamped(let decay, _, _, let amplitude):
            return mathExp(decay * t) * amplitude
        case .critical(let negatedW0, let slope):
            return mathExp(negatedW0 * t) * (abs(Self.x0) + abs(slope) * t)
        case .overdamped(let r1, let r2, let c1, let c2):
            return abs(c1) * mathExp(r1 * t) + abs(c2) * mathExp(r2 * t)
        }
    }
}
