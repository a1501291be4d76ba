import BenchSupport
import Benchmark
import Segue
import Yams

/// Loading a 10,000-manifest corpus: Segue (tree + validation), the bare libyaml event loop over the
/// same bytes (the physical limit), and Yams `compose` (the peer). One iteration loads every file.
let corpusSize = 10_000

let benchmarks: @Sendable () -> Void = {
    let corpus = Corpus.generate(count: corpusSize)
    let bytes = Corpus.byteCount(corpus)
    // Yams takes Strings: made once here so that its timing holds parsing only.
    let texts = corpus.map { String(decoding: $0.bytes, as: UTF8.self) }

    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .throughput, .peakMemoryResident, .mallocCountTotal],
        timeUnits: .milliseconds,
        maxDuration: .seconds(10),
        maxIterations: 15
    )
    let mb = Double(bytes) / 1_000_000
    print("corpus: \(corpus.count) manifests, \(bytes) bytes (\(mb) MB)")

    Benchmark("Loading: Segue CatalogLoader (10k manifests)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let load = CatalogLoader().load(corpus)
            precondition(
                load.catalog.effects.count == corpusSize, "corpus did not load cleanly: \(load.diagnostics.first.map { "\($0)" } ?? "")")
            blackHole(load)
        }
    }

    Benchmark("Loading: Segue Document.load only (10k manifests)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for file in corpus {
                blackHole(try? Document.load(bytes: file.bytes, file: file.path))
            }
        }
    }

    Benchmark("Loading: bare libyaml event loop (10k manifests)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var events = 0
            for file in corpus { events += BareLibYAML.countEvents(file.bytes) }
            blackHole(events)
        }
    }

    // The floor for any loader that keeps its values as Swift strings: the bare loop plus one
    // String per scalar, kept until the whole corpus is read.
    Benchmark("Loading: libyaml + keep every scalar as a String (10k manifests)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var kept: [[String]] = []
            kept.reserveCapacity(corpus.count)
            for file in corpus { kept.append(BareLibYAML.keepScalars(file.bytes)) }
            blackHole(kept)
        }
    }

    Benchmark("Loading: Yams compose (10k manifests)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            for text in texts { blackHole(try? Yams.compose(yaml: text)) }
        }
    }
}
