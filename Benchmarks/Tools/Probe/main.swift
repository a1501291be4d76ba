import BenchSupport
import Segue
import Yams

#if canImport(Glibc)
import Glibc
#endif

// The probe: each workload of the suites as a plain process, for `valgrind --tool=callgrind`,
// `/usr/bin/time -v` and interleaved CPU-time comparisons that tolerate a busy machine.
// Usage: bench-probe COMMAND [COUNT] [RUNS]

let arguments = CommandLine.arguments.dropFirst()
let command = arguments.first ?? "help"
let count = arguments.dropFirst().first.flatMap { Int($0) }
let runs = arguments.dropFirst(2).first.flatMap { Int($0) } ?? 5

func fmt(_ x: Double, _ digits: Int = 2) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (x * p).rounded() / p
    return "\(r)"
}

func loadSegue(_ corpus: [SourceFile]) {
    let load = CatalogLoader().load(corpus)
    guard load.catalog.effects.count == corpus.count, load.diagnostics.isEmpty else {
        print("corpus did not load cleanly: \(load.catalog.effects.count) effects, \(load.diagnostics.count) diagnostics")
        for d in load.diagnostics.prefix(3) { print(d) }
        exit(1)
    }
}

/// The YAML/JSON layer alone: every file to its node tree, nothing read from the trees.
func loadDocuments(_ corpus: [SourceFile]) {
    var loaded = 0
    for file in corpus {
        guard (try? Document.load(bytes: file.bytes, file: file.path)) != nil else {
            print("Document.load refused \(file.path)")
            exit(1)
        }
        loaded += 1
    }
    withExtendedLifetime(loaded) {}
}

/// The bare loop plus one String per scalar, all kept until the corpus is done: what any loader
/// pays that keeps its values as Swift strings, whatever else it does.
func keepScalars(_ corpus: [SourceFile]) {
    var kept: [[String]] = []
    kept.reserveCapacity(corpus.count)
    for file in corpus {
        let strings = BareLibYAML.keepScalars(file.bytes)
        guard !strings.isEmpty else {
            print("libyaml refused \(file.path)")
            exit(1)
        }
        kept.append(strings)
    }
    withExtendedLifetime(kept) {}
}

func loadLibYAML(_ corpus: [SourceFile]) {
    var events = 0
    for file in corpus {
        let n = BareLibYAML.countEvents(file.bytes)
        guard n > 0 else {
            print("libyaml refused \(file.path)")
            exit(1)
        }
        events += n
    }
    withExtendedLifetime(events) {}
}

func loadYams(_ texts: [String]) {
    for text in texts {
        guard (try? Yams.compose(yaml: text)) != nil else {
            print("Yams refused a file")
            exit(1)
        }
    }
}

