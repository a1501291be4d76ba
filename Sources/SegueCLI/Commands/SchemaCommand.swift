import ArgumentParser
import Segue

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of manifests, the config or simulation traces.")

    enum Which: String, ExpressibleByArgument, CaseIterable {
        case manifest, config, trace
    }

    @OptionGroup var terminal: TerminalOptions

    @Argument(help: "manifest, config or trace.")
    var which: Which = .manifest

    func run() {
        switch which {
        case .manifest: Console.out(SchemaGenerator.manifest().pretty)
        case .config: Console.out(SchemaGenerator.config().pretty)
        case .trace: Console.out(TraceSchema.document().pretty)
        }
    }
}
