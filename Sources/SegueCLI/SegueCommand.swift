import ArgumentParser
import Segue
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    /// runs the command line and exits with its status.
    static func main() {
        Termination.install()
        exitProcess(run())
    }

    /// Runs one command line (nil: the process's own arguments, read by ArgumentParser) in the
    /// current `RunContext` and returns its exit status, printing
    /// what ArgumentParser's `exit(withError:)` would, except that its failures are printed the
    /// way every diagnostic is: `error: ...` (it writes `Error: ...`). Help, `--version` and
    /// completions go to standard output with status 0.
    ///
    /// The binary runs it once, in the process's context; the tests run many at once inside the
    /// test process, each in a context of its own (`run(_:context:)`).
    static func run(_ arguments: [String]? = nil) -> Int32 {
        let columns = RunContext.current.helpColumns
        do {
            // ProcessInfo's copy: `CommandLine.arguments` is a mutable static in the iOS SDK's
            // standard library, which Swift 6 refuses to read from here (Apple's SDK check).
            let line = arguments ?? Array(ProcessInfo.processInfo.arguments.dropFirst())
            if let mistyped = CommandNames.mistypedCommand(in: line) { throw mistyped }
            var command: ParsableCommand
            do {
                command = try parseAsRoot(arguments)
            } catch let error where exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                // ArgumentParser refused the line: say which name was meant, by segue's one rule.
                throw CommandNames.mistypedOption(in: line) ?? error
            }
            try command.run()
            // The command finished its work, but said `error:` on the way (an invalid manifest left
            // out of a gallery, say): exit 1, as the README's table of exit statuses promises.
            return Console.printedError ? ExitCode.failure.rawValue : ExitCode.success.rawValue
        } catch let error as UsageError {
            Console.error("error: \(error.description)")
            return ExitCode.validationFailure.rawValue
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error, columns: columns)
            guard code != .success else {
                if !text.isEmpty { RunContext.current.printMessage(text) }
                return code.rawValue
            }
            if !text.isEmpty {
                Console.error(text.hasPrefix("Error: ") ? "error: " + text.dropFirst("Error: ".count) : text)
            }
            return code.rawValue
        }
    }

    /// Runs one command line inside this process in `context` (a test's, which keeps what the
    /// run prints) and returns its exit status.
    static func run(_ arguments: [String], context: RunContext) -> Int32 {
        RunContext.bound(to: context) { run(arguments) }
    }
}

/// The C library's `exit`, which flushes standard I/O (what `print` wrote), as ArgumentParser's
/// own exit does; inside `SegueCommand` the name means ParsableCommand's `exit(withError:)`.
private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
