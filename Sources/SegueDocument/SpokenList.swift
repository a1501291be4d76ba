/// Names in a sentence: `a`, `a and b`, `a, b and c` (or `or` for `conjunction`), the one form
/// every message that lists names uses. An empty list is "".
package func spokenList(_ items: [String], _ conjunction: String = "and") -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
