import SegueDocument

/// Writes a page's data as compact JSON: keys as given (sorted by the page's builders), no
/// spaces, numbers to six significant digits, and `<` escaped so the text is safe inside `<script>`.
///
/// Six significant digits keep a position within a thousandth of a point and a perspective term
/// such as -1/850 within a millionth of itself, far inside the oracle's 0.5 pt; they also drop the
/// binary noise of sums like 0.49000000000000005. Same value, same bytes.
enum PageJSON {
    /// The JSON text of `value`.
    static func text(_ value: JSONValue) -> String {
        var writer = JSONWriter(whitespace: .compact, numbers: .significant(6), scriptSafe: true)
        writer.write(value)
        return writer.text
    }
}
