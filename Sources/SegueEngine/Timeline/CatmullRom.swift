/// The Catmull-Rom spline that Core Animation's `cubic` calculation mode runs through keyframes
/// (Kochanek-Bartels with tension, continuity and bias 0): tangents (p[i+1] - p[i-1]) / 2 and the
/// cubic Hermite basis. The engine's keyframe sampler and the plan evaluator both call it, so the
/// two agree on this rule to the bit.
package enum CatmullRom {
    /// The point at `t` (0...1) from `p1` to `p2`, with `p0` before and `p3` after; every array has
    /// the same number of components.
    package static func point(_ p0: [Double], _ p1: [Double], _ p2: [Double], _ p3: [Double], at t: Double) -> [Double] {
        let t2 = t * t
        let t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1
        let h10 = t3 - 2 * t2 + t
        let h01 = -2 * t3 + 3 * t2
        let h11 = t3 - t2
        return p1.indices.map { k in
            let m1 = (p2[k] - p0[k]) / 2
            let m2 = (p3[k] - p1[k]) / 2
            return h00 * p1[k] + h10 * m1 + h01 * p2[k] + h11 * m2
        }
    }
}
