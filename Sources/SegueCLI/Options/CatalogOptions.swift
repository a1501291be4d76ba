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
            "The app config (default: SEGUE_CONFIG, else the first found of segue.yaml, .segue.yaml, segue.yml, segue.json in a target's folder, then here or in a parent folder up to the repository's or package's top, else ./Config/segue.yaml).",
            valueName: "file"),
        completion: Completions.documents)
    var configPath: String?

    @Option(
        name: .customLong("target-folder"),
        help: ArgumentHelp(
            "A target's folder, where the app config is looked for first (repeatable; `swift package segue` passes each of the package's; default: each folder in ./Sources when ./Package.swift is there).",
            valueName: "dir"),
        completion: .directory)
    var targetFolders: [String] = []
}

/// Text for people, or JSON for tools.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
