import SegueDocument
import Testing

struct DocumentTests {
    @Test(arguments: [
        ("a.json", DocumentFormat.json), ("A.JSON", .json), ("dir.json/a.yaml", .yaml), ("a.yml", .yaml),
        ("a.yaml", .yaml), ("Makefile", .yaml), ("a.txt", .yaml), (".json", .json), ("a.jsonx", .yaml),
        ("a.son", .yaml), ("json", .yaml), ("a.Json", .json), ("a.j\u{E9}son", .yaml),
    ])
    func formatIsInferredFromTheExtension(_ file: String, _ format: DocumentFormat) {
        #expect(DocumentFormat.infer.resolved(forFile: file) == format)
        #expect(DocumentFormat.json.resolved(forFile: "a.yaml") == .json)
    }

    @Test func jsonFilesUseTheStrictJSONLoader() throws {
        // YAML would accept this; a .json file must not.
        #expect(places(diagnostics("{a: 1}", file: "x.json")) == ["json.syntax@1:2"])
        #expect(try Document.load(text: "{a: 1}", file: "x.json", format: .yaml)["a"]?.text == "1")
        #expect(places(diagnostics("{\"a\": 1,}", file: "x.yaml")).isEmpty)
    }

    @Test(
        arguments: [
            ([0x61, 0x3A, 0x20, 0xFF, 0x0A], "document.encoding@1:4", "file is not valid UTF-8: byte 0xFF"),
            ([0x61, 0x0A, 0xC3, 0xA9, 0xE9, 0x0A], "document.encoding@2:2", "file is not valid UTF-8: byte 0xE9"),
            ([0x61, 0x0D, 0x0A, 0x62, 0x80], "document.encoding@2:2", "file is not valid UTF-8: byte 0x80"),
            ([0x61, 0xC0, 0xAF], "document.encoding@1:2", "file is not valid UTF-8: byte 0xC0"),
            ([0x61, 0xED, 0xA0, 0x80], "document.encoding@1:2", "file is not valid UTF-8: byte 0xED"),
            ([0x61, 0xF4, 0x90, 0x80, 0x80], "document.encoding@1:2", "file is not valid UTF-8: byte 0xF4"),
            ([0x61, 0xE2, 0x82], "document.encoding@1:2", "file is not valid UTF-8: byte 0xE2"),
            ([0xFE, 0xFF, 0x00, 0x61], "document.encoding@1:1", "file is UTF-16; save it as UTF-8"),
            ([0xFF, 0xFE, 0x61, 0x00], "document.encoding@1:1", "file is UTF-16; save it as UTF-8"),
            ([0xFF, 0xFE, 0x00, 0x00], "document.encoding@1:1", "file is UTF-32; save it as UTF-8"),
            ([0x00, 0x00, 0xFE, 0xFF], "document.encoding@1:1", "file is UTF-32; save it as UTF-8"),
            ([0x61, 0x00, 0x3A, 0x00], "document.encoding@1:1", "file looks like UTF-16 without a byte order mark; save it as UTF-8"),
            ([0x61, 0x3A, 0x0A, 0x20, 0x00], "document.nul-byte@2:2", "file contains a NUL byte; is it a binary file?"),
            ([0xEF, 0xBB, 0xBF, 0x61, 0x00], "document.nul-byte@1:2", "file contains a NUL byte; is it a binary file?"),
        ] as [([UInt8], String, String)])
    func encodingChecks(_ bytes: [UInt8], _ place: String, _ message: String) {
        for file in ["t.yaml", "t.json"] {
            let list = diagnostics(bytes: bytes, file: file)
            #expect(places(list) == [place])
            #expect(list.first?.message == message)
        }
    }

    @Test func byteOrderMarkIsSkippedAndPositionsIgnoreIt() throws {
        let root = try Document.load(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: x\n".utf8), file: "t.yaml")
        #expect(root.pairs?.first?.key.at == "1:1")
        #expect(root["b"]?.at == "2:4")
        #expect(places(diagnostics(bytes: [0xEF, 0xBB, 0xBF] + Array("a: [1\n".utf8))).first == "yaml.syntax@2:1")
    }

    @Test func sizeLimit() {
        let limits = DocumentLimits(maxBytes: 8)
        #expect(diagnostics("a: 12345", limits: limits).isEmpty)
        let list = diagnostics("a: 123456", limits: limits)
        #expect(places(list) == ["document.too-large@1:1"])
        #expect(list.first?.message == "file is 9 bytes, over the limit of 8 bytes")
        let big = diagnostics(bytes: Array(repeating: 0x20, count: (1 << 20) + 1))
        #expect(big.first?.message == "file is 1048577 bytes, over the limit of 1 MiB")
    }

    @Test func defaultLimits() {
        let limits = DocumentLimits.default
        #expect(limits.maxBytes == 1_048_576)
        #expect(limits.maxDepth == 64)
        #expect(limits.maxNodes == 100_000)
        #expect(limits.maxScalarLength == 65_536)
    }
}
