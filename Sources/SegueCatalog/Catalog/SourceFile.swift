/// The bytes of one input file and where it was found.
///
/// The catalog never opens files: the caller (the CLI, a test, an app) reads
/// them and hands them over, which keeps the library pure.
public struct SourceFile: Sendable {
    /// Where a manifest came from, in search-path order.
    public enum Origin: String, Sendable, Hashable, Codable, Comparable {
        /// Shipped inside Segue (Effects/).
        case builtin
        /// A folder named by the config's `effects:` key.
        case config
        /// A folder named in `SEGUE_EFFECTS_PATH`.
        case environment
        /// A folder named with `--effects`.
        case commandLine = "command-line"

        private var rank: Int {
            switch self {
            case .builtin: 0
            case .config: 1
            case .environment: 2
            case .commandLine: 3
            }
        }

        /// Search order: built-in < config < environment < command line.
        public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rank < rhs.rank }
    }

    /// The path diagnostics name (relative when the user wrote it so).
    public let path: String
    /// The file's contents, as read.
    public let bytes: [UInt8]
    /// Where the file was found.
    public let origin: Origin

    /// A file read by the caller.
    public init(path: String, bytes: [UInt8], origin: Origin) {
        self.path = path
        self.bytes = bytes
        self.origin = origin
    }

    /// A file given as text (tests, the embedded catalog).
    public init(path: String, text: String, origin: Origin) {
        self.init(path: path, bytes: Array(text.utf8), origin: origin)
    }
}
