/// The way the finger moves.
public enum PanDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case left, right, up, down

    /// Unit vector of the motion in screen coordinates (y down).
    package var unitVector: Point {
        switch self {
        case .left: return Point(x: -1, y: 0)
        case .right: return Point(x: 1, y: 0)
        case .up: return Point(x: 0, y: -1)
        case .down: return Point(x: 0, y: 1)
        }
    }

    /// True for left and right.
    package var isHorizontal: Bool { self == .left || self == .right }
}

/// The length a full gesture covers.
public enum GestureBase: Sendable, Hashable, Codable {
    /// The container's width for left/right and height for up/down.
    case automatic
    /// The container's width.
    case width
    /// The container's height.
    case height
    /// A fixed number of points (VCTransitionsLibrary uses 200).
    case points(Double)
}

/// An interactive gesture's settings (XWTransition's interactive transition, made configurable).
public struct GestureConfig: Sendable, Hashable, Codable {
    /// The way the finger moves.
    package var direction: PanDirection
    /// <= 0: the touch may begin anywhere; otherwise within this many points of the edge opposite the
    /// motion (a rightward pan starts at the left edge).
    package var edgeSpacing: Double
    /// What a percent of 1 corresponds to.
    public var base: GestureBase
    /// Released at or above this percent, the transition finishes (without the timer).
    package var finishThreshold: Double
    /// When set, a release faster than this (points per second along the direction) finishes too.
    package var velocityThreshold: Double?
    /// Clamp the percent to 0...1 before passing it on. Turning this off reproduces the unclamped bug.
    package var clampsPercent: Bool
    /// `completionSpeed` (> 0; non-positive values are treated as 1).
    package var completionSpeed: Double
    /// `completionCurve` for the tail after release.
    package var completionCurve: TimingFunction
    /// When true, `completionSpeed` is `1 - percentComplete` at release, as VCTransitionsLibrary's
    /// swipe and pinch controllers return it (CEHorizontalSwipeInteractionController.m), and
    /// `completionSpeed` above is ignored.
    package var completionSpeedIsRemainingPercent: Bool
    /// True when a release exactly at the threshold finishes (`>=`: XWTransition, UIKit samples);
    /// false for controllers that test `> 0.5` (VCTransitionsLibrary).
    package var finishesAtThreshold: Bool
    /// The percent passed on instead of 1 or more, when the app avoids 1 (VCTransitionsLibrary
    /// passes 0.99 for `fraction >= 1.0`: at exactly 1.0 the completion block was not called,
    /// its issue 4). Percents below 1 pass unchanged.
    package var percentAtFull: Double?

    /// Creates a gesture configuration.
    package init(
        direction: PanDirection, edgeSpacing: Double = 0, base: GestureBase = .automatic,
        finishThreshold: Double = 0.5, velocityThreshold: Double? = nil, clampsPercent: Bool = true,
        completionSpeed: Double = 1, completionCurve: TimingFunction = .easeInEaseOut,
        completionSpeedIsRemainingPercent: Bool = false, finishesAtThreshold: Bool = true, percentAtFull: Double? = nil
    ) {
        self.completionSpeedIsRemainingPercent = completionSpeedIsRemainingPercent
        self.finishesAtThreshold = finishesAtThreshold
        self.percentAtFull = percentAtFull
        self.direction = direction
        self.edgeSpacing = edgeSpacing
        self.base = base
        self.finishThreshold = finishThreshold
        self.velocityThreshold = velocityThreshold
        self.clampsPercent = clampsPercent
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }

    /// The length in points that a percent of 1 covers (at least 1 point).
    package func baseLength(in bounds: Rect) -> Double {
        let length: Double
        switch base {
        case .automatic: length = direction.isHorizontal ? bounds.width : bounds.height
        case .width: length = bounds.width
        case .height: length = bounds.height
        case .points(let p): length = p
        }
        return length.isFinite && length >= 1 ? length : 1
    }

    /// True when a touch beginning at `location` may start the gesture.
    package func allowsBegin(at location: Point, in bounds: Rect) -> Bool {
        guard edgeSpacing > 0 else { return true }
        switch direction {
        case .right: return location.x - bounds.minX <= edgeSpacing
        case .left: return bounds.maxX - location.x <= edgeSpacing
        case .down: return location.y - bounds.minY <= edgeSpacing
        case .up: return bounds.maxY - location.y <= edgeSpacing
        }
    }

    /// A touch location inside the allowed band (the middle of the band, or the centre when unrestricted).
    package func defaultStartLocation(in bounds: Rect) -> Point {
        guard edgeSpacing > 0 else { return bounds.center }
        let inset = min(edgeSpacing / 2, direction.isHorizontal ? bounds.width / 2 : bounds.height / 2)
        switch direction {
        case .right: return Point(x: bounds.minX + inset, y: bounds.midY)
        case .left: return Point(x: bounds.maxX - inset, y: bounds.midY)
        case .down: return Point(x: bounds.midX, y: bounds.minY + inset)
        case .up: return Point(x: bounds.midX, y: bounds.maxY - inset)
        }
    }

