import ArgumentParser
import Segue

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of manifests or of the config.")

    enum Which: String, ExpressibleByArgument, CaseIterable {
        case manifest, config
    }

    @Argument(help: "manifest or config.")
    var which: Which = .manifest

    func run() {
        switch which {
        case .manifest: Console.out(SchemaGenerator.manifest().pretty)
        case .config: Console.out(SchemaGenerator.config().pretty)
        }
    }
}
