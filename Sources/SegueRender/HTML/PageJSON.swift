import SegueDocument
import SeguePlan

/// Writes a ``PlanJSONValue`` as compact JSON for a page: keys sorted, no spaces, numbers to six
/// significant digits, and `<` escaped so the text is safe inside `<script>`.
///
/// Six significant digits keep a position within a thousandth of a point and a perspective term
/// such as -1/850 within a millionth of itself, far inside the oracle's 0.5 pt; they also drop the
/// binary noise of sums like 0.49000000000000005. Same value, same bytes.
enum PageJSON {
    /// The JSON text of `value`.
    static func text(_ value: PlanJSONValue) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    static func write(_ value: PlanJSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let v): out += number(v)
        case .string(let s): string(s, to: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                write(item, to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, key) in fields.keys.sorted().enumerated() {
                if i > 0 { out += "," }
                string(key, to: &out)
                out += ":"
                write(fields[key]!, to: &out)
            }
            out += "}"
        }
    }

    /// `v` rounded to six significant digits, in the shortest form that reads back as that value.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        let rounded = significant(v, digits: 6)
        // Swift writes magnitudes below 1e-4 with an exponent, which JSON also accepts.
        return rounded == 0 ? "0" : JSONValue.format(rounded)
    }

    /// `v` to `digits` significant decimal digits. Dividing an integer by a power of ten is
    /// correctly rounded, so the result prints as exactly those digits.
    static func significant(_ v: Double, digits: Int) -> Double {
        if v == 0 || !v.isFinite { return v }
        let magnitude = abs(v).log10Floor
        let shift = digits - 1 - magnitude
        if shift >= 0 {
            guard shift <= 22 else { return 0 }
            let scale = power10(shift)
            return (v * scale).rounded() / scale
        }
        let scale = power10(-shift)
        return (v / scale).rounded() * scale
    }

    private static func power10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }

    static func string(_ s: String, to out: inout String) {
        JSONValue.quote(s, into: &out, scriptSafe: true)
    }
}

extension Double {
    /// floor(log10(self)) for a positive finite value, exact at powers of ten.
    fileprivate var log10Floor: Int {
        var e = 0
        var x = self
        while x >= 10 { x /= 10; e += 1 }
        while x < 1 { x *= 10; e -= 1 }
        return e
    }
}
