/// A 4x4 homogeneous transform in Core Animation's row-vector convention (`CATransform3D`).
///
/// A point is a row vector multiplied on the left: `p' = p * M`. Translation lives in m41...m43 and
/// perspective in m34 (`-1 / eyeDistance`). `a.concatenating(b)` applies `a` first, then `b`, exactly
/// as `CATransform3DConcat(a, b)`.
public struct Transform3D: Sendable, Hashable, Codable {
    /// Row 1: m11 scales x; m14 is the perspective term of x.
    package var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: m22 scales y; m24 is the perspective term of y.
    package var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: m34 is the perspective entry (-1 / eye distance).
    package var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation (m41, m42, m43) and m44.
    package var m41: Double, m42: Double, m43: Double, m44: Double

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// Creates a transform from sixteen entries in row order (m11, m12, ..., m44).
    ///
    /// Returns the identity when `entries` does not hold exactly sixteen numbers.
    public init(entries: [Double]) {
        guard entries.count == 16 else {
            self = .identity
            return
        }
        self.init(
            m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3],
            m21: entries[4], m22: entries[5], m23: entries[6], m24: entries[7],
            m31: entries[8], m32: entries[9], m33: entries[10], m34: entries[11],
            m41: entries[12], m42: entries[13], m43: entries[14], m44: entries[15])
    }

    /// The sixteen entries in row order.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// True when every entry equals the identity's within `tolerance`.
    package func isIdentity(tolerance: Double = 1e-12) -> Bool {
        zip(entries, Transform3D.identity.entries).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// True when exactly the identity.
    package var isIdentity: Bool { self == .identity }

    /// `CATransform3DMakeTranslation`.
    package static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        t.m41 = x
        t.m42 = y
        t.m43 = z
        return t
    }

    /// `CATransform3DMakeScale`.
    package static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        t.m11 = x
        t.m22 = y
        t.m33 = z
        return t
    }

    /// A pure perspective transform: identity with `m34` set (use `-1 / eyeDistance`).
    package static func perspective(m34: Double) -> Transform3D {
        var t = identity
        t.m34 = m34
        return t
    }

    /// A perspective transform for an eye at `distance` points: `m34 = -1 / distance`.
    ///
    /// A non-positive distance gives the identity (no perspective), as CSS `perspective: none`.
    package static func perspective(distance: Double) -> Transform3D {
        distance > 0 ? perspective(m34: -1 / distance) : identity
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: rotation by `angle` radians about an axis.
    ///
    /// The axis is normalised; a zero axis gives the identity as Core Animation does.
    package static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = mathCos(angle)
        let s = mathSin(angle)
        let k = 1 - c
        // Row-vector form is the transpose of the column-vector Rodrigues matrix.
        return Transform3D(
            m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
            m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
            m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DConcat(self, other)`: the transform that applies `self`, then `other`.
    package func concatenating(_ other: Transform3D) -> Transform3D {
        // Written out (no arrays: this runs for every transformed actor on every frame), summing in
        // the same order as the textbook loop so results stay bit for bit what they were.
        let b = other
        @inline(__always) func dot(
            _ a0: Double, _ a1: Double, _ a2: Double, _ a3: Double,
            _ b0: Double, _ b1: Double, _ b2: Double, _ b3: Double
        ) -> Double {
            var sum = 0.0
            sum += a0 * b0
            sum += a1 * b1
            sum += a2 * b2
            sum += a3 * b3
            return sum
        }
        return Transform3D(
            m11: dot(m11, m12, m13, m14, b.m11, b.m21, b.m31, b.m41), m12: dot(m11, m12, m13, m14, b.m12, b.m22, b.m32, b.m42),
            m13: dot(m11, m12, m13, m14, b.m13, b.m23, b.m33, b.m43), m14: dot(m11, m12, m13, m14, b.m14, b.m24, b.m34, b.m44),
            m21: dot(m21, m22, m23, m24, b.m11, b.m21, b.m31, b.m41), m22: dot(m21, m22, m23, m24, b.m12, b.m22, b.m32, b.m42),
            m23: dot(m21, m22, m23, m24, b.m13, b.m23, b.m33, b.m43), m24: dot(m21, m22, m23, m24, b.m14, b.m24, b.m34, b.m44),
            m31: dot(m31, m32, m33, m34, b.m11, b.m21, b.m31, b.m41), m32: dot(m31, m32, m33, m34, b.m12, b.m22, b.m32, b.m42),
            m33: dot(m31, m32, m33, m34, b.m13, b.m23, b.m33, b.m43), m34: dot(m31, m32, m33, m34, b.m14, b.m24, b.m34, b.m44),
            m41: dot(m41, m42, m43, m44, b.m11, b.m21, b.m31, b.m41), m42: dot(m41, m42, m43, m44, b.m12, b.m22, b.m32, b.m42),
            m43: dot(m41, m42, m43, m44, b.m13, b.m23, b.m33, b.m43), m44: dot(m41, m42, m43, m44, b.m14, b.m24, b.m34, b.m44))
    }

    /// `CATransform3DTranslate(self, ...)`: translation applied before `self`.
    package func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D.translation(x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, ...)`: scale applied before `self`.
    package func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DRotate(self, ...)`: rotation applied before `self`.
    package func rotatedBy(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The determinant.
    package var determinant: Double {
        let m = entries
        return Transform3D.cofactors(m).enumerated().prefix(4).reduce(0) { $0 + m[$1.offset] * $1.element }
    }

    /// `CATransform3DInvert`, or nil when the matrix is singular (Core Animation returns it unchanged).
    package func inverted() -> Transform3D? {
        let m = entries
        let cof = Transform3D.cofactors(m)
        let det = m[0] * cof[0] + m[1] * cof[1] + m[2] * cof[2] + m[3] * cof[3]
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        // The inverse is the transposed cofactor matrix over the determinant.
        var r = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 { r[j * 4 + i] = cof[i * 4 + j] / det }
        }
        return Transform3D(entries: r)
    }

    /// Signed cofactors C[i][j] of a 4x4 matrix in row order.
    private static func cofactors(_ m: [Double]) -> [Double] {
        var c = [Double](repeating: 0, count: 16)
        for i in 0..<4 {
            for j in 0..<4 {
                var minor = [Double]()
                minor.reserveCapacity(9)
                for r in 0..<4 where r != i {
                    for col in 0..<4 where col != j { minor.append(m[r * 4 + col]) }
                }
                let det3 =
                    minor[0] * (minor[4] * minor[8] - minor[5] * minor[7])
                    - minor[1] * (minor[3] * minor[8] - minor[5] * minor[6])
                    + minor[2] * (minor[3] * minor[7] - minor[4] * minor[6])
                c[i * 4 + j] = ((i + j) % 2 == 0 ? 1 : -1) * det3
            }
        }
        return c
    }

    /// Applies the transform to a homogeneous row vector (x, y, z, w).
    package func apply(x: Double, y: Double, z: Double, w: Double = 1) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + w * m41,
            x * m12 + y * m22 + z * m32 + w * m42,
            x * m13 + y * m23 + z * m33 + w * m43,
            x * m14 + y * m24 + z * m34 + w * m44
        )
    }

    /// Projects a point of the plane z = 0 with perspective divide, or nil when it falls behind the eye.
    package func project(_ point: Point) -> Point? {
        let v = apply(x: point.x, y: point.y, z: 0)
        guard v.w > 1e-9 else { return nil }
        return Point(x: v.x / v.w, y: v.y / v.w)
    }

    /// Entry-wise linear interpolation, the fallback when operation lists cannot be matched.
    package func interpolated(to other: Transform3D, by t: Double) -> Transform3D {
        Transform3D(entries: zip(entries, other.entries).map { mix($0, $1, t) })
    }

    /// True when every entry is finite.
    package var isFinite: Bool {
        // x - x is 0 for a finite x and NaN for an infinity or NaN, which the sum keeps: one
        // comparison and no array of the sixteen entries.
        @inline(__always) func z(_ x: Double) -> Double { x - x }
        var sum = z(m11) + z(m12) + z(m13) + z(m14) + z(m21) + z(m22) + z(m23) + z(m24)
        sum += z(m31) + z(m32) + z(m33) + z(m34) + z(m41) + z(m42) + z(m43) + z(m44)
        return sum == 0
    }
}
