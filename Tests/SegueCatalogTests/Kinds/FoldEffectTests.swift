import SegueEffects
import SegueEngine
import Testing

@Suite struct FoldEffectTests {
    @Test func fromLeftUnfoldsTheNewStripsFromTheLeftEdgeAndFoldsTheOldOnesToTheRight() {
        let context = KindProbe.context()
        let timeline = FoldEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        #expect(timeline.actors.filter { $0.role == .slice }.count == 16)
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        let width = 390.0 / 8
        // Strip 2 is the left strip of the second fold, strip 3 its right strip.
        #expect(start.actor("strip.to.2")?.state.position.x == 0)
        #expect(KindProbe.close(KindProbe.rotation(start.actor("strip.to.2")?.state.transform, about: .y), Double.pi / 2))
        #expect(KindProbe.close(KindProbe.rotation(start.actor("strip.to.3")?.state.transform, about: .y), -Double.pi / 2))
        #expect(KindProbe.close(end.actor("strip.to.2")?.state.frame.minX, 2 * width, 1e-9))
        #expect(KindProbe.close(end.actor("strip.to.3")?.state.frame.minX, 3 * width, 1e-9))
        #expect(end.actor("strip.to.3")?.state.transform.isIdentity() == true)
        #expect(end.actor("strip.from.2")?.state.position.x == 390)
        #expect(KindProbe.close(KindProbe.rotation(end.actor("strip.from.2")?.state.transform, about: .y), Double.pi / 2))
        #expect(KindProbe.close(KindProbe.perspective(end.actor("strip.from.2")?.state.transform), -0.005))
        #expect(KindProbe.close(start.actor("shadow.to.2")?.state.alpha, 1))
        #expect(KindProbe.close(end.actor("shadow.from.2")?.state.alpha, 1))
    }

    @Test func fromRightAndGoingBackMirrorTheGeometry() {
        let context = KindProbe.context()
        let right = FoldEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration(["direction": .choice("right")]))
        #expect(right.sample(at: 0, in: context).actor("strip.to.0")?.state.position.x == 390)
        #expect(right.sample(at: 0.5, in: context).actor("strip.from.0")?.state.position.x == 0)
        let pop = KindProbe.context(.pop)
        let back = FoldEffect.timeline(for: .back, in: pop, configuration: KindProbe.configuration(["folds": .integer(2)]))
        #expect(back.actors.filter { $0.role == .slice }.count == 8)
        #expect(back.sample(at: 0, in: pop).actor("strip.to.0")?.state.position.x == 390)
    }
}

extension FoldEffectTests {
    @Test func shadowsCoverTheirStripOnly() {
        let context = KindProbe.context()
        let timeline = FoldEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        let shadow = timeline.sample(at: 0, in: context).actor("shadow.to.1")
        #expect(shadow?.state.frame == Rect(x: 0, y: 0, width: 390.0 / 8, height: 844))
    }
}

extension FoldEffectTests {
    /// ColinEberhardt/VCTransitionsLibrary, AnimationControllers/CEFoldAnimationController.m (and
    /// wazrx/XWTransition, XWTransition/XWCoolAnimator/XWCoolAnimator+XWFold.m, the same code):
    /// `transform.m34 = -0.005; containerView.layer.sublayerTransform = transform;` — one perspective
    /// for every strip, about the container's centre. The arriving strips start at
    /// `CATransform3DMakeRotation(±M_PI_2, 0, 1, 0)` (no m34 of their own) and end at the identity;
    /// the leaving ones end at `CATransform3DRotate(transform, ±M_PI_2, 0, 1, 0)`, R * P.
    @Test func thePerspectiveIsTheContainersSublayerTransform() throws {
        let context = KindProbe.context()
        let timeline = FoldEffect.timeline(for: .to, in: context, configuration: KindProbe.configuration())
        for t in [0.0, 0.25, 0.5] {
            let scene = timeline.sample(at: t, in: context)
            #expect(scene.actor("container")?.state.sublayerTransform.matrix.m34 == -0.005)
        }
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 0.5, in: context)
        let arriving = try #require(start.actor("strip.to.2")?.state.transform.matrix)
        #expect(arriving.m34 == 0)
        #expect(
            arriving.entries.elementsEqual(Transform3D.rotation(angle: Double.pi / 2, x: 0, y: 1, z: 0).entries) { abs($0 - $1) < 1e-12 })
        #expect(end.actor("strip.to.2")?.state.transform.isIdentity() == true)
        var p = Transform3D.identity
        p.m34 = -0.005
        let leaving = try #require(end.actor("strip.from.3")?.state.transform.matrix)
        let original = Transform3D.rotation(angle: -Double.pi / 2, x: 0, y: 1, z: 0).concatenating(p)
        #expect(leaving.entries.elementsEqual(original.entries) { abs($0 - $1) < 1e-12 })
    }
}
