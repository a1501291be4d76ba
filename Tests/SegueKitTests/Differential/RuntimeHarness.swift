import Foundation
import SegueEngine
import SegueKitCore
import SeguePlan
import SegueSimulation

/// The largest differences between the runtime on the fakes and the engine's trace.
struct RuntimeDifference: CustomStringConvertible {
    var corner = 0.0
    var cornerWhere = ""
    var alpha = 0.0
    var alphaWhere = ""
    var mask = 0.0
    var maskWhere = ""
    var frames = 0
    var problems: [String] = []

    var description: String {
        "corner \(corner) at \(cornerWhere); alpha \(alpha) at \(alphaWhere); mask \(mask) at \(maskWhere); problems: \(problems.prefix(5))"
    }

    mutating func merge(_ other: RuntimeDifference) {
        if other.corner > corner { (corner, cornerWhere) = (other.corner, other.cornerWhere) }
        if other.alpha > alpha { (alpha, alphaWhere) = (other.alpha, other.alphaWhere) }
        if other.mask > mask { (mask, maskWhere) = (other.mask, other.maskWhere) }
        frames += other.frames
        problems += other.problems
    }
}

/// Plays one recorded transition through ``PlanPlayer`` on the fakes, as UIKit and a finger would
/// drive it, and records every frame a display would show.
enum RuntimeHarness {
    struct Run {
        var frames: [[RecordedActor]]
        var outcome: TransitionOutcome?
        var context: FakeContext
        var player: PlanPlayer<FakeToolkit>
        var problems: [String]
    }

    static func play(_ record: TransitionRecord, animator: any TransitionAnimator, input: PlanInput, fps: Int) -> Run {
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let context = FakeContext(record.context, world: world)
            let request = SegueTransitionRequest(
                animator: animator, operation: record.context.operation, presentationStyle: record.context.presentationStyle,
                fromIndex: record.context.fromIndex, toIndex: record.context.toIndex,
                transitionIndex: record.context.transitionIndex, seed: record.context.seed)
            let player = PlanPlayer<FakeToolkit>(request: request, context: context)
            var frames: [[RecordedActor]] = []
            var n = 0
            func show() { frames.append(context.window.layer.sublayers.flatMap { FakeRecorder.record($0, world: world) }) }
            /// The next vsync: display links run, then the frame is shown.
            func vsync() {
                world.clock = Double(n) / Double(fps)
                n += 1
                world.vsync()
            }
            world.clock = 0
            switch input {
            case .plain:
                player.start(in: context)
            case .interactive(let drag, let finishing, let speed, let curve):
                player.startInteractive(in: context)
                for p in drag {
                    vsync()
                    player.update(p)
                    show()
                }
                player.release(finishing: finishing, completionSpeed: speed, completionCurve: curve)
                if player.phase == .completed { show() }
            }
            // Frames until the completion block has run: the frame it ran in is the last.
            while player.phase != .completed && frames.count < 10_000 {
                vsync()
                show()
            }
            return Run(
                frames: frames, outcome: player.outcome, context: context, player: player, problems: world.problems + context.violations)
        }
    }

}
