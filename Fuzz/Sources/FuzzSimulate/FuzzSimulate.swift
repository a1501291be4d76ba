import FuzzSupport
// What this target drives is `package` API (issue 50): seen as a test sees it, Scripts/fuzz.sh
// building with -enable-testing.
@testable import SegueCatalog
@testable import SegueRender
@testable import SegueSimulation

/// libFuzzer's entry point: a simulation and its rendering, chosen by the input.
///
/// Byte 0 picks the scenario (its low three bits) and whether the release point and the
/// completion speed are at an edge (bits 3 and 4; bits 5 to 7 pick the speed), byte 1 the format,
/// (its high bits) the screen and the release point, byte 2 the frame rate and whether a finger
/// drives the run, and its speed; the rest is a YAML manifest, loaded after the built-ins.
/// Screens, release speeds, release points and completion speeds include the extremes (a 1x1
/// screen, 10000 points, 1e16 pt/s, 1e-9, 1e-300, the smallest subnormal, 0, negative, NaN,
/// infinite), which the engine must end on within its budget though the reader or the command
/// line refuse them (issue 51: a completion speed of 1e-9 made a tail of 5e8 s). Its effect runs
/// when it loads, else the built-in effect byte 0 also points at. Every run is under a small
/// budget; any output must be non-empty and hold no more frames than the budget, a run past it
/// exactly one `simulation.budget` error, JSON must parse. (Determinism is tested by the test
/// suite: rendering twice here halved the pace.)
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
    let releases: [Double] = [
        1e-9, 1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, 0, -0.0, -1, .nan, .infinity, -.infinity, 1 - 1e-9, 1 + 1e-9,
        1e300,
    ]
    let releaseAt = input[0] & 0x08 != 0 ? releases[Int(input[1]) % releases.count] : Double(input[1] % 101) / 100
    // Eight, for bits 5 to 7.
    let speeds: [Double] = [1e-9, 1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, 0, -1, .nan, .infinity]
    let completionSpeed = input[0] & 0x10 != 0 ? speeds[Int(input[0] >> 5)] : nil
    let manifest = Array(input[3...])

    let file = "Fuzz/input.yaml"
    let loader = CatalogLoader()
    let load = loader.load(FuzzSupport.builtinsRead, then: [SourceFile(path: file, bytes: manifest, origin: .commandLine)])
    FuzzSupport.render(load.diagnostics.filter { $0.location?.file == file }, input: manifest)
    let builtins = FuzzSupport.catalog.effects
    let fallback = builtins.isEmpty ? nil : builtins[Int(input[0]) % builtins.count]
    guard let effect = load.catalog.effects.first(where: { $0.file == file }) ?? fallback else { return 0 }

    let request = SimulationRequest(
        effect: effect, scenario: scenario,
        gesture: interactive ? GestureRequest(releaseAt: releaseAt, velocity: velocity) : nil,
        screen: screen, fps: fps, seed: UInt64(input[0]),
        // Foundation's JSON encoder is slow under AddressSanitizer: the JSON formats get a tenth of the budget.
        maxActorFrames: format.hasSuffix("json") ? FuzzSupport.maxActorFrames / 10 : FuzzSupport.maxActorFrames)
    guard var made = request.makeScenario() else { return 0 }
    if let completionSpeed { made.steps = made.steps.map { completing($0, at: completionSpeed) } }
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
        expectOneBudgetErrorAtMost(summary.findings)
        return out + TraceJSON.line(summary) + "\n"
    }
    let trace = Simulator.run(scenario, options: request.options)
    let frames = trace.frames.reduce(0) { $0 + $1.actors.count }
    precondition(frames <= request.maxActorFrames, "the trace holds \(frames) actor-frames, over the budget")
    expectOneBudgetErrorAtMost(trace.findings)
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

/// A run stops at the budget once: a second error would mean a phase went on after it.
func expectOneBudgetErrorAtMost(_ findings: [Finding]) {
    let errors = findings.count { $0.code == "simulation.budget" }
    precondition(errors <= 1, "\(errors) simulation.budget errors")
}

/// `step` with its animator's interaction controller completing at `speed`.
func completing(_ step: ScenarioStep, at speed: Double) -> ScenarioStep {
    switch step {
    case .push(let screen, let animator, let interaction):
        .push(screen, animator: CompletingAt(base: animator, speed: speed), interaction: interaction)
    case .present(let screen, let animator, let style, let interaction):
        .present(screen, animator: CompletingAt(base: animator, speed: speed), style: style, interaction: interaction)
    case .selectTab(let index, let animator, let interaction):
        .selectTab(index, animator: CompletingAt(base: animator, speed: speed), interaction: interaction)
    case .swapChild(let index, let animator, let interaction):
        .swapChild(index, animator: CompletingAt(base: animator, speed: speed), interaction: interaction)
    case .requested(let inner, let after, let policy): .requested(completing(inner, at: speed), after: after, guard: policy)
    case .pop, .dismiss: step
    }
}

/// `base`, with an interaction controller whose completionSpeed is `speed`: a speed no manifest
/// may set (the reader keeps it within 0.01...100), which the engine must still end on.
struct CompletingAt: TransitionAnimator {
    let base: any TransitionAnimator
    let speed: Double

    var identity: String { base.identity }
    var toDuration: Double { base.toDuration }
    var backDuration: Double { base.backDuration }
    var needsInteractiveTimer: Bool { base.needsInteractiveTimer }
    var toGesture: GestureConfig? { base.toGesture }
    var backGesture: GestureConfig? { base.backGesture }
    var interactiveCompletion: InteractiveCompletion? {
        InteractiveCompletion(speed: .fixed(speed), curve: base.interactiveCompletion?.curve)
    }

    func timeline(for direction: TransitionDirection, in context: TransitionContext) -> Timeline {
        base.timeline(for: direction, in: context)
    }
}

/// The entry point SwiftPM aliases `main` to; see `FuzzSupport.run`.
@_cdecl("FuzzSimulate_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in fuzz(data, size) }
}
