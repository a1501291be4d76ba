import SegueKitCore
import Testing

/// SegueBuildPlugin generates a `SegueEffectID` constant into SegueKitCore for every built-in
/// effect, named by the id in lowerCamelCase.
@Suite struct GeneratedEffectIDTests {
    @Test func everyBuiltinEffectHasItsConstant() {
        #expect(SegueEffectID.builtins.map(\.id) == shippedEffects.map(\.id))
        #expect(SegueEffectID.builtins.count == 60)
        #expect(SegueEffectID.builtins.allSatisfy { $0.manifest == nil })
        // Named as an app writes them: these lines would not compile if the names were others.
        let written: [SegueEffectID] = [.circleSpread, .cubeHorizontal, .crossfade, .drawerParallaxLeft]
        #expect(written.map(\.id) == ["circle-spread", "cube-horizontal", "crossfade", "drawer-parallax-left"])
    }
}
