import ArgumentParser
import Segue

@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Screen-transition effects as data: list, validate, simulate and check them.",
        discussion: """
            Effects are YAML or JSON manifests. The built-in catalog ships inside segue; add \
            folders with the config's `effects:` key, SEGUE_EFFECTS_PATH (colon-separated) or --effects.
            """,
        version: SegueVersion.current,
        subcommands: [ListCommand.self, ShowCommand.self, ValidateCommand.self, SimulateCommand.self, CheckCommand.self, SchemaCommand.self, GalleryCommand.self]
    )

    /// Takes over SIGINT, SIGTERM, SIGHUP and SIGPIPE before anything runs (see `Termination`).
    static func main() {
        Termination.install()
        main(nil)
    }
}
