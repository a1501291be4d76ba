import Testing

@testable import SegueEngine

@Suite struct GeometryTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func rotationAboutZFollowsCoreAnimation() throws {
        let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 0, z: 1)
        let p = try #require(r.project(Point(x: 1, y: 0)))
        #expect(close(p.x, 0) && close(p.y, 1))
        #expect(close(r.m12, 1) && close(r.m21, -1))
    }

    @Test func concatenationAppliesLeftFirst() throws {
        let t = Transform3D.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        let p = try #require(t.project(Point(x: 1, y: 1)))
        #expect(close(p.x, 22) && close(p.y, 2))
        // CATransform3DTranslate(scale, ...) translates first, then scales.
        let u = Transform3D.scale(x: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(u == t)
    }

    @Test func inversionUndoesComposites() throws {
        let m = Transform3D.perspective(distance: 500)
            .rotatedBy(angle: 0.7, x: 1, y: 2, z: 3)
            .translatedBy(x: 5, y: -3, z: 8)
            .scaledBy(x: 2, y: 0.5, z: 1.5)
        let inverse = try #require(m.inverted())
        #expect(m.concatenating(inverse).isIdentity(tolerance: 1e-9))
        #expect(inverse.concatenating(m).isIdentity(tolerance: 1e-9))
        #expect(Transform3D.scale(x: 0, y: 1).inverted() == nil)
        #expect(Transform3D.identity.isIdentity)
        #expect(!m.isIdentity)
    }

    @Test func transformValueMatchesChainedCoreAnimationCalls() {
        let value = TransformValue([.perspective(m34: -0.002), .rotate(angle: 0.5, axis: .y), .translate(x: 3, y: 4, z: 0)])
        let expected = Transform3D.perspective(m34: -0.002).rotatedBy(angle: 0.5, x: 0, y: 1, z: 0).translatedBy(x: 3, y: 4)
        #expect(zip(value.matrix.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    @Test func transformInterpolationIsOpWiseWhenKindsMatch() {
        let a = TransformValue([.rotate(angle: 0, axis: .y)])
        let b = TransformValue([.rotate(angle: 2 * .pi, axis: .y), .scale(x: 2, y: 2, z: 1)])
        // The component form (key paths like transform.rotation.y) interpolates the angle itself.
        let mid = a.interpolated(to: b, by: 0.5, using: .components)
        #expect(mid.operations == [.rotate(angle: .pi, axis: .y), .scale(x: 1.5, y: 1.5, z: 1)])
        // Different kinds fall back to matrix interpolation.
        let c = TransformValue([.translate(x: 10, y: 0, z: 0)])
        let mixed = a.interpolated(to: c, by: 0.5, using: .components)
        #expect(mixed.operations.count == 1)
        #expect(close(mixed.matrix.m41, 5))
        #expect(a.interpolated(to: b, by: 1) == b)
    }

    @Test func rotatedPageProjectsToATrapezoid() throws {
        let context = TransitionContext(operation: .push)
        let bounds = context.containerBounds
        var b = TimelineBuilder(duration: 1, context: context)
        b.set(.container, .sublayerTransform, .transform(TransformValue([.perspective(distance: 500)])))
        b.set(.from, .anchorPoint, .point(Point(x: 0, y: 0.5)))
        b.set(.from, .frame, .rect(bounds))
        b.set(.from, .transform, .transform(TransformValue([.rotate(angle: .pi / 4, axis: .y)])))
        let scene = b.build().sample(at: 0, in: context)
        let page = try #require(scene.actor(.from))
        let c = try #require(page.corners)
        // The hinge (left edge) stays; the far edge shrinks towards the vanishing point.
        #expect(close(c[0].x, 0, 1e-6) && close(c[3].x, 0, 1e-6))
        #expect(close(c[1].x, c[2].x, 1e-6))
        #expect(c[1].x < bounds.width * 0.75)
        let left = c[3].y - c[0].y
        let right = c[2].y - c[1].y
        #expect(close(left, bounds.height, 1e-6))
        #expect(right < left * 0.9 && right > 0)
        #expect(close((c[1].y + c[2].y) / 2, bounds.midY, 1e-6))
        #expect(scene.project(Point(x: 0, y: 0), in: .from) == c[0])
    }

    @Test func childrenRideOnTheirParent() throws {
        let context = TransitionContext(operation: .push)
        var b = TimelineBuilder(duration: 1, context: context)
        b.overlay(id: "overlay.to", alpha: 0.3, parent: .to)
        b.set(.to, .frame, .rect(context.containerBounds.offsetBy(dx: 100, dy: 0)))
        let scene = b.build().sample(at: 0, in: context)
        let overlay = try #require(scene.actor("overlay.to"))
        #expect(overlay.corners?.first == Point(x: 100, y: 0))
        #expect(close(overlay.effectiveAlpha, 0.3))
        // Drawing order: the overlay follows its parent.
        let ids = scene.actors.map(\.id)
        #expect(ids == [.container, .from, .to, "overlay.to"])
    }
}
