/// The lines of one source file, for showing the line a diagnostic points at.
///
/// Lines end at `\n`, `\r\n` or a lone `\r` (the same breaks the loaders count), and
/// the terminator is not part of the line, so a CRLF file never shows a stray `\r`.
/// A file ending in a line break has a last, empty line: an "unexpected end of file"
/// diagnostic points there.
public struct SourceText: Sendable, Hashable {
    /// The lines, without their terminators. Never empty: an empty file has one empty line.
    public let lines: [String]

    /// Splits already-decoded text into lines.
    public init(_ text: String) {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if afterCR {
                afterCR = false
                if scalar == "\n" { continue }
            }
            switch scalar {
            case "\n":
                lines.append(String(current))
                current = String.UnicodeScalarView()
            case "\r":
                lines.append(String(current))
                current = String.UnicodeScalarView()
                afterCR = true
            default:
                current.append(scalar)
            }
        }
        lines.append(String(current))
        self.lines = lines
    }

    /// Decodes raw file bytes the way the loaders see them.
    ///
    /// A UTF-8 byte order mark is dropped (the loaders skip it too, so columns agree).
    /// A UTF-16 file (with its byte order mark) is decoded as UTF-16 so an encoding
    /// diagnostic can still show readable text. Invalid UTF-8 becomes U+FFFD.
    public init(bytes: [UInt8]) {
        switch ByteOrderMark.detect(bytes) {
        case .utf8:
            self.init(String(decoding: bytes.dropFirst(3), as: UTF8.self))
        case .utf16BigEndian, .utf16LittleEndian:
            let bigEndian = ByteOrderMark.detect(bytes) == .utf16BigEndian
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let first = UInt16(bytes[index])
                let second = UInt16(bytes[index + 1])
                units.append(bigEndian ? first << 8 | second : second << 8 | first)
                index += 2
            }
            self.init(String(decoding: units, as: UTF16.self))
        case .utf32BigEndian, .utf32LittleEndian, nil:
            self.init(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The text of a 1-based line without its terminator, or nil past the end.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// How many lines there are; at least 1.
    package var lineCount: Int { lines.count }
}

/// A byte order mark at the start of a file.
enum ByteOrderMark: Equatable {
    case utf8, utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian

    static func detect(_ bytes: [UInt8]) -> ByteOrderMark? {
        func starts(_ prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        // UTF-32 LE begins with the UTF-16 LE mark, so it must be tested first.
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if starts([0xEF, 0xBB, 0xBF]) { return .utf8 }
        if starts([0xFE, 0xFF]) { return .utf16BigEndian }
        if starts([0xFF, 0xFE]) { return .utf16LittleEndian }
        return nil
    }

    var encodingName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16BigEndian, .utf16LittleEndian: "UTF-16"
        case .utf32BigEndian, .utf32LittleEndian: "UTF-32"
        }
    }
}

/// Turns a byte offset into a line and column, counting the way every loader does.
///
/// Lines break at `\n`, `\r\n` and a lone `\r`; columns count Unicode scalars (UTF-8
/// lead bytes). The bytes before `offset` are assumed to be valid UTF-8.
struct ByteLocator {
    static func position(of offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var previousWasCR = false
        for byte in bytes.prefix(offset) {
            switch byte {
            case UInt8(ascii: "\n"):
                if !previousWasCR {
                    line += 1
                    column = 1
                }
                previousWasCR = false
            case UInt8(ascii: "\r"):
                line += 1
                column = 1
                previousWasCR = true
            default:
                previousWasCR = false
                // Continuation bytes belong to the scalar their lead byte already counted.
                if byte & 0xC0 != 0x80 { column += 1 }
            }
        }
        return (line, column)
    }
}
