import SegueEffects
import SegueEngine
import Testing

@Suite struct FilterTests {
    static func configuration(_ filter: String) -> EffectConfiguration {
        EffectConfiguration(
            id: "t", toDuration: 0.5, backDuration: 0.5, needsInteractiveTimer: true,
            parameters: ["filter": .choice(filter)])
    }

    static func value(_ state: FilterState?, _ name: String) -> Double? {
        state?.parameters.first { $0.name == name }?.value
    }

    @Test(arguments: [
        ("box-blur", "CIBoxBlur"), ("swipe", "CISwipeTransition"), ("bar-swipe", "CIBarsSwipeTransition"),
        ("mask", "CIDisintegrateWithMaskTransition"), ("flash", "CIFlashTransition"), ("mod", "CIModTransition"),
        ("page-curl", "CIPageCurlWithShadowTransition"), ("ripple", "CIRippleTransition"), ("copy-machine", "CICopyMachineTransition"),
    ])
    func ratioRunsLinearlyOnALayerThatResetsOnCancel(filter: String, coreImage: String) throws {
        let context = spotContext390()
        let timeline = FilterEffect.timeline(for: .to, in: context, configuration: Self.configuration(filter))
        let track = try #require(timeline.tracks.first { $0.property == .filterRatio })
        #expect(track.driver == .layer && track.resetsModelValueOnCancel)
        for (t, ratio) in [(0.0, 0.0), (0.125, 0.25), (0.25, 0.5), (0.5, 1.0)] {
            let state = timeline.sample(at: t, in: context).actor("filter")?.state.filter
            #expect(state?.name == coreImage)
            #expect(abs((state?.ratio ?? -1) - ratio) < 1e-12)
        }
    }

    @Test func parametersFollowTheReference() {
        let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
        func state(_ filter: String, _ direction: TransitionDirection = .to) -> FilterState {
            FilterEffect.filterState(for: direction, in: bounds, configuration: Self.configuration(filter))
        }
        #expect(Self.value(state("swipe"), "inputWidth") == 80)
        #expect(Self.value(state("swipe"), "inputAngle") == 0)
        #expect(Self.value(state("swipe", .back), "inputAngle") == Double.pi)
        #expect(Self.value(state("copy-machine"), "inputWidth") == 50)
        #expect(Self.value(state("copy-machine"), "inputColor.red") == 0.6)
        #expect(Self.value(state("copy-machine"), "inputColor.green") == 1)
        #expect(Self.value(state("copy-machine"), "inputColor.blue") == 0.8)
        #expect(Self.value(state("mod"), "inputRadius") == 30)
        #expect(Self.value(state("mod"), "inputCompression") == 10)
        #expect(Self.value(state("flash"), "inputMaxStriationRadius") == 2.5)
        #expect(Self.value(state("flash"), "inputStriationStrength") == 0.5)
        #expect(Self.value(state("flash"), "inputStriationContrast") == 1.37)
        #expect(Self.value(state("flash"), "inputFadeThreshold") == 0.5)
        #expect(Self.value(state("mask"), "inputShadowRadius") == 10)
        #expect(Self.value(state("mask"), "inputShadowDensity") == 0.7)
        #expect(Self.value(state("box-blur"), "maxRadius") == 200)
        #expect(Self.value(state("box-blur"), "switchRatio") == 0.5)
    }
}
