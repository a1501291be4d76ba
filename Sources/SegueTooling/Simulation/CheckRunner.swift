import Dispatch
import SegueCatalog
import SegueDocument
import SegueEffects
import SegueEngine
import SegueSimulation

/// One run of `check`: an effect in a scenario, plain or interactive, and what the engine found.
public struct CheckCase: Sendable {
    /// The effect's id.
    public let effect: String
    /// The config route this case checks, if any.
    public let route: String?
    /// The scenario run.
    public let scenario: ScenarioName
    /// "plain", or the gesture: "pan right, release 0.3".
    package let variant: String
    /// What the engine found, in the order found (a route's own findings first).
    public internal(set) var findings: [Finding]

    /// True when the run found nothing.
    public var passed: Bool { findings.isEmpty }
}

/// Runs effects through every applicable scenario, plain and interactive, and collects findings.
///
/// The transition linter an app team runs in CI: each effect goes through push, pop,
/// present, dismiss, tab and container; each interactive variant releases below and above
/// the gesture's threshold in the configured direction, cancels and then runs the same transition
/// again, and swipes the whole way, with the manifest's own timer setting unless `timer` forces it.
public struct CheckRunner: Sendable {
    /// Forces the interactive timer on or off in every run; nil keeps each manifest's setting.
    public var timer: Bool?
    /// The container's size in points.
    public var screen: AppConfig.Screen
    /// Frames per second of every run.
    public var fps: Int
    /// The seed of every run (`SimulationOptions.defaultSeed` unless given).
    public var seed: UInt64
    /// The simulation budget of each run; a run over it is a `simulation.budget` error finding.
    public var maxActorFrames: Int
    /// How many runs go at once. Runs share nothing, and each result has its slot, so any number
    /// gives the same cases in the same order; 1 runs them one after another on the caller's thread.
    package var jobs: Int = 1

    /// A runner with `check`'s defaults.
    public init(
        timer: Bool? = nil, screen: AppConfig.Screen = .standard, fps: Int = 60, seed: UInt64 = SimulationOptions.defaultSeed,
        maxActorFrames: Int = SimulationOptions.defaultMaxActorFrames, jobs: Int = 1
    ) {
        self.jobs = max(1, jobs)
        self.timer = timer
        self.maxActorFrames = maxActorFrames
        self.screen = screen
        self.fps = fps
        self.seed = seed
    }

    /// The requests `check` makes for one effect (and optionally one route's scenario only).
    package func requests(
        for effect: EffectDefinition, scenarios: [ScenarioName] = ScenarioName.operations,
        presentation: PresentationStyle = .fullScreen
    ) -> [(String, SimulationRequest)] {
        var requests: [(String, SimulationRequest)] = []
        for scenario in scenarios {
            let base = SimulationRequest(
                effect: effect, scenario: scenario, timer: timer, screen: screen, fps: fps, seed: seed,
                presentation: presentation, maxActorFrames: maxActorFrames)
            requests.append(("plain", base))
            if scenario == .push || scenario == .pop {
                // Under an opaque navigation bar the screen's frame starts below the bar.
                var opaque = base
                opaque.navigationBar = NavigationBar(isTranslucent: false, topInset: screen.safeAreaTop)
                requests.append(("plain, opaque navigation bar", opaque))
            }
            let declared = scenario.interactiveDirection == .to ? effect.toGesture : effect.backGesture
            let threshold = declared?.finishThreshold ?? 0.5
            let direction = declared?.direction ?? .undeclared(going: scenario.interactiveDirection)
            // Fingers do not lift on round numbers: off a multiple of 1/60, the timer's last step overshoots.
            // In hundredths, so a threshold of 0.3 releases at 0.07, not 0.06999999999999998.
            func hundredths(_ x: Double) -> Double { (x * 100).rounded() / 100 }
            let below = max(0.05, hundredths(threshold - 0.23))
            let above = min(0.95, hundredths(threshold + 0.23))
            for release in [below, above] {
                var request = base
                request.gesture = GestureRequest(direction: direction, releaseAt: release)
                requests.append(("pan \(direction.rawValue), release \(formatNumber(release))", request))
            }
            // Cancel then retry: what a cancel leaves behind must not break the same transition run
            // again straight after (VCTransitionsLibrary pull request 46, IBAnimatable pull request 175).
            var retry = base
            retry.gesture = GestureRequest(direction: direction, releaseAt: below)
            retry.retry = GestureRequest(direction: direction, releaseAt: above)
            requests.append(("pan \(direction.rawValue), cancel at \(formatNumber(below)), then again at \(formatNumber(above))", retry))
            // A full swipe: the finger travels the whole gesture, so the app passes the gesture's
            // fullPercent, or exactly 1 when the manifest sets none, and the tail has nothing left to run.
            var full = base
            full.gesture = GestureRequest(direction: direction, releaseAt: 1)
            requests.append(("pan \(direction.rawValue), full swipe to \(formatNumber(declared?.percentAtFull ?? 1))", full))
        }
        return requests
    }

