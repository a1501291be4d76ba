import SegueEngine
import SeguePlan

/// The plans of a simulated run: one per transition, compiled for the very context the simulator
/// gave it, each with the input that replays it (plain, or the recorded drag and release).
package enum RunPlans {
    /// One transition of the run, as a plan and its input.
    package struct Entry: Sendable {
        /// The transition's plan.
        package var plan: AnimationPlan
        /// How the run drove it.
        package var input: PlanInput
        /// The transition's record in the trace.
        package var record: TransitionRecord
    }

    /// Every transition of `trace` (a run of `scenario`) that has an animator among the scenario's
    /// steps: a pop or dismissal finds the animator of its push or presentation by identity, as
    /// the trace records it.
    package static func entries(for scenario: Scenario, trace: Trace) -> [Entry] {
        var animators: [String: any TransitionAnimator] = [:]
        for case let animator? in scenario.steps.map(\.animator) where animators[animator.identity] == nil {
            animators[animator.identity] = animator
        }
        return trace.transitions.compactMap { record in
            guard let animator = animators[record.animator] else { return nil }
            return entry(record, animator: animator, frames: trace.frames.lazy.filter { $0.transition == record.index })
        }
    }

    /// The plan of one recorded transition and its input: for an interactive one, the percents of
    /// the frames the finger was down, the outcome the app chose, and the interaction controller's
    /// completion speed and curve at release.
    package static func entry(
        _ record: TransitionRecord, animator: any TransitionAnimator, frames: some Sequence<FrameSample>
    ) -> Entry {
        let plan = PlanCompiler.plan(for: animator, in: record.context)
        guard let info = record.interaction else { return Entry(plan: plan, input: .plain, record: record) }
        let drag = frames.filter { $0.phase == .interacting }.map(\.percent)
        let last = drag.last ?? 0
        let p = last.isFinite ? min(max(last, 0), 1) : 0
        let input = PlanInput.interactive(
            drag: drag, finishing: record.outcome == .finished,
            completionSpeed: info.config.completionSpeed(releasedAt: p),
            completionCurve: PlanTimingFunction(info.config.completionCurve, segmentDuration: plan.duration))
        return Entry(plan: plan, input: input, record: record)
    }
}
