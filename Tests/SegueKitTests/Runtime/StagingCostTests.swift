import Foundation
import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// What staging costs on the main thread before the first frame, per effect: captures (snapshot
/// calls and renders), layers made, animations added. A `snapshotView(afterScreenUpdates: true)`
/// commits the pending screen updates and waits for the render server to copy the view
/// (https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:):
/// "a snapshot that includes any recent changes" is slower), so it is the cost to bound; layers
/// and animations are cheap by comparison (each a model object Core Animation commits once).
@Suite struct StagingCostTests {
    struct Cost: CustomStringConvertible {
        var id: String
        var operation: TransitionOperation
        var captures: Int
        var layers: Int
        var animations: Int
        var description: String { "\(id) \(operation.rawValue): \(captures) captures, \(layers) layers, \(animations) animations" }
    }

    /// Captures per transition: at most one per real view (from and to), whatever the number of
    /// snapshots and slices; before, `explode` and `lines` made 220 and 422 snapshot calls.
    static let captureBudget = 2
    /// Layers and animations per transition: the worst shipped effect (`lines-horizontal`, 409
    /// layers and 1,624 animations on the fakes) with about a fifth of headroom. A guard against
    /// growth, not a device measurement: only a device can say what these cost in milliseconds.
    static let layerBudget = 500
    static let animationBudget = 2000

    static func stage(_ effect: EffectDefinition, _ operation: TransitionOperation) throws -> (Cost, [String]) {
        let animator = try #require(effect.animator)
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: operation), world: world)
            let player = PlanPlayer<FakeToolkit>(
                request: SegueTransitionRequest(animator: animator, operation: operation), context: context)
            player.start(in: context)
            // Every capture must see its source at the size the plan lays it out at.
            var problems: [String] = []
            for capture in world.captures {
                let actor = player.plan.actors.first { $0.id.rawValue == capture.source }
                let frame = actor?.initial.frame
                if frame?.width != capture.width || frame?.height != capture.height {
                    problems.append(
                        "\(effect.id) \(operation.rawValue): \(capture.kind) of \(capture.source) at \(capture.width) x \(capture.height), laid out at \(String(describing: frame))"
                    )
                }
            }
            problems += world.capturesOffWindow.map { "\(effect.id) \(operation.rawValue): \($0) rendered outside the window" }
            let cost = Cost(
                id: effect.id, operation: operation, captures: world.captures.count, layers: player.plan.actors.count,
                animations: world.added.count)
            return (cost, problems)
        }
    }

    /// Snapshots and slices are cut after the views are laid out, and staging stays within budget
    /// for every shipped effect, going and coming back.
    @Test func stagingIsLaidOutFirstAndWithinBudget() throws {
        var costs: [Cost] = []
        var problems: [String] = []
        for effect in shippedEffects {
            for operation in [TransitionOperation.push, .pop] {
                let (cost, found) = try Self.stage(effect, operation)
                costs.append(cost)
                problems += found
            }
        }
        let worst = (
            captures: costs.max { $0.captures < $1.captures }, layers: costs.max { $0.layers < $1.layers },
            animations: costs.max { $0.animations < $1.animations }
        )
        print(
            "staging cost, worst: \(worst.captures.map(String.init(describing:)) ?? "-"); \(worst.layers.map(String.init(describing:)) ?? "-"); \(worst.animations.map(String.init(describing:)) ?? "-")"
        )
        #expect(problems.isEmpty, "\(problems.prefix(5))")
        #expect(costs.allSatisfy { $0.captures <= Self.captureBudget }, "\(costs.filter { $0.captures > Self.captureBudget }.prefix(5))")
        #expect(costs.allSatisfy { $0.layers <= Self.layerBudget }, "\(costs.filter { $0.layers > Self.layerBudget }.prefix(5))")
        #expect(
            costs.allSatisfy { $0.animations <= Self.animationBudget }, "\(costs.filter { $0.animations > Self.animationBudget }.prefix(5))"
        )
    }
}
