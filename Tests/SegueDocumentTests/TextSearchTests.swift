import Testing

@testable import SegueDocument

/// The package's own text search (the standard library's is iOS 16 / macOS 13 API) agrees with
/// what `contains` and `firstRange(of:)` answer, character by character.
struct TextSearchTests {
    @Test(
        arguments: [
            ("slide fade", "fade", 6),
            ("slide fade", "slide", 0),
            ("slide fade", "", 0),
            ("aaab", "aab", 1),
            ("error: x error:", "error:", 0),
            ("café crème", "crème", 5),
            ("short", "shorter", nil),
            ("", "x", nil),
            ("", "", 0),
        ] as [(String, String, Int?)])
    func findsTheFirstOccurrence(text: String, part: String, offset: Int?) {
        let range = text.firstRange(ofText: part)
        #expect(range.map { text.distance(from: text.startIndex, to: $0.lowerBound) } == offset)
        #expect(range.map { String(text[$0]) } == (offset == nil ? nil : part))
        #expect(text.containsText(part) == (offset != nil))
    }

    /// Characters, not bytes: "e" followed by a combining accent is one character, "é", and does
    /// not contain a plain "e".
    @Test func comparesWholeCharacters() {
        let decomposed = "cafe\u{301}"
        #expect(!decomposed.containsText("cafe "))
        #expect(decomposed.containsText("caf"))
        #expect(decomposed.containsText("café"))
        #expect(!decomposed.containsText("e\u{300}"))
    }

    /// Works on substrings too, with indices of the substring.
    @Test func searchesSubstrings() {
        let text = "one two three"
        let tail = text.dropFirst(4)
        let range = tail.firstRange(ofText: "three")
        #expect(range.map { String(tail[$0]) } == "three")
    }
}
