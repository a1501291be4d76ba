import SegueEffects
import SegueEngine
import Testing

@Suite struct CubeTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    /// ColinEberhardt/VCTransitionsLibrary, AnimationControllers/CECubeAnimationController.m:
    /// `viewToTransform = CATransform3DMakeRotation(-dir * ROTATION_ANGLE, 0, 1, 0)` with dir = -1 going
    /// to, then `viewToTransform.m34 = PERSPECTIVE` (-1/200) written into that very matrix. The engine's
    /// matrix must be exactly that one: the rotation's entries with m34 replaced.
    @Test func theFacesAreTheOriginalsRotationMatricesWithM34WrittenIn() throws {
        let context = spotContext390()
        let timeline = CubeEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 1, in: context)
        func original(_ angle: Double, x: Double, y: Double) -> Transform3D {
            var m = Transform3D.rotation(angle: angle, x: x, y: y, z: 0)
            m.m34 = -1.0 / 200
            return m
        }
        let to = try #require(start.actor("to")?.state.transform.matrix)
        #expect(to.entries.elementsEqual(original(Double.pi / 2, x: 0, y: 1).entries) { abs($0 - $1) < 1e-12 })
        let from = try #require(end.actor("from")?.state.transform.matrix)
        #expect(from.entries.elementsEqual(original(-Double.pi / 2, x: 0, y: 1).entries) { abs($0 - $1) < 1e-12 })
        // Vertical: viewToTransform = rotation(dir * pi/2) about x, viewFromTransform = rotation(-dir * pi/2).
        let vertical = CubeEffect.timeline(
            for: .to, in: context,
            configuration: EffectConfiguration(id: "t", toDuration: 1, backDuration: 1, parameters: ["orientation": .choice("vertical")]))
        let vTo = try #require(vertical.sample(at: 0, in: context).actor("to")?.state.transform.matrix)
        #expect(vTo.entries.elementsEqual(original(-Double.pi / 2, x: 1, y: 0).entries) { abs($0 - $1) < 1e-12 })
        // m34 written after the rotation multiplies the point's own z, which is 0 on a flat layer: at
        // the two ends the face is foreshortened without perspective (its corners are a rectangle).
        let corners = try #require(start.actor("to")?.corners)
        #expect(abs(corners[0].y - corners[1].y) < 1e-9 && abs(corners[2].y - corners[3].y) < 1e-9)
        #expect(start.actor("container")?.state.translation == Point(x: -195, y: 0))
        #expect(end.actor("container")?.state.translation == Point(x: 195, y: 0))
        // The faces hinge on the shared edge.
        #expect(start.actor("to")?.state.anchorPoint == Point(x: 1, y: 0.5))
        #expect(start.actor("from")?.state.anchorPoint == Point(x: 0, y: 0.5))
        #expect(end.actor("to")?.state.transform.isIdentity() == false)
        // Shades: from 0 to 1 on the leaving face, 1 to 0 on the arriving one, black at 0.8.
        #expect(start.actor("shade.to")?.state.alpha == 1)
        #expect(end.actor("shade.from")?.state.alpha == 1)
        #expect(end.actor("shade.from")?.state.backgroundColor?.alpha == 0.8)
    }

    /// The cube's way back (content moving left, the new face from the right) is the tab cube going
    /// to a higher index: both model CECubeAnimationController.m's matrices, so they agree frame by frame.
    @Test func cubeAndTabCubeAgree() throws {
        let cube = CubeEffect.timeline(for: .back, in: spotContext390(.pop), configuration: Self.configuration)
        let tabContext = kindContext(.tab, from: 0, to: 1)
        let tab = CubeTabEffect.timeline(
            for: .to, in: tabContext, configuration: EffectConfiguration(id: "t", toDuration: 1, backDuration: 1))
        for k in 0...10 {
            let t = Double(k) / 10
            for id in [ActorID.from, .to] {
                let a = try #require(cube.sample(at: t, in: spotContext390(.pop)).actor(id))
                let b = try #require(tab.sample(at: t, in: tabContext).actor(id))
                #expect(
                    a.state.transform.matrix.entries.elementsEqual(b.state.transform.matrix.entries) { abs($0 - $1) < 1e-9 }, "\(id) \(t)")
                #expect(a.state.anchorPoint == b.state.anchorPoint, "\(id) \(t)")
                let ca = try #require(a.corners)
                let cb = try #require(b.corners)
                #expect(zip(ca, cb).allSatisfy { abs($0.x - $1.x) < 1e-6 && abs($0.y - $1.y) < 1e-6 }, "\(id) \(t)")
            }
        }
    }

    @Test func bothFacesStayInFrontOfTheEyeEverywhere() throws {
        for (direction, operation) in [(TransitionDirection.to, TransitionOperation.push), (.back, .pop)] {
            for orientation in ["horizontal", "vertical"] {
                let context = spotContext390(operation)
                let configuration = EffectConfiguration(
                    id: "t", toDuration: 1, backDuration: 1, parameters: ["orientation": .choice(orientation)])
                let timeline = CubeEffect.timeline(for: direction, in: context, configuration: configuration)
                for k in 0...20 {
                    let scene = timeline.sample(at: Double(k) / 20, in: context)
                    #expect(scene.actor("from")?.corners != nil && scene.actor("to")?.corners != nil)
                    #expect(scene.hasVisibleContent)
                }
            }
        }
    }
}
