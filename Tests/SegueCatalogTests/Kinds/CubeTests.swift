import SegueEffects
import SegueEngine
import Testing

@Suite struct CubeTests {
    static let configuration = EffectConfiguration(id: "t", toDuration: 1, backDuration: 1)

    @Test func usesM34OfMinusOneTwoHundredthAndSlidesTheContainerHalfAScreen() throws {
        let context = spotContext390()
        let timeline = CubeEffect.timeline(for: .to, in: context, configuration: Self.configuration)
        let start = timeline.sample(at: 0, in: context)
        let end = timeline.sample(at: 1, in: context)
        for scene in [start, end] {
            for id in [ActorID.from, .to] {
                guard case .perspective(let m34)? = scene.actor(id)?.state.transform.operations.first else {
                    Issue.record("\(id) has no perspective")
                    continue
                }
                #expect(m34 == -1.0 / 200)
            }
        }
        #expect(start.actor("container")?.state.translation == Point(x: -195, y: 0))
        #expect(end.actor("container")?.state.translation == Point(x: 195, y: 0))
        // The faces hinge on the shared edge and end a quarter turn apart.
        #expect(start.actor("to")?.state.anchorPoint == Point(x: 1, y: 0.5))
        #expect(start.actor("from")?.state.anchorPoint == Point(x: 0, y: 0.5))
        #expect(end.actor("from")?.state.transform.operations.last == .rotate(angle: Double.pi / 2, axis: .y))
        #expect(end.actor("to")?.state.transform.operations.last == .rotate(angle: 0, axis: .y))
        // Shades: from 0 to 1 on the leaving face, 1 to 0 on the arriving one, black at 0.8.
        #expect(start.actor("shade.to")?.state.alpha == 1)
        #expect(end.actor("shade.from")?.state.alpha == 1)
        #expect(end.actor("shade.from")?.state.backgroundColor?.alpha == 0.8)
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
