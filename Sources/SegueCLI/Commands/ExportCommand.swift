import ArgumentParser
import Segue

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export an effect's animation plan for another animation system.",
        subcommands: [ExportWebCommand.self])
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

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions
    @OptionGroup var planOptions: PlanOptions

    @OptionGroup var output: OutputFileOptions

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        try output.checkDestination()
        let plans = try planOptions.plans(host: host, withWayBack: true)
        let page = try PlanWebPage.render(plans, title: planOptions.effect)
        try output.emit(page)
    }
}
