/// Text for people: the command's own table or diagnostics, on the terminal.
enum TextReporter: Reporter {
    static let identifier = "text"
    static let summary = ""
    static func write(_ report: ProblemReport) { report.writeText() }
}
