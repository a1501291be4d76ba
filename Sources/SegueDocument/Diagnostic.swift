/// One problem found in user input, reported like a compiler does.
///
/// The code is stable (`manifest.unknown-key`) so tools and tests can match on it;
/// the message is for people. Notes add a did-you-mean or point at a second place
/// (the other definition of a duplicate id).
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    /// How serious a diagnostic is: a note informs, a warning does not fail `validate`, an error does.
    public enum Severity: String, Hashable, Sendable, Codable, Comparable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders note < warning < error, so the worst of a list is its maximum.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary remark attached to a diagnostic, optionally at its own location.
    public struct Note: Hashable, Sendable, Codable {
        /// What the note says.
        public let message: String
        /// Where it points, when it points somewhere.
        public let location: SourceLocation?

        /// A note saying `message`, pointing at `location` when there is one.
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// Error, warning or note.
    public let severity: Severity
    /// The stable code, `area.problem` (`manifest.unknown-key`), for tools and tests to match on.
    public let code: String
    /// What is wrong and what to write instead, in the user's words.
    public let message: String
    /// Where the problem is (1-based line and column in a file), when it has a place.
    public let location: SourceLocation?
    /// Secondary remarks: a did-you-mean, or the other place involved.
    package let notes: [Note]
    /// The literal to write in place of the one at `location`, when segue knows it (`0.4` for
    /// `0.4s`), so an editor or a script can apply it without reading the message.
    package let fix: String?

    /// A diagnostic with every field given.
    public init(
        _ severity: Severity = .error,
        code: String,
        _ message: String,
        at location: SourceLocation?,
        notes: [Note] = [],
        fix: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.fix = fix
    }

    /// An error: the input cannot be used as written.
    public static func error(
        _ code: String, _ message: String, at location: SourceLocation?, notes: [Note] = [], fix: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code: code, message, at: location, notes: notes, fix: fix)
    }

    /// A warning: the input works, but probably not as meant.
    package static func warning(
        _ code: String, _ message: String, at location: SourceLocation?, notes: [Note] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code: code, message, at: location, notes: notes)
    }

    /// The one-line header: `path:line:column: error: message [code]`.
    package var headline: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(code)]"
    }
}

/// Several diagnostics thrown together (a document with many problems).
public struct DiagnosticList: Error, Sendable {
    /// The diagnostics, in the order they were found.
    public let diagnostics: [Diagnostic]
    /// Wraps `diagnostics` to throw them as one error.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
