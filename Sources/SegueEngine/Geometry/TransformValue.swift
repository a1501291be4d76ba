/// A coordinate axis for rotations in a ``TransformValue``.
public enum Axis: String, Sendable, Hashable, Codable, CaseIterable {
    case x, y, z
}

/// One operation of a ``TransformValue``.
public enum TransformOperation: Sendable, Hashable, Codable {
    /// Perspective through `m34` (use ``TransformOperation/perspective(distance:)`` for an eye distance).
    case perspective(m34: Double)
    /// Translation in points.
    case translate(x: Double, y: Double, z: Double)
    /// Scale factors.
    case scale(x: Double, y: Double, z: Double)
    /// Rotation in radians about a coordinate axis.
    case rotate(angle: Double, axis: Axis)
    /// A raw matrix: what matrix interpolation produces when operation lists do not match.
    case matrix(Transform3D)

    /// Perspective for an eye at `distance` points (`m34 = -1 / distance`; 0 for a non-positive distance).
    public static func perspective(distance: Double) -> TransformOperation {
        .perspective(m34: distance > 0 ? -1 / distance : 0)
    }

    /// This operation's matrix.
    public var matrix: Transform3D {
        switch self {
        case .perspective(let m34): return .perspective(m34: m34)
        case .translate(let x, let y, let z): return .translation(x: x, y: y, z: z)
        case .scale(let x, let y, let z): return .scale(x: x, y: y, z: z)
        case .rotate(let angle, let axis):
            switch axis {
            case .x: return .rotation(angle: angle, x: 1, y: 0, z: 0)
            case .y: return .rotation(angle: angle, x: 0, y: 1, z: 0)
            case .z: return .rotation(angle: angle, x: 0, y: 0, z: 1)
            }
        case .matrix(let m): return m
        }
    }

    /// A label that is equal for operations that interpolate with each other.
    var kind: String {
        switch self {
        case .perspective: return "perspective"
        case .translate: return "translate"
        case .scale: return "scale"
        case .rotate(_, let axis): return "rotate.\(axis.rawValue)"
        case .matrix: return "matrix"
        }
    }

    /// The identity of this operation's kind, used to pad the shorter list (CSS transforms do the same).
    var identityOfKind: TransformOperation {
        switch self {
        case .perspective: return .perspective(m34: 0)
        case .translate: return .translate(x: 0, y: 0, z: 0)
        case .scale: return .scale(x: 1, y: 1, z: 1)
        case .rotate(_, let axis): return .rotate(angle: 0, axis: axis)
        case .matrix: return .matrix(.identity)
        }
    }

    /// Interpolates with an operation of the same kind; nil when kinds differ.
    func interpolated(to other: TransformOperation, by t: Double) -> TransformOperation? {
        switch (self, other) {
        case (.perspective(let a), .perspective(let b)): return .perspective(m34: mix(a, b, t))
        case (.translate(let ax, let ay, let az), .translate(let bx, let by, let bz)):
            return .translate(x: mix(ax, bx, t), y: mix(ay, by, t), z: mix(az, bz, t))
        case (.scale(let ax, let ay, let az), .scale(let bx, let by, let bz)):
            return .scale(x: mix(ax, bx, t), y: mix(ay, by, t), z: mix(az, bz, t))
        case (.rotate(let a, let axisA), .rotate(let b, let axisB)) where axisA == axisB:
            return .rotate(angle: mix(a, b, t), axis: axisA)
        case (.matrix(let a), .matrix(let b)): return .matrix(a.interpolated(to: b, by: t))
        default: return nil
        }
    }

    /// The numbers of the operation, for finiteness checks.
    var numbers: [Double] {
        switch self {
        case .perspective(let m34): return [m34]
        case .translate(let x, let y, let z), .scale(let x, let y, let z): return [x, y, z]
        case .rotate(let angle, _): return [angle]
        case .matrix(let m): return m.entries
        }
    }
}

/// An animatable transform: an ordered list of operations, like a CSS `transform` list.
///
/// The list reads in the order Core Animation calls build it: `[.perspective(distance: 500),
/// .rotate(angle: a, axis: .y)]` is `CATransform3DRotate(perspectiveTransform, a, 0, 1, 0)`, so the
/// last operation touches the point first. Two values interpolate operation by operation when their
/// kinds match in order (a missing trailing operation counts as the identity of its kind); otherwise
/// their matrices are interpolated entry by entry.
public struct TransformValue: Sendable, Hashable, Codable {
    /// The operations, outermost first.
    public var operations: [TransformOperation]

    /// Creates a transform value.
    public init(_ operations: [TransformOperation] = []) {
        self.operations = operations
    }

    /// The identity: no operations.
    public static let identity = TransformValue()

    /// A value holding one raw matrix.
    public init(matrix: Transform3D) {
        self.operations = matrix.isIdentity ? [] : [.matrix(matrix)]
    }

    /// The composed matrix.
    public var matrix: Transform3D {
        // Each later operation applies to the point before the earlier ones (CATransform3DRotate(t, ...)
        // prepends), so compose from the last operation outwards.
        operations.reversed().reduce(Transform3D.identity) { $0.concatenating($1.matrix) }
    }

    /// True when the composed matrix is the identity within `tolerance`.
    public func isIdentity(tolerance: Double = 1e-9) -> Bool {
        matrix.isIdentity(tolerance: tolerance)
    }

    /// Interpolates towards `other`: operation-wise when the kinds line up, else by matrix entries.
    public func interpolated(to other: TransformValue, by t: Double) -> TransformValue {
        if t == 0 { return self }
        if t == 1 { return other }
        let count = max(operations.count, other.operations.count)
        var result: [TransformOperation] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let a = i < operations.count ? operations[i] : other.operations[i].identityOfKind
            let b = i < other.operations.count ? other.operations[i] : operations[i].identityOfKind
            guard let op = a.interpolated(to: b, by: t) else {
                return TransformValue(matrix: matrix.interpolated(to: other.matrix, by: t))
            }
            result.append(op)
        }
        return TransformValue(result)
    }

    /// True when every number in every operation is finite.
    public var isFinite: Bool { operations.allSatisfy { $0.numbers.allSatisfy(\.isFinite) } }
}
