/// A place in a source file: 1-based line and column, counted in Unicode scalars.
///
/// Every node of a loaded document carries one, so any layer above can point a
/// diagnostic at the exact key or value that caused it.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in Unicode scalars.
    public let column: Int

    /// A place in `file`.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
