import ArgumentParser
import Segue

/// The options that pick one transition of one effect, for `plan` and `export`.
struct PlanOptions: ParsableArguments {
    @Argument(help: "The effect id (see `segue list`).", completion: Completions.effectIDs)
    var effect: String

    @Option(help: "One transition: push, pop, present, dismiss, tab or container.", completion: Completions.scenarios)
    var scenario: String = "push"

    @Flag(help: "Plan the transition as a gesture drives it (the context says interactive).")
    var interactive = false

    @Option(help: ArgumentHelp("Screen size in points (default: the config's, else 390x844).", valueName: "WxH"))
    var screen: String?

    @Option(help: "Seed for effects with randomness (the same as `simulate --seed`).")
    var seed: UInt64 = 1

    @Option(help: "Presentation for present/dismiss: full-screen, over-full-screen or custom.")
    var presentation: PresentationStyle.Name = .fullScreen

    /// `.unconditional`, so a frame that starts left of the screen (`-20,100,350,600`) is a value.
    @Option(parsing: .unconditional, help: ArgumentHelp("The presented frame for --presentation custom.", valueName: "x,y,w,h"))
    var frame: String?

    func validate() throws {
        guard let name = ScenarioName(rawValue: scenario), ScenarioName.operations.contains(name) else {
            var message = "a plan is one transition; --scenario takes push, pop, present, dismiss, tab or container, not '\(scenario)'"
            if scenario == "navigation" { message += " (navigation is push then pop: plan each)" }
            if scenario == "modal" { message += " (modal is present then dismiss: plan each)" }
            throw ValidationError(message)
        }
        try SimulateCommand.checkScreen(screen, frame: frame, presentation: presentation, routeGivesFrame: false)
    }

    /// The plan, compiled for the context `simulate --scenario` gives the same transition: pop and
    /// dismiss are the second transition of their run, after the push or present.
    func plan(host: Host) throws -> AnimationPlan {
        try plans(host: host, withWayBack: false)[0]
    }

    /// The plan, then with `withWayBack` the transition that undoes it (push and pop, present and
    /// dismiss, tab or child 0 to 1 and back), as the second transition of the same run.
    func plans(host: Host, withWayBack: Bool) throws -> [AnimationPlan] {
        let definition = try host.effect(effect)
        guard let animator = definition.animator else { throw CLIError("effect '\(definition.id)' has no animator") }
        let size = screen.flatMap(SimulateCommand.parseSize) ?? host.config.screen
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let name = ScenarioName(rawValue: scenario) ?? .push
        let operation = TransitionOperation(rawValue: name.rawValue) ?? .push
        var result = [plan(animator, operation, bounds: bounds, reversed: false)]
        if withWayBack {
            let back: TransitionOperation
            switch operation {
            case .push: back = .pop
            case .pop: back = .push
            case .present: back = .dismiss
            case .dismiss: back = .present
            case .tab, .container: back = operation
            }
            result.append(plan(animator, back, bounds: bounds, reversed: true))
        }
        return result
    }

    private func plan(_ animator: any TransitionAnimator, _ operation: TransitionOperation, bounds: Rect, reversed: Bool)
        -> AnimationPlan
    {
        let index = operation == .pop || operation == .dismiss || (reversed && (operation == .tab || operation == .container)) ? 1 : 0
        let modal = operation == .present || operation == .dismiss
        let (from, to): (Int?, Int?) =
            operation == .tab || operation == .container ? (reversed ? (1, 0) : (0, 1)) : (nil, nil)
        let context = TransitionContext(
            operation: operation, containerBounds: bounds, isInteractive: interactive,
            presentationStyle: modal ? presentation.style(presentedFrame: frame.flatMap(SimulateCommand.parseRect), in: bounds) : nil,
            fromIndex: from, toIndex: to, transitionIndex: index, seed: SeededGenerator.derive(seed, index))
        return PlanCompiler.plan(for: animator, in: context)
    }
}

struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print an effect's animation plan for one transition: actors, animations, completion.",
        discussion: """
            The plan is what the transition hands to an animation system: every actor with its \
            state before the first frame, one keyframe animation per animated property in Core \
            Animation's terms (key path, values, key times, timing functions, begin time, duration, \
            fill mode, calculation mode, spring), whether each is view- or layer-driven, and the \
            completion actions when it finishes or is cancelled. --format json writes it as \
            Schemas/plan.schema.json describes.
            """)

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var planOptions: PlanOptions

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup var output: OutputFileOptions

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        try output.checkDestination(inputs: host.inputs)
        let plan = try planOptions.plan(host: host)
        let text: String
        switch format {
        case .json: text = PlanJSON.encode(plan)
        case .text: text = PlanText.render(plan) + "\n"
        }
        try output.emit(text)
    }
}
