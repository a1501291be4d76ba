/// How the plugin turns `swift package segue ...` into the tool's command line.
enum PluginArguments {
    /// Commands that take `--effects DIR`.
    static let catalogCommands: Set<String> = ["list", "show", "validate", "simulate", "check", "gallery"]

    /// The tool's arguments: the user's, with the package's effect folders added right after the
    /// subcommand when the user named none (`validate` with no path checks them with the catalog).
    static func command(_ arguments: [String], effectFolders: [String]) -> [String] {
        guard let subcommand = arguments.first, catalogCommands.contains(subcommand),
            !arguments.contains(where: { $0 == "--effects" || $0.hasPrefix("--effects=") })
        else { return arguments }
        return [subcommand] + effectFolders.flatMap { ["--effects", $0] } + arguments.dropFirst()
    }
}
