import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// Each pop is played by the effect that pushed its screen; the system back swipe stays where no
/// Segue gesture claims the left edge.
@Suite struct ScreenRoutingTests {
    static func effect(_ id: String) throws -> SegueEffect {
        let definition = try #require(shippedEffects.first { $0.id == id })
        return try #require(SegueEffect(definition))
    }

    @Test func aPopPlaysTheEffectThatPushedItsScreen() throws {
        var routing = ScreenRouting<Int>()
        routing.arrive(1, with: try Self.effect("cards"))
        routing.arrive(2, with: try Self.effect("circle-spread"))
        #expect(routing.leave(2)?.definition.id == "circle-spread")
        #expect(routing.leave(1)?.definition.id == "cards")
        // A screen pushed with the system transition pops with it.
        routing.arrive(3, with: nil)
        #expect(routing.leave(3) == nil)
    }

    @Test func aPopTheSystemBackSwipeDrivesGetsNoSegueAnimator() throws {
        var routing = ScreenRouting<Int>()
        routing.arrive(1, with: try Self.effect("cards"))
        #expect(routing.leave(1, systemBackSwipe: true) == nil)
        #expect(routing.leave(1, systemBackSwipe: false) != nil)
    }

    @Test func screensNoLongerShownAreForgotten() throws {
        var routing = ScreenRouting<Int>()
        for screen in 1...3 { routing.arrive(screen, with: try Self.effect("cards")) }
        routing.keep(only: [1])
        #expect(routing.count == 1)
        #expect(routing.leave(2) == nil)
    }

    @Test func theSystemBackSwipeStaysUnlessASegueGestureClaimsTheLeftEdge() throws {
        let right = try #require(shippedEffects.first { $0.backGesture?.direction.rawValue == "right" })
        let other = try #require(shippedEffects.first { $0.backGesture == nil || $0.backGesture?.direction.rawValue != "right" })
        var routing = ScreenRouting<String>()
        routing.arrive("claimed", with: SegueEffect(right))
        routing.arrive("free", with: SegueEffect(other))
        #expect(!routing.keepsSystemBackSwipe(on: "claimed"))
        #expect(routing.keepsSystemBackSwipe(on: "free"))
        #expect(routing.keepsSystemBackSwipe(on: "never pushed by Segue"))
    }

    /// `push`'s back gesture pans right from the left edge (circle-spread's pans down since issue 36,
    /// as XWCircleSpreadToController.m:17 registers it, so it no longer claims the edge).
    @Test func aRouteThatRestoresTheBackSwipeKeepsIt() throws {
        let config = try RuntimeConfig.load(
            text: """
                segue: 1
                routes:
                  - {name: card-detail, operation: push, effect: push, restoresBackSwipe: true}
                  - {name: plain, operation: push, effect: push}
                """, file: "segue.yaml", catalog: .builtin, build: .debug)
        let router = SegueRouter(config: config)
        var routing = ScreenRouting<Int>()
        routing.arrive(1, with: router.effect(forRoute: "card-detail"))
        routing.arrive(2, with: router.effect(forRoute: "plain"))
        #expect(routing.keepsSystemBackSwipe(on: 1))
        #expect(!routing.keepsSystemBackSwipe(on: 2))
    }

    @Test func transitionsAreNumberedWithTheirOwnSeeds() throws {
        var sequence = TransitionSequence(seed: 7)
        let effect = try Self.effect("explode")
        let first = sequence.request(effect, operation: .push)
        let second = sequence.request(effect, operation: .pop)
        #expect(first.transitionIndex == 0)
        #expect(second.transitionIndex == 1)
        #expect(first.seed != second.seed)
        #expect(first.seed == SeededGenerator.derive(7, 0))
    }
}

/// iOS 26's full-width back swipe (`interactiveContentPopGestureRecognizer`, new in iOS 26:
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer)
/// starts anywhere in the content. Per route: a screen whose effect has a back gesture going back
/// gives the swipe to Segue (the content swipe off, or both would start from one touch); other
/// screens keep the system's, and a pop it drives gets UIKit's interactive animation, not a Segue
/// animator nothing drives.
@Suite struct ContentSwipeOwnershipTests {
    @Test func whoOwnsTheSwipeIsDecidedPerRoute() throws {
        let effects = shippedEffects.compactMap(SegueEffect.init)
        let withBack = try #require(effects.first { $0.gesture(for: .back)?.direction == .right })
        // A back gesture that pans down (a modal-like drawer) does not go the back way.
        let without = try #require(effects.first { $0.gesture(for: .back)?.direction == .down })
        var routing = ScreenRouting<Int>()
        routing.arrive(1, with: withBack)
        routing.arrive(2, with: without)
        routing.arrive(3, with: nil)
        #expect(!routing.keepsSystemContentSwipe(on: 1))
        #expect(routing.keepsSystemContentSwipe(on: 2))
        #expect(routing.keepsSystemContentSwipe(on: 3))
        // Right to left the mirrored gesture still goes back, so Segue still owns the swipe.
        #expect(!routing.keepsSystemContentSwipe(on: 1, rightToLeft: true))
        // The system swipe driving a pop: no Segue animator, UIKit's own interactive pop.
        #expect(routing.leave(2, systemBackSwipe: true) == nil)
        #expect(routing.leave(1, systemBackSwipe: true) == nil)
    }
}
