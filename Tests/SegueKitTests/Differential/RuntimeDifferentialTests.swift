import SegueCatalog
import SegueEngine
import SegueKitCore
import SeguePlan
import SegueSimulation
import SegueTooling
import Testing

/// The runtime on the fakes shows the engine's trace, frame for frame: every shipped effect, in
/// navigation (push, then an interactive pop), modal (present, then an interactive dismiss), tab and
/// container runs, plain and interactive, released below and above the finish threshold, with the
/// interactive timer forced off and on. Corners within 0.5 pt, alpha within 0.002.
@Suite struct RuntimeDifferentialTests {
    static let scenarios: [ScenarioName] = [.push, .navigation, .present, .modal, .tab, .container]
    /// (gesture, timer): plain; released at 0.3 and 0.7 without and with the timer.
    static let inputs: [(GestureRequest?, Bool?)] = [
        (nil, nil), (GestureRequest(releaseAt: 0.3), false), (GestureRequest(releaseAt: 0.7), false),
        (GestureRequest(releaseAt: 0.3), true), (GestureRequest(releaseAt: 0.7), true),
    ]

    /// Presentations and bars beyond the defaults: a custom presentation with its dimming view (the
    /// presentation controller's actor), over full screen (the presenter stays in the window, beneath the container), and
    /// navigation under an opaque bar (the pushed screen's frame starts below it).
    static let contexts: [(ScenarioName, PresentationStyle, NavigationBar?)] = [
        (.modal, .custom(presentedFrame: Rect(x: 0, y: 300, width: 390, height: 544), dimming: true), nil),
        (.modal, .overFullScreen, nil),
        (.navigation, .fullScreen, NavigationBar(isTranslucent: false, topInset: 47)),
    ]

    /// Every effect through each extra context, plain and released at 0.3 and 0.7.
    @Test(arguments: shippedEffects.map(\.id))
    func runtimeOnFakesEqualsTheEngineTraceInOtherPresentations(id: String) throws {
        let effect = try #require(shippedEffects.first { $0.id == id })
        var runs: [(SimulationRequest, String)] = []
        for (scenario, style, bar) in Self.contexts {
            for (gesture, timer) in Self.inputs.prefix(3) {
                var request = SimulationRequest(effect: effect, scenario: scenario, gesture: gesture, presentation: style)
                request.timer = timer
                request.navigationBar = bar
                runs.append(
                    (
                        request,
                        "\(id) \(scenario.rawValue) \(style.name)\(bar == nil ? "" : " opaque bar") \(gesture.map { "release \($0.releaseAt)" } ?? "plain")"
                    ))
            }
        }
        try Self.expectRuntimeMatchesEngine(runs, transitions: 18, title: "runtime-vs-engine (presentations) \(id)")
    }

    @Test(arguments: shippedEffects.map(\.id))
    func runtimeOnFakesEqualsTheEngineTrace(id: String) throws {
        let effect = try #require(shippedEffects.first { $0.id == id })
        var runs: [(SimulationRequest, String)] = []
        for scenario in Self.scenarios {
            for (gesture, timer) in Self.inputs {
                var request = SimulationRequest(effect: effect, scenario: scenario, gesture: gesture)
                request.timer = timer
                runs.append(
                    (
                        request,
                        "\(id) \(scenario.rawValue) \(gesture.map { "release \($0.releaseAt)" } ?? "plain")\(timer == true ? " timer" : "")"
                    ))
            }
        }
        try Self.expectRuntimeMatchesEngine(runs, transitions: 40, title: "runtime-vs-engine \(id)")
    }

