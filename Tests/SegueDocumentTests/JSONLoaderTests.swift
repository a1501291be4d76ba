import SegueDocument
import Testing

struct JSONLoaderTests {
    func json(_ text: String) throws -> Node { try load(text, file: "t.json") }
    func errors(_ text: String, limits: DocumentLimits = .default) -> [Diagnostic] {
        diagnostics(text, file: "t.json", limits: limits)
    }

    @Test func nestedValuesWithLocations() throws {
        let root = try json(
            "{\n  \"name\": \"fold\",\n  \"params\": {\"folds\": [1, 2.5, -3e2]},\n  \"on\": true,\n  \"off\": false,\n  \"none\": null\n}")
        #expect(root.at == "1:1")
        #expect(root.pairs?.map { $0.key.text } == ["name", "params", "on", "off", "none"])
        #expect(root.pairs?[0].key.at == "2:3")
        #expect(root["name"]?.scalar == Scalar("fold", style: .doubleQuoted))
        #expect(root["name"]?.at == "2:11")
        let folds = try #require(root["params"]?["folds"]?.items)
        #expect(folds.map(\.text) == ["1", "2.5", "-3e2"])
        #expect(folds.map(\.kindName) == ["integer", "number", "number"])
        #expect(folds[1].at == "3:27")
        #expect(root["on"]?.kindName == "boolean")
        #expect(root["none"]?.kindName == "null")
        #expect(root["params"]?.at == "3:13")
    }

    @Test func emptyContainersAndTopLevelScalars() throws {
        #expect(try json("{}").pairs?.isEmpty == true)
        #expect(try json(" [ ] ").items?.isEmpty == true)
        #expect(try json("\"x\"").scalar == Scalar("x", style: .doubleQuoted))
        #expect(try json("0").text == "0")
        #expect(try json("-0.0e+1").text == "-0.0e+1")
    }