    /// Codes the matrix's full swipe does not report.
    ///
    /// `interaction.release-at-end` is a note about iOS 7, where a finish from exactly 100% never
    /// called the completion block (VCTransitionsLibrary issue 4); every later iOS completes, and
    /// SegueKit needs iOS 15. Said for every full swipe of an effect whose manifest sets no
    /// `fullPercent` and whose gesture ends without the interactive timer, it was 284 identical
    /// notes over 50 of the 60 built-ins, about an OS nobody ships for, burying the findings of the
    /// same runs that matter (the zero tail's completion, final state and jumps, still reported).
    /// The release is check's own input, not a call the user wrote: `simulate --script` and
    /// `simulate --interactive --release-at 1` keep the note.
    package static let fullSwipeWaivers: Set<String> = [ReleaseAtEndCheck.code]

    /// Simulates one request and returns its findings (an error finding when the effect has no animator).
    public func run(_ request: SimulationRequest) -> [Finding] {
        guard let scenario = request.makeScenario() else {
            return [NoAnimatorCheck.finding(effect: request.effect.id)]
        }
        // Streaming: check keeps only the findings, never the frames.
        let summary = Simulator.run(scenario, options: request.options) { _ in }
        var findings = summary.findings
        if request.retry != nil, let again = summary.transitions.last?.index,
            summary.transitions.dropLast().last?.outcome == .cancelled
        {
            // Both runs report, often in the same words: say which is the retry (the run after the cancel).
            for k in findings.indices where findings[k].transition == again { findings[k].message = "on the retry, " + findings[k].message }
        }
        guard let gesture = request.gesture, gesture.samples == nil, gesture.releaseAt >= 1 else { return findings }
        return findings.filter { !Self.fullSwipeWaivers.contains($0.code) }
    }

    /// Every case for `effects`, in order.
    public func check(_ effects: [EffectDefinition], progress: (Int, Int) -> Void = { _, _ in }) -> [CheckCase] {
        let all = effects.flatMap { effect in requests(for: effect).map { (effect, nil as String?, $0.0, $0.1) } }
        return runAll(all, progress: progress)
    }

