import ArgumentParser
import Segue

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run effects through every scenario, plain and interactive, and report invariant findings.",
        discussion: """
            With no ID, checks every effect of the catalog; with --routes, every route of the config \
            as configured. Each effect runs in push, pop, present, dismiss, tab and container, plain \
            and with a gesture released below and above its threshold, cancelled and then run again, \
            and swiped the whole way. (--effects stays the option \
            that adds an effect folder; name the effects to check as arguments.) Exit status 1 when \
            any error-level finding is reported.
            """)

    @OptionGroup var catalogOptions: CatalogOptions
    @OptionGroup var terminal: TerminalOptions

    @Argument(help: "Effect ids, or the start of one, to check (default: all).", completion: Completions.effectIDs)
    var ids: [String] = []

    @Flag(help: "Check the config's routes instead of the effects.")
    var routes = false

    @Option(help: "Force the interactive timer on or off for the whole run.")
    var timer: SimulateCommand.Toggle?

    @Option(help: ArgumentHelp(Reporters.help))
    var format: ReportFormat = .text

    @Option(help: "Seed for effects with randomness.")
    var seed: UInt64 = SimulationOptions.defaultSeed

    @Option(
        help: ArgumentHelp(
            "How many runs go at once (default: the number of cores); the output is the same for any number.", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    func validate() throws {
        if routes && !ids.isEmpty { throw ValidationError("give effect ids or --routes, not both") }
        if jobs < 1 { throw ValidationError("--jobs takes a whole number of at least 1, not \(jobs)") }
    }

    func run() throws {
        let host = Host.load(catalogOptions)
        Console.report(host.diagnostics, sources: host.sources)
        let runner = CheckRunner(
            timer: timer.map { $0 == .on }, screen: host.config.screen, fps: host.config.fps, seed: seed,
            maxActorFrames: host.config.limits.maxActorFrames, jobs: jobs)
        let bar = ProgressBar()
        let cases: [CheckCase]
        if routes {
            try host.requireConfig()
            cases = runner.check(routes: host.config.routes, catalog: host.catalog, progress: bar.update)
        } else {
            let effects = try ids.isEmpty ? host.catalog.effects : ids.map { try host.effect($0) }
            cases = runner.check(effects, progress: bar.update)
        }
        bar.clear()
        format.reporter.write(
            ProblemReport(
                writeText: { Console.text(CheckReport.table(cases)) }, json: { CheckReport.json(cases) },
                annotations: { CheckReport.annotations(cases, host: host) }))
        let failing: Set<Diagnostic.Severity> = strict ? [.error, .warning] : [.error]
        let failed = cases.contains { $0.findings.contains { failing.contains($0.severity) } } || host.hasErrors
        if failed { throw ExitCode.failure }
    }

}

/// The outputs of `check`.
enum CheckReport {
    static func table(_ cases: [CheckCase]) -> String {
        let scenarios = ScenarioName.operations
        var table = TextTable(["EFFECT"] + scenarios.map { $0.rawValue.uppercased() })
        var rows: [(String, [ScenarioName: [CheckCase]])] = []
        for item in cases {
            let key = item.route.map { "\($0) (\(item.effect))" } ?? item.effect
            if rows.last?.0 != key { rows.append((key, [:])) }
            rows[rows.count - 1].1[item.scenario, default: []].append(item)
        }
        for (key, byScenario) in rows {
            table.add(
                [key]
                    + scenarios.map { scenario in
                        guard let runs = byScenario[scenario] else { return "-" }
                        let count = runs.reduce(0) { $0 + $1.findings.count }
                        return count == 0 ? "pass" : "\(count) finding\(count == 1 ? "" : "s")"
                    })
        }
        var out = table.rendered
        let causes = Cause.group(cases)
        for cause in causes { out += cause.line + "\n" }
        let findings = cases.reduce(0) { $0 + $1.findings.count }
        out += "\(plural(cases.count, "run")) of \(plural(rows.count, "subject")): \(plural(findings, "finding"))"
        if causes.count < findings { out += " (\(plural(causes.count, "cause")))" }
        return out
    }

    /// One finding of one subject (an effect, or a route) with every run that found it: the same
    /// warning from 19 runs of one route is one line with the count, not 19 (issue 37).
    struct Cause {
        let prefix: String
        let severity: String
        let code: String
        let message: String
        /// The runs that found it, in run order: (scenario, variant, the finding's own message).
        var runs: [(scenario: String, variant: String, message: String)]

        /// A second try's finding is the first one's cause seen again.
        static let retry = "on the retry, "

        var line: String {
            guard let first = runs.first else { return "" }
            if runs.count == 1 {
                return "\(prefix)\(first.scenario) (\(first.variant)): \(severity): \(first.message) [\(code)]"
            }
            var scenarios: [String] = []
            for run in runs where !scenarios.contains(run.scenario) { scenarios.append(run.scenario) }
            let more = runs.count - 1
            return "\(prefix)\(first.scenario) (\(first.variant)) and \(more) more \(more == 1 ? "run" : "runs") "
                + "(\(scenarios.joined(separator: ", "))): \(severity): \(message) [\(code)]"
        }

        static func group(_ cases: [CheckCase]) -> [Cause] {
            var causes: [Cause] = []
            var index: [String: Int] = [:]
            for item in cases {
                let prefix = "\(item.route.map { "route \($0), " } ?? "")\(item.effect) "
                for finding in item.findings {
                    let message = finding.message.hasPrefix(retry) ? String(finding.message.dropFirst(retry.count)) : finding.message
                    let key = "\(prefix)\u{0}\(finding.severity.rawValue)\u{0}\(finding.code)\u{0}\(message)"
                    let run = (item.scenario.rawValue, item.variant, finding.message)
                    if let at = index[key] {
                        // A run that finds it twice (first try and retry) is one run of the cause.
                        if !causes[at].runs.contains(where: { $0.scenario == run.0 && $0.variant == run.1 }) {
                            causes[at].runs.append(run)
                        }
                    } else {
                        index[key] = causes.count
                        causes.append(
                            Cause(
                                prefix: prefix, severity: finding.severity.rawValue, code: finding.code, message: message, runs: [run]))
                    }
                }
            }
            return causes
        }
    }

    static func json(_ cases: [CheckCase]) -> JSONValue {
        .object([
            ("runs", .int(cases.count)),
            ("findings", .int(cases.reduce(0) { $0 + $1.findings.count })),
            (
                "cases",
                .array(
                    cases.map { item in
                        .object([
                            ("effect", .string(item.effect)),
                            ("route", item.route.map(JSONValue.string) ?? .null),
                            ("scenario", .string(item.scenario.rawValue)),
                            ("variant", .string(item.variant)),
                            ("findings", .array(item.findings.map(finding))),
                        ])
                    })
            ),
        ])
    }

    static func finding(_ finding: Finding) -> JSONValue {
        .object([
            ("severity", .string(finding.severity.rawValue)),
            ("code", .string(finding.code)),
            ("message", .string(finding.message)),
            ("transition", finding.transition.map(JSONValue.int) ?? .null),
            ("frame", finding.frame.map(JSONValue.int) ?? .null),
        ])
    }

    /// Each finding with the line that causes it: the route in the config for `--routes`, else
    /// the manifest key or keyframes track (`FindingLocator`), or a built-in effect's name.
    static func annotations(_ cases: [CheckCase], host: Host) -> [Annotation] {
        var annotations: [Annotation] = []
        for item in cases {
            let effect = host.catalog.effect(item.effect)
            let route = item.route.flatMap { host.config.route($0) }
            for finding in item.findings {
                let place: FindingLocator.Place? =
                    route.map { .source($0.location) }
                    ?? effect.map { FindingLocator.place(of: finding, in: $0, direction: item.scenario.interactiveDirection) }
                var properties: [(String, JSONValue)] = [
                    ("effect", .string(item.effect)), ("scenario", .string(item.scenario.rawValue)),
                    ("variant", .string(item.variant)),
                ]
                if let name = item.route { properties.append(("route", .string(name))) }
                if let transition = finding.transition { properties.append(("transition", .int(transition))) }
                if let frame = finding.frame { properties.append(("frame", .int(frame))) }
                annotations.append(
                    Annotation(
                        severity: finding.severity, rule: Annotation.Rule(finding: finding.code),
                        message:
                            "\(item.route.map { "route \($0), " } ?? "")\(item.effect) \(item.scenario.rawValue) (\(item.variant)): \(finding.message)",
                        place: place,
                        fingerprint: Annotation.fingerprint([
                            item.effect, item.route ?? "", item.scenario.rawValue, item.variant, finding.code,
                            finding.transition.map(String.init) ?? "",
                        ]),
                        properties: properties))
            }
        }
        return annotations
    }
}
