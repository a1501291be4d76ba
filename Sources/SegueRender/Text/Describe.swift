import SegueEngine

/// Numbers and transforms in the words people use, at a fixed precision.
package enum Describe {
    /// A number with `digits` decimals, without trailing zeros or a negative zero (`0.5`, `-12`, `0.001`).
    package static func number(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == 0 { return "0" }
        // Past 1e15 the decimals are noise and an integer may not hold the value: Swift's shortest form.
        guard abs(rounded) < 1e15 else { return "\(rounded)" }
        var text = String(WholeNumber.clamped(abs(rounded), in: 0...Int.max))
        var fraction =
            WholeNumber.clamped(abs(rounded) * scale, .toNearestOrAwayFromZero, in: 0...Int.max)
            % WholeNumber.clamped(scale, in: 1...Int.max)
        if fraction > 0 {
            var digitsText = String(fraction)
            digitsText = String(repeating: "0", count: digits - digitsText.count) + digitsText
            while digitsText.hasSuffix("0") { digitsText.removeLast() }
            text += "." + digitsText
            fraction = 0
        }
        return (rounded < 0 ? "-" : "") + text
    }

    /// `(x, y, width, height)`.
    package static func rect(_ r: Rect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    /// `(x, y)`.
    package static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// "identity", or the operations in order: "perspective 1/900, rotated 15° about x, scale 0.95".
    package static func transform(_ value: TransformValue) -> String {
        let parts = value.operations.compactMap { op -> String? in
            switch op {
            case .perspective(let m34):
                guard m34 != 0 else { return nil }
                return "perspective m34 \(number(m34, digits: 6))"
            case .translate(let x, let y, let z):
                guard x != 0 || y != 0 || z != 0 else { return nil }
                return "moved (\(number(x)), \(number(y))\(z == 0 ? "" : ", \(number(z))"))"
            case .scale(let x, let y, let z):
                guard x != 1 || y != 1 || z != 1 else { return nil }
                if x == y && z == 1 { return "scale \(number(x))" }
                return "scale (\(number(x)), \(number(y))\(z == 1 ? "" : ", \(number(z))"))"
            case .rotate(let angle, let axis):
                guard angle != 0 else { return nil }
                return "rotated \(number(angle * 180 / .pi, digits: 2))° about \(axis.rawValue)"
            case .matrix(let m):
                return m == .identity ? nil : "matrix [\(m.entries.map { number($0) }.joined(separator: " "))]"
            }
        }
        return parts.isEmpty ? "identity" : parts.joined(separator: ", ")
    }
}
