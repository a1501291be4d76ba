/// An effect kind's animator: the engine's view of `UIViewControllerAnimatedTransitioning` plus the
/// interaction settings XWTransition-style libraries attach to it.
public protocol TransitionAnimator: Sendable {
    /// A stable name for traces and for checking which animator ran (e.g. "slide#1").
    var identity: String { get }
    /// Duration of the "to" animation in seconds.
    var toDuration: Double { get }
    /// Duration of the "back" animation in seconds.
    var backDuration: Double { get }
    /// True when the animator drives the tail of a released interaction itself (XWTransition's timer).
    var needsInteractiveTimer: Bool { get }
    /// Gesture that drives the "to" transition interactively, if any.
    var toGesture: GestureConfig? { get }
    /// Gesture that drives the "back" transition interactively, if any.
    var backGesture: GestureConfig? { get }
    /// The completion speed and curve its interaction controller uses, if it changes UIKit's.
    var interactiveCompletion: InteractiveCompletion? { get }
    /// Everything the animator does for `direction`; must last the duration declared for it.
    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline
}

extension TransitionAnimator {
    /// Defaults to false.
    package var needsInteractiveTimer: Bool { false }
    /// Defaults to none.
    package var toGesture: GestureConfig? { nil }
    /// Defaults to none.
    package var backGesture: GestureConfig? { nil }
    /// Defaults to none: UIKit's completionSpeed 1 and easeInOut.
    package var interactiveCompletion: InteractiveCompletion? { nil }

    /// The declared duration for `direction`.
    public func duration(for direction: TransitionDirection) -> Double {
        direction == .to ? toDuration : backDuration
    }

    /// The gesture declared for `direction`.
    public func gesture(for direction: TransitionDirection) -> GestureConfig? {
        direction == .to ? toGesture : backGesture
    }

    /// `config` as the app's interaction controller runs it: with this animator's completion
    /// speed and curve (``interactiveCompletion``) in force, since they belong to the controller
    /// whatever gesture drives it. The simulator and SegueKit both take a gesture from here.
    package func drivenGesture(_ config: GestureConfig) -> GestureConfig {
        interactiveCompletion?.applied(to: config) ?? config
    }
}
