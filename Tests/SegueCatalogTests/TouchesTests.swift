import SegueCatalog
import SegueDocument
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// Issue 18, touches: an effect that turns a view's `isUserInteractionEnabled` off must turn it
/// back on in both outcomes. VCTransitionsLibrary pull request 16 fixed NatGeo, whose cancelled
/// interactive presentation left the from view, the screen the user was back on, ignoring touches.
@Suite struct TouchesTests {
    static func effect(cleanup: String) throws -> EffectDefinition {
        let load = loadCatalog([
            (
                "touch.yaml",
                manifest(
                    id: "touch", kind: "keyframes",
                    """
                    keyframes:
                      cleanup: \(cleanup)
                      disableTouches: [from]
                      to:
                        - {actor: to, property: alpha, keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]}
                    """)
            )
        ])
        #expect(load.diagnostics.isEmpty, "\(headlines(load.diagnostics))")
        return try #require(load.catalog.effects.first { $0.id == "touch" })
    }

    static func codes(_ effect: EffectDefinition, releaseAt: Double?) throws -> [String] {
        let request = SimulationRequest(
            effect: effect, scenario: .present, gesture: releaseAt.map { GestureRequest(releaseAt: $0) })
        let scenario = try #require(request.makeScenario())
        return Simulator.run(scenario, options: request.options).findings.map(\.code)
    }

    @Test func touchesForgottenByHandAreReportedOnlyWhereTheUserIsLeft() throws {
        let forgotten = try Self.effect(cleanup: "manual")
        // Finished: the to view is on screen and its touches were never turned off.
        #expect(!(try Self.codes(forgotten, releaseAt: nil)).contains("touches.disabled"))
        #expect(!(try Self.codes(forgotten, releaseAt: 0.8)).contains("touches.disabled"))
        // Cancelled: the user is back on the from view, which still ignores touches.
        #expect((try Self.codes(forgotten, releaseAt: 0.2)).contains("touches.disabled"))
    }

    @Test func theAutomaticCleanUpTurnsTouchesBackOn() throws {
        let restored = try Self.effect(cleanup: "automatic")
        for release in [nil, 0.2, 0.8] as [Double?] {
            #expect(!(try Self.codes(restored, releaseAt: release)).contains("touches.disabled"), "\(String(describing: release))")
        }
    }

    @Test func onlyTheRealViewsCanBeNamed() {
        let load = loadCatalog([
            (
                "bad.yaml",
                manifest(
                    id: "bad", kind: "keyframes",
                    """
                    keyframes:
                      disableTouches: [from, container]
                      to:
                        - {actor: to, property: alpha, keyframes: [{time: 0, value: 0}, {time: 1, value: 1}]}
                    """)
            )
        ])
        let lines = headlines(load.diagnostics)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasSuffix("error: unknown view 'container' [manifest.keyframes.touches]") == true, "\(lines)")
        #expect(lines.first?.hasPrefix("7:26: ") == true, "\(lines)")
    }

    /// The shipped NatGeo does what CENatGeoAnimationController.m does since that pull request:
    /// the covered view's touches go off while it presents and come back on a cancel.
    @Test func natGeoTurnsTheCoveredViewsTouchesOffAndBackOnACancel() throws {
        let natgeo = try #require(loadCatalog().catalog.effects.first { $0.id == "natgeo" })
        let animator = try #require(natgeo.animator)
        let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let timeline = animator.timeline(for: .to, in: context)
        #expect(timeline.touchesDisabled == [.from])
        #expect(timeline.completion.steps.contains(.onlyIf(.cancelled, [.enableTouches(.from)])))
        for release in [nil, 0.2, 0.8] as [Double?] {
            #expect(!(try Self.codes(natgeo, releaseAt: release)).contains("touches.disabled"))
        }
    }
}
