import SegueDocument
import SegueEngine

/// A broken invariant or a suspicious fact found while simulating.
public struct Finding: Sendable, Hashable, Codable {
    /// Severity: the same note, warning and error as a diagnostic's.
    public var severity: Diagnostic.Severity
    /// Stable code, e.g. `complete.missing`.
    public var code: String
    /// Human-readable explanation.
    public var message: String
    /// The transition index, if it concerns one.
    public var transition: Int?
    /// The frame index, if it concerns one.
    public var frame: Int?

    /// Creates a finding.
    public init(severity: Diagnostic.Severity, code: String, message: String, transition: Int? = nil, frame: Int? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.transition = transition
        self.frame = frame
    }
}

/// One rendered frame.
public struct FrameSample: Sendable, Hashable, Codable {
    /// Global frame index.
    public var index: Int
    /// Seconds since the run started.
    public var time: Double
    /// Seconds since this transition started.
    package var localTime: Double
    /// The transition this frame belongs to.
    public var transition: Int
    /// The percent: passed to `update` while interacting, else the animation's position (time / duration).
    package var percent: Double
    /// Phase.
    package var phase: FramePhase
    /// Every actor, back to front.
    public var actors: [ResolvedActor]
}

/// A delegate moment or engine event.
public enum EventKind: Sendable, Hashable, Codable {
    /// The interactive gesture began.
    case willBegin
    /// `update(percent)`.
    case updating(percent: Double)
    /// The app's timer took over after release.
    case willBeginTimerAnimation
    /// The gesture ended and decided.
    case willEnd(success: Bool, percent: Double)
    /// `completeTransition(didComplete)`.
    case completeTransition(didComplete: Bool)
    /// `animationEnded(didComplete)`.
    case animationEnded(didComplete: Bool)
    /// A touch outside the edge band: no transition.
    case gestureDidNotBegin
    /// `update(percent)` called after the transition ended; the engine ignores it.
    case updateAfterEnd(percent: Double)
    /// UIKit animates the tab bar alongside a push that hides it or a pop that shows it (``TabBar``).
    case tabBarAnimated(hiding: Bool)
    /// A push or pop whose to screen hides the navigation bar, or shows it again: UIKit animates the
    /// bar, outside the container (``NavigationBar/hiddenBy``).
    case navigationBarAnimated(hiding: Bool)
    /// `finish()` (`success`) or `cancel()` called after the transition ended; the engine ignores it.
    case endAfterEnd(success: Bool)
    /// A transition requested while another was running, and what became of it (``ReentryHandling``).
    case requestWhileRunning(operation: TransitionOperation, handling: ReentryHandling)
}

/// An event with where it happened.
public struct TraceEvent: Sendable, Hashable, Codable {
    /// The transition (for `gestureDidNotBegin`, the index it would have had).
    public var transition: Int
    /// The frame at which it happened.
    public var frame: Int
    /// Seconds since the run started.
    public var time: Double
    /// What happened.
    public var kind: EventKind
}

/// One `completeTransition` call.
public struct CompletionCall: Sendable, Hashable, Codable {
    /// The flag passed.
    package var didComplete: Bool
    /// The frame during which it was called.
    public var frame: Int
}

/// All `completeTransition` calls of one transition.
public struct CompletionRecord: Sendable, Hashable, Codable {
    /// Transition index.
    public var transition: Int
    /// Calls in order (exactly one is correct).
    public var calls: [CompletionCall]
    /// True when the transition was cancelled.
    package var wasCancelled: Bool

    /// Number of calls.
    public var count: Int { calls.count }
}

/// Interaction facts of a transition.
package struct InteractionInfo: Sendable, Hashable, Codable {
    /// The gesture used.
    package var config: GestureConfig
    /// True when the interactive timer drove the tail.
    package var usedTimer: Bool
    /// Percent at release.
    package var releasePercent: Double
    /// Velocity at release (points per second along the direction).
    package var releaseVelocity: Double
    /// Frame index of the first frame after release.
    package var releaseFrame: Int
    /// Frames after release until the end (timer steps, or tail frames).
    package var tailFrames: Int
}

/// One transition of a run.
package struct TransitionRecord: Sendable, Hashable, Codable {
    /// Index in the run.
    package var index: Int
    /// Operation.
    package var operation: TransitionOperation
    /// Direction.
    package var direction: TransitionDirection
    /// The animator's identity.
    package var animator: String
    /// The timeline's duration in seconds.
    package var duration: Double
    /// Screen left.
    package var fromScreen: String
    /// Screen shown.
    package var toScreen: String
    /// The context given to the animator.
    package var context: TransitionContext
    /// Finished or cancelled.
    package var outcome: TransitionOutcome
    /// Interaction facts when interactive.
    package var interaction: InteractionInfo?
    /// First and last frame index.
    package var firstFrame: Int
    /// Last frame index (the completed frame).
    package var lastFrame: Int
}

/// Everything of a run except the frames (which a streaming run hands to its sink).
public struct TraceSummary: Sendable, Hashable, Codable {
    /// Frames per second.
    public var fps: Int
    /// The seed.
    public var seed: UInt64
    /// Transitions in order.
    package var transitions: [TransitionRecord] = []
    /// Events in order.
    public var events: [TraceEvent] = []
    /// `completeTransition` calls per transition.
    public var completions: [CompletionRecord] = []
    /// Findings in order of discovery.
    public var findings: [Finding] = []
    /// Number of frames produced.
    public var frameCount: Int = 0
}

/// A whole run: the summary and every frame.
public struct Trace: Sendable, Hashable, Codable {
    /// Frames per second.
    public var fps: Int
    /// The seed.
    public var seed: UInt64
    /// Transitions in order.
    package var transitions: [TransitionRecord]
    /// Frames in order.
    public var frames: [FrameSample]
    /// Events in order.
    public var events: [TraceEvent]
    /// `completeTransition` calls per transition.
    public var completions: [CompletionRecord]
    /// Findings in order of discovery.
    public var findings: [Finding]

    /// Findings with `code`.
    public func findings(code: String) -> [Finding] { findings.filter { $0.code == code } }
}
