import SegueCatalog
import SegueEffects
import SegueEngine
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
