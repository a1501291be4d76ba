import BenchSupport
import Benchmark
import Segue

/// Whole simulations of every shipped effect, and `check` over the shipped catalog.
let benchmarks: @Sendable () -> Void = {
    let effects = SimulationWorkload.shippedEffects()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, .mallocCountTotal],
        timeUnits: .milliseconds,
        maxDuration: .seconds(5),
        maxIterations: 50
    )

    Benchmark("Simulation: every shipped effect, navigation, non-interactive", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SimulationWorkload.runAll(effects, interactive: false)) }
    }

    Benchmark("Simulation: every shipped effect, navigation, interactive pop", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SimulationWorkload.runAll(effects, interactive: true)) }
    }

    Benchmark("Simulation: check over the shipped catalog", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SimulationWorkload.check(effects)) }
    }
}
