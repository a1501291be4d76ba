import BenchSupport
import Benchmark
import Segue

/// Track samples per second, per curve family, through the compiled sampler the engine uses and
/// through `Track.value`, against the same arithmetic written out by hand.
/// Each iteration takes one million samples: read the throughput column as millions of samples/s.
let samplesPerIteration = 1_000_000

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput, .mallocCountTotal],
        timeUnits: .milliseconds,
        maxDuration: .seconds(3),
        maxIterations: 50
    )

    for (name, sampler) in SamplingWorkload.samplers() {
        Benchmark("Sampling: TrackSampler, \(name) (1M samples)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(SamplingWorkload.sample(sampler, count: samplesPerIteration))
            }
        }
    }

    for (name, track) in SamplingWorkload.tracks {
        Benchmark("Sampling: Track.value (compiles per call), \(name) (1M samples)", configuration: configuration) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(SamplingWorkload.sampleTrackValue(track, count: samplesPerIteration))
            }
        }
    }

    Benchmark("Sampling: bare arithmetic, cubic Bézier (1M samples)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SamplingWorkload.bareBezier(count: samplesPerIteration)) }
    }

    Benchmark("Sampling: bare arithmetic, spring closed form (1M samples)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(SamplingWorkload.bareSpring(count: samplesPerIteration)) }
    }

    let timelines = SamplingWorkload.shippedTimelines()
    Benchmark("Sampling: Timeline.sample, shipped effects, 1000 scenes each", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SamplingWorkload.sampleScenes(timelines, perTimeline: 1000))
        }
    }

    Benchmark("Sampling: TimelineSampler, shipped effects, 1000 scenes each", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(SamplingWorkload.sampleScenesCompiled(timelines, perTimeline: 1000))
        }
    }
}
