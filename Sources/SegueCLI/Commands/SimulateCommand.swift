import ArgumentParser
import Segue
import SegueFiles

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run an effect (or a config route) against a scenario and show what happens.",
        discussion: """
            Scenarios: push, pop, present, dismiss, tab, container, navigation (push then pop), \
            modal (present then dismiss), or --script FILE with steps. With --interactive a finger \
            drives the step (push/present/tab/container: the step itself; pop/dismiss/navigation/modal: \
            the way back). Exit status 0 when the run has no error-level finding, 1 when it has, 64 \
            for usage errors.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case summary, json, ndjson, ascii, svg, html
    }

    /// The timer on the command line: `on`/`off`, or `true`/`false` as a manifest writes it. One
    /// rule for `--timer` and `--set timer=...` (a manifest itself takes only true and false).
    enum Toggle: String, ExpressibleByArgument, CaseIterable {
        case on, off

        init?(argument: String) {
            switch argument {
            case "on", "true": self = .on
            case "off", "false": self = .off
            default: return nil
            }
        }
    }

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Argument(help: "The effect id (or use --route).", completion: Completions.effectIDs)
    var effect: String?

    @Option(help: "A route of the config to run as configured.", completion: Completions.routeNames)
    var route: String?

    @Option(help: "push, pop, present, dismiss, tab, container, navigation or modal.", completion: Completions.scenarios)
    var scenario: String?

    @Option(
        help: ArgumentHelp(
            "A YAML/JSON list of steps (push, pop, present, dismiss, select-tab, swap-child); - reads standard input.", valueName: "file"),
        completion: Completions.documents)
    var script: String?

    @Flag(help: "Drive the transition with a pan gesture.")
    var interactive = false

    @Option(help: "The way the finger moves: left, right, up or down (default: the effect's gesture).")
    var direction: PanDirection?

    @Option(name: .customLong("release-at"), help: "The percent at which the finger lifts (0...1; default 0.7).")
    var releaseAt: Double?

    /// `.unconditional`: a flick against the direction is an ordinary negative velocity, and
    /// ArgumentParser would read `-1500` as an option and report the value missing.
    @Option(
        parsing: .unconditional,
        help: "Velocity at release, points per second along the direction (default 0; negative: against it).")
    var velocity: Double?

    @Option(help: "Edge spacing: the touch must begin this close to the edge (0: anywhere).")
    var edge: Double?

    @Option(help: "Force the interactive timer on or off (default: the manifest's setting).")
    var timer: Toggle?

    @Option(
        help: ArgumentHelp("A YAML/JSON list of {time, x, y} gesture samples; - reads standard input.", valueName: "file"),
        completion: Completions.documents)
    var gesture: String?

    @Option(
        name: .customLong("set"), help: ArgumentHelp("Override a duration or parameter: key=value (repeatable).", valueName: "key=value"))
    var settings: [String] = []

    @Option(help: ArgumentHelp("Screen size in points (default: the config's, else 390x844).", valueName: "WxH"))
    var screen: String?

    @Option(help: "Frames per second (default: the config's, else 60).")
    var fps: Int?

    @Option(help: "Seed for effects with randomness.")
    var seed: UInt64 = SimulationOptions.defaultSeed

    @Option(
        help:
            "Presentation for present/dismiss: full-screen, over-full-screen, custom, page-sheet, form-sheet or automatic (a page sheet, as iOS 13 and later present by default)."
    )
    var presentation: PresentationStyle.Name = .fullScreen

    /// `.unconditional`, so a frame that starts left of the screen (`-20,100,350,600`) is a value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The presented frame for --presentation custom.", valueName: "x,y,w,h"))
    var frame: String?

    enum BarStyle: String, ExpressibleByArgument, CaseIterable {
        case opaque, translucent
    }

    @Option(
        help:
            "The navigation bar above pushed screens: translucent (the default: screens fill the container) or opaque (screens start below the bar, at the screen's top safe-area inset plus 44 pt)."
    )
    var navigationBar: BarStyle?

    @Option(help: "summary, json, ndjson, ascii, svg (a filmstrip) or html (a player page).")
    var format: Format = .summary

    @Option(help: ArgumentHelp("Progress points of the svg filmstrip (default 0,0.25,0.5,0.75,1).", valueName: "p,p,..."))
    var progress: String?

    @Flag(help: "With --format svg: one looping SVG that plays the run at real speed.")
    var animate = false

    @Flag(help: "With --format ascii on a terminal: play every frame in place at real speed.")
    var play = false

    @OptionGroup var output: OutputFileOptions

    /// Where the finger lifts when `--release-at` is not given.
    static let defaultReleaseAt = 0.7

    /// `--screen`, `--frame` and `--presentation`, as `simulate` and `plan` both take them: a size and
    /// a rectangle that parse, and a frame exactly when the presentation is custom. UIKit sizes a
    /// custom presentation by its presentation controller's `frameOfPresentedViewInContainerView`:
    /// there is no full-screen default to fall back on, unless a route gives the frame.
    static func checkScreen(_ screen: String?, frame: String?, presentation: PresentationStyle.Name, routeGivesFrame: Bool) throws {
        if let screen, parseSize(screen) == nil {
            throw NumberOptions.screenError(screen)
        }
        if let frame, parseRect(frame) == nil {
            throw NumberOptions.frameError(frame)
        }
        if frame != nil && presentation != .custom {
            throw ValidationError(
                "--frame is the presented frame of a custom presentation; add --presentation custom, or leave out --frame")
        }
        if presentation == .custom && frame == nil && !routeGivesFrame {
            throw ValidationError("--presentation custom needs --frame x,y,width,height (the presented view's frame)")
        }
    }

    /// Options that shape a finger have no effect on a run without one: each is a usage error that
    /// says what to add, never silently ignored (issue 37: `--release-at` without `--interactive`
    /// just ran the pop). A script's interactive steps carry their own gestures, so there only
    /// `--timer` means something, and `--interactive` nothing.
    static func refuseIdleOptions(interactive: Bool, script: Bool, given: [(name: String, value: String?)], subject: String) throws {
        let named = given.filter { $0.value != nil }
        let names = named.map(\.name)
        if script {
            if interactive {
                throw ValidationError(
                    "--interactive has no effect with --script: a step is interactive when it says so (- pop: {interactive: {releaseAt: 0.3}}); leave out --interactive"
                )
            }
            let idle = names.filter { $0 != "--timer" }
            guard !idle.isEmpty else { return }
            throw ValidationError(
                "\(spokenList(idle)) \(idle.count == 1 ? "has" : "have") no effect with --script: give the script's interactive step its own (- pop: {interactive: {direction: right, releaseAt: 0.3}})"
            )
        }
        guard !interactive, !named.isEmpty else { return }
        let options = named.map { "\($0.name) \($0.value ?? "")" }.joined(separator: " ")
        throw ValidationError(
            "\(spokenList(names)) \(names.count == 1 ? "has" : "have") no effect without a finger; add --interactive: segue simulate \(subject) --interactive \(options)"
        )
    }

    func validate() throws {
        if effect == nil && route == nil && script == nil {
            throw ValidationError("name an effect (`segue simulate crossfade`), a --route or a --script")
        }
        if effect != nil && route != nil { throw ValidationError("give an effect or --route, not both") }
        if script != nil && scenario != nil {
            throw ValidationError(
                "--script replaces --scenario (the script says what runs); leave out --scenario, or write the steps in the script")
        }
        if let scenario, ScenarioName(rawValue: scenario) == nil {
            var message = "unknown scenario '\(scenario)'"
            if let guess = Suggestion.closest(to: scenario, among: ScenarioName.allCases.map(\.rawValue)) {
                message += "; did you mean '\(guess)'?"
            }
            throw ValidationError(message + " (scenarios: \(ScenarioName.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        if let releaseAt, !(0...1).contains(releaseAt) {
            throw ValidationError("--release-at must be between 0 and 1, not \(releaseAt)")
        }
        if let fps, !(1...1000).contains(fps) { throw ValidationError("--fps must be between 1 and 1000, not \(fps)") }
        try Self.checkScreen(screen, frame: frame, presentation: presentation, routeGivesFrame: route != nil)
        if script == "-" && gesture == "-" {
            throw ValidationError("standard input can be read once: give --script - or --gesture -, not both")
        }
        if play && format != .ascii { throw ValidationError("--play plays the ascii frames; add --format ascii, or leave out --play") }
        if let velocity { try NumberOptions.check(velocity, "--velocity", in: NumberOptions.velocity, unit: "points per second") }
        if let edge { try NumberOptions.check(edge, "--edge", in: NumberOptions.edge, unit: "points (0: anywhere)") }
        try Self.refuseIdleOptions(
            interactive: interactive, script: script != nil,
            given: [
                ("--direction", direction?.rawValue), ("--release-at", releaseAt.map { Describe.number($0) }),
                ("--velocity", velocity.map { Describe.number($0) }), ("--edge", edge.map { Describe.number($0) }), ("--gesture", gesture),
                ("--timer", timer?.rawValue),
            ],
            subject: [effect, route.map { "--route \($0)" }, scenario.map { "--scenario \($0)" }].compactMap { $0 }.joined(separator: " "))
        if let progress, Self.parseProgress(progress) == nil {
            throw ValidationError("--progress takes numbers between 0 and 1 separated by commas, like 0,0.5,1, not '\(progress)'")
        }
        if (progress != nil || animate) && format != .svg {
            throw ValidationError("--progress and --animate shape the svg filmstrip; add --format svg, or leave them out")
        }
        if progress != nil && animate { throw ValidationError("--animate plays the whole run; leave out --progress") }
        for setting in settings where !setting.contains("=") {
            throw ValidationError("--set takes key=value, like --set toDuration=0.8, not '\(setting)'")
        }
    }

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        if let out = output.out {
            try Output.checkDestination(out, force: output.force) {
                host.inputs() + [script.map { ($0, "the --script file") }, gesture.map { ($0, "the --gesture file") }].compactMap { $0 }
            }
        }
        let screenSize = screen.flatMap(Self.parseSize) ?? host.config.screen
        let frameRate = fps ?? host.config.fps
        let bounds = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)

        var definition: EffectDefinition?
        var scenarioName = scenario.flatMap(ScenarioName.init(rawValue:)) ?? .push
        var style = presentationStyle(bounds: bounds)
        var opaqueBar = navigationBar == .opaque
        var tabBar: TabBar?
        var hiddenBy: NavigationBar.HiddenBy?
        if let route {
            try host.requireConfig()
            guard let configured = host.config.route(route) else {
                throw host.unknownName(
                    "unknown route '\(route)'" + Suggestion.didYouMean(route, among: host.config.routes.map(\.name))
                        + " (`segue list --routes` shows them)")
            }
            var problems: [Diagnostic] = []
            guard let resolved = configured.effectDefinition(in: host.catalog, invalid: host.invalidEffects, problems: &problems)
            else {
                // Loading the config checked every route already and printed these above.
                Console.report(problems.filter { !host.diagnostics.contains($0) }, sources: host.sources)
                throw ExitCode.failure
            }
            definition = resolved
            // How the route runs (Route.simulation(on:), the rule check --routes uses too); what the
            // command line gives (--navigation-bar, --scenario, a custom --frame) goes over it.
            let routed = configured.simulation(on: screenSize)
            if navigationBar == nil { opaqueBar = configured.opaqueNavigationBar }
            tabBar = routed.tabBar
            hiddenBy = configured.navigationBarHiddenBy
            if scenario == nil { scenarioName = routed.scenario }
            if routed.presentation != .fullScreen, !(routed.presentation == .custom && frame != nil) { style = routed.style }
            if configured.isSheetByDefault {
                let finding = configured.sheetByDefaultFinding
                Console.error(DiagnosticRenderer.escaped("warning: \(finding.message) [\(finding.code)]"))
            }
        } else if let effect {
            definition = try host.effect(effect)
        }
        if let base = definition { definition = try applySettings(base, host: host) }

        let gestureSamples = try gesture.map { try readGesture($0, host: host) }
        let gestureRequest =
            interactive
            ? GestureRequest(
                direction: direction, releaseAt: releaseAt ?? Self.defaultReleaseAt, velocity: velocity ?? 0, edgeSpacing: edge,
                samples: gestureSamples)
            : nil
        let timerOverride = timer.map { $0 == .on }

        // A bar one of the route's screens hides takes part in its pushes and pops, translucent or not.
        let bar = Route.navigationBar(opaque: opaqueBar, hiddenBy: hiddenBy, on: screenSize)
        var engineScenario: Scenario
        let describe: RunDescription
        if let script {
            engineScenario = Scenario(
                steps: try readScript(script, host: host, bounds: bounds, timer: timerOverride), containerBounds: bounds)
            describe = RunDescription(
                effect: definition?.id ?? "(script)", scenario: "script \(FileSystem.displayName(script))",
                toDuration: definition?.toDuration ?? 0,
                backDuration: definition?.backDuration ?? 0, screen: Size(width: screenSize.width, height: screenSize.height),
                fps: frameRate, seed: seed)
        } else {
            guard let definition else { throw CLIError("nothing to simulate") }
            var request = SimulationRequest(
                effect: definition, scenario: scenarioName, gesture: gestureRequest, timer: timerOverride, screen: screenSize,
                fps: frameRate, seed: seed, presentation: style, maxActorFrames: host.config.limits.maxActorFrames)
            request.navigationBar = bar
            if let pan = request.defaultedPan { Console.error(Self.defaultedPanNote(pan, effect: definition, going: scenarioName)) }
            guard let made = request.makeScenario() else { throw CLIError("effect '\(definition.id)' has no animator") }
            engineScenario = made
            describe = RunDescription(
                effect: definition.id, scenario: scenarioName.rawValue, toDuration: request.configuredEffect.toDuration,
                backDuration: request.configuredEffect.backDuration, screen: Size(width: screenSize.width, height: screenSize.height),
                fps: frameRate, seed: seed)
        }

        engineScenario.navigationBar = bar
        engineScenario.tabBar = tabBar
        let options = SimulationOptions(fps: frameRate, seed: seed, maxActorFrames: host.config.limits.maxActorFrames)
        let findings: [Finding]
        if format == .ndjson {
            // Streamed: memory stays flat; a run over the budget ends with its error in the summary
            // line, and an --out file is then never given its name.
            let sink = try Output.Stream(path: output.out, force: output.force)
            sink.write(TraceJSON.streamHeader(run: describe) + "\n")
            let summary = Simulator.run(engineScenario, options: options) { frame in
                sink.write(TraceJSON.line(frame) + "\n")
            }
            sink.write(TraceJSON.line(summary) + "\n")
            try Self.refuseOverBudget(summary.findings)
            try sink.finish()
            findings = summary.findings
        } else if play, format == .ascii, Output.file(output.out) == nil, RunContext.current.isTerminal(.output) {
            let trace = Simulator.run(engineScenario, options: options)
            try Self.refuseOverBudget(trace.findings)
            AsciiPlayer.play(trace, bounds: bounds)
            findings = trace.findings
        } else {
            // Whole-trace formats hold at most the budget's frames, and print nothing for a run cut short.
            let trace = Simulator.run(engineScenario, options: options)
            try Self.refuseOverBudget(trace.findings)
            switch format {
            case .json:
                // Written frame by frame: the text of a long run is never held whole.
                let sink = try Output.Stream(path: output.out, force: output.force)
                TraceJSON.writeDocument(trace, run: describe, to: sink.write)
                try sink.finish()
            case .html:
                // The player plays each transition's animation plan in the browser, replaying the
                // run's drags; its size follows the plans, not the number of frames.
                let entries = RunPlans.entries(for: engineScenario, trace: trace)
                let title = "\(describe.effect) · \(describe.scenario)"
                try Output.emit(PlanWebPage.render(run: entries, title: title), to: output.out, force: output.force)
            case .summary: try Output.emit(Output.visible(TraceText.summary(trace, run: describe)), to: output.out, force: output.force)
            case .ascii: try Output.emit(AsciiScreen.render(trace, bounds: bounds), to: output.out, force: output.force)
            case .svg where animate: try Output.emit(SVGAnimation.render(trace, run: describe), to: output.out, force: output.force)
            case .svg:
                let points = progress.flatMap(Self.parseProgress) ?? SVGFilmstrip.defaultProgress
                try Output.emit(SVGFilmstrip.render(trace, run: describe, progress: points), to: output.out, force: output.force)
            case .ndjson: break
            }
            findings = trace.findings
        }
        if findings.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }

    /// Fails the run, printing the budget error, when the simulation stopped at the budget.
    static func refuseOverBudget(_ findings: [Finding]) throws {
        guard let over = findings.first(where: { $0.code == SimulationBudgetCheck.code }) else { return }
        Console.error(DiagnosticRenderer.escaped("error: \(over.message) [\(over.code)]"))
        throw ExitCode.failure
    }

    private func presentationStyle(bounds: Rect) -> PresentationStyle {
        presentation.style(presentedFrame: frame.flatMap(Self.parseRect), in: bounds)
    }

    /// Applies `--set key=value`: durations, `timer`, and the kind's parameters, read like manifest values.
    private func applySettings(_ effect: EffectDefinition, host: Host) throws -> EffectDefinition {
        var to: Double?
        var back: Double?
        var timerSetting: Bool?
        var overrides: [ResolvedParameter] = []
        var problems: [Diagnostic] = []
        for setting in settings {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            let key = parts[0]
            let value = parts.count > 1 ? parts[1] : ""
            let label = "--set \(key)"
            host.sources.remember(label, bytes: Array(value.utf8))
            let node: Node
            do {
                node = try Document.load(text: value, file: label, format: .yaml)
            } catch {
                problems += error.diagnostics
                continue
            }
            switch key {
            case "toDuration", "backDuration":
                var reader = [Diagnostic]()
                let number = SettingReader.duration(node, name: key, into: &reader)
                problems += reader
                if key == "toDuration" { to = number ?? to } else { back = number ?? back }
            case "timer":
                if let toggle = Toggle(argument: value.trimmedOfSpaces) {
                    timerSetting = toggle == .on
                    continue
                }
                var reader = [Diagnostic]()
                timerSetting = SettingReader.bool(node, name: key, into: &reader)
                problems += reader
            default:
                guard let spec = effect.parameterSpec(named: key) else {
                    let settings = ["toDuration", "backDuration", "timer"]
                    let keys = settings + effect.parameters.map(\.spec.name)
                    problems.append(
                        effect.unknownParameter(
                            key, code: "manifest.unknown-parameter", at: nil, otherKeys: settings,
                            notes: [.init("keys: \(keys.joined(separator: ", "))")]))
                    continue
                }
                if let parsed = SettingReader.parameter(node, spec: spec, into: &problems) {
                    overrides.append(ResolvedParameter(spec: spec, value: parsed, setIn: label))
                }
            }
        }
        if !problems.isEmpty {
            Console.report(problems, sources: host.sources)
            throw ExitCode.failure
        }
        return effect.with(toDuration: to, backDuration: back, timer: timerSetting, parameters: overrides)
    }

    private func readScript(_ path: String, host: Host, bounds: Rect, timer: Bool?) throws -> [ScenarioStep] {
        let root = try Output.loadDocument(path, host: host)
        var problems: [Diagnostic] = []
        guard let steps = ScriptReader.read(root, catalog: host.catalog, bounds: bounds, timer: timer, problems: &problems) else {
            Console.report(problems, sources: host.sources)
            throw ExitCode.failure
        }
        return steps
    }

    /// The note for a run whose finger moves a way neither the effect nor `--direction` chose:
    /// segue never pans without saying which way it picked and how to choose.
    static func defaultedPanNote(_ pan: PanDirection, effect: EffectDefinition, going scenario: ScenarioName) -> String {
        let going = scenario.interactiveDirection == .to ? "to" : "back"
        return "note: '\(effect.id)' declares no gesture going \(going) (its gestures: \(effect.interactiveDirections)), "
            + "so the finger pans \(pan.rawValue), segue's default going \(going); choose with --direction left|right|up|down, "
            + "or declare one in the manifest (interactive: {\(going): {direction: \(pan.rawValue)}})"
    }

    private func readGesture(_ path: String, host: Host) throws -> [GestureSample] {
        let root = try Output.loadDocument(path, host: host)
        var problems: [Diagnostic] = []
        guard let samples = ScriptReader.readGesture(root, problems: &problems) else {
            Console.report(problems, sources: host.sources)
            throw ExitCode.failure
        }
        return samples
    }

    static func parseSize(_ text: String) -> AppConfig.Screen? {
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy(NumberOptions.screen.contains) else { return nil }
        return AppConfig.Screen.sized(width: parts[0], height: parts[1])
    }

    static func parseProgress(_ text: String) -> [Double]? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmedOfSpaces) }
        guard !parts.isEmpty, parts.count <= 24 else { return nil }
        let values = parts.compactMap { $0 }
        guard values.count == parts.count, values.allSatisfy({ (0...1).contains($0) }) else { return nil }
        return values
    }

    static func parseRect(_ text: String) -> Rect? {
        let parts = text.split(separator: ",").compactMap { Double($0.trimmedOfSpaces) }
        guard parts.count == 4, parts.allSatisfy(NumberOptions.frame.contains), parts[2] > 0, parts[3] > 0 else { return nil }
        return Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
    }
}

extension PanDirection: ExpressibleByArgument {}
extension PresentationStyle.Name: ExpressibleByArgument {}
