import ArgumentParser

/// Where effects and the app config come from; shared by every command that loads the catalog.
struct CatalogOptions: ParsableArguments {
    @Option(
        name: .customLong("effects"),
        help: ArgumentHelp("A folder of effect manifests, searched after the built-in catalog (repeatable).", valueName: "dir"),
        completion: .directory)
    var effectFolders: [String] = []

    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The app config (default: SEGUE_CONFIG, else segue.yaml or .segue.yaml here or in a parent folder up to the repository's top, else ./Config/segue.yaml).",
            valueName: "file"),
        completion: Completions.documents)
    var configPath: String?
}

/// Text for people, or JSON for tools.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
