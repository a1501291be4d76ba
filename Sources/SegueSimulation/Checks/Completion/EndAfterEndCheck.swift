import SegueEngine

/// `interaction.end-after-end`: finish() or cancel() is called again after the interaction ended.
package struct EndAfterEndCheck: Check {
    package static let description = CheckDescription(
        code: "interaction.end-after-end", severity: .warning,
        short: "finish() or cancel() is called again after the interaction ended",
        full:
            "UIKit documents one finish() or cancel() per interaction and no meaning for another. Hero's controller acts on one that comes before the transition completed (its finish and cancel check only that it is still animating): a cancel() after finish() runs the transition back and cancels it, so the screen the user swiped to slides away again, and a second finish() restarts the finishing animations (Hero issues 90, 123). A pan handler ends twice when its .ended and .cancelled branches both end the interaction, or a timer and the release both do. Finish or cancel only while the handler still holds a running interaction, and let go of it then.",
        source:
            "UIPercentDrivenInteractiveTransition documents one finish() or cancel() per interaction; Hero issues 90, 123 and HeroTransition+Interactive.swift, whose finish and cancel check only that the transition still animates.",
        broken: [.script("hero-123-cancel-after-finish")],
        clean: [.script("hero-123-ends-once")])
}

extension EndAfterEndCheck: CompletionHook {
    /// A second finish() or cancel(): ignored by the engine; the warning says what Hero's
    /// controller does with it, the consequence that matters most first (an opposite call turns
    /// the outcome round there).
    mutating func completion(_ end: CompletionFacts, of transition: TransitionFacts, report: inout [Finding]) {
        let ends: [Bool] = end.callsAfterEnd.compactMap { call in
            switch call {
            case .update: nil
            case .finish: true
            case .cancel: false
            }
        }
        guard !ends.isEmpty else { return }
        let finished = end.outcome == .finished
        let ended = finished ? "finish()" : "cancel()"
        let names = ends.map { call in
            let name = call ? "finish()" : "cancel()"
            return call == finished ? name + " again" : name
        }
        let effect: String
        if !ends.contains(!finished) {
            effect = "a second \(ended) restarts the \(finished ? "finishing" : "cancelling") animations from where they stand"
        } else if finished {
            effect = "a cancel() after finish() runs the transition back and cancels it: the screen the user swiped to slides away again"
        } else {
            effect =
                "a finish() after cancel() runs the transition forward and finishes it: the screen the user let go of arrives after all"
        }
        report.append(
            Self.finding(
                "the app called \(names.joined(separator: ", then ")) after \(ended): "
                    + "UIKit documents one finish() or cancel() per interaction and no meaning for another, which the engine ignores; "
                    + "Hero's controller acts on one that comes before the transition completed (its finish and cancel check only that it is still animating), "
                    + "so \(effect) (Hero issues 90, 123); "
                    + "end the interaction once: finish or cancel only while your handler still holds a running interaction, and let go of it then",
                at: end, of: transition))
    }
}
