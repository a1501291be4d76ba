import ArgumentParser
import Segue

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the effects in the catalog (or the config's routes).")

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Option(
        help: "Only effects of this family (xwtransition, vctransitions, hero, ibanimatable, articles, custom).",
        completion: Completions.families)
    var family: String?

    @Option(help: "Only effects implemented by this kind.", completion: Completions.kinds)
    var kind: String?

    @Option(help: "Only effects with this tag.", completion: Completions.tags)
    var tag: String?

    @Option(help: ArgumentHelp("Only effects whose id, name, summary or tags contain every word of TEXT (any case).", valueName: "text"))
    var search: String?

    @Flag(help: "List the config's routes instead of the effects.")
    var routes = false

    @Flag(help: "List the tags in use, with how many effects carry each.")
    var tags = false

    @Flag(help: "List the families, with how many effects each has.")
    var families = false

    @Flag(help: "List the kinds in use, with how many effects each implements.")
    var kinds = false

    @Option(help: "text, json, or markdown (effects only: the catalog beside its originals, as in docs/effects.md).")
    var format: ListFormat = .text

    enum ListFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    func validate() throws {
        if [routes, tags, families, kinds].filter({ $0 }).count > 1 {
            throw ValidationError("--routes, --tags, --families and --kinds each list something else; give one")
        }
        if format == .markdown, routes || tags || families || kinds {
            throw ValidationError("--format markdown lists effects; drop --routes, --tags, --families and --kinds, or use text or json")
        }
    }

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics, sources: host.sources)
        let effects = host.catalog.effects
        if routes {
            try host.requireConfig()
            printRoutes(host)
        } else if tags {
            printCounts("TAG", effects.flatMap(\.tags), noun: ("tag", "tags"))
        } else if families {
            printCounts("FAMILY", effects.map(\.family), noun: ("family", "families"))
        } else if kinds {
            printCounts("KIND", effects.map(\.kind), noun: ("kind", "kinds"))
        } else {
            try checkFilter("--family", family, among: effects.map(\.family))
            try checkFilter("--kind", kind, among: effects.map(\.kind))
            try checkFilter("--tag", tag, among: effects.flatMap(\.tags))
            var shown = host.catalog.filtered(family: family, kind: kind, tag: tag)
            if let search { shown = shown.filter { $0.matches(search: search) } }
            printEffects(shown, searched: search)
        }
        if host.hasErrors { throw ExitCode.failure }
    }

    /// An unknown filter value is a mistake, not an empty answer.
    private func checkFilter(_ option: String, _ value: String?, among known: [String]) throws {
        guard let value else { return }
        let values = Array(Set(known)).sorted()
        guard !values.contains(value) else { return }
        var message = "no effect has \(option) '\(value)'"
        if let guess = Suggestion.closest(to: value, among: values) { message += "; did you mean '\(guess)'?" }
        throw UsageError(message + "\nnote: the \(option.dropFirst(2)) values in the catalog: \(values.joined(separator: ", "))")
    }

    private func printEffects(_ effects: [EffectDefinition], searched: String?) {
        switch format {
        case .json:
            Console.out(JSONValue.array(effects.map(EffectJSON.summary)).pretty)
        case .markdown:
            Console.out(EffectsMarkdown.render(effects))
        case .text:
            var table = TextTable(["ID", "NAME", "FAMILY", "KIND", "TO", "BACK", "TIMER", "INTERACTIVE", "SUMMARY"])
            for effect in effects {
                table.add([
                    effect.id, effect.name, effect.family, effect.kind, seconds(effect.toDuration), seconds(effect.backDuration),
                    effect.needsInteractiveTimer ? "on" : "off", effect.interactiveDirections, effect.summary,
                ])
            }
            let count = "\(effects.count) effect\(effects.count == 1 ? "" : "s")"
            if effects.isEmpty, let searched {
                Console.text("no effect matches '\(searched)'; `segue list --tags` shows the tags in use")
                return
            }
            // On a narrow terminal the summary keeps its place; the kind, the gesture directions
            // and the timer give theirs up first (`show` has them all).
            let width = RunContext.current.columns(.output)
            let fitted = table.fitting(width, droppable: ["KIND", "INTERACTIVE", "TIMER", "FAMILY", "BACK"])
            Console.text(fitted.rendered(width: width) + count)
        }
    }

    private func printCounts(_ heading: String, _ values: [String], noun: (one: String, many: String)) {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        switch format {
        case .json:
            Console.out(JSONValue.array(sorted.map { .object([("name", .string($0.key)), ("effects", .int($0.value))]) }).pretty)
        case .text, .markdown:  // markdown is refused with these in validate()
            var table = TextTable([heading, "EFFECTS"])
            for (value, count) in sorted { table.add([value, String(count)]) }
            Console.text(table.rendered + "\(sorted.count) \(sorted.count == 1 ? noun.one : noun.many)")
        }
    }

    private func printRoutes(_ host: Host) {
        let routes = host.config.routes
        switch format {
        case .json:
            Console.out(
                JSONValue.array(
                    routes.map { route in
                        .object([
                            ("name", .string(route.name)), ("operation", .string(route.operation.rawValue)),
                            ("effect", .string(route.effect)),
                        ])
                    }
                ).pretty)
        case .text, .markdown:  // markdown is refused with these in validate()
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
            Console.text(table.rendered + "\(routes.count) route\(routes.count == 1 ? "" : "s") in \(host.configPath ?? "(no config)")")
        }
    }
}

func seconds(_ value: Double) -> String { formatNumber(value) + "s" }
