import ArgumentParser
import Foundation
import SegueDocument

/// Finds a mistyped subcommand, option or option value, with the one did-you-mean rule of
/// `Suggestion.closest` that manifests, configs and effect ids use.
///
/// ArgumentParser reads `segue simulat rise` as the root command with two unexpected arguments,
/// `segue help simulat` as a request for the top-level help (exit 0), `--format jsn` without a
/// guess, and suggests options by a rule of its own; a newcomer then never learns what was meant.
/// Every wrong name on the command line exits 64 (a `UsageError`).
enum CommandNames {
    /// A usage error naming the first word that is not a subcommand where one must be (after
    /// `segue`, `segue help` or a command that has only subcommands), or nil when every such word
    /// is one. An option (`-...`) or the end of the line stops the walk: ArgumentParser judges those.
    ///
    /// Runs before parsing, since `help simulat` parses as a request for help.
    static func mistypedCommand(in arguments: [String]) -> UsageError? {
        var words = arguments[...]
        let asksForHelp = words.first == "help"
        if asksForHelp { words = words.dropFirst() }
        var subcommands = SegueCommand.configuration.subcommands
        var path: [String] = []
        while let word = words.first, !word.hasPrefix("-"), !subcommands.isEmpty {
            let names = subcommands.map { $0._commandName }
            guard let index = names.firstIndex(of: word) else {
                let lead = (asksForHelp ? ["help"] : []) + path
                return UsageError(
                    "unknown command '\((path + [word]).joined(separator: " "))'"
                        + Suggestion.didYouMean(word, among: names) { (lead + [$0]).joined(separator: " ") }
                        + " (`\((["segue"] + path + ["--help"]).joined(separator: " "))` lists them all)")
            }
            subcommands = subcommands[index].configuration.subcommands
            path.append(word)
            words = words.dropFirst()
        }
        return nil
    }

    /// A usage error naming the first unknown long option (`--formt`) or the first value outside an
    /// option's closed set (`--format jsn`) of the command `arguments` name, or nil.
    ///
    /// Called only once ArgumentParser has refused the line, so a good line never pays for the
    /// description of the commands (`_dumpHelp`, the JSON ArgumentParser writes for tools).
    static func mistypedOption(in arguments: [String]) -> UsageError? {
        guard let root = try? JSONDecoder().decode(ToolInfo.self, from: Data(SegueCommand._dumpHelp().utf8)).command
        else { return nil }
        var words = arguments[...]
        var command = root
        var path = ["segue"]
        while let word = words.first, let next = command.subcommands?.first(where: { $0.commandName == word }) {
            command = next
            path.append(word)
            words = words.dropFirst()
        }
        let options = command.arguments ?? []
        let longNames = options.flatMap { $0.names ?? [] }.filter { $0.kind == "long" }.map { "--" + $0.name }
        while let word = words.popFirst(), word != "--" {
            guard word.hasPrefix("--") else { continue }
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = options.first(where: { $0.isNamed(parts[0]) }) else {
                return UsageError(
                    "unknown option '\(parts[0])'" + Suggestion.didYouMean(parts[0], among: longNames)
                        + " (`\((path + ["--help"]).joined(separator: " "))` lists them all)")
            }
            guard option.kind == "option" else { continue }
            guard let value = parts.count == 2 ? parts[1] : words.popFirst() else { return nil }
            if let values = option.allValues, !values.isEmpty, !values.contains(value) {
                return UsageError(
                    "'\(value)' is not a value of \(parts[0])" + Suggestion.didYouMean(value, among: values)
                        + " (values: \(values.joined(separator: ", ")))")
            }
        }
        return nil
    }
}

/// The parts of ArgumentParser's description of a command (`_dumpHelp`, its ToolInfoV0 JSON) that
/// say which names a command line may use.
private struct ToolInfo: Decodable {
    struct Command: Decodable {
        let commandName: String
        let subcommands: [Command]?
        let arguments: [Argument]?
    }

    struct Argument: Decodable {
        /// `option` (takes a value), `flag` or `positional`.
        let kind: String
        let names: [Name]?
        /// The closed set of values, for an option whose type is `CaseIterable`.
        let allValues: [String]?

        func isNamed(_ spelled: String) -> Bool {
            (names ?? []).contains { $0.kind == "long" && "--" + $0.name == spelled }
        }
    }

    struct Name: Decodable {
        let kind: String
        let name: String
    }

    let command: Command
}
