import SegueDocument
import Testing

struct YAMLLoaderTests {
    @Test func nestedMappingsKeepLocationsOfKeysAndValues() throws {
        let root = try load("name: fold\nparams:\n  folds: 3\n  axis: x\n")
        let pairs = try #require(root.pairs)
        #expect(root.at == "1:1")
        #expect(pairs.map { $0.key.text } == ["name", "params"])
        #expect(pairs[0].key.at == "1:1")
        #expect(pairs[0].value.at == "1:7")
        #expect(pairs[1].key.at == "2:1")
        let params = try #require(root["params"])
        #expect(params.at == "3:3")
        #expect(params["folds"]?.at == "3:10")
        #expect(params["folds"]?.text == "3")
        #expect(params["axis"]?.pairs == nil)
        #expect(params["axis"]?.text == "x")
        #expect(root.location.file == "t.yaml")
    }

    @Test func sequencesBlockAndFlow() throws {
        let root = try load("items:\n  - a\n  - [b, 'c', \"d\"]\n  - {k: v}\n")
        let items = try #require(root["items"]?.items)
        #expect(items.count == 3)
        #expect(items[0].at == "2:5")
        #expect(items[1].items?.map(\.text) == ["b", "c", "d"])
        #expect(items[1].items?.map { $0.scalar?.style } == [.plain, .singleQuoted, .doubleQuoted])
        #expect(items[1].items?[1].at == "3:9")
        #expect(items[2]["k"]?.text == "v")
        #expect(items[2].at == "4:5")
    }

    @Test func blockScalars() throws {
        let root = try load("lit: |\n  one\n  two\nfold: >\n  one\n  two\n")
        #expect(root["lit"]?.scalar == Scalar("one\ntwo\n", style: .literal))
        #expect(root["fold"]?.scalar == Scalar("one two\n", style: .folded))
        #expect(root["lit"]?.at == "1:6")
    }

    @Test func anchorsAndAliasesExpand() throws {
        let root = try load("base: &b\n  duration: 0.3\nfold: *b\n")
        let fold = try #require(root["fold"])
        #expect(fold["duration"]?.text == "0.3")
        // The alias node sits at the alias; what is inside keeps the anchored text's place.
        #expect(fold.at == "3:7")
        #expect(fold["duration"]?.at == "2:13")
    }

    @Test func scalarKindsResolve() throws {
        let root = try load("a: 1\nb: '1'\nc: true\nd: ~\ne: 1.5\nf: !!str 12\ng: !!int \"7\"\nh: !!float 2\n")
        #expect(root["a"]?.kindName == "integer")
        #expect(root["b"]?.kindName == "string")
        #expect(root["c"]?.kindName == "boolean")
        #expect(root["d"]?.kindName == "null")
        #expect(root["e"]?.kindName == "number")
        #expect(root["f"]?.scalar == Scalar("12", style: .doubleQuoted))
        #expect(root["g"]?.scalar == Scalar("7"))
        #expect(root["h"]?.kindName == "integer")
        #expect(try load("!!map {a: !!seq [x]}")["a"]?.items?.count == 1)
    }

    @Test func topLevelScalarAndDocumentMarkers() throws {
        #expect(try load("hello\n").text == "hello")
        #expect(try load("---\na: 1\n...\n")["a"]?.text == "1")
    }

    @Test func unicodeColumnsCountScalars() throws {
        let root = try load("é: ü\nnext: 😀x\n")
        #expect(root["é"]?.at == "1:4")
        #expect(places(diagnostics("é: 1\né: 2\n")) == ["document.duplicate-key@2:1"])
        #expect(places(diagnostics("😀😀: [1, 2\nb: 3\n")).first == "yaml.syntax@2:2")
    }

    @Test(arguments: [
        ("a: [1, 2\nb: 3\n", "yaml.syntax@2:2"),
        ("a:\n\tb: 1\n", "yaml.syntax@2:1"),
        ("a: b: c\n", "yaml.syntax@1:5"),
        ("a: \"open\n", "yaml.syntax@2:1"),
        ("a: @x\n", "yaml.syntax@1:4"),
        ("a: 1\n\u{01}\n", "yaml.syntax@2:1"),
        ("", "document.empty@1:1"),
        ("# only\n  # comments\n", "document.empty@1:1"),
        ("a: !thing 1\n", "document.tag@1:4"),
        ("a: !!python/object:os.system x\n", "document.tag@1:4"),
        ("a: ! x\n", "document.tag@1:4"),
        ("a: !!int abc\n", "document.tag@1:4"),
        ("a: !!map x\n", "document.tag@1:4"),
        ("a: !!seq {b: 1}\n", "document.tag@1:4"),
        ("a: !custom [1]\n", "document.tag@1:4"),
        ("a: 1\n---\nb: 2\n", "document.multiple-documents@2:1"),
        ("a: 1\n...\n---\nb: 2\n", "document.multiple-documents@3:1"),
        ("x: &x {a: 1}\ny:\n  <<: *x\n", "document.merge-key@3:3"),
        ("? [a]\n: 1\n", "document.complex-key@1:3"),
        ("{[a]: 1}\n", "document.complex-key@1:2"),
        ("a: *nope\n", "document.undefined-alias@1:4"),
    ])
    func errorsHaveExactPositions(_ source: String, _ expected: String) {
        #expect(places(diagnostics(source)) == [expected])
    }

