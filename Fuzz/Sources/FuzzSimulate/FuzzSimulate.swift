import FuzzSupport

/// libFuzzer's entry point: a simulation and its rendering, chosen by the input.
///
/// Byte 0 picks the scenario, byte 1 the format and (its high bits) the screen, byte 2 the frame
/// rate and whether a finger drives the run, and its speed; the rest is a YAML manifest, loaded
/// after the built-ins. Screens and speeds include the extremes (a 1x1 screen, 10000 points,
/// release speeds of 1e16 and the smallest denormal), which the engine must survive though the
/// command line refuses some of them. Its effect runs
/// when it loads, else the built-in effect byte 0 also points at. Every run is under a small
/// budget; any output must be non-empty and hold no more frames than the budget, JSON must
/// parse. (Determinism is tested by the test suite: rendering twice here halved the pace.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size >= 3 else { return 0 }
    let input = FuzzSupport.bytes(data, size)
    let scenarios = ScenarioName.allCases
    let scenario = scenarios[Int(input[0]) % scenarios.count]
    let formats = ["summary", "json", "ndjson", "ascii", "svg", "svg-animated", "html"]
    let format = formats[Int(input[1]) % formats.count]
    let rates = [1, 10, 24, 60, 120, 1000]
    let fps = rates[Int(input[2]) % rates.count]
    let interactive = input[2] & 0x80 != 0
    let screens: [AppConfig.Screen] = [
        .standard, .sized(width: 1, height: 1), .sized(width: 10_000, height: 10_000), .sized(width: 1, height: 10_000),
    ]
    let screen = screens[Int(input[1] >> 4) % screens.count]
    let extremes = [100_000, -100_000, 1e16, -1e16, 4.9e-324, -0.0, 1e300, 0]
    let speed = input[2] & 0x7F
    let velocity = speed < 120 ? Double(speed) * 20 : extremes[Int(speed - 120) % extremes.count]
    let manifest = Array(input[3...])

    let file = "Fuzz/input.yaml"
    let loader = CatalogLoader()
    let load = loader.load(FuzzSupport.builtinsRead + loader.read([SourceFile(path: file, bytes: manifest, origin: .commandLine)]))
    FuzzSupport.render(load.diagnostics.filter { $0.location?.file == file }, input: manifest)
    let builtins = FuzzSupport.catalog.effects
    let fallback = builtins.isEmpty ? nil : builtins[Int(input[0]) % builtins.count]
    guard let effect = load.catalog.effects.first(where: { $0.file == file }) ?? fallback else { return 0 }

    let request = SimulationRequest(
        effect: effect, scenario: scenario,
        gesture: interactive ? GestureRequest(releaseAt: Double(input[1] % 101) / 100, velocity: velocity) : nil,
        screen: screen, fps: fps, seed: UInt64(input[0]),
        // Foundation's JSON encoder is slow under AddressSanitizer: the JSON formats get a tenth of the budget.
        maxActorFrames: format.hasSuffix("json") ? FuzzSupport.maxActorFrames / 10 : FuzzSupport.maxActorFrames)
    guard let made = request.makeScenario() else { return 0 }
    let run = RunDescription(
        effect: effect.id, scenario: scenario.rawValue, toDuration: effect.toDuration, backDuration: effect.backDuration,
        screen: Size(width: request.screen.width, height: request.screen.height), fps: fps, seed: request.seed)
    let output = render(made, request: request, run: run, format: format)
    precondition(!output.isEmpty, "\(format) rendered as nothing")
    if format == "json" {
        // Segue's own strict RFC 8259 parser must read what Segue writes.
        let parsed = try? Document.load(bytes: Array(output.utf8), file: "trace.json", format: .json, limits: .config)
        precondition(parsed != nil, "json output does not parse")
    }
    return 0
}

func render(_ scenario: Scenario, request: SimulationRequest, run: RunDescription, format: String) -> String {
    if format == "ndjson" {
        var out = TraceJSON.streamHeader(run: run) + "\n"
        let summary = Simulator.run(scenario, options: request.options) { out += TraceJSON.line($0) + "\n" }
        return out + TraceJSON.line(summary) + "\n"
    }
    let trace = Simulator.run(scenario, options: request.options)
    let frames = trace.frames.reduce(0) { $0 + $1.actors.count }
    precondition(frames <= request.maxActorFrames, "the trace holds \(frames) actor-frames, over the budget")
    switch format {
    case "summary": return TraceText.summary(trace, run: run)
    case "json": return TraceJSON.document(trace, run: run)
    case "ascii": return AsciiScreen.render(trace, bounds: request.bounds)
    case "svg": return SVGFilmstrip.render(trace, run: run, progress: SVGFilmstrip.defaultProgress)
    case "svg-animated": return SVGAnimation.render(trace, run: run)
    default:
        // The player: each transition's plan, drags replayed; its JSON must sit safely in a script.
        let page = PlanWebPage.render(run: RunPlans.entries(for: scenario, trace: trace), title: run.effect)
        let data = page.components(separatedBy: "id=\"plans\">").last?.components(separatedBy: "</script>").first ?? ""
        precondition(!data.contains("<"), "the player's plan data holds a raw '<'")
        return page
    }
}

/// The entry point SwiftPM aliases `main` to; see `FuzzSupport.run`.
@_cdecl("FuzzSimulate_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in fuzz(data, size) }
}
