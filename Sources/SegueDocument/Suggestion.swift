/// Did-you-mean suggestions for misspelt keys and names.
package enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    ///
    /// Distance is optimal-string-alignment Damerau-Levenshtein over Characters (an
    /// insertion, deletion, substitution or swap of two neighbours costs 1), compared
    /// case-sensitively. A candidate is accepted when its distance is at most
    /// `max(1, word.count / 3)`. On a tie the candidate that comes first in `candidates`
    /// wins, so callers control the order (pass them sorted for stable output).
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let source = Array(word)
        let limit = max(1, source.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let target = Array(candidate)
            // The distance is at least the difference in length: skip the table when that is
            // already too far, so a file of thousands of unknown keys stays fast.
            guard abs(source.count - target.count) <= limit else { continue }
            let distance = editDistance(source, target)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'guess'?`, the closest candidate as `spelled` writes it, or "" when none is
    /// close: how every did-you-mean message goes on after naming what it did not know.
    package static func didYouMean(
        _ word: String, among candidates: [String], spelled: (String) -> String = { $0 }
    ) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\(spelled($0))'?" } ?? ""
    }

    /// Optimal string alignment distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows suffice: a swap looks back two rows.
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, twoBack[j - 2] + 1)
                }
                current[j] = value
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
