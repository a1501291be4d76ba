import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// A route's `reentry:` done at run time, on a fake tab bar controller that behaves like UIKit's:
/// a tap asks the delegate's `tabBarController(_:shouldSelect:)` and, when allowed, selects the tab
/// and starts the custom transition at once, even while one runs (Hero issues 166, 193, 226, 245:
/// the screen goes blank and the bar stops responding); a programmatic selection
/// (`selectedViewController`) asks nothing
/// (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:):
/// "The tab bar controller calls this method in response to the user tapping a tab bar item").
@Suite struct ReentryGateTests {
    /// UITabBarController's side, with the Segue delegate's gate.
    final class FakeTabBar {
        let world: FakeWorld
        let effect: SegueEffect
        var gate: ReentryGate<Int>
        var selected = 0
        /// The transitions started, as (from, to), and the players running them.
        var transitions: [(Int, Int)] = []
        var players: [PlanPlayer<FakeToolkit>] = []

        init(world: FakeWorld, effect: SegueEffect) {
            self.world = world
            self.effect = effect
            gate = ReentryGate(policy: effect.reentry)
        }

        /// A tap on tab `index`: the delegate's shouldSelect, then the switch.
        func tap(_ index: Int) {
            guard index != selected, gate.allows(index) else { return }
            select(index)
        }

        /// The switch, with the route's effect (the delegate's animationController).
        func select(_ index: Int) {
            let from = selected
            selected = index
            transitions.append((from, index))
            let context = FakeContext(TransitionContext(operation: .tab, fromIndex: from, toIndex: index), world: world)
            let request = SegueTransitionRequest(animator: effect.animator, operation: .tab, fromIndex: from, toIndex: index)
            let player = PlanPlayer<FakeToolkit>(request: request, context: context)
            gate.began()
            player.onComplete = { [weak self] _ in
                // The animator's animationEnded: a held tap is selected programmatically.
                guard let self, let held = self.gate.ended() else { return }
                self.select(held)
            }
            players.append(player)
            player.start(in: context)
        }

        /// How many transitions run at once at most while the clock runs for `seconds`.
        func run(seconds: Double, tapping taps: [(Double, Int)]) -> Int {
            var most = 0
            var pending = taps
            var n = 0
            while Double(n) / 60 < seconds {
                n += 1
                world.clock = Double(n) / 60
                while let (t, index) = pending.first, t <= world.clock {
                    pending.removeFirst()
                    tap(index)
                }
                most = max(most, players.filter { $0.phase == .running }.count)
                world.vsync()
            }
            return most
        }
    }

    static func tabEffect(reentry: String) throws -> SegueEffect {
        let text = "segue: 1\nroutes:\n  - {name: tabs, operation: tab, effect: tab-cube, reentry: \(reentry)}\n"
        let config = try RuntimeConfig.load(text: text, file: "segue.yaml", catalog: .builtin, build: .debug)
        return try #require(SegueRouter(config: config).effect(for: .tab))
    }

    /// `refuse`: a tap during the transition is dropped; one transition at a time.
    @Test func refuseDropsATapDuringTheTransition() throws {
        let effect = try Self.tabEffect(reentry: "refuse")
        #expect(effect.reentry == .refuse)
        let world = FakeWorld()
        try FakeWorld.$current.withValue(world) {
            let bar = FakeTabBar(world: world, effect: effect)
            let most = bar.run(seconds: 3, tapping: [(0.02, 1), (0.1, 2)])
            #expect(most == 1)
            #expect(bar.transitions.map(\.1) == [1])
            #expect(bar.selected == 1)
            let last = try #require(bar.players.last)
            #expect(last.phase == .completed)
        }
    }

    /// `wait`: the tap is held and made once the transition has completed.
    @Test func waitSelectsTheHeldTabAfterTheTransition() throws {
        let effect = try Self.tabEffect(reentry: "wait")
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let bar = FakeTabBar(world: world, effect: effect)
            let most = bar.run(seconds: 4, tapping: [(0.02, 1), (0.1, 2)])
            #expect(most == 1)
            #expect(bar.transitions.map(\.1) == [1, 2])
            #expect(bar.selected == 2)
            #expect(bar.players.allSatisfy { $0.phase == .completed })
        }
    }

    /// `none` (the default) leaves UIKit's behaviour: the second tap starts on top of the first.
    @Test func noneLetsTheTapThrough() throws {
        let effect = try Self.tabEffect(reentry: "none")
        let world = FakeWorld()
        FakeWorld.$current.withValue(world) {
            let bar = FakeTabBar(world: world, effect: effect)
            #expect(bar.run(seconds: 3, tapping: [(0.02, 1), (0.1, 2)]) == 2)
        }
    }
}