switch command {
case "compare-loading":
    // Interleaved, best of RUNS by thread CPU time: the three loaders see the same machine state.
    let corpus = Corpus.generate(count: count ?? 10_000)
    let texts = corpus.map { String(decoding: $0.bytes, as: UTF8.self) }
    let mb = Double(Corpus.byteCount(corpus)) / 1_000_000
    var best = (
        segue: Double.infinity, document: Double.infinity, libyaml: Double.infinity, keep: Double.infinity,
        yams: Double.infinity
    )
    // Each round runs every loader twice and keeps the second: the first run after another
    // loader pays for re-shaping the heap (page faults, malloc consolidation) the other left.
    for _ in 0..<runs {
        best.libyaml = min(best.libyaml, Stopwatch.bestCPU(runs: 2) { loadLibYAML(corpus) })
        best.segue = min(best.segue, Stopwatch.bestCPU(runs: 2) { loadSegue(corpus) })
        best.document = min(best.document, Stopwatch.bestCPU(runs: 2) { loadDocuments(corpus) })
        best.keep = min(best.keep, Stopwatch.bestCPU(runs: 2) { keepScalars(corpus) })
        best.yams = min(best.yams, Stopwatch.bestCPU(runs: 2) { loadYams(texts) })
    }
    print("corpus: \(corpus.count) manifests, \(fmt(mb)) MB; best of \(runs) interleaved runs, thread CPU time")
    for (name, t) in [
        ("Segue CatalogLoader", best.segue), ("Segue Document.load", best.document), ("bare libyaml events", best.libyaml),
        ("libyaml + keep strings", best.keep), ("Yams compose", best.yams),
    ] {
        print(
            "  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(fmt(t * 1000, 1)) ms  \(fmt(mb / t, 1)) MB/s  \(Int(Double(corpus.count) / t)) manifests/s"
        )
    }
    print("  Segue / libyaml limit: \(fmt(best.segue / best.libyaml))x time (target <= 1.5x)")
    print("  Document.load / limit: \(fmt(best.document / best.libyaml))x time (the YAML layer alone)")
    print("  keep strings / limit:  \(fmt(best.keep / best.libyaml))x time (the floor for a loader that keeps its values)")
    print("  Segue / Yams compose:  \(fmt(best.segue / best.yams))x time (target <= 1.0x)")
case "load-segue":
    loadSegue(Corpus.generate(count: count ?? 10_000))
case "load-segue-repeat":
    // For perf: the corpus is made once and loaded RUNS times, so loading dominates the profile.
    let corpus = Corpus.generate(count: count ?? 10_000)
    for _ in 0..<runs { loadSegue(corpus) }
case "load-libyaml-repeat":
    let corpus = Corpus.generate(count: count ?? 10_000)
    for _ in 0..<runs { loadLibYAML(corpus) }
case "load-libyaml":
    loadLibYAML(Corpus.generate(count: count ?? 10_000))
case "load-yams":
    loadYams(Corpus.generate(count: count ?? 10_000).map { String(decoding: $0.bytes, as: UTF8.self) })
case "corpus-only":
    // The baseline for callgrind: generating the corpus, which every load-* command also does.
    withExtendedLifetime(Corpus.generate(count: count ?? 10_000)) {}
case "sampling":
    let n = count ?? 2_000_000
    print("samples per second, best of \(runs) by thread CPU time (target >= 20M per core)")
    var sum = 0.0
    for (name, sampler) in SamplingWorkload.samplers() {
        let t = Stopwatch.bestCPU(runs: runs) { sum += SamplingWorkload.sample(sampler, count: n) }
        print(
            "  TrackSampler, \(name.padding(toLength: 38, withPad: " ", startingAt: 0)) \(fmt(Double(n) / t / 1e6, 1))M/s  (\(fmt(t / Double(n) * 1e9, 1)) ns)"
        )
    }
    for (name, track) in SamplingWorkload.tracks {
        let t = Stopwatch.bestCPU(runs: runs) { sum += SamplingWorkload.sampleTrackValue(track, count: n) }
        print(
            "  Track.value,  \(name.padding(toLength: 38, withPad: " ", startingAt: 0)) \(fmt(Double(n) / t / 1e6, 1))M/s  (\(fmt(t / Double(n) * 1e9, 1)) ns)"
        )
    }
    let tb = Stopwatch.bestCPU(runs: runs) { sum += SamplingWorkload.bareBezier(count: n) }
    print("  bare arithmetic, cubic Bézier                       \(fmt(Double(n) / tb / 1e6, 1))M/s  (\(fmt(tb / Double(n) * 1e9, 1)) ns)")
    let ts = Stopwatch.bestCPU(runs: runs) { sum += SamplingWorkload.bareSpring(count: n) }
    print("  bare arithmetic, spring closed form                 \(fmt(Double(n) / ts / 1e6, 1))M/s  (\(fmt(ts / Double(n) * 1e9, 1)) ns)")
    let timelines = SamplingWorkload.shippedTimelines()
    for (name, scenes) in [("Timeline.sample", SamplingWorkload.sampleScenes), ("TimelineSampler", SamplingWorkload.sampleScenesCompiled)] {
        var trackSamples = 0
        let t = Stopwatch.bestCPU(runs: runs) { trackSamples = scenes(timelines, 1000) }
        print(
            "  \(name), \(timelines.count) shipped timelines x 1000 scenes: \(fmt(Double(timelines.count * 1000) / t / 1e3, 1))k scenes/s, \(fmt(Double(trackSamples) / t / 1e6, 2))M track samples/s"
        )
    }
    withExtendedLifetime(sum) {}
case "sample-track":
    // One compiled track for callgrind: bench-probe sample-track COUNT INDEX
    let (_, sampler) = SamplingWorkload.samplers()[runs]
    withExtendedLifetime(SamplingWorkload.sample(sampler, count: count ?? 100_000)) {}
case "sample-track-value":
    // The same through Track.value: bench-probe sample-track-value COUNT INDEX
    let (_, track) = SamplingWorkload.tracks[runs]
    withExtendedLifetime(SamplingWorkload.sampleTrackValue(track, count: count ?? 100_000)) {}
case "sample-scenes":
    // Whole scenes of every shipped timeline from one TimelineSampler each: bench-probe sample-scenes PER_TIMELINE
    withExtendedLifetime(SamplingWorkload.sampleScenesCompiled(SamplingWorkload.shippedTimelines(), perTimeline: count ?? 100)) {}
case "check":
    let effects = SimulationWorkload.shippedEffects()
    var cases: [CheckCase] = []
    let t = Stopwatch.bestCPU(runs: runs) { cases = SimulationWorkload.check(effects) }
    let failed = cases.filter { !$0.passed }.count
    print(
        "check: \(effects.count) effects, \(cases.count) cases (\(failed) with findings), best \(fmt(t * 1000, 1)) ms CPU on one thread (target < 2000 ms)"
    )
case "simulate":
    let effects = SimulationWorkload.shippedEffects()
    for interactive in [false, true] {
        var frames = 0
        let t = Stopwatch.bestCPU(runs: runs) { frames = SimulationWorkload.runAll(effects, interactive: interactive) }
        print(
            "simulate navigation \(interactive ? "interactive" : "plain      "): \(effects.count) effects, \(frames) frames, \(fmt(t * 1000, 2)) ms CPU, \(fmt(Double(frames) / t / 1000, 1))k frames/s"
        )
    }
case "app-first-use":
    // What SegueKit's delegate callback does on the main thread (issue 48, item 8): AppRuntime.swift.
    compareAppFirstUse(runs: count ?? 5)
case "check-once":
    withExtendedLifetime(SimulationWorkload.check(SimulationWorkload.shippedEffects())) {}
case "ndjson-lines":
    // The frames of explode's push and pop at COUNT fps (the largest frames of the catalog), written as lines.
    let frames = CommandWorkload.frames(of: "explode", fps: count ?? 60)
    print("ndjson-lines: \(frames.count) frames, \(CommandWorkload.lines(frames)) bytes")
case "validate-files":
    // COUNT manifests written to a temporary folder, then read and checked as `segue validate` does.
    let (folder, paths) = try CommandWorkload.writeCorpus(count: count ?? 2000)
    print("validate-files: \(paths.count) files, \(CommandWorkload.validate(paths)) diagnostics")
    CommandWorkload.remove(folder)
default:
    print(
        "usage: bench-probe compare-loading|app-first-use|load-segue|load-segue-repeat|load-libyaml-repeat|load-libyaml|load-yams|corpus-only|sampling|sample-track|sample-track-value|sample-scenes|check|check-once|simulate|ndjson-lines|validate-files [COUNT] [RUNS]"
    )
    exit(64)
}
