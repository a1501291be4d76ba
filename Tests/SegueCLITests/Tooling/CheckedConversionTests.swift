import Foundation
import SegueEngine
import Testing

/// No Double reaches a trapping integer conversion: `Int(someDouble)` stops the process on NaN, an
/// infinity or a value past Int.max (issue 34: `--set radius=1e300` crashed a formatter). Sources
/// convert through `WholeNumber` or a labelled initialiser (`Int(exactly:)`); this reads every file
/// and fails on an unlabelled `Int(...)`, `Int32(...)`, `UInt8(...)` and the like whose argument
/// is not on the list below, each an integer or a string, never a Double.
struct CheckedConversionTests {
    /// `File.swift: argument` of the unlabelled conversions known to take integers or text.
    static let allowed: Set<String> = [
        // Widening or narrowing of byte values and small integers the code bounds itself.
        "Annotations.swift: byte",
        "Document.swift: Int32.max", "Document.swift: byte & 0x0F", "Document.swift: byte >> 4", "Document.swift: byte | 0x20",
        "EffectConfiguration.swift: Int32.min", "PlanWebPage.swift: Int32.min",
        "JSONLoader.swift: byte", "JSONLoader.swift: byte - UInt8(ascii: \"0\")", "JSONLoader.swift: byte - UInt8(ascii: \"A\") + 10",
        "JSONLoader.swift: byte - UInt8(ascii: \"a\") + 10", "MappingReader.swift: index",
        "Geometry.swift: c - UInt8(ascii: \"0\")", "Geometry.swift: c - UInt8(ascii: \"A\")",
        "Geometry.swift: c - UInt8(ascii: \"a\")", "ScalarValue.swift: byte - UInt8(ascii: \"0\")",
        "SourceText.swift: bytes[index + 1]", "SourceText.swift: bytes[index]",
        // The node tree's Int32 records (positions and counts under the document limits).
        "Node.swift: index", "Node.swift: record.count", "Node.swift: record.start", "NodeTree.swift: a", "NodeTree.swift: b",
        "NodeTree.swift: column", "NodeTree.swift: count", "NodeTree.swift: entries[start + 2 * position]", "NodeTree.swift: line",
        "NodeTree.swift: node", "NodeTree.swift: start", "NodeTree.swift: start + count", "NodeTree.swift: target",
        "NodeTree.swift: x.count", "NodeTree.swift: x.start", "NodeTree.swift: y.start", "NodeTree.swift: bytes.count",
        "NodeTree.swift: entries.count", "NodeTree.swift: records.count - 1",
        "NodeTree.swift: records[Int(node)].kind == .mapping ? count / 2 : count", "NodeTree.swift: text.count",
        // System values: user ids, modes, terminal columns, ioctl numbers.
        "ConfigTrust.swift: $0", "ConfigTrust.swift: geteuid()", "ConfigTrust.swift: info.st_mode", "ConfigTrust.swift: info.st_uid",
        "ConfigTrust.swift: link.st_uid",
        "Platform.swift: size.ws_col", "Platform.swift: TIOCGWINSZ", "RunContext.swift: $0",
        // Text parsed to an optional integer, which cannot trap.
        "SVGScreen.swift: String(digits[index...index + 1]), radix: 16", "ScalarValue.swift: text",
    ]

    /// Every unlabelled integer conversion in Sources, as `File.swift: argument` with its line.
    static func conversions() throws -> [(key: String, place: String)] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: #"(?<![\w.])U?Int(?:8|16|32|64)?\("#)
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("//") { continue }
                let scalars = Array(String(line).utf16)
                let string = String(line)
                for match in pattern.matches(in: string, range: NSRange(location: 0, length: scalars.count)) {
                    var end = match.range.location + match.range.length
                    let start = end
                    var depth = 1
                    while end < scalars.count, depth > 0 {
                        if scalars[end] == UInt16(UInt8(ascii: "(")) { depth += 1 }
                        if scalars[end] == UInt16(UInt8(ascii: ")")) { depth -= 1 }
                        end += 1
                    }
                    let argument = String(decoding: scalars[start..<max(start, end - 1)], as: UTF16.self)
                        .trimmingCharacters(in: .whitespaces)
                    if argument.isEmpty || argument.range(of: #"^\w+:"#, options: .regularExpression) != nil { continue }
                    let name = (file as NSString).lastPathComponent
                    found.append(("\(name): \(argument)", "Sources/\(file):\(number + 1)"))
                }
            }
        }
        return found
    }

    @Test func noBareDoubleToIntegerConversionInSources() throws {
        let found = try Self.conversions()
        #expect(found.count > 20, "the scan found too little to be reading the sources")
        for (key, place) in found where !Self.allowed.contains(key) {
            Issue.record("\(place): \(key) is an unchecked integer conversion; use WholeNumber.clamped/count or Int(exactly:)")
        }
    }

    @Test func wholeNumberNeverTraps() {
        let range = -5...5
        #expect(WholeNumber.clamped(.nan, in: range) == -5)
        #expect(WholeNumber.clamped(.infinity, in: range) == 5)
        #expect(WholeNumber.clamped(-.infinity, in: range) == -5)
        #expect(WholeNumber.clamped(1e308, in: range) == 5)
        #expect(WholeNumber.clamped(-0.0, in: range) == 0)
        #expect(WholeNumber.clamped(4.9e-324, .up, in: range) == 1)
        #expect(WholeNumber.clamped(2.5, .toNearestOrAwayFromZero, in: range) == 3)
        #expect(WholeNumber.clamped(1e300, in: Int.min...Int.max) == Int.max)
        #expect(WholeNumber.clamped(-1e300, in: Int.min...Int.max) == Int.min)
        #expect(WholeNumber.count(1e16) == WholeNumber.maxCount)
        #expect(WholeNumber.count(-3) == 0)
        #expect(WholeNumber.exact(1e16) == 10_000_000_000_000_000)
        #expect(WholeNumber.exact(1e300) == nil)
        #expect(WholeNumber.exact(0.5) == nil)
    }
}
