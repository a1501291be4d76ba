/// Keyframe values written back the way a manifest spells them, for `segue show`.

extension ValueTerm: CustomStringConvertible {
    /// As a manifest writes it.
    package var description: String {
        switch self {
        case .points(let p): formatNumber(p)
        case .ofWidth(let f): formatNumber(f * 100) + "%W"
        case .ofHeight(let f): formatNumber(f * 100) + "%H"
        }
    }
}

extension TransformOperationSpec: CustomStringConvertible {
    /// As a manifest writes it.
    package var description: String {
        switch self {
        case .translate(let x, let y, let z):
            if case .points(0) = z { return "{translate: [\(x), \(y)]}" }
            return "{translate: [\(x), \(y), \(z)]}"
        case .scale(let x, let y, let z):
            if x == y && z == 1 { return "{scale: \(formatNumber(x))}" }
            return z == 1
                ? "{scale: [\(formatNumber(x)), \(formatNumber(y))]}"
                : "{scale: [\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(z))]}"
        case .rotate(let degrees, let axis): return "{rotate: {\(axis.rawValue): \(formatNumber(degrees))}}"
        case .perspective(let distance): return "{perspective: \(formatNumber(distance))}"
        }
    }
}

extension KeyframeValue: CustomStringConvertible {
    /// As a manifest writes it.
    package var description: String {
        switch self {
        case .number(let value): return value.description
        case .point(let x, let y): return "[\(x), \(y)]"
        case .rect(let x, let y, let width, let height): return "[\(x), \(y), \(width), \(height)]"
        case .home(let dx, let dy):
            if case .points(0) = dx, case .points(0) = dy { return "home" }
            return "{home: [\(dx), \(dy)]}"
        case .transform(let operations):
            return operations.isEmpty ? "identity" : "[" + operations.map(\.description).joined(separator: ", ") + "]"
        case .bool(let value): return value ? "true" : "false"
        case .color(let color): return color.description
        case .circle(let x, let y, let radius): return "{center: [\(x), \(y)], radius: \(radius)}"
        }
    }
}
