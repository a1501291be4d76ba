import Foundation
import SegueDocument
import SegueEngine
import Testing

@testable import SegueBuildTool

/// The `swiftc` on PATH; nil skips the tests that compile what the tool writes.
let swiftc = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// Texts a manifest or a config can hand the tool: hand-picked attacks on a Swift literal and a
/// doc comment, then seeded random mixes of the same pieces.
enum HostileText {
    /// The issue's example and its kin: each would be code, or end its literal or comment early,
    /// if the tool wrote it carelessly.
    static let handPicked: [String] = [
        ##"x\#(print("INJECTED"))y"##, ###"x\##(print("INJECTED"))y"###, #"\(print("INJECTED"))"#, ##"x\#(fatalError())"##,
        ####"a"#b"##c"###"####, ###"end"##"###, #"\"#, #"\\"#, "\"\"\"", "\"\"\"\nprint(\"INJECTED\")\n\"\"\"",
        "#", String(repeating: "#", count: 300) + "\"", "\"" + String(repeating: "#", count: 300),
        #"\u{41}"#, #"\u{"#, #"\0"#, "\0", "nul\0inside", "\r", "\r\n", "\n", "line\rprint(\"INJECTED\")",
        "\u{7F}\u{85}\u{2028}\u{2029}\u{1B}[31m", "bidi\u{202E}txt\u{2066}", "\u{FEFF}bom", "e\u{301}",
        "👍🏽", "日本語", "*/ /* // ", "\t", "", " ", "$0", "\\#(", "\\##(", "\"#\\#(",
    ]

    /// The pieces random texts are made of.
    static let pieces: [String] = [
        "\"", "\\", "#", "##", "\\(", "\\#(", "\\##(", "\"#", "\"\"\"", "(", ")", "\\u{", "}", "\n", "\r", "\r\n",
        "\t", "\0", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{FFFD}", "\u{202E}", "\u{FEFF}", "\u{1B}", "é", "👍🏽",
        "e\u{301}", "*/", "/*", "//", " ", "a", "print(\"INJECTED\")", "fatalError()", "$0", "`", "'",
    ]

    /// `count` texts of up to 24 pieces each, and some scalars anywhere in Unicode, from `seed`.
    static func generated(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let below = { (bound: Int) in Int(random.next(upperBound: UInt64(bound))) }
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<below(25) {
                if below(8) == 0 {
                    text.unicodeScalars.append(Unicode.Scalar(UInt32(below(0x11_0000))) ?? "\u{FFFD}")
                } else {
                    text += pieces[below(pieces.count)]
                }
            }
            return text
        }
    }

    /// Lone surrogates as they reach Swift: a `String` cannot hold one, so each way in replaces
    /// it with U+FFFD. UTF-8 bytes decoded leniently (`ED A0 80` is U+D800 written as UTF-8) and
    /// a JSON manifest's `"\ud800"`, read by Segue's own reader, then written back as JSON.
    static func surrogates() throws -> [String] {
        let decoded = String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62, 0xED, 0xBF, 0xBF], as: UTF8.self)
        let json = try InputFile(path: "/a.json", bytes: Array(#"{"name":"\ud800x\udfff","tag":"\ud83d"}"#.utf8)).json().get()
        return [decoded, json.compact]
    }

    /// Everything above, each also as the JSON the tool puts in a literal (a manifest's value
    /// reaches it as JSON, its quotes and backslashes escaped once more), and one very long text.
    static func all() throws -> [String] {
        let texts = handPicked + generated(count: 300, seed: 51) + (try surrogates())
        let long = String(repeating: "\\#(\"#\u{2028}\0", count: 12_000)
        return texts + texts.map { JSONValue.string($0).compact } + [long]
    }
}

