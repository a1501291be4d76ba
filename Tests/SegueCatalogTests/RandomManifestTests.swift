import Foundation
import SegueCatalog
import SegueDocument
import SegueEffects
import SegueEngine
import SegueSimulation
import SegueTooling
import Testing

/// Random valid manifests of every kind, run in random scenarios with random gestures:
/// the engine always finishes, every value stays finite, and no error-level invariant fires.
@Suite struct RandomManifestTests {
    /// A manifest of `kind` with every parameter drawn at random within its spec.
    static func randomManifest(kind: KindDescription, id: String, using rng: inout SeededGenerator) -> String? {
        var lines = [
            "segue: 1", "id: \(id)", "name: Random \(kind.identifier)", "kind: \(kind.identifier)",
            "toDuration: \(formatNumber((Double.random(in: 0.1...1.5, using: &rng) * 100).rounded() / 100))",
            "backDuration: \(formatNumber((Double.random(in: 0.1...1.5, using: &rng) * 100).rounded() / 100))",
        ]
        if kind.identifier == "keyframes" { return nil }
        var parameters: [String] = []
        for spec in kind.parameters {
            // Leave some at their defaults: defaults must be valid too.
            if spec.defaultValue != nil, Bool.random(using: &rng) { continue }
            guard let value = randomValue(spec.type, using: &rng) else { continue }
            parameters.append("  \(spec.name): \(value)")
        }
        if !parameters.isEmpty { lines += ["parameters:"] + parameters }
        return lines.joined(separator: "\n") + "\n"
    }

    static func randomValue(_ type: ParameterType, using rng: inout SeededGenerator) -> String? {
        func length(_ rng: inout SeededGenerator) -> String {
            Bool.random(using: &rng) ? "\(Int.random(in: 0...100, using: &rng))%" : "\(Int.random(in: 0...300, using: &rng))"
        }
        switch type {
        case .number(let lo, let hi, _):
            let low = lo ?? -100
            let high = hi ?? (low + 200)
            return formatNumber((Double.random(in: low...high, using: &rng) * 1000).rounded(.down) / 1000)
        case .integer(let lo, let hi):
            let low = lo ?? 0
            return String(Int.random(in: low...min(hi ?? low + 10, low + 20), using: &rng))
        case .bool: return Bool.random(using: &rng) ? "true" : "false"
        case .choice(let words): return words.randomElement(using: &rng)
        case .point: return "{x: \(length(&rng)), y: \(length(&rng))}"
        case .size: return "{width: \(Int.random(in: 1...100, using: &rng))%, height: \(Int.random(in: 1...100, using: &rng))%}"
        case .rect:
            return
                "{x: \(length(&rng)), y: \(length(&rng)), width: \(Int.random(in: 10...200, using: &rng)), height: \(Int.random(in: 10...200, using: &rng))}"
        case .curve:
            let choices =
                TimingFunction.manifestNames + ["{spring: {dampingRatio: 0.7, velocity: 0}}", "{cubicBezier: [0.3, 0, 0.2, 1.2]}"]
            return choices.randomElement(using: &rng)
        case .color:
            return "'#\(String(Int.random(in: 0...0xFFFFFF, using: &rng), radix: 16).leftPadded(6))'"
        case .rectPairs:
            let count = Int.random(in: 1...3, using: &rng)
            let pairs = (0..<count).map { _ in
                "{from: {x: \(Int.random(in: 0...200, using: &rng)), y: \(Int.random(in: 0...600, using: &rng)), width: 80, height: 80}, to: {x: 0, y: 0, width: 100%, height: 40%}}"
            }
            return "[" + pairs.joined(separator: ", ") + "]"
        }
    }

    /// Seeds for the random manifests: a fixed list, so CI runs the same cases every time. Set
    /// SEGUE_RANDOM_MANIFESTS=N to sweep N seeds locally (a failure prints the seed and the manifest).
    static var seeds: [Int] {
        let count = ProcessInfo.processInfo.environment["SEGUE_RANDOM_MANIFESTS"].flatMap(Int.init) ?? 160
        var rng = SeededGenerator(seed: 0x5E6E)
        return (0..<count).map { _ in Int.random(in: 0...1_000_000, using: &rng) }
    }

    @Test func randomManifestsOfEveryKindSimulateCleanly() {
        let kinds = KindRegistry.all.map { $0.description }
        for seed in Self.seeds { Self.check(seed: seed, kinds: kinds) }
    }

    static func check(seed: Int, kinds: [KindDescription]) {
        do {
            var rng = SeededGenerator(seed: UInt64(seed))
            let kind = kinds[Int.random(in: 0..<kinds.count, using: &rng)]
            guard let text = Self.randomManifest(kind: kind, id: "random-\(seed)", using: &rng) else { return }
            let load = loadCatalog([("random.yaml", text)])
            #expect(load.diagnostics.isEmpty, "\(text)\n\(load.diagnostics.map(\.headline))")
            guard let effect = load.catalog.effect("random-\(seed)") else { return }
            let scenario = ScenarioName.allCases.randomElement(using: &rng) ?? .push
            let interactive = Bool.random(using: &rng)
            let gesture =
                interactive
                ? GestureRequest(
                    direction: PanDirection.allCases.randomElement(using: &rng),
                    releaseAt: Double.random(in: 0.05...0.95, using: &rng),
                    velocity: Double.random(in: -1500...1500, using: &rng))
                : nil
            let request = SimulationRequest(
                effect: effect, scenario: scenario, gesture: gesture, fps: [30, 60, 120].randomElement(using: &rng) ?? 60,
                seed: UInt64(seed))
            guard let made = request.makeScenario() else {
                Issue.record("no animator for \(kind.identifier)")
                return
            }
            var sawNonFinite = false
            let summary = Simulator.run(made, options: request.options) { frame in
                for actor in frame.actors where !(actor.state.alpha.isFinite && actor.matrix.isFinite) { sawNonFinite = true }
            }
            #expect(!sawNonFinite)
            let errors = summary.findings.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(kind.identifier) \(scenario) seed \(seed): \(errors.map(\.message))\n\(text)")
            #expect(summary.completions.allSatisfy { $0.count == 1 })
        }
    }

    /// The registry and the engine are safe to share: simulating every effect at once gives what a serial run gives.
    @Test func concurrentSimulationMatchesSerial() async throws {
        let effects = loadCatalog().catalog.effects
        func simulate(_ effect: EffectDefinition) -> String {
            let request = SimulationRequest(
                effect: effect, scenario: .navigation, gesture: GestureRequest(releaseAt: 0.6), fps: 30, seed: 7)
            guard let scenario = request.makeScenario() else { return "none" }
            let trace = Simulator.run(scenario, options: request.options)
            return
                "\(trace.frames.count) \(trace.frames.last.map { String(describing: $0.actors.map(\.state)) } ?? "") \(trace.findings.count)"
        }
        let serial = effects.map(simulate)
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for (index, effect) in effects.enumerated() {
                group.addTask { (index, simulate(effect)) }
            }
            var results = [String](repeating: "", count: effects.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        #expect(concurrent == serial)
        let loads = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { loadCatalog().catalog.effects.count } }
            var counts: [Int] = []
            for await count in group { counts.append(count) }
            return counts
        }
        #expect(Set(loads) == [effects.count])
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
