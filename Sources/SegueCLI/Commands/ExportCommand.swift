import ArgumentParser
import Segue

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an effect's animation plan for another animation system.",
        subcommands: [ExportWebCommand.self, ExportCSSCommand.self])
}

struct ExportWebCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: "Write one self-contained page that plays the plan with the Web Animations API.",
        discussion: """
            Every actor is a DOM element and every animation of the plan a Web Animations API \
            animation (3D transforms with perspective, a parent's sublayer transform, opacity, \
            clip paths for masks, corner radius, z order). The page holds the transition and its \
            way back, with play, pause, speed and a percent scrubber; it needs no network.
            """)

    @OptionGroup var options: ExportOptions

    func run() throws {
        let plans = try options.loadPlans()
        let page = PlanWebPage.render(plans, title: options.planOptions.effect)
        try options.output.emit(page)
    }
}

struct ExportCSSCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "css",
        abstract: "Write the effect as CSS View Transitions, when two snapshots can show it.",
        discussion: """
            A view transition animates two pictures, the page before (::view-transition-old) and \
            after (::view-transition-new). Effects that only move, turn, scale or fade the from and \
            to views fit; for the others (snapshots, slices, overlays, masks, filters, a container \
            transform) the command names what it cannot express and exits 1. Start the transition \
            with types ["segue-to"] going forward and ["segue-back"] going back. Moves are in \
            percent of the page; lengths inside a transform are px of the --screen simulated.
            """)

    @OptionGroup var options: ExportOptions

    func run() throws {
        let plans = try options.loadPlans()
        let effect = options.planOptions.effect
        switch PlanViewTransitionCSS.render(plans, effect: effect) {
        case .success(let css):
            try options.output.emit(css)
        case .failure(let blocked):
            let shown = blocked.reasons.prefix(8).joined(separator: ", ")
            let more = blocked.reasons.count > 8 ? " and \(blocked.reasons.count - 8) more" : ""
            Console.error(
                "error: '\(effect)' needs more than the two pictures a view transition animates: \(shown)\(more)\n"
                    + "note: `segue export web \(effect)` plays it in a browser with every actor")
            throw ExitCode.failure
        }
    }
}

/// The options both exports take, in the order their help lists them, and what both do first.
struct ExportOptions: ParsableArguments {
    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var planOptions: PlanOptions

    @OptionGroup var output: OutputFileOptions

    /// Loads the catalog (reporting its errors), refuses an unwritable `--out` before any work,
    /// and compiles the effect's plan and its way back.
    func loadPlans() throws -> [AnimationPlan] {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        try output.checkDestination(inputs: host.inputs)
        return try planOptions.plans(host: host, withWayBack: true)
    }
}
