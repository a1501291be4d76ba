import ArgumentParser
import Segue

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show everything about one effect: its file, resolved manifest and parameters.")

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Argument(help: "The effect id (see `segue list`).", completion: Completions.effectIDs)
    var id: String

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics.filter { $0.severity == .error }, sources: host.sources)
        let effect: EffectDefinition
        do {
            effect = try host.effect(id)
        } catch let error as CLIError {
            Console.error("error: \(error.description)")
            throw ExitCode.failure
        }
        switch format {
        case .json: Console.out(EffectJSON.full(effect).pretty)
        case .text: Console.out(describe(effect))
        }
    }

    private func describe(_ effect: EffectDefinition) -> String {
        var lines = [
            "\(effect.id): \(effect.name)",
            "  \(effect.summary)",
            "",
            "file       \(effect.file) (\(effect.origin.rawValue))",
            "family     \(effect.family)",
            "tags       \(effect.tags.isEmpty ? "-" : effect.tags.joined(separator: ", "))",
            "kind       \(effect.kind)",
            "extends    \(effect.extendsChain.isEmpty ? "-" : effect.extendsChain.joined(separator: " -> "))",
            "duration   to \(seconds(effect.toDuration)), back \(seconds(effect.backDuration))",
            "timer      \(effect.needsInteractiveTimer ? "on (needsInteractiveTimer)" : "off")",
            "gestures   to \(gestureText(effect.toGesture)); back \(gestureText(effect.backGesture))",
            "",
        ]
        guard !effect.parameters.isEmpty else {
            lines.append("parameters: none")
            return lines.joined(separator: "\n")
        }
        lines.append("parameters")
        var table = TextTable(["  NAME", "TYPE", "VALUE", "DEFAULT", "RANGE", "DOC"])
        for parameter in effect.parameters {
            table.add([
                "  " + parameter.spec.name, parameter.spec.type.name, parameter.value.description,
                parameter.spec.defaultValue?.description ?? "(required)", parameter.spec.type.rangeText ?? "-",
                parameter.spec.doc,
            ])
        }
        lines.append(table.rendered)
        return lines.joined(separator: "\n")
    }

    private func gestureText(_ gesture: GestureSpec?) -> String {
        guard let gesture else { return "-" }
        var text = "pan \(gesture.direction.rawValue) (edge \(formatNumber(gesture.edgeSpacing)), threshold \(formatNumber(gesture.threshold)), base \(gesture.base)"
        if let velocity = gesture.velocityThreshold { text += ", velocity \(formatNumber(velocity)) pt/s" }
        return text + ")"
    }
}