    /// Simulates each request, plays its transitions through the runtime on the fakes, and expects
    /// `transitions` of them, none with a problem, within the tolerances.
    static func expectRuntimeMatchesEngine(_ runs: [(SimulationRequest, String)], transitions expected: Int, title: String) throws {
        var worst = RuntimeDifference()
        var transitions = 0
        for (request, label) in runs {
            let animator = try #require(request.configuredEffect.animator)
            let trace = Simulator.run(try #require(request.makeScenario()), options: request.options)
            worst.merge(RuntimeComparison.compare(trace, animator: animator, label: label))
            transitions += trace.transitions.count
        }
        print(
            "\(title): \(transitions) transitions, \(worst.frames) frames; worst corner \(worst.corner) pt at \(worst.cornerWhere); worst alpha \(worst.alpha) at \(worst.alphaWhere); worst mask \(worst.mask) at \(worst.maskWhere)"
        )
        #expect(transitions == expected)
        #expect(worst.problems.isEmpty, "\(worst.problems.prefix(8))")
        #expect(worst.corner <= 0.5, "\(worst)")
        #expect(worst.alpha <= 0.002, "\(worst)")
        #expect(worst.mask <= 0.5, "\(worst)")
    }
}

enum RuntimeComparison {
    static func compare(_ trace: Trace, animator: any TransitionAnimator, label: String) -> RuntimeDifference {
        var total = RuntimeDifference()
        for record in trace.transitions {
            let engineFrames = trace.frames.filter { $0.transition == record.index }
            let entry = RunPlans.entry(record, animator: animator, frames: engineFrames)
            let run = RuntimeHarness.play(record, animator: animator, input: entry.input, fps: trace.fps)
            let at0 = "\(label) transition \(record.index) (\(record.operation.rawValue))"
            total.problems += run.problems.map { "\(at0): \($0)" }
            total.problems += run.player.unsupported.map { "\(at0): unsupported \($0)" }
            if run.player.plan != entry.plan { total.problems.append("\(at0): the runtime compiled another plan") }
            if run.outcome != record.outcome {
                total.problems.append("\(at0): outcome \(String(describing: run.outcome)) vs \(record.outcome)")
            }
            if run.context.completions != [record.outcome == .finished] {
                total.problems.append("\(at0): completeTransition \(run.context.completions), engine \(record.outcome)")
            }
            guard run.frames.count == engineFrames.count else {
                total.problems.append("\(at0): \(run.frames.count) runtime frames vs \(engineFrames.count) engine frames")
                continue
            }
            total.frames += run.frames.count
            for (k, (recorded, engine)) in zip(run.frames, engineFrames).enumerated() {
                let at = "\(at0) frame \(k) (\(engine.phase.rawValue))"
                let ids = recorded.map(\.id)
                let engineIDs = engine.actors.map(\.id)
                if ids != engineIDs {
                    total.problems.append("\(at): actors \(ids) vs \(engineIDs)")
                    continue
                }
                for (a, e) in zip(recorded, engine.actors) {
                    if a.isEffectivelyHidden != e.isEffectivelyHidden {
                        total.problems.append("\(at): \(a.id) hidden \(a.isEffectivelyHidden) vs \(e.isEffectivelyHidden)")
                    }
                    let da = abs(a.effectiveAlpha - e.effectiveAlpha)
                    if !(da <= total.alpha) { (total.alpha, total.alphaWhere) = (da, "\(at) \(a.id)") }
                    switch (a.corners, e.corners) {
                    case (nil, nil): break
                    case (let rc?, let ec?):
                        for (p, q) in zip(rc, ec) {
                            let d = max(abs(p.x - q.x), abs(p.y - q.y))
                            if !(d <= total.corner) { (total.corner, total.cornerWhere) = (d, "\(at) \(a.id)") }
                        }
                    default:
                        total.problems.append("\(at): \(a.id) corners \(String(describing: a.corners)) vs \(String(describing: e.corners))")
                    }
                    let dm = maskDistance(a.mask, e.state.mask)
                    if let dm {
                        if !(dm <= total.mask) { (total.mask, total.maskWhere) = (dm, "\(at) \(a.id)") }
                    } else {
                        total.problems.append("\(at): \(a.id) mask \(String(describing: a.mask)) vs \(String(describing: e.state.mask))")
                    }
                }
            }
        }
        return total
    }

    /// The largest difference between two masks' numbers; nil when their kinds differ.
    static func maskDistance(_ a: MaskShape?, _ b: Mask?) -> Double? {
        switch (a, b) {
        case (nil, nil), (nil, .layer?): return 0
        case (.circle(let c, let r)?, .circle(let d, let s)?): return max(abs(c.x - d.x), abs(c.y - d.y), abs(r - s))
        case (.rect(let r)?, .rect(let s)?):
            return max(abs(r.origin.x - s.origin.x), abs(r.origin.y - s.origin.y), abs(r.width - s.width), abs(r.height - s.height))
        default: return nil
        }
    }
}
