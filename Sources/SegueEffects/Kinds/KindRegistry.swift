/// Every effect kind Segue ships, in the order `segue` lists them.
///
/// A test fails when a file in Kinds/ declares a kind that is missing here.
public enum KindRegistry {
    public static let all: [any EffectKind.Type] = [
        CardsEffect.self,
        CrossfadeEffect.self,
        CubeEffect.self,
        ExplodeEffect.self,
        FilterEffect.self,
        LinesEffect.self,
        NatGeoEffect.self,
        PanEffect.self,
        ScanningEffect.self,
        SlideEffect.self,
        TurnEffect.self,
    ]

    public static var identifiers: [String] { all.map { $0.description.identifier } }

    public static func kind(named identifier: String) -> (any EffectKind.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
