/// One JSON document for tools, pretty-printed with sorted keys as every JSON output of segue.
enum JSONReporter: Reporter {
    static let identifier = "json"
    static let summary = ""
    static func write(_ report: ProblemReport) { Console.out(report.json().pretty) }
}
