extension SimulationRun {
    /// Records the calls an app makes on the interaction controller after it finished or cancelled
    /// (``Interaction/callsAfterEnd``) and reports them: `interaction.update-after-end` for late
    /// updates, `interaction.end-after-end` for a second finish or cancel.
    ///
    /// The engine ignores every one of them, as a controller that stops at the end does: UIKit
    /// documents one `finish()` or `cancel()` per interaction and no meaning for anything after it.
    /// What an app sees instead depends on its controller and on timing, so both are warnings that
    /// say what Hero's controller does (HeroTransition+Interactive.swift): `update(_:)` re-seeks
    /// the running animation while its state is still `.animating`, and so do `finish(animate:)`
    /// and `cancel(animate:)`, which check only that state; once the transition has completed they
    /// return at once.
    mutating func reportCallsAfterEnd(_ calls: [LateCall], outcome: TransitionOutcome, transition index: Int, frame: Int) {
        let ended = outcome == .finished ? "finish()" : "cancel()"
        var updates = 0
        var ends: [Bool] = []
        for call in calls {
            let kind: EventKind
            switch call {
            case .update(let percent):
                updates += 1
                kind = .updateAfterEnd(percent: percent)
            case .finish:
                ends.append(true)
                kind = .endAfterEnd(success: true)
            case .cancel:
                ends.append(false)
                kind = .endAfterEnd(success: false)
            }
            summary.events.append(TraceEvent(transition: index, frame: frame, time: time(ofFrame: frame), kind: kind))
        }
        if updates > 0 {
            summary.findings.append(
                Finding(
                    severity: .warning, code: "interaction.update-after-end",
                    message: "the app called update(_:) \(updates) time\(updates == 1 ? "" : "s") after \(ended): "
                        + "UIKit documents no meaning for it, and Hero's controller re-seeks the running animation so the transition sticks "
                        + "(Hero issues 90, 123); stop forwarding the pan once you have finished or cancelled",
                    transition: index, frame: frame))
        }
        guard !ends.isEmpty else { return }
        let finished = outcome == .finished
        let names = ends.map { call in
            let name = call ? "finish()" : "cancel()"
            return call == finished ? name + " again" : name
        }
        // The consequence that matters most first: an opposite call turns the outcome round in Hero.
        let effect: String
        if !ends.contains(!finished) {
            effect = "a second \(ended) restarts the \(finished ? "finishing" : "cancelling") animations from where they stand"
        } else if finished {
            effect = "a cancel() after finish() runs the transition back and cancels it: the screen the user swiped to slides away again"
        } else {
            effect = "a finish() after cancel() runs the transition forward and finishes it: the screen the user let go of arrives after all"
        }
        summary.findings.append(
            Finding(
                severity: .warning, code: "interaction.end-after-end",
                message: "the app called \(names.joined(separator: ", then ")) after \(ended): "
                    + "UIKit documents one finish() or cancel() per interaction and no meaning for another, which the engine ignores; "
                    + "Hero's controller acts on one that comes before the transition completed (its finish and cancel check only that it is still animating), "
                    + "so \(effect) (Hero issues 90, 123); "
                    + "end the interaction once: finish or cancel only while your handler still holds a running interaction, and let go of it then",
                transition: index, frame: frame))
    }
}
