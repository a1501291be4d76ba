import SegueEffects

/// The plain number a user meant by a number written with a unit or in quotes (`0.4s`, `400ms`,
/// `"0.4"`, `20pt`, `50%`), for a diagnostic to give as its fix.
///
/// Manifests take durations in seconds and lengths in points as bare numbers; CSS and UIKit habits
/// add the unit, and the reader's "must be a number, not a string" left the user to guess what to
/// write instead.
enum UnitFix {
    /// The literal to write for `text`, or nil when `text` is not a number with a unit segue can
    /// convert. A percentage converts only where the key takes a fraction (`fraction`: 0...1).
    static func literal(for text: String, fraction: Bool) -> String? {
        let text = text.split(separator: " ").joined()  // `1.5 s` as `1.5s`
        for (suffix, scale) in [("ms", 0.001), ("s", 1), ("pt", 1), ("px", 1), ("%", fraction ? 0.01 : nil), ("", 1)] {
            guard text.hasSuffix(suffix), let number = Double(text.dropLast(suffix.count)), number.isFinite else {
                continue
            }
            return scale.map { formatNumber(number * $0) }
        }
        return nil
    }
}
