import SegueDocument
import Testing

/// A node is a handle into one shared tree per document; these pin down what that must not change:
/// structural equality, key lookup by bytes, aliases, and views that behave like the arrays they replace.
struct NodeTreeTests {
    @Test func equalityIsStructuralAcrossLoadsAndFormats() throws {
        let a = try load("a: [1, {b: x}]\n")
        let b = try load("a: [1, {b: x}]\n")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        // The same shape at other places, with other text, style or file is another node.
        #expect(a != (try load("a: [1, {b: y}]\n")))
        #expect(a != (try load("a: [1, {b: 'x'}]\n")))
        #expect(a != (try load("a:  [1, {b: x}]\n")))
        #expect(a != (try load("a: [1, {b: x}]\n", file: "other.yaml")))
        // One line of JSON places its values like the same line of YAML flow style, but its strings are quoted.
        let json = try Document.load(text: "{\"a\": [1, {\"b\": \"x\"}]}", file: "t.json")
        let yaml = try load("{\"a\": [1, {\"b\": \"x\"}]}", file: "t.json")
        #expect(json == yaml)
        #expect(json != (try Document.load(text: "{\"a\": [1, {\"b\": \"x\"}]}", file: "t.json", format: .yaml).pairs?[0].value))
    }

    @Test func keysAreFoundByTheirExactBytes() throws {
        let root = try load("name: a\nnam: b\nnamed: c\n\"\": d\nnäme: e\nlong-key-over-eight-bytes: f\n")
        #expect(root["nam"]?.text == "b")
        #expect(root["name"]?.text == "a")
        #expect(root["named"]?.text == "c")
        #expect(root[""]?.text == "d")
        #expect(root["näme"]?.text == "e")
        #expect(root["long-key-over-eight-bytes"]?.text == "f")
        #expect(root["long-key-over-eight-byteS"] == nil)
        #expect(root["na"] == nil)
        let pairs = try #require(root.pairs)
        #expect(pairs.firstIndex(ofKey: "named") == 2)
        #expect(pairs.key(at: 4).hasText("näme"))
        #expect(!pairs.key(at: 4).hasText("name"))
        #expect(pairs[1].key.hasText("nam"))
        #expect(!pairs[1].value.hasText("nam"))
        // Only scalars have text; a collection never matches, even an empty one against "".
        #expect(!(try load("[]\n")).hasText(""))
    }

    @Test func aHintedLookupFindsWhatTheFirstIndexFinds() throws {
        let pairs = try #require(try load("a: 1\nb: 2\nc: 3\nd: 4\n").pairs)
        // Every key from every starting point, including hints before the start and past the end.
        for key in ["a", "b", "c", "d", "e", ""] {
            for hint in -1...5 {
                #expect(pairs.index(ofKey: key, from: hint) == pairs.firstIndex(ofKey: key), "key \(key), hint \(hint)")
            }
        }
        #expect(pairs.index(ofKey: "a", from: 3) == 0)
        #expect(Node.Pairs.empty.index(ofKey: "a", from: 0) == nil)
    }

    @Test func anAliasSharesTheAnchoredContentAtItsOwnPlace() throws {
        let root = try load("base: &b {x: 1, y: [2, 3]}\ncopy: *b\n")
        let base = try #require(root["base"])
        let copy = try #require(root["copy"])
        #expect(copy.at == "2:7")
        #expect(base.at == "1:7")
        #expect(copy["x"]?.at == "1:14")  // the nodes inside keep the anchored text's places
        #expect(copy["y"]?.items?.map { $0.text ?? "" } == ["2", "3"])
        #expect(copy != base)  // same content, other place
        #expect(copy.pairs.map(Array.init) == base.pairs.map(Array.init))
    }

    @Test func viewsReadLikeArrays() throws {
        let root = try load("list: [a, b, c]\nmap: {k: v, l: w}\nscalar: s\n")
        let items = try #require(root["list"]?.items)
        #expect(items.count == 3)
        #expect(items.map { $0.text ?? "" } == ["a", "b", "c"])
        #expect(items.last?.text == "c")
        #expect(Array(items.reversed()).map { $0.text ?? "" } == ["c", "b", "a"])
        let pairs = try #require(root["map"]?.pairs)
        #expect(pairs.map { "\($0.key.text ?? "")=\($0.value.text ?? "")" } == ["k=v", "l=w"])
        #expect(root["scalar"]?.items == nil)
        #expect(root["scalar"]?.pairs == nil)
        #expect(root["list"]?.scalar == nil)
        #expect(Node.Pairs.empty.isEmpty)
        // The materialised content agrees with the views.
        guard case .sequence(let array) = try #require(root["list"]).content else {
            Issue.record("a list's content is a sequence")
            return
        }
        #expect(array == Array(items))
        guard case .mapping(let array) = try #require(root["map"]).content else {
            Issue.record("a mapping's content is a mapping")
            return
        }
        #expect(array == Array(pairs))
    }

    @Test func scalarsKeepTheirDecodedTextAndStyle() throws {
        let root = try load("a: \"tab\\there \\u00e9\"\nb: 'it''s'\nc: |\n  line\nd: !!str 12\ne: !!int \"7\"\nf:\n")
        #expect(root["a"]?.scalar == Scalar("tab\there é", style: .doubleQuoted))
        #expect(root["b"]?.scalar == Scalar("it's", style: .singleQuoted))
        #expect(root["c"]?.scalar == Scalar("line\n", style: .literal))
        #expect(root["d"]?.scalar == Scalar("12", style: .doubleQuoted))
        #expect(root["e"]?.scalar == Scalar("7", style: .plain))
        #expect(root["f"]?.scalar == Scalar("", style: .plain))
        let json = try Document.load(text: "{\"a\": \"\\ud83d\\ude00 \\n\", \"b\": -1.5e3, \"c\": null}", file: "t.json")
        #expect(json["a"]?.scalar == Scalar("😀 \n", style: .doubleQuoted))
        #expect(json["b"]?.scalar == Scalar("-1.5e3"))
        #expect(json["c"]?.kindName == "null")
    }

    /// A dropped duplicate's value leaves nothing behind in the mapping.
    @Test func droppedValuesAreNotChildren() throws {
        let yaml = diagnostics("a: 1\na: {x: [1, 2]}\nb: 2\n")
        #expect(places(yaml) == ["document.duplicate-key@2:1"])
        let json = diagnostics("{\"a\": 1, \"a\": {\"x\": [1, 2]}, \"b\": 2}", file: "t.json")
        #expect(places(json) == ["document.duplicate-key@1:10"])
    }
}
