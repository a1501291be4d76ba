import SegueEngine
import SegueSimulation
import Testing

/// `completion.jump` and chrome riding on a copy: a shadow that is a subview of a strip snapshot (the
/// fold strips' and middle flip's shadows: ColinEberhardt/VCTransitionsLibrary,
/// AnimationControllers/CEFoldAnimationController.m `addShadowToView:reverse:`; wazrx/XWTransition,
/// XWCoolAnimator+XWMiddlePageFlip.m `_xw_addGrandientLayerWithStartPoint:endPoint:forView:`) goes
/// with that snapshot, which the check already leaves out; the same shade on the container is chrome
/// and its vanishing is still reported.
@Suite struct CompletionJumpTests {
    /// Hides the to view behind a whole-screen slice of it carrying a half-black shade, both removed
    /// by the standard completion while the shade is still showing.
    struct ShadedSliceAnimator: TransitionAnimator {
        var identity = "shaded-slice"
        var toDuration = 0.3
        var backDuration = 0.3
        var shadeOnSlice: Bool

        func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
            var b = TimelineBuilder(duration: duration(for: direction), context: context)
            b.set(.from, .isHidden, true)
            b.set(.to, .isHidden, true)
            let slice = b.slice(of: .to, contentsRect: Rect(x: 0, y: 0, width: 1, height: 1), id: "slice.to")
            let size = context.containerBounds.size
            let shade = b.overlay(
                id: "shade", color: .black, alpha: 0.5, frame: shadeOnSlice ? Rect(origin: .zero, size: size) : nil,
                parent: shadeOnSlice ? slice : .container)
            b.track(.alpha, of: shade, from: 0.6, to: 0.5, curve: .linear)
            return b.build()
        }
    }

    @Test func aShadeOnASliceGoesWithTheSlice() {
        let trace = Simulator.runTransition(ShadedSliceAnimator(shadeOnSlice: true), operation: .push)
        #expect(!trace.findings.contains { $0.code == "completion.jump" }, "\(trace.findings)")
    }

    @Test func theSameShadeOnTheContainerStillJumps() {
        let trace = Simulator.runTransition(ShadedSliceAnimator(shadeOnSlice: false), operation: .push)
        #expect(trace.findings.contains { $0.code == "completion.jump" }, "\(trace.findings)")
    }
}
