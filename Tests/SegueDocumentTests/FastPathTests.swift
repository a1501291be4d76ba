import SegueDocument
import Testing

/// The loading profile's shortcuts (word-at-a-time byte scans, duplicate keys found by scanning small
/// mappings, decimals converted without strtod) must give exactly what the plain code gave.
struct FastPathTests {
    /// A NUL or a broken UTF-8 byte is found at its own place wherever it falls in an 8-byte word.
    @Test(arguments: 0..<20)
    func badBytesAreLocatedAtEveryOffset(_ offset: Int) {
        var bytes = Array("abcdefghijklmnopqrstuvwxyz: 1\n".utf8)
        bytes[offset] = 0
        #expect(places(diagnostics(bytes: bytes)) == ["document.nul-byte@1:\(offset + 1)"])
        bytes[offset] = 0xFF
        #expect(places(diagnostics(bytes: bytes)) == ["document.encoding@1:\(offset + 1)"])
    }

    @Test func unicodeLineBreakIsStillFoundAfterLongASCII() {
        let text = String(repeating: "k: v\n", count: 9) + "a: b\u{2028}c\n"
        #expect(places(diagnostics(text)) == ["document.line-break@10:5"])
    }

    /// Mappings below, at and above the size where duplicate detection switches to an index.
    @Test(arguments: [3, 16, 17, 40])
    func duplicateKeysAreFoundInMappingsOfEverySize(_ size: Int) throws {
        var lines = (0..<size).map { "k\($0): \($0)" }
        lines.append("k0: again")
        lines.append("k\(size - 1): again")
        lines.append("nested: {k0: 1, k1: 2}")  // the same names one level down are no duplicates
        let list = diagnostics(lines.joined(separator: "\n") + "\n")
        #expect(places(list) == ["document.duplicate-key@\(size + 1):1", "document.duplicate-key@\(size + 2):1"])
        #expect(list.map { $0.notes.first?.location?.line } == [1, size])
        lines.removeSubrange(size..<(size + 2))
        let root = try load(lines.joined(separator: "\n") + "\n")
        #expect(root.pairs?.count == size + 1)
        #expect(root.pairs?.map { $0.key.text ?? "" } == (0..<size).map { "k\($0)" } + ["nested"])
        #expect(root["nested"]?.pairs?.map { $0.value.text ?? "" } == ["1", "2"])
    }

    @Test func nestedCollectionsKeepTheirOrder() throws {
        let root = try load("a:\n  - [1, [2, 3], {x: 4}]\n  - y: [5]\n    z: 6\nb: 7\n")
        let items = try #require(root["a"]?.items)
        #expect(items[0].items?.map { $0.text ?? ($0.items?.compactMap(\.text).joined(separator: ",") ?? "map") } == ["1", "2,3", "map"])
        #expect(items[1].pairs?.map { $0.key.text } == ["y", "z"])
        #expect(items[1]["y"]?.items?.map(\.text) == ["5"])
        #expect(root["b"]?.text == "7")
    }

    /// Short decimals skip strtod; the value must be the same Double, bit for bit.
    @Test func decimalsResolveToTheSameBitsAsDouble() {
        var texts = [
            "0.1", "0.2", "0.3", "-0.0", "+.5", "5.", "0.35", "1.7976931348623157", "123456789012345.6",
            "999999999999999.9", "0.000000000000000000001", "3.14159265358979", "007.25", "-12.5",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let whole = (state >> 40) % 1_000_000
            let fraction = (state >> 8) % 100_000_000
            let places = Int(state % 9) + 1
            let digits = String(fraction).suffix(places)
            texts.append("\(state & 1 == 0 ? "-" : "")\(whole).\(digits)")
        }
        for text in texts {
            guard case .double(let value) = ScalarValue.resolve(Scalar(text)), let expected = Double(text) else {
                Issue.record("'\(text)' did not resolve to a number")
                continue
            }
            #expect(value.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func integerAndOtherShapesStillResolve() {
        #expect(ScalarValue.resolve(Scalar("+5")) == .int(5))
        #expect(ScalarValue.resolve(Scalar("-0")) == .int(0))
        #expect(ScalarValue.resolve(Scalar("017")) == .string("017"))
        #expect(ScalarValue.resolve(Scalar("1e3")) == .double(1000))
        #expect(ScalarValue.resolve(Scalar("1e")) == .string("1e"))
        #expect(ScalarValue.resolve(Scalar(".")) == .string("."))
        #expect(ScalarValue.resolve(Scalar("99999999999999999999")) == .outOfRange("99999999999999999999"))
        #expect(ScalarValue.resolve(Scalar("1e999")) == .outOfRange("1e999"))
        #expect(ScalarValue.isNull(Scalar("~")) && ScalarValue.isNull(Scalar("")))
        #expect(!ScalarValue.isNull(Scalar("null", style: .doubleQuoted)) && !ScalarValue.isNull(Scalar("nullx")))
    }
}
