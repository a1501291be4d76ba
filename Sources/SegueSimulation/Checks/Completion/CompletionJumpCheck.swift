import SegueEngine

/// `completion.jump`: The last frame and the completed state differ.
package struct CompletionJumpCheck: Check {
    package static let description = CheckDescription(
        code: "completion.jump", severity: .warning,
        short: "The last frame and the completed state differ",
        full:
            "Something still visible at the last animated frame (an overlay, a dimming view, a value off its model value) snaps away on completion: a one-frame jump on a device.",
        source:
            "What Core Animation shows at the last animated frame and what the completion block leaves must agree; the originals build chrome into the snapshot it rides on (CEFoldAnimationController.m addShadowToView:, XWCoolAnimator+XWFold.m, XWCoolAnimator+XWMiddlePageFlip.m).",
        broken: [.effect("dim-left-visible", in: "completion-jump")],
        clean: [.effect("dim-faded-out", in: "completion-no-jump")])
}

extension CompletionJumpCheck: CompletionHook {
    /// What the last animated moment shows and what the completed state shows must agree, or a
    /// device shows a one-frame jump when the completion block runs.
    ///
    /// Checked for the pieces a completion typically breaks: chrome the animator created (overlays,
    /// dimming views, scan lines) removed or changed while still visible, and the view that stays
    /// (the to view after success, the from view after a cancel) snapping to a different opacity
    /// or place. Snapshots and slices are left out: they are removed over the real view they copy; so
    /// is chrome riding on a snapshot or slice, which the originals build into that snapshot's view
    /// (the fold strips' and middle flip's shadows are subviews of the strip: CEFoldAnimationController.m
    /// `addShadowToView:`, XWCoolAnimator+XWFold.m, XWCoolAnimator+XWMiddlePageFlip.m) and which goes
    /// with it. Pieces showing less than 2% of the screen (a sliver at an edge, such as XWTransition's scan
    /// line, which ends 5 pt on screen) are not counted as a visible jump.
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let before = end.lastAnimated
        let after = end.model.resolved()
        let created = transition.resolver.createdActors
        let staying: ActorID = end.outcome == .finished ? .to : .from
        // What an opaque navigation bar covers is not seen: only the screens' frame counts.
        let bounds = transition.context.screenFrame
        let copies = Set(before.actors.filter { $0.role == .snapshot || $0.role == .slice }.map(\.id))
        for (i, actor) in before.actors.enumerated() {
            let onCopy = actor.parent.map { copies.contains($0) } ?? false
            let chrome = (actor.role == .overlay || actor.role == .dimming || actor.role == .scanLine) && !onCopy
            guard (chrome && created.contains(actor.id)) || actor.id == staying,
                SceneGeometry.isSeen(i, in: before.actors, bounds: bounds, minimumShare: 0.02)
            else { continue }
            let afterIndex = after.actors.firstIndex { $0.id == actor.id }
            var problem: String?
            if let afterIndex, SceneGeometry.isSeen(afterIndex, in: after.actors, bounds: bounds) {
                let shown = after.actors[afterIndex]
                if abs(shown.effectiveAlpha - actor.effectiveAlpha) > 0.05 {
                    problem =
                        "its opacity snaps from \(CheckText.number(actor.effectiveAlpha)) to \(CheckText.number(shown.effectiveAlpha))"
                } else if let a = actor.corners, let b = shown.corners, a.count == b.count,
                    zip(a, b).contains(where: { abs($0.x - $1.x) > 1 || abs($0.y - $1.y) > 1 })
                {
                    problem = "it snaps to another place"
                }
            } else if chrome, actor.effectiveAlpha * (actor.state.backgroundColor?.alpha ?? 1) > 0.05 {
                problem = "it disappears while \(CheckText.number(actor.effectiveAlpha)) opaque"
            }
            if let problem {
                report.append(
                    Self.finding(
                        "'\(actor.id)' jumps when the transition completes: \(problem) (animate it to its completed state)",
                        at: end, of: transition))
            }
        }
    }
}
