import Segue
import SegueFiles
import SegueSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the CLI writes: stdout for results, stderr for diagnostics and progress.
enum Console {
    /// Writes `text` and a line break to standard output; a failed write ends the run (exit 1).
    static func out(_ text: String) {
        RunContext.current.write(text.hasSuffix("\n") ? text : text + "\n", to: .output)
    }

    /// Writes human-readable `text` to standard output with every control character and bidi
    /// override made visible, line by line (`DiagnosticRenderer.escaped`, as diagnostics are): a
    /// name, tag or route from a file can neither colour the terminal, set the clipboard (OSC 52),
    /// plant a link (OSC 8) nor reorder what is shown. Machine formats (JSON, SVG, HTML) use `out`.
    static func text(_ text: String) {
        out(Output.visible(text))
    }

    static func error(_ text: String) {
        let line = text.hasSuffix("\n") ? text : text + "\n"
        if line.hasPrefix("error: ") { printedError = true }
        RunContext.current.write(line, to: .error)
    }

    /// True once an error has been printed (a diagnostic or an `error:` line). A command that
    /// printed one never exits 0, even when it went on with the valid effects (`SegueCommand.run`
    /// turns a clean finish into exit status 1): one rule for every command, so a script never
    /// takes a run that said `error:` for a success. The run's own (`RunContext`).
    static var printedError: Bool {
        get { RunContext.current.printedError }
        set { RunContext.current.printedError = newValue }
    }

    /// `--color`, set while the command line is parsed (`TerminalOptions.validate`), before any
    /// output. The run's own (`RunContext`).
    static var colorChoice: ColorChoice {
        get { RunContext.current.colorChoice }
        set { RunContext.current.colorChoice = newValue }
    }

    /// Whether diagnostics on standard error are coloured (`ColorPolicy` has the rule).
    static var colorsStderr: Bool {
        let context = RunContext.current
        return ColorPolicy.enabled(colorChoice, environment: context.environment, isTerminal: context.isTerminal(.error))
    }

    /// Prints diagnostics like a compiler, with source lines and carets: at most
    /// `DiagnosticRenderer.maxPerFile` of each file, then how many more there were.
    static func report(_ diagnostics: [Diagnostic], sources: SourceCache) {
        guard !diagnostics.isEmpty else { return }
        if diagnostics.contains(where: { $0.severity == .error }) { printedError = true }
        for diagnostic in DiagnosticRenderer.capped(diagnostics) {
            var text = DiagnosticRenderer.render(
                diagnostic, source: diagnostic.location.flatMap { sources.text(for: $0.file) })
            if colorsStderr {
                text = colorize(text, severity: diagnostic.severity)
            }
            error(text)
        }
    }

    static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    }

    private static func colorize(_ text: String, severity: Diagnostic.Severity) -> String {
        let code: String
        switch severity {
        case .error: code = "31"
        case .warning: code = "33"
        case .note: code = "36"
        }
        let word = severity.rawValue + ":"
        guard let range = text.firstRange(ofText: word) else { return text }
        var colored = text
        colored.replaceSubrange(range, with: "\u{1B}[1;\(code)m\(word)\u{1B}[0m")
        return colored
    }
}
