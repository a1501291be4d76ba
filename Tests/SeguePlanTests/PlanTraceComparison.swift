import SegueCatalog
import SegueEngine
import SeguePlan
import SegueSimulation

/// The largest differences between a plan's playback and the engine's trace of the same run.
struct PlanTraceDifference: CustomStringConvertible {
    var corner = 0.0
    var cornerWhere = ""
    var alpha = 0.0
    var alphaWhere = ""
    /// Actors whose resolved state, matrix, corners, alpha or hidden flag differ in any bit.
    var unequal = 0
    var unequalWhere = ""
    /// Structural mismatches: frame counts, actor lists, hidden flags.
    var problems: [String] = []

    var description: String {
        "corner \(corner) at \(cornerWhere); alpha \(alpha) at \(alphaWhere); \(unequal) unequal actors, first at \(unequalWhere); "
            + "problems: \(problems.prefix(5))"
    }

    mutating func merge(_ other: PlanTraceDifference) {
        if other.corner > corner { (corner, cornerWhere) = (other.corner, other.cornerWhere) }
        if other.alpha > alpha { (alpha, alphaWhere) = (other.alpha, other.alphaWhere) }
        if unequal == 0 { unequalWhere = other.unequalWhere }
        unequal += other.unequal
        problems += other.problems
    }
}

enum PlanTraceComparison {
    /// Plays every transition of `trace` from its plan and compares frame for frame.
    static func compare(_ trace: Trace, animator: any TransitionAnimator, label: String) -> PlanTraceDifference {
        var total = PlanTraceDifference()
        for record in trace.transitions {
            let engineFrames = trace.frames.filter { $0.transition == record.index }
            let entry = RunPlans.entry(record, animator: animator, frames: engineFrames)
            let (plan, input) = (entry.plan, entry.input)
            let (planFrames, outcome) = PlanPlayback(plan, fps: trace.fps).frames(input)
            let where0 = "\(label) transition \(record.index) (\(record.operation.rawValue))"
            if outcome != record.outcome { total.problems.append("\(where0): outcome \(outcome) vs \(record.outcome)") }
            guard planFrames.count == engineFrames.count else {
                total.problems.append("\(where0): \(planFrames.count) plan frames vs \(engineFrames.count) engine frames")
                continue
            }
            for (k, (planned, engine)) in zip(planFrames, engineFrames).enumerated() {
                let at = "\(where0) frame \(k) (\(engine.phase.rawValue))"
                let planIDs = planned.scene.actors.map(\.id)
                let engineIDs = engine.actors.map(\.id)
                if planIDs != engineIDs {
                    total.problems.append("\(at): actors \(planIDs) vs \(engineIDs)")
                    continue
                }
                for (a, e) in zip(planned.scene.actors, engine.actors) {
                    if a != e {
                        if total.unequal == 0 { total.unequalWhere = "\(at) \(a.id)" }
                        total.unequal += 1
                    }
                    if a.isEffectivelyHidden != e.isEffectivelyHidden {
                        total.problems.append("\(at): \(a.id) hidden \(a.isEffectivelyHidden) vs \(e.isEffectivelyHidden)")
                    }
                    let da = abs(a.effectiveAlpha - e.effectiveAlpha)
                    if !(da <= total.alpha) { (total.alpha, total.alphaWhere) = (da, "\(at) \(a.id)") }
                    switch (a.corners, e.corners) {
                    case (nil, nil): break
                    case (let pc?, let ec?):
                        for (p, q) in zip(pc, ec) {
                            let d = max(abs(p.x - q.x), abs(p.y - q.y))
                            if !(d <= total.corner) { (total.corner, total.cornerWhere) = (d, "\(at) \(a.id)") }
                        }
                    default:
                        total.problems.append("\(at): \(a.id) corners \(String(describing: a.corners)) vs \(String(describing: e.corners))")
                    }
                }
            }
        }
        return total
    }
}

extension Double {
    func clamped(_ lo: Double, _ hi: Double) -> Double { Swift.min(Swift.max(self, lo), hi) }
}
