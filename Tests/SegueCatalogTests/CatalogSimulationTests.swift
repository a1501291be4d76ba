import SegueCatalog
import SegueEffects
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// Every shipped effect runs in every operation, interactive or not, with no invariant finding.
@Suite struct CatalogSimulationTests {
    static let effects = loadCatalog().catalog.effects

    static let operations: [(TransitionOperation, PresentationStyle?, Int?, Int?)] = [
        (.push, nil, nil, nil), (.pop, nil, nil, nil), (.present, .fullScreen, nil, nil), (.dismiss, .fullScreen, nil, nil),
        (.tab, nil, 0, 1), (.tab, nil, 1, 0), (.container, nil, 0, 2), (.container, nil, 2, 0),
    ]

    @Test(arguments: effects.map(\.id))
    func effectRunsCleanlyEverywhere(id: String) throws {
        let effect = try #require(Self.effects.first { $0.id == id })
        let animator = try #require(effect.animator)
        for (operation, style, from, to) in Self.operations {
            var interactions: [Interaction?] = [nil]
            for direction in PanDirection.allCases {
                for release in [0.3, 0.7] {
                    interactions.append(.release(atPercent: release, config: GestureConfig(direction: direction)))
                }
            }
            for interaction in interactions {
                let trace = Simulator.runTransition(
                    animator, operation: operation, presentationStyle: style, fromIndex: from, toIndex: to,
                    interaction: interaction)
                #expect(trace.findings.isEmpty, "\(id) \(operation) \(String(describing: interaction)): \(trace.findings)")
            }
        }
    }
}

/// The interactive timer matters exactly for layer-driven effects.
@Suite struct InteractiveTimerTests {
    static let effects = loadCatalog().catalog.effects

    /// Effects with a Core Animation (layer-driven) track, found from their own timelines.
    static func isLayerDriven(_ effect: EffectDefinition) -> Bool {
        guard let animator = effect.animator else { return false }
        let context = TransitionContext(operation: .push, containerBounds: Rect(x: 0, y: 0, width: 390, height: 844), seed: 1)
        return animator.timeline(for: .to, in: context).tracks.contains { $0.driver == .layer }
    }

    @Test func circleSpreadAndEveryFilterAreLayerDriven() {
        let layered = Self.effects.filter(Self.isLayerDriven).map(\.id)
        #expect(layered.contains("circle-spread"))
        #expect(Self.effects.filter { $0.id.hasPrefix("filter-") }.allSatisfy { layered.contains($0.id) })
        let timed = Self.effects.filter { layered.contains($0.id) }.allSatisfy { $0.needsInteractiveTimer }
        #expect(timed)
    }

    @Test(arguments: effects.filter(isLayerDriven).map(\.id))
    func forcingTheTimerOffMakesALayerDrivenEffectJump(id: String) throws {
        let effect = try #require(Self.effects.first { $0.id == id })
        for release in [0.27, 0.73] {
            let request = SimulationRequest(
                effect: effect, scenario: .push, gesture: GestureRequest(direction: .left, releaseAt: release), timer: false)
            let findings = try #require(request.makeScenario()).run(request)
            #expect(findings.contains { $0.code == "interaction.layer-jump" }, "\(id) release \(release)")
            let withTimer = SimulationRequest(
                effect: effect, scenario: .push, gesture: GestureRequest(direction: .left, releaseAt: release), timer: true)
            let timed = try #require(withTimer.makeScenario()).run(withTimer)
            #expect(timed.isEmpty, "\(id) with the timer")
        }
    }

    @Test(arguments: effects.filter { !isLayerDriven($0) }.map(\.id))
    func forcingTheTimerChangesOnlyTheTailOfViewDrivenEffects(id: String) throws {
        let effect = try #require(Self.effects.first { $0.id == id })
        var tails: [Bool: Int] = [:]
        for timer in [true, false] {
            let request = SimulationRequest(
                effect: effect, scenario: .pop, gesture: GestureRequest(direction: .right, releaseAt: 0.73), timer: timer)
            let trace = Simulator.run(try #require(request.makeScenario()), options: request.options)
            #expect(trace.findings.isEmpty, "\(id) timer \(timer): \(trace.findings.map(\.code))")
            tails[timer] = trace.transitions.last?.interaction?.tailFrames
        }
        // With the timer the tail is (1 - p) s at 60 fps whatever the duration; without it UIKit runs (1 - p) * d.
        #expect(tails[true] == 17)
        #expect(tails[true] != nil && tails[false] != nil)
    }
}

extension Scenario {
    /// Runs and keeps only the findings.
    func run(_ request: SimulationRequest) -> [Finding] {
        Simulator.run(self, options: request.options) { _ in }.findings
    }
}
