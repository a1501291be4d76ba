import SegueCatalog
import SegueSimulation

extension Route {
    /// The `presentation.sheet-by-default` warning for a route that `isSheetByDefault`.
    package var sheetByDefaultFinding: Finding { SheetByDefaultCheck.finding(route: name, effect: effect) }
}

extension Route {
    /// The `navigation.back-swipe-lost` warning for a push route with `effect`, or nil
    /// (`BackSwipeLostCheck`).
    package func backSwipeFinding(for effect: EffectDefinition) -> Finding? {
        BackSwipeLostCheck.finding(
            route: name, pushes: operation == .push, restoresBackSwipe: restoresBackSwipe, effect: effect.id,
            backGesture: effect.backGesture?.direction.rawValue)
    }
}
