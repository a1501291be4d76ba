/// Double-to-integer conversions that cannot trap.
///
/// `Int(someDouble)` stops the process (SIGILL, "Double value cannot be converted to Int64") on
/// NaN, an infinity or a value past `Int.max`; a finite but huge number from a manifest or the
/// command line once reached such a conversion in a formatter. Every conversion in Sources goes
/// through here, or `Int(exactly:)`, and `CheckedConversionTests` fails on a bare one. The engine
/// is the lowest module every numeric layer imports, so this is the one place for them.
package enum WholeNumber {
    /// The most a count may be (frames, rows, strips, characters): far beyond any budget, and small
    /// enough that counts can be added and multiplied without overflowing.
    package static let maxCount = 1 << 31

    /// `value` rounded by `rule`, held within `range`: a value beyond it (an infinity too) gives the
    /// nearer bound, and NaN gives `range.lowerBound`.
    package static func clamped(
        _ value: Double, _ rule: FloatingPointRoundingRule = .towardZero, in range: ClosedRange<Int>
    ) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        let rounded = value.rounded(rule)
        // Compared as Doubles: Double(range.upperBound) may round up past it, so test >= and return the bound.
        if rounded <= Double(range.lowerBound) { return range.lowerBound }
        if rounded >= Double(range.upperBound) { return range.upperBound }
        return Int(exactly: rounded) ?? range.lowerBound
    }

    /// A count: `value` rounded by `rule` within `0...maxCount`.
    package static func count(_ value: Double, _ rule: FloatingPointRoundingRule = .up) -> Int {
        clamped(value, rule, in: 0...maxCount)
    }

    /// `value` as an integer when it is whole and fits exactly, else nil (for printing `20`, not `20.0`).
    package static func exact(_ value: Double) -> Int? {
        value.isFinite && value == value.rounded() ? Int(exactly: value) : nil
    }
}
