import SegueEngine

/// A check the simulator drives through one transition: a fresh value per transition, told of
/// each moment its hook protocols name (``TimelineHook``, ``FrameHook``, ``ReleaseHook``,
/// ``CompletionHook``), appending what it finds to `report`.
///
/// The conformance is the hook list: a check is called at exactly the moments whose protocol it
/// adopts, and each protocol's method has no default, so a check cannot name a hook it does not
/// implement. A check keeps what it must remember between moments (the frames it saw blank, the
/// tracks it already reported) in its own stored properties.
protocol TransitionCheck: Check {
    init()
}

/// Called once, on the timeline the animator built, before the first frame.
protocol TimelineHook: TransitionCheck {
    mutating func timeline(_ transition: TransitionFacts, report: inout [Finding])
}

/// Called on every frame made.
protocol FrameHook: TransitionCheck {
    mutating func frame(_ frame: FrameFacts, of transition: TransitionFacts, report: inout [Finding])
}

/// Called at each moment of the release (``ReleaseMoment``).
protocol ReleaseHook: TransitionCheck {
    mutating func release(_ moment: ReleaseMoment, of transition: TransitionFacts, report: inout [Finding])
}

/// Called once, after the completion block and UIKit's own removals.
protocol CompletionHook: TransitionCheck {
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding])
}

extension TransitionCheck {
    /// A finding about the timeline of `transition`: it belongs to no frame.
    static func finding(_ message: String, of transition: TransitionFacts) -> Finding {
        finding(message, transition: transition.index)
    }

    /// A finding made on `frame` of `transition`.
    static func finding(_ message: String, at frame: FrameFacts, of transition: TransitionFacts) -> Finding {
        finding(message, transition: transition.index, frame: frame.sample.index)
    }

    /// A finding about what `transition` left when it completed, at the frame the completion ran in.
    static func finding(_ message: String, at end: CompletionFacts, of transition: TransitionFacts) -> Finding {
        finding(message, transition: transition.index, frame: end.frame)
    }
}

/// What stays the same through one transition: what every hook may read.
struct TransitionFacts {
    /// The transition's index in the run.
    let index: Int
    let animator: any TransitionAnimator
    let context: TransitionContext
    let direction: TransitionDirection
    /// The timeline as played: after UIKit withheld what it withholds (``UnavailableView``).
    let timeline: Timeline
    /// What the effect asked of a view UIKit does not hand it; empty when nothing.
    let ignoredOnUnavailableView: [String]
    let resolver: SceneResolver
    /// The indices of the layer-driven tracks.
    let layerTracks: [Int]
    /// Each track's value ranges, once per transition rather than per frame.
    let componentRanges: [[Double]]
    /// The navigation bar above pushed screens, if any.
    let navigationBar: NavigationBar?
    /// The tab bar pushed screens hide, if any, and whether UIKit animates it in this transition.
    let tabBar: TabBar?
    let tabBarAnimated: Bool

    init(
        index: Int, animator: any TransitionAnimator, context: TransitionContext, timeline: Timeline, ignored: [String],
        navigationBar: NavigationBar?, tabBar: TabBar?
    ) {
        self.index = index
        self.animator = animator
        self.context = context
        direction = context.direction
        self.timeline = timeline
        ignoredOnUnavailableView = ignored
        resolver = SceneResolver(timeline: timeline, context: context)
        layerTracks = timeline.tracks.indices.filter { timeline.tracks[$0].driver == .layer }
        componentRanges = timeline.tracks.map(\.componentRanges)
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        tabBarAnimated = tabBar != nil && (context.operation == .push || context.operation == .pop)
    }
}

/// One frame as the checks see it.
struct FrameFacts {
    let sample: FrameSample
    let scene: ResolvedScene
    /// The clock the frame was resolved at, for checks that read track values.
    let clock: AnimationClock
    /// True for frames after the finger lifted, where a layer track must not jump.
    let afterRelease: Bool
}

/// A moment of the release that is not a frame of its own.
enum ReleaseMoment {
    /// The finger lifted at `percent` (the app's value) and the interaction finishes or cancels;
    /// `timer` when the interactive timer, not UIKit's controller, runs the tail.
    case lifted(percent: Double, finishing: Bool, timer: Bool, frame: Int)
    /// The app passed `percent` to update(_:) without a frame of its own: the interactive timer's
    /// crossing tick, whose frame is the completion frame.
    case updated(percent: Double, frame: Int)
    /// What a cancel shows at `clock` (UIKit's tail, or the model values once the cancel removed the
    /// layer animations), against the values each track had at release.
    case cancelShows(clock: AnimationClock, releaseValues: [AnimatableValue?], frame: Int)
}

/// The checks of one transition, in ``CheckList`` order, and the moments each adopts a hook for.
struct CheckSession {
    private var checks: [any TransitionCheck]
    private let timelineHooks: [Int]
    private let frameHooks: [Int]
    private let releaseHooks: [Int]
    private let completionHooks: [Int]

    init() {
        let checks: [any TransitionCheck] = CheckList.checks.compactMap { ($0 as? any TransitionCheck.Type)?.init() }
        self.checks = checks
        timelineHooks = checks.indices.filter { checks[$0] is any TimelineHook }
        frameHooks = checks.indices.filter { checks[$0] is any FrameHook }
        releaseHooks = checks.indices.filter { checks[$0] is any ReleaseHook }
        completionHooks = checks.indices.filter { checks[$0] is any CompletionHook }
    }

    /// Calls `body` on check `i` as a `Hook` and keeps what it remembered.
    private mutating func call<Hook>(_ i: Int, as _: Hook.Type, _ body: (inout Hook) -> Void) {
        guard var check = checks[i] as? Hook else { return }
        body(&check)
        if let updated = check as? any TransitionCheck { checks[i] = updated }
    }

    mutating func timeline(_ transition: TransitionFacts, report: inout [Finding]) {
        for i in timelineHooks { call(i, as: (any TimelineHook).self) { $0.timeline(transition, report: &report) } }
    }

    mutating func frame(_ frame: FrameFacts, of transition: TransitionFacts, report: inout [Finding]) {
        for i in frameHooks { call(i, as: (any FrameHook).self) { $0.frame(frame, of: transition, report: &report) } }
    }

    mutating func release(_ moment: ReleaseMoment, of transition: TransitionFacts, report: inout [Finding]) {
        for i in releaseHooks { call(i, as: (any ReleaseHook).self) { $0.release(moment, of: transition, report: &report) } }
    }

    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        for i in completionHooks { call(i, as: (any CompletionHook).self) { $0.completion(end, of: transition, report: &report) } }
    }
}
