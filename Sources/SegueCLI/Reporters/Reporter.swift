import ArgumentParser
import Segue

/// The problems one run of `check` or `validate` found, in the forms the reporters need; each is
/// computed only when the chosen reporter asks for it.
struct ProblemReport {
    /// Writes the report for people to the terminal (the command's table, or its diagnostics with
    /// their source lines and summary).
    let writeText: () -> Void
    /// The report as one JSON document.
    let json: () -> JSONValue
    /// Each problem as an annotation for CI (SARIF results, GitHub Actions commands).
    let annotations: () -> [Annotation]
}

/// One output format of `check` and `validate`: its `--format` name, what the option's help says
/// of it, and how it writes a ``ProblemReport``.
///
/// A new format is one file with one `Reporter` and a line in ``Reporters/all``, as SwiftLint
/// keeps its reporters: the option's values, help, completion and parsing all come from the list.
protocol Reporter {
    /// The `--format` value.
    static var identifier: String { get }
    /// What `--format`'s help says after the name, without parentheses; empty for nothing.
    static var summary: String { get }
    /// Writes `report` to standard output (or, for text, the terminal's streams).
    static func write(_ report: ProblemReport)
}

/// Every reporter, in the order `--format`'s help and completion name them.
enum Reporters {
    /// The reporters (computed: a list of metatypes is not a stored constant Swift 6 can share).
    static var all: [any Reporter.Type] { [TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self] }

    /// The reporter named `identifier`, or nil.
    static func reporter(_ identifier: String) -> (any Reporter.Type)? { all.first { $0.identifier == identifier } }

    /// `--format`'s help: each name with its summary, in order.
    static var help: String {
        let names = all.map { $0.summary.isEmpty ? $0.identifier : "\($0.identifier) (\($0.summary))" }
        return names.isEmpty ? "" : spokenList(names, "or") + "."
    }
}

/// `--format`'s value for `check` and `validate`: the name of one of ``Reporters/all``.
struct ReportFormat: ExpressibleByArgument, Sendable, Hashable {
    /// The reporter's identifier.
    let identifier: String

    /// Text for people, the default.
    static let text = ReportFormat(identifier: TextReporter.identifier)

    private init(identifier: String) { self.identifier = identifier }

    init?(argument: String) {
        guard Reporters.reporter(argument) != nil else { return nil }
        identifier = argument
    }

    /// The reporter it names.
    var reporter: any Reporter.Type { Reporters.reporter(identifier) ?? TextReporter.self }

    var defaultValueDescription: String { identifier }
    static var allValueStrings: [String] { Reporters.all.map { $0.identifier } }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