    /// Every case for the config's routes: each route's effect, as configured, in its own operation
    /// and back (``Route/simulation(on:)`` has the rules, shared with `simulate --route`).
    public func check(routes: [Route], catalog: Catalog, progress: (Int, Int) -> Void = { _, _ in }) -> [CheckCase] {
        var all: [(EffectDefinition, String?, String, SimulationRequest)] = []
        var routeFindings: [String: [Finding]] = [:]
        for route in routes {
            var ignored: [SegueDocument.Diagnostic] = []
            guard let effect = route.effectDefinition(in: catalog, problems: &ignored) else { continue }
            if route.isSheetByDefault { routeFindings[route.name, default: []].append(route.sheetByDefaultFinding) }
            if let lost = route.backSwipeFinding(for: effect) { routeFindings[route.name, default: []].append(lost) }
            let routed = route.simulation(on: screen)
            for (variant, var request) in requests(for: effect, scenarios: routed.scenariosBothWays, presentation: routed.style) {
                if let bar = routed.navigationBar, !bar.isTranslucent || request.navigationBar == nil {
                    // The route's own bar: every case runs under an opaque one (the matrix's own bar
                    // cases stay); a translucent one the screens hide leaves the matrix's opaque cases be.
                    request.navigationBar = bar
                }
                request.tabBar = routed.tabBar
                all.append((effect, route.name, variant, request))
            }
            // The stress case: the route's controller asked again while the transition runs.
            var stress = SimulationRequest(
                effect: effect, scenario: routed.scenario, timer: timer, screen: screen, fps: fps, seed: seed,
                presentation: routed.style, maxActorFrames: maxActorFrames)
            stress.reentryGuard = route.reentry
            if let variant = stress.reentryVariant { all.append((effect, route.name, variant, stress)) }
        }
        var cases = runAll(all, progress: progress)
        // What a route itself gets wrong (no presentation style, a lost back swipe): said once, on
        // its first case.
        for (name, findings) in routeFindings {
            guard let first = cases.firstIndex(where: { $0.route == name }) else { continue }
            cases[first].findings.insert(contentsOf: findings, at: 0)
        }
        keepFirstPerRoute(TabBarAnimationsLeftCheck.code, in: &cases)
        return cases
    }

    /// A finding about what the app does after every transition of a route (not about the effect
    /// or the case) is said once a route: on its first case, not again on each push and pop.
    private func keepFirstPerRoute(_ code: String, in cases: inout [CheckCase]) {
        var said: Set<String> = []
        for index in cases.indices {
            guard let route = cases[index].route else { continue }
            cases[index].findings.removeAll { finding in
                guard finding.code == code else { return false }
                return !said.insert(route).inserted
            }
        }
    }

    private func runAll(
        _ all: [(EffectDefinition, String?, String, SimulationRequest)], progress: (Int, Int) -> Void
    ) -> [CheckCase] {
        var findings: [[Finding]] = []
        if jobs > 1 && all.count > 1 {
            findings = runConcurrently(all.map(\.3), progress: progress)
        } else {
            for (index, item) in all.enumerated() {
                findings.append(run(item.3))
                progress(index + 1, all.count)
            }
        }
        return zip(all, findings).map { item, found in
            CheckCase(effect: item.0.id, route: item.1, scenario: item.3.scenario, variant: item.2, findings: found)
        }
    }

    /// `jobs` workers take the next request until none is left; each result goes to its request's
    /// slot, so the order is the requests' whatever finishes first. Progress is reported under
    /// the same lock that hands out the work, one call at a time.
    private func runConcurrently(_ requests: [SimulationRequest], progress: (Int, Int) -> Void) -> [[Finding]] {
        let slots = UnsafeMutableBufferPointer<[Finding]>.allocate(capacity: requests.count)
        slots.initialize(repeating: [])
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        let counters = Counters()
        withoutActuallyEscaping(progress) { progress in
            nonisolated(unsafe) let progress = progress
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: min(jobs, requests.count)) { _ in
                while let index = counters.take(below: requests.count) {
                    slots[index] = run(requests[index])
                    counters.finished { progress($0, requests.count) }
                }
            }
        }
        return Array(slots)
    }

    /// The next request to take and how many are done, behind one serial queue.
    private final class Counters: @unchecked Sendable {
        private let queue = DispatchQueue(label: "segue.check.jobs")
        private var next = 0
        private var done = 0

        func take(below count: Int) -> Int? {
            queue.sync {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func finished(_ report: (Int) -> Void) {
            queue.sync {
                done += 1
                report(done)
            }
        }
    }
}
