/// A coordinate axis for rotations in a ``TransformValue``.
package enum RotationAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case x, y, z
}

/// How a transform animation interpolates.
public enum TransformInterpolation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Decompose both matrices and interpolate the parts, the rotation along the shorter arc
    /// (``DecomposedTransform``): UIView animations of a transform and Core Animation animations on
    /// the key path `transform`. The default.
    case matrix
    /// Interpolate each operation's own parameters (a rotation's angle itself): Core Animation
    /// animations on key paths such as `transform.rotation.z` or `transform.scale`.
    case components
}

/// One operation of a ``TransformValue``.
package enum TransformOperation: Sendable, Hashable, Codable {
    /// Perspective through `m34` (use ``TransformOperation/perspective(distance:)`` for an eye distance).
    case perspective(m34: Double)
    /// Translation in points.
    case translate(x: Double, y: Double, z: Double)
    /// Scale factors.
    case scale(x: Double, y: Double, z: Double)
    /// Rotation in radians about a coordinate axis.
    case rotate(angle: Double, axis: RotationAxis)
    /// A raw matrix: what matrix interpolation produces when operation lists do not match.
    case matrix(Transform3D)

    /// Perspective for an eye at `distance` points (`m34 = -1 / distance`; 0 for a non-positive distance).
    package static func perspective(distance: Double) -> TransformOperation {
        .perspective(m34: distance > 0 ? -1 / distance : 0)
    }

    /// This operation's matrix.
    package var matrix: Transform3D {
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
    package var operations: [TransformOperation]

    /// Creates a transform value.
    package init(_ operations: [TransformOperation] = []) {
        self.operations = operations
    }

    /// The identity: no operations.
    package static let identity = TransformValue()

    /// A value holding one raw matrix.
    package init(matrix: Transform3D) {
        self.operations = matrix.isIdentity ? [] : [.matrix(matrix)]
    }

    /// The composed matrix.
    package var matrix: Transform3D {
        // Each later operation applies to the point before the earlier ones (CATransform3DRotate(t, ...)
        // prepends), so compose from the last operation outwards.
        operations.reversed().reduce(Transform3D.identity) { $0.concatenating($1.matrix) }
    }

    /// True when the composed matrix is the identity within `tolerance`.
    package func isIdentity(tolerance: Double = 1e-9) -> Bool {
        matrix.isIdentity(tolerance: tolerance)
    }

    /// Interpolates towards `other` as Core Animation interpolates a `transform` animation: the
    /// matrices decomposed and their parts interpolated (``TransformInterpolation/matrix``).
    package func interpolated(to other: TransformValue, by t: Double) -> TransformValue {
        interpolated(to: other, by: t, using: .matrix)
    }

    /// Interpolates towards `other` in the given form.
    package func interpolated(to other: TransformValue, by t: Double, using form: TransformInterpolation) -> TransformValue {
        if t == 0 { return self }
        if t == 1 { return other }
        switch form {
        case .components: return interpolatedByComponents(to: other, by: t)
        case .matrix:
            guard let a = DecomposedTransform(matrix), let b = DecomposedTransform(other.matrix) else {
                // A singular matrix (a scale of exactly 0) cannot be decomposed; Core Animation's
                // behaviour is not published, so the operations' own parameters are interpolated.
                return interpolatedByComponents(to: other, by: t)
            }
            return TransformValue(decomposed: a.interpolated(to: b, by: t))
        }
    }

    /// The operations of a decomposed transform, outermost first: perspective, translation,
    /// rotation (about a coordinate axis when it is one), skew, scale. Parts that do nothing are left out.
    package init(decomposed parts: DecomposedTransform) {
        let d = parts
        var ops: [TransformOperation] = []
        // Perspective entries of rounding size (1e-20 from solving for the column) are zero.
        let tiny = 1e-12
        let p = d.perspective
        if abs(p.x) < tiny, abs(p.y) < tiny, p.w > 0 {
            // A column (0, 0, z, w) with w != 1 (a translation in z before the perspective makes
            // one) is the same projective transform as the column (0, 0, z / w, 1) followed by a
            // uniform scale of 1 / w in x, y and z: the whole matrix divided by w.
            if abs(p.w - 1) > tiny { ops.append(.scale(x: 1 / p.w, y: 1 / p.w, z: 1 / p.w)) }
            if abs(p.z) > tiny { ops.append(.perspective(m34: p.z / p.w)) }
        } else if p.x != 0 || p.y != 0 || p.z != 0 || p.w != 1 {
            var m = Transform3D.identity
            m.m14 = p.x
            m.m24 = p.y
            m.m34 = p.z
            m.m44 = p.w
            ops.append(.matrix(m))
        }
        let tr = d.translation
        if tr.x != 0 || tr.y != 0 || tr.z != 0 { ops.append(.translate(x: tr.x, y: tr.y, z: tr.z)) }
        let q = d.quaternion
        let sine = (q.x * q.x + q.y * q.y + q.z * q.z).squareRoot()
        if sine > 0 {
            let angle = 2 * mathAtan2(sine, q.w)
            let (ax, ay, az) = (q.x / sine, q.y / sine, q.z / sine)
            // Within rounding of a coordinate axis, name the axis (what the manifests and text say).
            if abs(ay) < 1e-12 && abs(az) < 1e-12 {
                ops.append(.rotate(angle: ax > 0 ? angle : -angle, axis: .x))
            } else if abs(ax) < 1e-12 && abs(az) < 1e-12 {
                ops.append(.rotate(angle: ay > 0 ? angle : -angle, axis: .y))
            } else if abs(ax) < 1e-12 && abs(ay) < 1e-12 {
                ops.append(.rotate(angle: az > 0 ? angle : -angle, axis: .z))
            } else {
                var rotation = d
                rotation.translation = (0, 0, 0)
                rotation.scale = (1, 1, 1)
                rotation.skew = (0, 0, 0)
                rotation.perspective = (0, 0, 0, 1)
                ops.append(.matrix(rotation.matrix))
            }
        }
        let k = d.skew
        // Shears of rounding size (1e-17 from orthogonalising an unsheared basis) are no shear.
        if max(abs(k.xy), abs(k.xz), abs(k.yz)) > 1e-12 {
            var m = Transform3D.identity
            m.m21 = k.xy
            m.m31 = k.xz
            m.m32 = k.yz
            ops.append(.matrix(m))
        }
        let s = d.scale
        if abs(s.x - 1) > 1e-12 || abs(s.y - 1) > 1e-12 || abs(s.z - 1) > 1e-12 { ops.append(.scale(x: s.x, y: s.y, z: s.z)) }
        self.init(ops)
    }

    /// Interpolates each operation's parameters when the kinds line up, else the matrices entry by entry.
    func interpolatedByComponents(to other: TransformValue, by t: Double) -> TransformValue {
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
    package var isFinite: Bool {
        // Checked a frame for every actor: no array of numbers is made (`numbers` would make one).
        for operation in operations {
            switch operation {
            case .perspective(let m34): if !m34.isFinite { return false }
            case .translate(let x, let y, let z), .scale(let x, let y, let z):
                if !(x.isFinite && y.isFinite && z.isFinite) { return false }
            case .rotate(let angle, _): if !angle.isFinite { return false }
            case .matrix(let m): if !m.isFinite { return false }
            }
        }
        return true
    }
}
