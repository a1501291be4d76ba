import FuzzSupport
// What this target drives is `package` API (issue 50): seen as a test sees it, Scripts/fuzz.sh
// building with -enable-testing.
@testable import SegueSimulation
@testable import SegueTooling

/// libFuzzer's entry point: one input read as a `--script` file and as a `--gesture` file
/// (YAML, then JSON), and run when it reads, under a small budget.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = FuzzSupport.bytes(data, size)
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let options = SimulationOptions(fps: 60, seed: 1, maxActorFrames: FuzzSupport.maxActorFrames)
    for file in ["Fuzz/script.yaml", "Fuzz/script.json"] {
        let root: Node
        do {
            root = try Document.load(bytes: input, file: file, limits: .config)
        } catch {
            precondition(!error.diagnostics.isEmpty, "a load failed without a diagnostic")
            FuzzSupport.render(error.diagnostics, input: input)
            continue
        }
        var problems: [Diagnostic] = []
        if let steps = ScriptReader.read(root, catalog: FuzzSupport.catalog, bounds: bounds, timer: nil, problems: &problems) {
            let summary = Simulator.run(Scenario(steps: steps, containerBounds: bounds), options: options) { _ in }
            precondition(summary.frameCount >= 0)
        } else {
            precondition(problems.contains { $0.severity == .error }, "a script was refused without an error")
        }
        FuzzSupport.render(problems, input: input)

        var gestureProblems: [Diagnostic] = []
        if let samples = ScriptReader.readGesture(root, problems: &gestureProblems),
            let slide = FuzzSupport.catalog.effect("slide")
        {
            let request = SimulationRequest(
                effect: slide, scenario: .push, gesture: GestureRequest(samples: samples), fps: 60, seed: 1,
                maxActorFrames: FuzzSupport.maxActorFrames)
            if let scenario = request.makeScenario() {
                _ = Simulator.run(scenario, options: request.options) { _ in }
            }
        }
        FuzzSupport.render(gestureProblems, input: input)
    }
    return 0
}

/// The entry point SwiftPM aliases `main` to; see `FuzzSupport.run`.
@_cdecl("FuzzScript_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    FuzzSupport.run(argc, argv) { data, size in fuzz(data, size) }
}
