/// One problem found in user input, reported like a compiler does.
///
/// The code is stable (`manifest.unknown-key`) so tools and tests can match on it;
/// the message is for people. Notes add a did-you-mean or point at a second place
/// (the other definition of a duplicate id).
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary remark attached to a diagnostic, optionally at its own location.
    public struct Note: Hashable, Sendable, Codable {
        public let message: String
        public let location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public let severity: Severity
    public let code: String
    public let message: String
    public let location: SourceLocation?
    public let notes: [Note]

    public init(
        _ severity: Severity = .error,
        code: String,
        _ message: String,
        at location: SourceLocation?,
        notes: [Note] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(
        _ code: String, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.error, code: code, message, at: location, notes: notes)
    }

    public static func warning(
        _ code: String, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code: code, message, at: location, notes: notes)
    }

    /// The one-line header: `path:line:column: error: message [code]`.
    public var headline: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(code)]"
    }
}

/// Several diagnostics thrown together (a document with many problems).
public struct DiagnosticList: Error, Sendable {
    public let diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
