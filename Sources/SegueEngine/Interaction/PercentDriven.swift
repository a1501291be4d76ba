/// `UIPercentDrivenInteractiveTransition`'s arithmetic.
package struct PercentDrivenController: Sendable, Hashable, Codable {
    /// The animation's duration in seconds.
    package var duration: Double
    /// `completionSpeed` (> 0).
    package var completionSpeed: Double
    /// `completionCurve`.
    package var completionCurve: TimingFunction
    /// The percent the animation is positioned at (0...1).
    package private(set) var percent: Double = 0

    /// Creates a controller; a non-positive or non-finite speed becomes 1.
    package init(duration: Double, completionSpeed: Double = 1, completionCurve: TimingFunction = .easeInEaseOut) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.completionSpeed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        self.completionCurve = completionCurve
    }

    /// `update(_:)`: below 0 clamps to 0; above 1 shows the completed animation.
    package mutating func update(_ percent: Double) {
        self.percent = Self.positioned(percent)
    }

    /// The percent `update(_:)` positions the animations at: 0...1, anything not finite 0.
    package static func positioned(_ percent: Double) -> Double {
        percent.isFinite ? percent.clamped(to: 0...1) : 0
    }

    /// Seconds the tail takes after `finish()`: (1 - p) * duration / speed.
    package var finishDuration: Double { (1 - percent) * duration / completionSpeed }

    /// Seconds the tail takes after `cancel()`: p * duration / speed.
    package var cancelDuration: Double { percent * duration / completionSpeed }

    /// Where the container's animations stand `elapsed` seconds after release, in animation seconds.
    package func animationSeconds(afterRelease elapsed: Double, finishing: Bool) -> Double {
        let tail = finishing ? finishDuration : cancelDuration
        guard tail > 0 else { return finishing ? duration : 0 }
        return animationSeconds(atFraction: (elapsed / tail).clamped(to: 0...1), finishing: finishing)
    }

    /// Where the container's animations stand `fraction` (0...1) of the way through the tail, in
    /// animation seconds: the completion curve's progress from the release point to the end (a
    /// finish) or to the start (a cancel). A played plan's run (SeguePlan's `PercentDrivenRun`,
    /// which SegueKit's player moves its paused container with) asks this too.
    package func animationSeconds(atFraction fraction: Double, finishing: Bool) -> Double {
        let tail = finishing ? finishDuration : cancelDuration
        let start = percent * duration
        let c = fraction >= 1 ? 1 : completionCurve.progress(at: fraction, segmentDuration: tail)
        return finishing ? mix(start, duration, c) : start * (1 - c)
    }
}

/// `completionSpeed` and `completionCurve` as an app sets them on its
/// `UIPercentDrivenInteractiveTransition` subclass, for whichever gesture drives the transition.
/// A manifest's `interactive:` block reads into this type (SegueCatalog), and the simulator and
/// SegueKit apply it to the gesture through ``TransitionAnimator/drivenGesture(_:)``.
public struct InteractiveCompletion: Sendable, Hashable, Codable {
    /// How `completionSpeed` is set.
    public enum Speed: Sendable, Hashable, Codable {
        /// A fixed speed (> 0).
        case fixed(Double)
        /// `completionSpeed` returns `1 - percentComplete` (VCTransitionsLibrary's swipe and pinch
        /// controllers, CEHorizontalSwipeInteractionController.m:45-48).
        case remainingPercent
    }

    /// `completionSpeed`; nil keeps the gesture's.
    public var speed: Speed?
    /// `completionCurve`; nil keeps the gesture's (UIKit's default is easeInOut).
    public var curve: TimingFunction?

    /// Creates the settings.
    public init(speed: Speed? = nil, curve: TimingFunction? = nil) {
        self.speed = speed
        self.curve = curve
    }

    /// The fixed `completionSpeed`, if that is how it is set.
    package var fixedSpeed: Double? {
        if case .fixed(let speed) = speed { speed } else { nil }
    }

    /// These settings with each one `other` sets taking precedence (a manifest over the effect it
    /// extends); nil when neither sets anything.
    package static func overlaid(_ base: InteractiveCompletion?, by other: InteractiveCompletion?) -> InteractiveCompletion? {
        guard let other else { return base }
        guard let base else { return other }
        return InteractiveCompletion(speed: other.speed ?? base.speed, curve: other.curve ?? base.curve)
    }

    /// `config` with these settings in force.
    package func applied(to config: GestureConfig) -> GestureConfig {
        var config = config
        switch speed {
        case .fixed(let speed): config.completionSpeed = speed
        case .remainingPercent: config.completionSpeedIsRemainingPercent = true
        case nil: break
        }
        if let curve { config.completionCurve = curve }
        return config
    }
}

/// XWTransition's interactive timer (XWTransition/Main/XWInteractiveTransition.m), one display-link
/// callback at a time.
///
/// On release (:121-124) the app stores `_timeDis = (1 - p) / ((1 - p) * 60)` when p > 0.5, else
/// `p / (p * 60)` (:178-182): a fixed 1/60 whatever the display's rate, since nothing reads the
/// link's duration or timestamp. Each callback (:233-245) adds it (p > 0.5) or subtracts it, in
/// CGFloat (Double on 64-bit iOS), calls `updateInteractiveTransition`, and as soon as the percent
/// is >= 1 or <= 0 (:132-143) calls the willEnd delegate and `finish`/`cancelInteractiveTransition`
/// in that same callback. A release already at or beyond 1 or 0 ends in the gesture handler
/// (:121-122): no timer, no `willBeginTimerAnimation`.
package enum InteractiveTimer {
    /// Whether the timer heads for 1 (finish): strictly above 0.5, so 0.5 cancels.
    package static func finishes(from percent: Double) -> Bool { percent > 0.5 }

    /// How a release at `percent` ends without the timer: true (finish) at or above 1, false
    /// (cancel) at or below 0, nil when the timer must run.
    package static func endsAtRelease(_ percent: Double) -> Bool? {
        if percent >= 1 { return true }
        if percent <= 0 || !percent.isFinite { return false }
        return nil
    }

    /// XWTransition's `_timeDis` for a release at `percent`, computed as it computes it.
    package static func step(from percent: Double) -> Double {
        finishes(from: percent) ? (1 - percent) / ((1 - percent) * 60) : percent / (percent * 60)
    }

    /// One callback (`_xw_timerEvent`, :233-245): the percent after it, stepped away from 0.5 by
    /// `step`, and whether that callback ends the transition (at or beyond 1 or 0, :134 and :138).
    package static func tick(_ percent: Double, step: Double) -> (percent: Double, ends: Bool) {
        let q = percent > 0.5 ? percent + step : percent - step
        return (q, q >= 1 || q <= 0)
    }

    /// The percent after each callback, in Double as the device's 64-bit CGFloat adds it: the last
    /// entry is the first at or beyond 1 or 0 (unclamped). Empty when the release ends at once.
    ///
    /// Repeated addition rounds: from 0.3, eighteen subtractions of 1/60 leave 4.7e-17, so the
    /// nineteenth callback crosses 0; from 0.7, the eighteenth reaches 1.0000000000000009.
    package static func ticks(from percent: Double) -> [Double] {
        guard endsAtRelease(percent) == nil else { return [] }
        let step = step(from: percent)
        var q = percent
        var ticks: [Double] = []
        // 61 callbacks cover the longest tail (from just above 0 or below 1); the bound also stops
        // a step that rounding made zero from spinning forever.
        while ticks.count < 61 {
            let next = tick(q, step: step)
            q = next.percent
            ticks.append(q)
            if next.ends { break }
        }
        return ticks
    }
}
