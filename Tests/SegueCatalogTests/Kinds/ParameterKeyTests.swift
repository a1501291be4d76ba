import SegueEngine
import Testing

@testable import SegueEffects

/// A kind reads its parameters through the specs it declares (`Parameters.overlay`), not by a
/// string: a misspelt name fails to compile, and a read of a spec the kind does not declare, or of
/// the wrong type, stops the program (in every build), where a string read returned 0, "" or false.
@Suite struct ParameterKeyTests {
    static let configuration = EffectConfiguration(id: "probe", parameters: ["overlay": .number(0.25)])

    @Test func aSetValueIsReadAndAnUnsetOneIsTheKindsDefault() {
        let reader = HeroEffect.parameters(Self.configuration)
        #expect(reader.number(HeroEffect.Parameters.overlay) == 0.25)
        #expect(reader.number(HeroEffect.Parameters.shadowRadius) == 5)
        #expect(reader.choice(HeroEffect.Parameters.style) == "push")
    }

    @Test func aSpecOfAnotherKindStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = HeroEffect.parameters(EffectConfiguration(id: "probe")).number(CubeEffect.Parameters.perspective)
        }
    }

    @Test func aSpecReadAsTheWrongTypeStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            _ = HeroEffect.parameters(EffectConfiguration(id: "probe")).number(HeroEffect.Parameters.style)
        }
    }
}
