import SegueSystem

// The engine avoids Foundation so that it stays small and its numbers come from one libm on every
// platform; these thin wrappers keep the platform switch in one file.

@inline(__always) package func mathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) package func mathCos(_ x: Double) -> Double { cos(x) }
@inline(__always) package func mathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) package func mathAcos(_ x: Double) -> Double { acos(x) }
@inline(__always) package func mathAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// Linear interpolation that returns `a` exactly at 0 and `b` exactly at 1.
///
/// Keyframe endpoints must be hit bit for bit, which `a + (b - a) * t` does not guarantee at 1.
@inline(__always) package func mix(_ a: Double, _ b: Double, _ t: Double) -> Double {
    (1 - t) * a + t * b
}

extension Double {
    /// The value clamped to `range`.
    @inline(__always) package func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
