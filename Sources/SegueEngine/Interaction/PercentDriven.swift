/// `UIPercentDrivenInteractiveTransition`'s arithmetic.
public struct PercentDrivenController: Sendable, Hashable, Codable {
    /// The animation's duration in seconds.
    public var duration: Double
    /// `completionSpeed` (> 0).
    public var completionSpeed: Double
    /// `completionCurve`.
    public var completionCurve: TimingFunction
    /// The percent the animation is positioned at (0...1).
    public private(set) var percent: Double = 0

    /// Creates a controller; a non-positive or non-finite speed becomes 1.
    public init(duration: Double, completionSpeed: Double = 1, completionCurve: TimingFunction = .easeInEaseOut) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.completionSpeed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        self.completionCurve = completionCurve
    }

    /// `update(_:)`: below 0 clamps to 0; above 1 shows the completed animation.
    public mutating func update(_ percent: Double) {
        self.percent = percent.isFinite ? percent.clamped(to: 0...1) : 0
    }

    /// Seconds the tail takes after `finish()`: (1 - p) * duration / speed.
    public var finishDuration: Double { (1 - percent) * duration / completionSpeed }

    /// Seconds the tail takes after `cancel()`: p * duration / speed.
    public var cancelDuration: Double { percent * duration / completionSpeed }

    /// Where the container's animations stand `elapsed` seconds after release, in animation seconds.
    public func animationSeconds(afterRelease elapsed: Double, finishing: Bool) -> Double {
        let tail = finishing ? finishDuration : cancelDuration
        let start = percent * duration
        guard tail > 0 else { return finishing ? duration : 0 }
        let f = (elapsed / tail).clamped(to: 0...1)
        let c = f >= 1 ? 1 : completionCurve.progress(at: f, segmentDuration: tail)
        return finishing ? mix(start, duration, c) : start * (1 - c)
    }
}

/// XWTransition's interactive timer: after release the app moves the percent itself by 1/fps per frame.
public enum InteractiveTimer {
    /// Whether the timer heads for 1 (finish): strictly above 0.5, so 0.5 cancels.
    public static func finishes(from percent: Double) -> Bool { percent > 0.5 }

    /// Frames until the percent crosses 1 (finishing) or 0 (cancelling), at `fps` frames per second.
    public static func steps(from percent: Double, fps: Int) -> Int {
        let rate = Double(max(fps, 1))
        let p = percent.isFinite ? percent.clamped(to: 0...1) : 0
        let distance = finishes(from: p) ? 1 - p : p
        // Each frame moves 1/fps; the tiny tolerance absorbs rounding in p * fps (0.3 * 60 = 18).
        return max(0, Int((distance * rate - 1e-9).rounded(.up)))
    }

    /// The percent after `step` frames from `percent`, clamped at the crossing.
    ///
    /// With `clamped: false` the value is what an app's own timer computes before anyone clamps
    /// it: the last step can overshoot past 1 or below 0 (the bug `percent.out-of-range` reports).
    public static func percent(afterStep step: Int, from percent: Double, fps: Int, clamped: Bool = true) -> Double {
        let rate = Double(max(fps, 1))
        let p = percent.isFinite ? percent.clamped(to: 0...1) : 0
        let moved = Double(step) / rate
        guard clamped else { return finishes(from: p) ? p + moved : p - moved }
        return finishes(from: p) ? min(1, p + moved) : max(0, p - moved)
    }
}
