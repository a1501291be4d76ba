/// A transform matrix split into the parts Core Animation interpolates: translation, scale, skew,
/// perspective and a rotation quaternion.
///
/// An animation of `transform` between two matrices (a UIView animation of `layer.transform` or
/// `view.transform`, a CABasicAnimation or CAKeyframeAnimation on the key path `transform`)
/// interpolates these parts, not the operations that built the matrices: the parts linearly, the
/// rotation along the shorter great arc between the two quaternions. So a 2π turn does not
/// animate, and a turn past π goes the short way. CSS Transforms Level 2 ("Decomposing a 3D
/// matrix", "Interpolation of decomposed 3D matrix values") specifies the same decomposition,
/// and Chromium implements it; `BrowserTests` checks this code against headless Chromium.
///
/// In Core Animation's row-vector convention the matrix is `Upper × T × P`: the point is scaled
/// and skewed, rotated, translated, and then divided through the perspective column.
package struct DecomposedTransform: Sendable, Hashable {
    /// Translation (m41, m42, m43 once the perspective is factored out).
    package var translation: (x: Double, y: Double, z: Double)
    /// Scale along each axis (negative for a flip).
    package var scale: (x: Double, y: Double, z: Double)
    /// Shears xy, xz, yz.
    package var skew: (xy: Double, xz: Double, yz: Double)
    /// The perspective column (m14, m24, m34, m44); (0, 0, 0, 1) when there is none.
    package var perspective: (x: Double, y: Double, z: Double, w: Double)
    /// The rotation as a unit quaternion (x, y, z, w).
    package var quaternion: (x: Double, y: Double, z: Double, w: Double)

    /// Equal when every component is.
    package static func == (a: DecomposedTransform, b: DecomposedTransform) -> Bool {
        a.numbers == b.numbers
    }

    /// Hashes every component.
    package func hash(into hasher: inout Hasher) { hasher.combine(numbers) }

    /// Every number, for equality and hashing.
    var numbers: [Double] {
        [
            translation.x, translation.y, translation.z, scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz,
            perspective.x, perspective.y, perspective.z, perspective.w, quaternion.x, quaternion.y, quaternion.z,
            quaternion.w,
        ]
    }

    /// Decomposes `matrix`; nil when it cannot be (m44 is 0, or the upper 3x3 is singular, as a
    /// scale of exactly 0 makes it).
    package init?(_ matrix: Transform3D) {
        guard matrix.isFinite, matrix.m44 != 0 else { return nil }
        let n = 1 / matrix.m44
        var m = matrix.entries.map { $0 * n }
        func at(_ r: Int, _ c: Int) -> Double { m[4 * r + c] }
        // The matrix without its perspective column: also the test for a singular upper 3x3.
        var withoutPerspective = m
        for r in 0..<3 { withoutPerspective[4 * r + 3] = 0 }
        withoutPerspective[15] = 1
        let plain = Transform3D(entries: withoutPerspective)
        guard let inverse = plain.inverted() else { return nil }
        if at(0, 3) != 0 || at(1, 3) != 0 || at(2, 3) != 0 {
            // Solve plain × p = the perspective column, for p.
            let rhs = [at(0, 3), at(1, 3), at(2, 3), at(3, 3)]
            let inv = inverse.entries
            let p = (0..<4).map { r in (0..<4).reduce(0.0) { $0 + inv[4 * r + $1] * rhs[$1] } }
            perspective = (p[0], p[1], p[2], p[3])
        } else {
            perspective = (0, 0, 0, 1)
        }
        translation = (at(3, 0), at(3, 1), at(3, 2))
        m = withoutPerspective

        var rows = (0..<3).map { r in [at(r, 0), at(r, 1), at(r, 2)] }
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [Double], _ b: [Double], _ sb: Double) -> [Double] { [a[0] + sb * b[0], a[1] + sb * b[1], a[2] + sb * b[2]] }
        func scaled(_ v: [Double], _ s: Double) -> [Double] { [v[0] * s, v[1] * s, v[2] * s] }

        var sx = length(rows[0])
        rows[0] = scaled(rows[0], 1 / sx)
        var xy = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], -xy)
        var sy = length(rows[1])
        rows[1] = scaled(rows[1], 1 / sy)
        xy /= sy
        var xz = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], -xz)
        var yz = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], -yz)
        var sz = length(rows[2])
        rows[2] = scaled(rows[2], 1 / sz)
        xz /= sz
        yz /= sz
        // A left-handed basis is a flip: negate the scales and the rows.
        let cross = [
            rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1], rows[1][2] * rows[2][0] - rows[1][0] * rows[2][2],
            rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0],
        ]
        if dot(rows[0], cross) < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            rows = rows.map { scaled($0, -1) }
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        quaternion = Self.quaternion(ofRotation: rows)
        guard numbers.allSatisfy(\.isFinite) else { return nil }
    }

    /// The quaternion of a rotation given by its rows, an orthonormal basis (the transpose of the
    /// column-vector matrix).
    ///
    /// The one CSS Transforms 2 extracts (w >= 0), computed from the largest diagonal term
    /// (Shepperd's method) instead of four square roots, so that components that are zero come out
    /// exactly zero rather than as the square root of rounding noise.
    private static func quaternion(ofRotation rows: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
        let m00 = rows[0][0]
        let m11 = rows[1][1]
        let m22 = rows[2][2]
        // Column-vector entries m_ij = rows[j][i].
        let m01 = rows[1][0]
        let m10 = rows[0][1]
        let m02 = rows[2][0]
        let m20 = rows[0][2]
        let m12 = rows[2][1]
        let m21 = rows[1][2]
        let trace = m00 + m11 + m22
        var qx: Double
        var qy: Double
        var qz: Double
        var qw: Double
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            qw = 0.25 * s
            qx = (m21 - m12) / s
            qy = (m02 - m20) / s
            qz = (m10 - m01) / s
        } else if m00 > m11 && m00 > m22 {
            let s = max(1 + m00 - m11 - m22, 0).squareRoot() * 2
            qw = (m21 - m12) / s
            qx = 0.25 * s
            qy = (m01 + m10) / s
            qz = (m02 + m20) / s
        } else if m11 > m22 {
            let s = max(1 + m11 - m00 - m22, 0).squareRoot() * 2
            qw = (m02 - m20) / s
            qx = (m01 + m10) / s
            qy = 0.25 * s
            qz = (m12 + m21) / s
        } else {
            let s = max(1 + m22 - m00 - m11, 0).squareRoot() * 2
            qw = (m10 - m01) / s
            qx = (m02 + m20) / s
            qy = (m12 + m21) / s
            qz = 0.25 * s
        }
        if qw < 0 { (qx, qy, qz, qw) = (-qx, -qy, -qz, -qw) }
        return (qx, qy, qz, qw)
    }

    /// The matrix these parts make: `Upper × T × P` with `Upper = scale × skew × rotation`.
    package var matrix: Transform3D {
        let (x, y, z, w) = quaternion
        // Rows of the rotation in the row-vector convention.
        let r: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
        // Row i of Upper = scale_i * (r_i + the skews of the rows before it).
        let row0 = r[0].map { $0 * scale.x }
        let row1 = (0..<3).map { (r[1][$0] + skew.xy * r[0][$0]) * scale.y }
        let row2 = (0..<3).map { (r[2][$0] + skew.yz * r[1][$0] + skew.xz * r[0][$0]) * scale.z }
        let upper = Transform3D(
            m11: row0[0], m12: row0[1], m13: row0[2], m14: 0,
            m21: row1[0], m22: row1[1], m23: row1[2], m24: 0,
            m31: row2[0], m32: row2[1], m33: row2[2], m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        let t = Transform3D.translation(x: translation.x, y: translation.y, z: translation.z)
        var p = Transform3D.identity
        p.m14 = perspective.x
        p.m24 = perspective.y
        p.m34 = perspective.z
        p.m44 = perspective.w
        return upper.concatenating(t).concatenating(p)
    }

    /// The parts at `t` from `self` to `other`: linear, and the rotation along the shorter arc
    /// (spherical linear interpolation, after flipping `other` into `self`'s hemisphere).
    package func interpolated(to other: DecomposedTransform, by t: Double) -> DecomposedTransform {
        var result = self
        result.translation = (
            mix(translation.x, other.translation.x, t), mix(translation.y, other.translation.y, t),
            mix(translation.z, other.translation.z, t)
        )
        result.scale = (mix(scale.x, other.scale.x, t), mix(scale.y, other.scale.y, t), mix(scale.z, other.scale.z, t))
        result.skew = (mix(skew.xy, other.skew.xy, t), mix(skew.xz, other.skew.xz, t), mix(skew.yz, other.skew.yz, t))
        result.perspective = (
            mix(perspective.x, other.perspective.x, t), mix(perspective.y, other.perspective.y, t),
            mix(perspective.z, other.perspective.z, t), mix(perspective.w, other.perspective.w, t)
        )
        let a = quaternion
        var b = other.quaternion
        var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if d < 0 {
            // q and -q are the same rotation: take the one that makes the arc shorter.
            b = (-b.x, -b.y, -b.z, -b.w)
            d = -d
        }
        d = min(d, 1)
        if d >= 1 - 1e-12 {
            result.quaternion = a
            return result
        }
        let theta = mathAcos(d)
        let sinTheta = (1 - d * d).squareRoot()
        let wa = mathSin((1 - t) * theta) / sinTheta
        let wb = mathSin(t * theta) / sinTheta
        result.quaternion = (wa * a.x + wb * b.x, wa * a.y + wb * b.y, wa * a.z + wb * b.z, wa * a.w + wb * b.w)
        return result
    }
}
