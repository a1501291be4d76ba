import SegueEngine
import SeguePlan
import Testing

@testable import SegueRender

/// The web page writes, for each property, the CSS properties ``PropertyNames/web`` names: none for
/// a property the page does not show, which `PlanPageData` then leaves out of the page.
@Suite struct PropertyWebNamesTests {
    /// One value of the kind each property takes.
    static func sample(_ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .frame, .maskRect, .contentsRect: .rect(Rect(x: 0, y: 0, width: 10, height: 20))
        case .position, .anchorPoint, .translation: .point(Point(x: 1, y: 2))
        case .alpha, .zPosition, .cornerRadius, .shadowOpacity, .shadowRadius, .filterRatio: .number(0.5)
        case .transform, .sublayerTransform: .transform(.identity)
        case .isHidden: .bool(true)
        case .backgroundColor: .color(RGBAColor(red: 1, green: 0, blue: 0))
        case .maskCircle: .circle(center: Point(x: 1, y: 2), radius: 3)
        }
    }

    @Test(arguments: AnimatableProperty.allCases)
    func thePageWritesTheCSSPropertiesTheTableNames(_ property: AnimatableProperty) {
        let css = PlanWebPage.cssProperties(
            property, Self.sample(property), actor: ActorState(frame: Rect(x: 0, y: 0, width: 10, height: 20)), form: .matrix)
        #expect((css?.keys.sorted() ?? []) == property.names.web.sorted())
    }
}
