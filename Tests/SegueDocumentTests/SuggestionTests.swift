import SegueDocument
import Testing

struct SuggestionTests {
    let keys = ["duration", "folds", "axis", "direction", "easing"]

    @Test(arguments: [
        ("duraton", "duration"), ("fodls", "folds"), ("fold", "folds"), ("axes", "axis"),
        ("Easing", "easing"), ("directoin", "direction"), ("durration", "duration"),
    ])
    func findsTypos(_ typo: String, _ expected: String) {
        #expect(Suggestion.closest(to: typo, among: keys) == expected)
    }

    @Test(arguments: ["color", "x", "", "speed", "durationsssss"])
    func refusesDistantWords(_ word: String) {
        #expect(Suggestion.closest(to: word, among: keys) == nil)
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(Suggestion.closest(to: "cat", among: ["bat", "car"]) == "bat")
        #expect(Suggestion.closest(to: "cat", among: ["car", "bat"]) == "car")
        #expect(Suggestion.closest(to: "cat", among: ["bat", "cat"]) == "cat")
        #expect(Suggestion.closest(to: "a", among: []) == nil)
    }

    @Test func thresholdGrowsWithLength() {
        // 12 characters allow 4 edits; 5 characters allow only 1.
        #expect(Suggestion.closest(to: "transitionXY", among: ["transition"]) == "transition")
        #expect(Suggestion.closest(to: "fxldz", among: ["folds"]) == nil)
    }
}