    @Test(arguments: [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
        (#""\u0041\u00e9\u20AC""#, "Aé€"),
        (#""\ud83d\ude00""#, "😀"),
        (#""\ud800""#, "\u{FFFD}"),
        (#""\udc00x""#, "\u{FFFD}x"),
        (#""\ud800\u0041""#, "\u{FFFD}A"),
        (#""\ud800\ud800""#, "\u{FFFD}\u{FFFD}"),
        (#""héllo 😀""#, "héllo 😀"),
        (#""\u0000""#, "\u{0}"),
    ])
    func escapes(_ source: String, _ decoded: String) throws {
        #expect(try json(source).text == decoded)
    }

    @Test(arguments: ["0", "-0", "12", "-12", "1.5", "0.25", "1e5", "1E+5", "1e-5", "-1.5e10", "12345678901234567890"])
    func validNumbers(_ number: String) throws {
        #expect(try json(number).scalar == Scalar(number))
    }

    @Test(arguments: [
        ("{\"a\": 1 \"b\": 2}", "json.syntax@1:9", "expected ',' or '}' after a value in an object, found a string"),
        ("[1 2]", "json.syntax@1:4", "expected ',' or ']' after a value in an array, found '2'"),
        ("{\"a\": 1,}", "json.syntax@1:8", "trailing comma before '}' is not allowed in JSON"),
        ("[1,\n]", "json.syntax@1:3", "trailing comma before ']' is not allowed in JSON"),
        ("{\"a\" 1}", "json.syntax@1:6", "expected ':' after a key in an object, found '1'"),
        ("{a: 1}", "json.syntax@1:2", "expected a string key or '}', found 'a'; object keys must be in double quotes"),
        ("{\"a\": \"b", "json.syntax@1:7", "unterminated string"),
        ("[\"a\nb\"]", "json.syntax@1:4", "control character U+000A in a string must be escaped"),
        ("[\"a\tb\"]", "json.syntax@1:4", "control character U+0009 in a string must be escaped"),
        ("[\"\\x\"]", "json.syntax@1:3", "invalid escape '\\x' in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"),
        ("[\"\\u12G4\"]", "json.syntax@1:3", "expected four hex digits after '\\u' in a string"),
        ("[01]", "json.syntax@1:2", "leading zeros are not allowed in JSON numbers"),
        ("[-01]", "json.syntax@1:3", "leading zeros are not allowed in JSON numbers"),
        ("[+1]", "json.syntax@1:2", "JSON numbers cannot start with '+'"),
        ("[.5]", "json.syntax@1:2", "JSON numbers need a digit before '.'"),
        ("[1.]", "json.syntax@1:4", "expected a digit after '.' in a number"),
        ("[1e]", "json.syntax@1:4", "expected a digit in the exponent of a number"),
        ("[-]", "json.syntax@1:3", "expected a digit after '-' in a number"),
        ("[NaN]", "json.syntax@1:2", "'NaN' is not a JSON number; JSON has no NaN or Infinity"),
        ("[-Infinity]", "json.syntax@1:2", "'-Infinity' is not a JSON number; JSON has no NaN or Infinity"),
        ("[True]", "json.syntax@1:2", "unexpected 'True'; JSON literals are lowercase: 'true'"),
        ("[yes]", "json.syntax@1:2", "unexpected 'yes'; strings must be in double quotes"),
        ("['a']", "json.syntax@1:2", "JSON strings use double quotes, not single quotes"),
        ("// c\n{}", "json.syntax@1:1", "JSON does not allow comments"),
        ("{} x", "json.syntax@1:4", "unexpected 'x' after the end of the JSON value"),
        ("[1,", "json.syntax@1:4", "unexpected end of file; expected a value"),
        ("[1", "json.syntax@1:3", "unexpected end of file; expected ',' or ']' after a value in an array"),
        ("{\"a\":1,", "json.syntax@1:8", "unexpected end of file; expected a string key in the object"),
        ("[\u{A0}1]", "json.syntax@1:2", "expected a value, found U+00A0"),
        ("[1]\r\n\r\n  ]", "json.syntax@3:3", "unexpected ']' after the end of the JSON value"),
        ("é[1 2]", "json.syntax@1:1", "expected a value, found U+00E9"),
        ("[\"é\" 2]", "json.syntax@1:6", "expected ',' or ']' after a value in an array, found '2'"),
        ("  \n ", "document.empty@1:1", "file is empty (nothing but whitespace)"),
    ])
    func syntaxErrorsHaveExactPositions(_ source: String, _ place: String, _ message: String) {
        let list = errors(source)
        #expect(places(list) == [place])
        #expect(list.first?.message == message)
    }

    @Test func endOfFileInsideContainerPointsAtItsStart() throws {
        let note = try #require(errors("{\"a\": [1,\n 2").first?.notes.first)
        #expect(note == Diagnostic.Note("the array starts here", at: SegueDocument.SourceLocation(file: "t.json", line: 1, column: 7)))
    }

    @Test func duplicateKeysAreCollected() throws {
        let list = errors("{\"a\": 1, \"b\": {\"c\": 1, \"c\": 2}, \"a\": 3}")
        #expect(places(list) == ["document.duplicate-key@1:24", "document.duplicate-key@1:33"])
        #expect(
            list[1].notes == [Diagnostic.Note("first defined here", at: SegueDocument.SourceLocation(file: "t.json", line: 1, column: 2))])
    }

    @Test func duplicateKeyCompareDecodedText() {
        #expect(places(errors(#"{"é": 1, "\u00e9": 2}"#)) == ["document.duplicate-key@1:10"])
    }

    @Test func hundredThousandOpenBracketsStopAtTheDepthLimit() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(places(errors(deep)) == ["document.too-deep@1:65"])
        #expect(places(errors(String(repeating: "{\"a\":", count: 100_000))) == ["document.too-deep@1:321"])
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(errors(ok).isEmpty)
    }

    @Test func nodeAndScalarLimits() {
        #expect(places(errors("[1, 2, 3]", limits: DocumentLimits(maxNodes: 3))) == ["document.too-many-nodes@1:8"])
        #expect(errors("[1, 2]", limits: DocumentLimits(maxNodes: 3)).isEmpty)
        let short = DocumentLimits(maxScalarLength: 4)
        #expect(errors(#"["abcd", 1234]"#, limits: short).isEmpty)
        #expect(places(errors(#"[1, "abcde"]"#, limits: short)) == ["document.scalar-too-long@1:5"])
        #expect(places(errors("[12345]", limits: short)) == ["document.scalar-too-long@1:2"])
        #expect(places(errors(#"{"abcde": 1}"#, limits: short)) == ["document.scalar-too-long@1:2"])
    }

    @Test func crlfAndBOM() throws {
        let root = try Document.load(bytes: [0xEF, 0xBB, 0xBF] + Array("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}".utf8), file: "t.json")
        #expect(root.at == "1:1")
        #expect(root["b"]?.at == "3:8")
    }
}
