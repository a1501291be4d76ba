import Testing

@testable import SegueEngine

/// Issue 15, item 2: a `transform` animation decomposes both matrices and interpolates the parts,
/// the rotation along the shorter arc (CSS Transforms Level 2, "Decomposing a 3D matrix" and
/// "Interpolation of decomposed 3D matrix values"; Chromium implements it and BrowserTests
/// compares). Key-path animations such as `transform.rotation.z` interpolate the angle itself.
@Suite struct DecomposedTransformTests {
    static func angle(of value: TransformValue, about axis: RotationAxis) -> Double? {
        for op in value.operations {
            if case .rotate(let angle, let a) = op, a == axis { return angle }
        }
        return value.operations.isEmpty || !value.operations.contains { if case .rotate = $0 { true } else { false } } ? 0 : nil
    }

    /// Equal as projective transforms: entries compared after dividing by m44, since the
    /// decomposition normalizes by it (a matrix and its multiples map every point alike).
    static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 / a.m44 - $1 / b.m44) <= tolerance * max(1, abs($1 / b.m44)) }
    }

    /// Decomposing and recomposing gives the matrix back, for matrices with every part.
    @Test(arguments: [
        TransformValue([.perspective(m34: -0.002), .rotate(angle: 0.5, axis: .y), .translate(x: 3, y: 4, z: 5)]),
        TransformValue([
            .translate(x: 320, y: -40, z: 150), .rotate(angle: -0.785, axis: .y), .rotate(angle: 0.17, axis: .x),
            .scale(x: 0.8, y: 1.3, z: 1),
        ]),
        TransformValue([
            .matrix(Transform3D(entries: [1, 0, 0, 0, 0.4, 1, 0, 0, 0.2, 0.3, 1, 0, 7, 8, 9, 1])), .rotate(angle: 2, axis: .z),
        ]),
        TransformValue([.scale(x: -1, y: 1, z: 1), .rotate(angle: 1, axis: .x)]),
        TransformValue([
            .perspective(m34: -1.0 / 900), .translate(x: 0, y: -67.52, z: 0), .scale(x: 0.95, y: 0.95, z: 1),
            .rotate(angle: 0.2618, axis: .x),
        ]),
    ])
    func recomposingGivesTheMatrixBack(_ value: TransformValue) throws {
        let parts = try #require(DecomposedTransform(value.matrix))
        #expect(Self.close(parts.matrix, value.matrix), "\(parts.matrix.entries) vs \(value.matrix.entries)")
        #expect(Self.close(TransformValue(decomposed: parts).matrix, value.matrix))
    }

    /// A full turn ends where it started: the matrices are equal, so nothing turns.
    @Test func aFullTurnDoesNotAnimate() throws {
        let from = TransformValue([.rotate(angle: 0, axis: .z)])
        let to = TransformValue([.rotate(angle: 2 * .pi, axis: .z)])
        let mid = from.interpolated(to: to, by: 0.5)
        #expect(mid.isIdentity(tolerance: 1e-12))
        // The key-path form (transform.rotation.z) turns: half way is pi.
        #expect(from.interpolated(to: to, by: 0.5, using: .components).operations == [.rotate(angle: .pi, axis: .z)])
    }

    /// A turn past pi goes the short way: 270 degrees is the matrix of -90 degrees, so half way is
    /// -45 degrees, not 135.
    @Test func aTurnPastPiGoesTheShortWay() throws {
        let from = TransformValue([.rotate(angle: 0, axis: .z)])
        let to = TransformValue([.rotate(angle: 1.5 * .pi, axis: .z)])
        let mid = from.interpolated(to: to, by: 0.5)
        let angle = try #require(Self.angle(of: mid, about: .z))
        #expect(abs(angle - (-Double.pi / 4)) < 1e-12)
    }

    /// Explode's tiles: a rotation of 9 rad is the matrix of 9 - 2 pi = 2.7168 rad, so the tile
    /// turns at most 2.72 rad (half way 1.3584), never the 9 rad the parameters say.
    @Test func explodeTilesTurnLessThanPi() throws {
        let from = TransformValue([.rotate(angle: 0, axis: .z), .scale(x: 1, y: 1, z: 1)])
        let to = TransformValue([.rotate(angle: 9, axis: .z), .scale(x: 0.01, y: 0.01, z: 1)])
        let mid = from.interpolated(to: to, by: 0.5)
        let angle = try #require(Self.angle(of: mid, about: .z))
        #expect(abs(angle - (9 - 2 * Double.pi) / 2) < 1e-9)
        #expect(mid.operations.contains(.scale(x: 0.505, y: 0.505, z: 1)))
    }

    /// Below pi about one axis both forms agree: the slerp's angle grows linearly with t.
    @Test func aQuarterTurnIsTheSameInBothForms() throws {
        let from = TransformValue([.rotate(angle: 0, axis: .y)])
        let to = TransformValue([.rotate(angle: -Double.pi / 2, axis: .y)])
        for t in [0.1, 0.25, 0.5, 0.9] {
            let matrix = from.interpolated(to: to, by: t).matrix
            let components = from.interpolated(to: to, by: t, using: .components).matrix
            #expect(Self.close(matrix, components, 1e-12))
        }
    }

    /// A singular matrix (scale 0) cannot be decomposed; the operations' parameters interpolate.
    @Test func aSingularMatrixFallsBackToTheComponents() {
        let from = TransformValue([.scale(x: 1, y: 1, z: 1)])
        let to = TransformValue([.scale(x: 0, y: 0, z: 1)])
        #expect(DecomposedTransform(to.matrix) == nil)
        #expect(from.interpolated(to: to, by: 0.5).operations == [.scale(x: 0.5, y: 0.5, z: 1)])
    }
}
