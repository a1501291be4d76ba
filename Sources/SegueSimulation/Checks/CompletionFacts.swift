import SegueEngine

/// How a transition ended, as the completion checks see it: the outcome, the completion block's
/// calls, what the container holds afterwards, and where UIKit expects each view to rest.
///
/// The resting places are UIKit's rules, worked out once here so that the final-state checks
/// judge the same picture: the to view at `finalFrame(for:)` (or where the navigation controller
/// lays it out once a bar hides or shows), the from view back at `initialFrame(for:)` after a
/// cancel, a view the animator leaves partly off screen on purpose at its declared resting frame.
struct CompletionFacts {
    let outcome: TransitionOutcome
    /// The didComplete flag of each `completeTransition` call, in order.
    let calls: [Bool]
    /// The container after the completion block and UIKit's removals.
    let model: SceneModel
    /// What the animation showed as it ended: a cancel has run the view animations back to 0.
    let lastAnimated: ResolvedScene
    /// The completion frame.
    let frame: Int
    /// Calls the app made on the interaction controller after it finished or cancelled.
    let callsAfterEnd: [LateCall]
    /// Where the navigation controller lays the to view out once the transition completes, when a
    /// push or pop hides or shows the bar (``NavigationBar``); nil otherwise.
    let settled: Rect?
    /// Where the to and from views rest after a finish and after a cancel.
    let toRest: Rect
    let fromRest: Rect
    /// What became of the to view after a finish; nil after a cancel.
    private(set) var toView: ToViewVerdict?

    /// What became of the to view after a finish: the first of UIKit's rules it breaks, or the
    /// differences from its resting state (empty when it rests where UIKit expects).
    enum ToViewVerdict {
        /// The effect took the presenter from its controller into the container UIKit removes.
        case presenterLost
        /// It is not in the container.
        case missing
        /// It rests at finalFrame(for:), laid out for the bar as it was, and moves to `settled`.
        case barVisibilityJump(bar: NavigationBar, frame: Rect, settled: Rect)
        /// It covers the whole container, under an opaque bar whose content frame is `underBar`.
        case underOpaqueBar(frame: Rect, underBar: Rect)
        /// Its frame, transform, alpha, visibility and translation against its resting state.
        case rests(problems: [String])
    }

    init(
        outcome: TransitionOutcome, calls: [Bool], model: SceneModel, lastAnimated: ResolvedScene, frame: Int,
        callsAfterEnd: [LateCall], transition: TransitionFacts
    ) {
        self.outcome = outcome
        self.calls = calls
        self.model = model
        self.lastAnimated = lastAnimated
        self.frame = frame
        self.callsAfterEnd = callsAfterEnd
        let context = transition.context
        let timeline = transition.timeline
        // A view the animator leaves partly off screen on purpose is checked against where it rests.
        settled = transition.navigationBar.flatMap { bar in
            bar.takesPart(in: context.operation) ? bar.frameWhenSettled(in: context.containerBounds, after: context.operation) : nil
        }
        toRest = (transition.direction == .to ? timeline.restingFrame : nil) ?? settled ?? context.finalFrame(for: .to)
        fromRest = (transition.direction == .back ? timeline.restingFrame : nil) ?? context.initialFrame(for: .from)
        if outcome == .finished { toView = verdict(transition) }
    }

    private func verdict(_ transition: TransitionFacts) -> ToViewVerdict {
        let context = transition.context
        let finalTo = context.finalFrame(for: .to)
        if context.losesPresenter(to: transition.timeline), !model.contains(.to) { return .presenterLost }
        guard let frame = model.node(.to)?.state.frame else { return .missing }
        if let bar = transition.navigationBar, let settled, !settled.isClose(to: finalTo, tolerance: 0.5),
            frame.isClose(to: finalTo, tolerance: 0.5)
        {
            return .barVisibilityJump(bar: bar, frame: frame, settled: settled)
        }
        if let underBar = settled ?? context.navigationContentFrame, underBar != context.containerBounds,
            frame.isClose(to: context.containerBounds, tolerance: 0.5), !toRest.isClose(to: context.containerBounds, tolerance: 0.5)
        {
            return .underOpaqueBar(frame: frame, underBar: underBar)
        }
        return .rests(problems: problems(.to, at: toRest, in: context))
    }

    /// How `id` differs from resting at `expected`: its frame, a transform, alpha, hidden,
    /// translated; `["missing"]` when it is not in the container.
    ///
    /// Behind a phone sheet the presentation controller leaves the presenter scaled back into a
    /// card (SheetPresentation): that transform is UIKit's, not the effect's.
    func problems(_ id: ActorID, at expected: Rect, in context: TransitionContext) -> [String] {
        guard let state = model.node(id)?.state else { return ["missing"] }
        var sheetCard = false
        if case .sheet(let sheet) = context.presentationStyle, sheet.presenterScale < 1 { sheetCard = true }
        var list: [String] = []
        if !state.frame.isClose(to: expected, tolerance: 0.5) { list.append("frame \(state.frame) instead of \(expected)") }
        let uikitCard = sheetCard && id == UnavailableView.actor(in: context)
        if !uikitCard, !state.transform.isIdentity(tolerance: 1e-6) { list.append("non-identity transform") }
        if abs(state.alpha - 1) > 1e-6 { list.append("alpha \(state.alpha)") }
        if state.isHidden { list.append("hidden") }
        if !(state.translation == .zero) { list.append("translated") }
        return list
    }
}
