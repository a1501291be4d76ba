import ArgumentParser

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
}

/// How the CLI talks to a terminal; every command has it.
struct TerminalOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Colour in diagnostics: auto (on a terminal, unless NO_COLOR is set or FORCE_COLOR forces it), always or never.",
            valueName: "when"))
    var color: ColorChoice = .auto

    /// ArgumentParser validates every option group while parsing, before `run()`: the one moment
    /// every command shares, so the choice is made here once instead of in each command.
    func validate() throws {
        Console.colorChoice = color
    }
}

/// Whether a stream gets colour: the flag first, then NO_COLOR (no-color.org: any non-empty
/// value), then FORCE_COLOR (any non-empty value but `0`), then whether the stream is a terminal.
enum ColorPolicy {
    static func enabled(_ choice: ColorChoice, environment: [String: String], isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
            return isTerminal
        }
    }
}
