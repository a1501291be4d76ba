/// How the plugin turns `swift package segue ...` into the tool's command line.
enum PluginArguments {
    /// Commands that take `--effects DIR` and `--target-folder DIR`.
    static let catalogCommands: Set<String> = ["list", "show", "validate", "simulate", "check", "gallery"]

    /// The tool's arguments: the user's, with the package's effect folders (when the user named
    /// none; `validate` with no path checks them with the catalog) and its targets' folders (where
    /// the tool looks for the app config first, by the rule the build plugin follows, unless the
    /// user named a config or target folders) added right after the subcommand.
    static func command(_ arguments: [String], effectFolders: [String], targetFolders: [String] = []) -> [String] {
        guard let subcommand = arguments.first, catalogCommands.contains(subcommand) else { return arguments }
        func names(_ option: String) -> Bool {
            arguments.contains { $0 == option || $0.hasPrefix(option + "=") }
        }
        var added: [String] = []
        if !names("--effects") { added += effectFolders.flatMap { ["--effects", $0] } }
        if !names("--config") && !names("--target-folder") { added += targetFolders.flatMap { ["--target-folder", $0] } }
        return [subcommand] + added + arguments.dropFirst()
    }
}
