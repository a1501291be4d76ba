import Segue

/// GitHub Actions annotations (``GitHubAnnotations``); nothing at all when there is nothing to say.
enum GitHubReporter: Reporter {
    static let identifier = "github"
    static let summary = "GitHub Actions annotations"
    static func write(_ report: ProblemReport) {
        let lines = GitHubAnnotations.lines(report.annotations())
        if !lines.isEmpty { Console.out(lines) }
    }
}

/// GitHub Actions workflow commands: one `::error file=...,line=...,col=...::message` line per
/// result, which Actions shows on the file and line in a pull request.
enum GitHubAnnotations {
    static func lines(_ annotations: [Annotation]) -> String {
        annotations.map { annotation in
            let command = command(annotation.severity)
            var properties: [String] = []
            var message = annotation.message
            switch annotation.place {
            case .source(let location)?:
                properties += ["file=\(property(location.file))", "line=\(location.line)", "col=\(location.column)"]
            case .builtin(let effect)?:
                message = "built-in effect \(effect): " + message
            case nil:
                break
            }
            properties.append("title=\(property("segue \(annotation.rule.id)"))")
            return "::\(command) \(properties.joined(separator: ","))::\(data(message))\n"
        }.joined()
    }

    /// The workflow command for a severity: `error`, `warning`, or `notice` for a note
    /// (https://docs.github.com/en/actions/reference/workflow-commands-for-github-actions).
    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .note: "notice"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// Escaping from GitHub's toolkit (`escapeData`, `escapeProperty`): a message keeps to one line.
    static func data(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    static func property(_ text: String) -> String {
        escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }

    /// By scalar: "\r\n" is one Character, and both halves must be escaped. Other control
    /// characters and bidi overrides are shown visibly, as on a terminal: the Actions log renders
    /// ANSI colours, and a message must not hide or reorder its own text.
    private static func escape(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] {
                out += replacement
            } else if DiagnosticRenderer.needsEscape(scalar) {
                out += escape(DiagnosticRenderer.visible(scalar), table)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