/// What the tool writes into Swift, compiled and run: data never becomes code.
@Suite(.enabled(if: swiftc != nil, "needs swiftc on PATH to compile the generated Swift"))
struct GeneratedSwiftTests {
    /// Compiles `source` as a program in a fresh temporary folder, runs it, and returns what it
    /// printed (the compiler's errors when it does not compile).
    static func run(_ source: String) throws -> (compiled: Bool, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-literals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        let program = folder.appendingPathComponent("main")
        let compile = try Self.process(URL(fileURLWithPath: try #require(swiftc)), ["-Onone", file.path, "-o", program.path])
        guard compile.status == 0 else { return (false, compile.output) }
        let ran = try Self.process(program, [])
        return (ran.status == 0, ran.output)
    }

    static func process(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// A text's UTF-8 bytes in hex, one line: what the compiled program prints for each value.
    static func hex(_ text: String) -> String {
        text.utf8.map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// Every hostile text, written by `SwiftLiteral.string` with a doc comment of `commentText`
    /// above it as the generated files have, compiles to exactly its bytes: one program, one
    /// compile. On the raw-string rule this did not compile (`\#(` opened an interpolation).
    @Test func everyTextIsItsLiteralsValueByteForByte() throws {
        let texts = try HostileText.all()
        var source = "let values: [String] = [\n"
        for text in texts {
            source += "    /// \(commentText(text))\n"
            source += "    \(SwiftLiteral.string(text)),\n"
        }
        source += "]\n"
        source += #"for value in values { print(value.utf8.map { String($0, radix: 16) }.joined(separator: " ")) }"#
        source += "\n"
        let result = try Self.run(source)
        try #require(result.compiled, "\(result.output.prefix(3000))")
        #expect(!result.output.contains("INJECTED"))
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == texts.count)
        for (index, (line, text)) in zip(lines, texts).enumerated() where line != Self.hex(text) {
            Issue.record("text \(index) \(text.debugDescription.prefix(200)) came back as \(line.prefix(200))")
        }
    }

    /// The names of constants: every id becomes a name Swift takes as a static member and after a
    /// dot, whatever the id (keywords, `$`, digits, non-ASCII, nothing), and ids that meet in one
    /// name are refused, not compiled into one constant.
    @Test func everyIdsNameIsAMemberNameOrAnError() throws {
        let keywords = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
            "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
            "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
            "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "any", "as",
            "await", "false", "is", "nil", "self", "super", "throws", "true", "try", "some", "Any", "Self", "Type",
            "Protocol", "self-type", "package", "actor", "macro", "each", "then", "consume", "copy", "discard", "sending",
            "borrowing", "consuming", "nonisolated", "isolated", "lazy", "mutating", "optional", "required", "convenience",
            "dynamic", "final", "weak", "unowned", "override", "indirect", "prefix", "postfix", "infix", "get", "set",
            "will-set", "did-set", "_", "__FILE__", "_modify", "_read",
        ]
        let odd = [
            "circle-spread", "3d-flip", "0", "$0", "$x", "x$", "a--b", "-a-", "-", "", "é-x", "日本", "`x`", "a.b", "a b",
            "#if", "x\\#(y)", "a\"b", "tab\tx", "nul\0x", "line\u{2028}x", "A-B", "cube-3d", "cube3d", "è-x",
        ]
        let ids = keywords + odd + HostileText.generated(count: 200, seed: 7)
        let location = SourceLocation(file: "Effects/x.yaml", line: 2, column: 5)
        let named = EffectIDName.names(for: ids.map { .init(id: $0, location: location) })
        #expect(!named.problems.isEmpty, "cube-3d and cube3d, é-x and è-x meet in one name")
        #expect(Set(named.names.map(\.name)).count == named.names.count)
        var source = "struct Effect { let index: Int }\n\nextension Effect {\n"
        for (index, entry) in named.names.enumerated() {
            source += "    /// `\(commentText(entry.id))`\n"
            source += "    static let \(entry.name) = Effect(index: \(index))\n"
        }
        source += "}\n\nlet all: [Effect] = [\n"
        for entry in named.names { source += "    .\(entry.name),\n" }
        source += "]\nprint(all.map(\\.index) == Array(0..<\(named.names.count)))\n"
        let result = try Self.run(source)
        try #require(result.compiled, "\(result.output.prefix(3000))")
        #expect(result.output == "true\n")
    }
}