    @Test func syntaxErrorKeepsContextAsNote() throws {
        let list = diagnostics("a: [1, 2\nb: 3\n")
        let first = try #require(list.first)
        // libyaml's "did not find expected ',' or ']'", explained (YAMLSyntaxExplanation).
        #expect(first.message == "a [ list ] is not closed: add ']' after its last item, or a ',' between items")
        #expect(
            first.notes == [
                Diagnostic.Note("the flow sequence started here", at: SegueDocument.SourceLocation(file: "t.yaml", line: 1, column: 4))
            ])
    }

    @Test func tabMessageIsReadable() {
        #expect(
            diagnostics("a:\n\tb: 1\n").first?.message == "found a tab character that violates indentation; YAML indents with spaces only")
    }

    @Test func duplicateKeysAreAllReportedWithNotes() throws {
        let list = diagnostics("a: 1\nb:\n  c: 1\n  c: 2\na: 3\n\"a\": 4\n")
        #expect(places(list) == ["document.duplicate-key@4:3", "document.duplicate-key@5:1", "document.duplicate-key@6:1"])
        let note = try #require(list.first?.notes.first)
        #expect(note.message == "first defined here")
        #expect(note.location == SegueDocument.SourceLocation(file: "t.yaml", line: 3, column: 3))
        #expect(list[0].message == "duplicate key 'c'")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        #expect(try load("\"<<\": 1\n")["<<"]?.text == "1")
    }

    @Test func billionLaughsStopsAtTheNodeLimit() throws {
        var text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            let uses = Array(repeating: "*\(previous)", count: 10).joined(separator: ",")
            text += "\(name): &\(name) [\(uses)]\n"
            previous = name
        }
        // 10^9 nodes if expanded: only counting before re-using subtrees lets this return at all.
        #expect(places(diagnostics(text)) == ["document.too-many-nodes@5:29"])
        let small = DocumentLimits(maxNodes: 50)
        #expect(places(diagnostics(text, limits: small)) == ["document.too-many-nodes@2:17"])
    }

    /// Re-using a subtree costs the loader nothing, but every reader above it reads the text once
    /// per use: four files of 30 000 aliases of a 65 000-byte scalar were 7.6 GB and 28 s (issue 51).
    /// All uses together may repeat at most `maxBytes` of text, keys and nested scalars included.
    @Test func aliasesCountTheTextTheyRepeatAgainstTheFileLimit() {
        let limits = DocumentLimits(maxBytes: 1000)
        let anchor = "a: &a \(String(repeating: "x", count: 100))\n"
        // Ten uses repeat exactly 1000 bytes: allowed. The eleventh is refused at its `*a`.
        #expect(diagnostics(anchor + "b: [" + Array(repeating: "*a", count: 10).joined(separator: ", ") + "]\n", limits: limits).isEmpty)
        let over = anchor + "b: [" + Array(repeating: "*a", count: 11).joined(separator: ", ") + "]\n"
        #expect(places(diagnostics(over, limits: limits)) == ["document.alias-expansion@2:45"])
        #expect(
            diagnostics(over, limits: limits).first?.message
                == "aliases repeat more than 1000 bytes of text (counting every use), the most one file may hold; write the value out where it is needed, or use fewer aliases"
        )
        // A collection's keys and values count, and an alias of an alias repeats what it names.
        let nested = "a: &a {kkkkk: vvvvv}\nb: &b [*a, *a]\nc: [*b, *b]\n"
        #expect(diagnostics(nested, limits: DocumentLimits(maxBytes: 60)).isEmpty)
        #expect(places(diagnostics(nested, limits: DocumentLimits(maxBytes: 59))) == ["document.alias-expansion@3:9"])
    }

    @Test func aliasesCountTowardDepth() {
        let inner = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = "a: &a \(inner)\nb: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[*a]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]\n"
        #expect(places(diagnostics(text)) == ["document.too-deep@2:34"])
    }

    @Test func depthLimit() {
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(diagnostics(ok).isEmpty)
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(places(diagnostics(deep)) == ["document.too-deep@1:65"])
        #expect(places(diagnostics("a:\n  b:\n    c: 1\n", limits: DocumentLimits(maxDepth: 2))) == ["document.too-deep@3:5"])
        // libyaml is not recursive and events arrive one by one, so this stops at level 65.
        #expect(places(diagnostics(String(repeating: "[", count: 100_000))) == ["document.too-deep@1:65"])
    }

    @Test func scalarLengthLimit() {
        let limits = DocumentLimits(maxScalarLength: 8)
        #expect(diagnostics("a: 12345678\n", limits: limits).isEmpty)
        #expect(places(diagnostics("a: 123456789\n", limits: limits)) == ["document.scalar-too-long@1:4"])
    }

    @Test func crlfLineEndings() throws {
        let root = try load("a: 1\r\nb: |\r\n  x\r\n  y\r\nc: [1,\r\n  2]\r\n")
        #expect(root["b"]?.text == "x\ny\n")
        #expect(root["c"]?.items?[1].at == "6:3")
        #expect(places(diagnostics("a: 1\r\nb: 2\r\na: 3\r\n")) == ["document.duplicate-key@3:1"])
    }
}
