import SegueSimulation
import Testing

@testable import SegueEngine

/// Unit proofs for checks no manifest in Tests/Fixtures/check can show: the animator is written
/// in Swift with a completion of its own. CheckListTests (SegueCLITests) names this file for them.
@Suite struct CheckProofTests {
    /// A slide of the to view whose completion is `steps`.
    struct ByHand: TransitionAnimator {
        var identity = "by-hand"
        var toDuration = 0.3
        var backDuration = 0.3
        var steps: [CompletionStep]
        var filterOnTo = false
        /// Takes the presenter's view from its controller, so UIKit's nil view(forKey:) does not stop it.
        var reachesPresenter = false

        func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
            var b = TimelineBuilder(duration: 0.3, context: context)
            let home = context.finalFrame(for: .to)
            b.track(.frame, of: .to, from: .rect(Rect(x: home.width, y: 0, width: home.width, height: home.height)), to: .rect(home))
            if filterOnTo { b.filter(.to, FilterState(name: "CIRippleTransition", ratio: 0.5)) }
            b.customCompletion = CompletionPlan(steps)
            var timeline = b.build()
            timeline.reachesPresenter = reachesPresenter
            return timeline
        }
    }

    func codes(_ animator: ByHand, _ operation: TransitionOperation, style: PresentationStyle? = nil) -> [String] {
        Simulator.runTransition(animator, operation: operation, presentationStyle: style).findings
            .filter { $0.severity != .note }.map(\.code)
    }

    /// `completeTransition(false)` on a finished push: UIKit takes the to view out and leaves the
    /// from view, which the finished transition should have removed.
    @Test func theFromViewLeftAfterAFinishIsReported() {
        let wrong = codes(ByHand(steps: [.completeTransition(.always(false))]), .push)
        #expect(wrong.contains("final.from-view-present"), "\(wrong)")
        #expect(!codes(ByHand(steps: [.completeTransition(.notCancelled)]), .push).contains("final.from-view-present"))
    }

    /// A presentation that keeps its presenter (over full screen) whose completion removes it: an
    /// animator that reaches the presenter through its controller, since view(forKey: .from) is nil.
    @Test func aPresenterRemovedUnderAPresentationThatKeepsItIsReported() {
        let removing = ByHand(steps: [.removeFromSuperview(.from), .completeTransition(.notCancelled)], reachesPresenter: true)
        let removed = codes(removing, .present, style: .overFullScreen)
        #expect(removed.contains("final.presenter"), "\(removed)")
        #expect(!codes(ByHand(steps: [.completeTransition(.notCancelled)]), .present, style: .overFullScreen).contains("final.presenter"))
    }

    /// A filter set for the transition and never removed stays on the view.
    @Test func aFilterLeftOnAViewIsReported() {
        let left = codes(ByHand(steps: [.completeTransition(.notCancelled)], filterOnTo: true), .push)
        #expect(left.contains("leftover.filter"), "\(left)")
        let removed = codes(ByHand(steps: [.removeFilter(.to), .completeTransition(.notCancelled)], filterOnTo: true), .push)
        #expect(!removed.contains("leftover.filter"), "\(removed)")
    }
}