    /// The translation's component along the direction.
    package func distance(along translation: Point) -> Double {
        let u = direction.unitVector
        return translation.x * u.x + translation.y * u.y
    }

    /// The percent passed to `update(_:)` for a translation (clamped to 0...1 when `clampsPercent`).
    package func percent(forTranslation translation: Point, in bounds: Rect) -> Double {
        percent(forFraction: distance(along: translation) / baseLength(in: bounds))
    }

    /// The percent passed to `update(_:)` when the finger has covered `fraction` of the base length.
    package func percent(forFraction fraction: Double) -> Double {
        var p = fraction
        if let full = percentAtFull, p >= 1 { p = full }
        return clampsPercent ? p.clamped(to: 0...1) : p
    }

    /// Whether a release without the timer finishes.
    package func shouldFinish(percent: Double, velocity: Double) -> Bool {
        if let threshold = velocityThreshold, velocity > threshold { return true }
        return finishesAtThreshold ? percent >= finishThreshold : percent > finishThreshold
    }

    /// The completion speed in force after a release at `percent` (UIKit requires > 0; anything
    /// else counts as 1).
    package func completionSpeed(releasedAt percent: Double) -> Double {
        let speed = completionSpeedIsRemainingPercent ? 1 - percent.clamped(to: 0...1) : completionSpeed
        return speed.isFinite && speed > 0 ? speed : 1
    }

    /// A sensible default for an operation: pop right, dismiss down, push left, present up, and tab or
    /// container switches moving with the content.
    package static func defaultConfig(for context: TransitionContext) -> GestureConfig {
        switch context.operation {
        case .pop: return GestureConfig(direction: .right)
        case .dismiss: return GestureConfig(direction: .down)
        case .push: return GestureConfig(direction: .left)
        case .present: return GestureConfig(direction: .up)
        case .tab, .container: return GestureConfig(direction: context.isGoingRight ? .left : .right)
        }
    }
}

/// One pan sample.
public struct GestureSample: Sendable, Hashable, Codable {
    /// Seconds since the touch began.
    public var time: Double
    /// Translation since the touch began.
    package var translation: Point

    /// Creates a sample.
    public init(time: Double, translation: Point) {
        self.time = time
        self.translation = translation
    }
}

/// What the finger does.
package enum GestureInput: Sendable, Hashable, Codable {
    /// Explicit samples (times ascending); the last one is the release.
    case samples(start: Point?, [GestureSample])
    /// A steady drag, one sample per frame, released at `percent` with `velocity` points per second
    /// along the direction. The drag lasts percent * base / |velocity| (0.3 s for zero velocity),
    /// kept between one frame and 2 s.
    case release(atPercent: Double, velocity: Double, start: Point?)

    /// A steady drag released at `percent` with `velocity`, starting in the allowed band.
    package static func release(atPercent percent: Double, velocity: Double = 0) -> GestureInput {
        .release(atPercent: percent, velocity: velocity, start: nil)
    }
}

/// A call on the interaction controller that comes after the app already finished or cancelled.
package enum LateCall: Sendable, Hashable, Codable {
    /// `update(_:)` with this percent.
    case update(Double)
    /// `finish()` (`finishInteractiveTransition()`) again.
    case finish
    /// `cancel()` (`cancelInteractiveTransition()`) again.
    case cancel
}

/// How a transition is driven interactively.
package struct Interaction: Sendable, Hashable, Codable {
    /// The finger's motion.
    package var input: GestureInput
    /// The gesture's settings; nil uses the animator's gesture for the direction, else a default.
    package var config: GestureConfig?
    /// What the app still calls on the interaction controller after it called `finish()` or
    /// `cancel()`, in order: a pan handler that keeps forwarding `.changed` (Hero issues 90 and
    /// 123), or that ends twice (its `.ended` and `.cancelled` branches, a timer and the release).
    /// The engine ignores them, as UIKit's percent-driven controller is expected to, and reports
    /// them. Empty for an app that stops at the end.
    package var callsAfterEnd: [LateCall]

    /// The percents of the `update(_:)` calls among ``callsAfterEnd``.
    package var updatesAfterEnd: [Double] {
        callsAfterEnd.compactMap { if case .update(let percent) = $0 { percent } else { nil } }
    }

    /// Creates an interaction.
    package init(_ input: GestureInput, config: GestureConfig? = nil, callsAfterEnd: [LateCall] = []) {
        self.input = input
        self.config = config
        self.callsAfterEnd = callsAfterEnd
    }

    /// Creates an interaction whose app passes `updatesAfterEnd` to `update(_:)` after its end.
    package init(_ input: GestureInput, config: GestureConfig? = nil, updatesAfterEnd: [Double]) {
        self.init(input, config: config, callsAfterEnd: updatesAfterEnd.map(LateCall.update))
    }

    /// A steady drag released at `percent` with `velocity`.
    package static func release(atPercent percent: Double, velocity: Double = 0, config: GestureConfig? = nil) -> Interaction {
        Interaction(.release(atPercent: percent, velocity: velocity, start: nil), config: config)
    }
}
