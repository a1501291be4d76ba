import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import Testing

/// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`,
/// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled): Apple's
/// Human Interface Guidelines ask to replace sliding, zooming and spinning transitions with a
/// dissolve (https://developer.apple.com/design/human-interface-guidelines/motion). A route whose
/// motion carries meaning may keep it.
@Suite struct ReduceMotionTests {
    static let config = """
        segue: 1
        routes:
          - {name: detail, operation: push, effect: cube-horizontal}
          - {name: map, operation: push, effect: circle-spread}
        """

    /// The key paths a transition animates on the fakes, over all layers.
    static func animatedKeyPaths(_ request: SegueTransitionRequest) -> Set<String> {
        let world = FakeWorld()
        return FakeWorld.$current.withValue(world) {
            let context = FakeContext(TransitionContext(operation: .push), world: world)
            let player = PlanPlayer<FakeToolkit>(request: request, context: context)
            player.start(in: context)
            var n = 0
            while player.phase != .completed && n < 600 {
                n += 1
                world.clock = Double(n) / 60
                world.vsync()
            }
            return Set(world.added.map(\.2.keyPath))
        }
    }

    @Test func underReduceMotionARouteDissolvesUnlessItKeepsItsMotion() throws {
        let config = try RuntimeConfig.load(text: Self.config, file: "segue.yaml", catalog: .builtin, build: .debug)
        var router = SegueRouter(config: config)
        router.routesKeepingMotion = ["map"]
        let detail = try #require(router.effect(forRoute: "detail"))
        let map = try #require(router.effect(forRoute: "map"))
        var sequence = TransitionSequence()

        let moving = Self.animatedKeyPaths(sequence.request(detail, operation: .push))
        #expect(moving.contains("transform") || moving.contains("position") || moving.contains("sublayerTransform"))

        let reduced = sequence.request(detail, operation: .push, reduceMotion: true)
        #expect(reduced.animator.identity == "fade-in")
        let dissolving = Self.animatedKeyPaths(reduced)
        #expect(dissolving == ["opacity"], "\(dissolving)")

        let kept = sequence.request(map, operation: .push, reduceMotion: true)
        #expect(kept.animator.identity == "circle-spread")
    }
}
