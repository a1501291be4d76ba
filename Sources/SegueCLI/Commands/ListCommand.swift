import ArgumentParser
import Segue

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the effects in the catalog (or the config's routes).")

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Option(help: "Only effects of this family (xwtransition, vctransitions, hero, ibanimatable, articles, custom).", completion: Completions.families)
    var family: String?

    @Option(help: "Only effects implemented by this kind.", completion: Completions.kinds)
    var kind: String?

    @Option(help: "Only effects with this tag.", completion: Completions.tags)
    var tag: String?

    @Flag(help: "List the config's routes instead of the effects.")
    var routes = false

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics, sources: host.sources)
        if routes {
            try host.requireConfig()
            printRoutes(host)
        } else {
            printEffects(host.catalog.filtered(family: family, kind: kind, tag: tag))
        }
        if host.hasErrors { throw ExitCode.failure }
    }

    private func printEffects(_ effects: [EffectDefinition]) {
        switch format {
        case .json:
            Console.out(JSONValue.array(effects.map(EffectJSON.summary)).pretty)
        case .text:
            var table = TextTable(["ID", "FAMILY", "KIND", "TO", "BACK", "TIMER", "INTERACTIVE"])
            for effect in effects {
                table.add([
                    effect.id, effect.family, effect.kind, seconds(effect.toDuration), seconds(effect.backDuration),
                    effect.needsInteractiveTimer ? "on" : "off", effect.interactiveDirections,
                ])
            }
            Console.out(table.rendered + "\(effects.count) effect\(effects.count == 1 ? "" : "s")")
        }
    }

    private func printRoutes(_ host: Host) {
        let routes = host.config.routes
        switch format {
        case .json:
            Console.out(JSONValue.array(routes.map { route in
                .object([
                    ("name", .string(route.name)), ("operation", .string(route.operation.rawValue)),
                    ("effect", .string(route.effect)),
                ])
            }).pretty)
        case .text:
            var table = TextTable(["ROUTE", "OPERATION", "EFFECT", "TO", "BACK", "GESTURE"])
            for route in routes {
                var ignored: [Diagnostic] = []
                let effect = route.effectDefinition(in: host.catalog, problems: &ignored)
                table.add([
                    route.name, route.operation.rawValue, route.effect,
                    effect.map { seconds($0.toDuration) } ?? "?", effect.map { seconds($0.backDuration) } ?? "?",
                    effect?.interactiveDirections ?? "?",
                ])
            }
            Console.out(table.rendered + "\(routes.count) route\(routes.count == 1 ? "" : "s") in \(host.configPath ?? "(no config)")")
        }
    }
}

func seconds(_ value: Double) -> String { formatNumber(value) + "s" }
