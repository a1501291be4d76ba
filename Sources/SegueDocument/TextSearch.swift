// The standard library's `contains(_:)` and `firstRange(of:)` for strings come from
// _StringProcessing, which Apple ships in iOS 16 and macOS 13. The package supports iOS 15 and
// macOS 12, so text search inside it goes through these two instead (Apple's SDK check,
// ../shared/apple-sdk-check, rejects the newer ones).

extension StringProtocol {
    /// The first range of this text that equals `part`, compared character by character; nil
    /// when `part` does not occur. An empty `part` occurs at the start.
    package func firstRange(ofText part: some StringProtocol) -> Range<Index>? {
        var start = startIndex
        while true {
            if self[start...].hasPrefix(part) {
                return start..<index(start, offsetBy: part.count)
            }
            guard start != endIndex else { return nil }
            start = index(after: start)
        }
    }

    /// True when `part` occurs in this text (an empty `part` always does).
    package func containsText(_ part: some StringProtocol) -> Bool { firstRange(ofText: part) != nil }
}
