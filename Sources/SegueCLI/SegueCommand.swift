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
        subcommands: [
            ListCommand.self, ShowCommand.self, ValidateCommand.self, SimulateCommand.self, PlanCommand.self, ExportCommand.self,
            CheckCommand.self, ConvertCommand.self,
            SchemaCommand.self,
            GalleryCommand.self, InitCommand.self,
        ]
    )

    /// Takes over SIGINT, SIGTERM, SIGHUP and SIGPIPE before anything runs (see `Termination`),
    /// then runs ArgumentParser's own `main`, with its failures printed the way every diagnostic
    /// is: `error: ...` (it writes `Error: ...`). Help, `--version` and completions pass through.
    static func main() {
        Termination.install()
        do {
            var command = try parseAsRoot()
            try command.run()
            // The command finished its work, but said `error:` on the way (an invalid manifest left
            // out of a gallery, say): exit 1, as the README's table of exit statuses promises.
            if Console.printedError { exit(withError: ExitCode.failure) }
        } catch let error as UsageError {
            Console.error("error: \(error.description)")
            exit(withError: ExitCode.validationFailure)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let text = fullMessage(for: error)
            if !text.isEmpty {
                Console.error(text.hasPrefix("Error: ") ? "error: " + text.dropFirst("Error: ".count) : text)
            }
            exit(withError: code)
        }
    }
}
