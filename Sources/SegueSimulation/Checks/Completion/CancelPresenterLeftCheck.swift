import SegueEngine

/// `cancel.presenter-left`: A cancelled dismissal leaves the presenter's view in the container.
package struct CancelPresenterLeftCheck: Check {
    package static let description = CheckDescription(
        code: "cancel.presenter-left", severity: .error,
        short: "A cancelled dismissal leaves the presenter's view in the container",
        full:
            "UIKit does not remove the to view when a dismissal is cancelled (Apple's CustomTransitions sample, AAPLSwipeTransitionAnimator.m): the animator must remove it when transitionWasCancelled, or the presenter's view stays in the presented screen's container, on top of it or hidden under it, and later dismissals misbehave (VCTransitionsLibrary pull request 46, IBAnimatable pull request 175).",
        source:
            "Apple's CustomTransitions sample (AAPLSwipeTransitionAnimator.m) removes the to view of a cancelled dismissal because UIKit does not; VCTransitionsLibrary pull request 46, IBAnimatable pull request 175.",
        broken: [.script("vctransitions-pr46-cancelled-dismiss")],
        clean: [.script("vctransitions-pr46-presenter-removed")])
}

extension CancelPresenterLeftCheck: CompletionHook {
    /// UIKit does not take the presenter back out after a cancelled dismissal.
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let context = transition.context
        guard end.outcome == .cancelled, !context.toViewWasPresent, context.cancelLeavesToView, end.model.contains(.to) else { return }
        let scene = end.model.resolved()
        let seen =
            scene.actors.firstIndex { $0.id == .to }.map {
                SceneGeometry.isSeen($0, in: scene.actors, bounds: scene.containerBounds)
            } ?? false
        report.append(
            Self.finding(
                "after the cancelled dismissal the presenting screen's view is still in the presented screen's container"
                    + (seen ? ", drawn where the user sees it, over the screen they stayed on" : ", out of sight")
                    + ": UIKit does not remove the to view of a cancelled dismissal, and the next dismissal or unwind segue misbehaves "
                    + "(VCTransitionsLibrary pull request 46, IBAnimatable pull request 175; Apple's CustomTransitions sample). "
                    + "Remove it in the completion when transitionWasCancelled, or use the automatic clean-up",
                at: end, of: transition))
    }
}
