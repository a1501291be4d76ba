/// Every effect kind Segue ships, in the order `segue` lists them.
///
/// A test fails when a file in Kinds/ declares a kind that is missing here.
package enum KindRegistry {
    /// Every kind, in the order the catalog lists them.
    package static let all: [any EffectKind.Type] = [
        CardsEffect.self,
        CircleSpreadEffect.self,
        ContainerSpringSlideEffect.self,
        CrossfadeEffect.self,
        CubeEffect.self,
        CubeTabEffect.self,
        DrawerEffect.self,
        ExplodeEffect.self,
        FadeEffect.self,
        FilterEffect.self,
        FlyFromCornerEffect.self,
        FoldEffect.self,
        HeroEffect.self,
        KeyframesEffect.self,
        LinesEffect.self,
        MagicMoveEffect.self,
        MiddleFlipEffect.self,
        NatGeoEffect.self,
        PageFlipEffect.self,
        PanEffect.self,
        PortalEffect.self,
        ScanningEffect.self,
        SlideEffect.self,
        TurnEffect.self,
    ]

    /// Every kind's manifest name (`kind:`), in the same order.
    package static let identifiers: [String] = all.map { $0.description.identifier }

    /// Looked up once per manifest while loading: a scan of `all` copied every kind's description.
    private static let byIdentifier: [String: any EffectKind.Type] = Dictionary(
        all.map { ($0.description.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    /// The kind a manifest names, or nil.
    package static func kind(named identifier: String) -> (any EffectKind.Type)? {
        byIdentifier[identifier]
    }
}
