/// Core Animation's timing rules for one animation, as Apple documents them.
///
/// - `CAMediaTiming` (https://developer.apple.com/documentation/quartzcore/camediatiming): an
///   animation's local time is its parent's time less `beginTime`, scaled by `speed`, plus
///   `timeOffset` (`beginTime`: "Specifies the begin time of the receiver in relation to its parent
///   object"; `speed`: "Specifies how time is mapped to receiver's time space from the parent time
///   space"; `timeOffset`: "Specifies an additional time offset in active local time").
/// - `fillMode` (https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode):
///   "Determines if the receiver's presentation is frozen or removed once its active duration has
///   completed"; `kCAFillModeBackwards` shows the first value before the begin time,
///   `kCAFillModeForwards` holds the last after the end, `kCAFillModeBoth` does both, and
///   `kCAFillModeRemoved` (the default) contributes nothing outside the active interval.
/// - A UIView animation of duration 0 sets its value at once (`UIView.animate(withDuration:...)`
///   with 0 runs no animation); Core Animation's own default of 0.25 s for a duration of 0
///   (https://developer.apple.com/documentation/quartzcore/camediatiming/duration) never arises in
///   a plan, which writes the seconds UIKit runs.
package enum MediaTiming {
    /// The animation's active fraction (0...1) at `parentTime` of its parent (the container), or
    /// nil when the animation contributes nothing then (outside its interval, without a fill).
    package static func fraction(
        parentTime: Double, beginTime: Double, duration: Double, fillMode: FillMode, speed: Double = 1,
        timeOffset: Double = 0
    ) -> Double? {
        let local = (parentTime - beginTime) * speed + timeOffset
        // A time that is not a number shows what a time before the beginning shows.
        let beforeTheBeginning: Double? = fillMode.fillsBackwards ? 0 : nil
        if local.isNaN { return beforeTheBeginning }
        if !(duration > 0) {
            // Set at once at the begin time (a length that is not a number too); before it only a
            // backwards fill shows the first value.
            if local >= 0 { return fillMode.fillsForwards || local == 0 ? 1 : nil }
            return beforeTheBeginning
        }
        if local < 0 { return beforeTheBeginning }
        if local > duration { return fillMode.fillsForwards ? 1 : nil }
        // Infinite over infinite is no time at all.
        let fraction = local / duration
        return fraction.isNaN ? beforeTheBeginning : fraction
    }

    /// True when the animation contributes at `parentTime`: exactly when ``fraction(parentTime:beginTime:duration:fillMode:speed:timeOffset:)``
    /// is not nil, answered without the division for an animation that fills both ways, which
    /// always contributes (the engine asks this for every track on every frame).
    @inline(__always)
    package static func contributes(
        parentTime: Double, beginTime: Double, duration: Double, fillMode: FillMode, speed: Double = 1, timeOffset: Double = 0
    ) -> Bool {
        fillMode == .both
            || fraction(
                parentTime: parentTime, beginTime: beginTime, duration: duration, fillMode: fillMode, speed: speed, timeOffset: timeOffset)
                != nil
    }

    /// The first frame at or after `seconds` from now, at `fps`: ceil(seconds * fps), with the rounding
    /// of a product that should be whole absorbed (0.55 * 60 is 33.000000000000004).
    package static func framesCovering(_ seconds: Double, fps: Double) -> Int {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return WholeNumber.count(seconds * fps - 1e-9)
    }
}

/// How an animation fills the time outside its active interval (`CAMediaTiming.fillMode`).
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// `kCAFillModeForwards`: holds its last value after it ends; contributes nothing before it begins.
    case forwards
    /// `kCAFillModeBackwards`: shows its first value before it begins; nothing after it ends.
    case backwards
    /// `kCAFillModeBoth`: both.
    case both
    /// `kCAFillModeRemoved`: nothing outside its active interval.
    case removed

    /// True when the first value shows before the begin time.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the last value holds after the end.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
