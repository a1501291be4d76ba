import SegueEngine
import Testing

@testable import SegueRender

/// Each Core Image filter is drawn after its documented geometry (Apple's Core Image reference
/// for each transition filter; see `FilterPicture`), with numbers a test can state.
@Suite struct FilterPictureTests {
    let size = Size(width: 390, height: 844)

    func draw(_ name: String, ratio: Double, _ parameters: [String: Double] = [:]) -> (body: String, defs: String) {
        var defs = SVGDefs(prefix: "t")
        let picture = FilterPicture(
            filter: FilterState(name: name, parameters: parameters, ratio: ratio), size: size, from: "<g id=\"FROM\"/>",
            to: "<g id=\"TO\"/>")
        let body = picture.draw(defs: &defs)
        return (body, defs.markup)
    }

    @Test func everyShippedFilterHasItsOwnPicture() {
        let names = [
            "CISwipeTransition", "CIBarsSwipeTransition", "CICopyMachineTransition", "CIFlashTransition", "CIModTransition",
            "CIPageCurlTransition", "CIRippleTransition", "CIDisintegrateWithMaskTransition", "CIBoxBlur",
        ]
        let kinds = names.map(FilterPicture.kind(of:))
        #expect(!kinds.contains(.dissolve))
        #expect(Set(names.map { draw($0, ratio: 0.45).body + draw($0, ratio: 0.45).defs }).count == names.count)
    }

    /// Angle 0 travels toward the left (XWTransition's startAngle 0): the swipe's soft edge, 80 pt
    /// wide, enters at the right edge; at ratio 0.5 its front is (390 + 80) * 0.5 along the travel.
    @Test func theSwipesBandTravelsAlongTheAngle() {
        let half = draw("CISwipeTransition", ratio: 0.5, ["inputAngle": 0, "inputWidth": 80])
        // Travelling left, projections run from -390 to 0; the front is at -390 + 470 * 0.5 = -155.
        #expect(half.defs.contains("x1=\"-235\" y1=\"0\" x2=\"-155\" y2=\"0\""))
        #expect(half.defs.contains("rotate(180)"))
        let down = FilterPicture(
            filter: FilterState(name: "CISwipeTransition", parameters: ["inputAngle": Double.pi / 2]), size: size, from: "", to: "")
        #expect(abs(down.direction.x) < 1e-12 && down.direction.y == 1)
    }

    @Test func theCopyMachinesLampHasItsColourAndWidth() {
        let lamp = draw(
            "CICopyMachineTransition", ratio: 0.5, ["inputWidth": 50, "inputColor.red": 0.6, "inputColor.green": 1, "inputColor.blue": 0.8])
        #expect(lamp.body.contains("fill=\"#99ffcc\""))
        #expect(lamp.body.contains("width=\"50\""))
        // No lamp once the copy is done.
        #expect(!draw("CICopyMachineTransition", ratio: 1).body.contains("#99ffcc"))
    }

    @Test func barsAlternateByTheirOffset() {
        let bars = draw("CIBarsSwipeTransition", ratio: 0.5, ["inputWidth": 30, "inputBarOffset": 10])
        // Even bars reach the front, odd bars trail by 6 offsets (60 pt): two widths alternate.
        #expect(bars.defs.contains("height=\"30\""))
        let widths = Set(
            bars.defs.split(separator: "<rect").dropFirst().compactMap {
                $0.split(separator: "width=\"").dropFirst().first?.split(separator: "\"").first
            })
        #expect(widths.count == 2)
    }

    @Test func theFlashGrowsThenFadesToTheTarget() {
        let early = draw("CIFlashTransition", ratio: 0.25, ["inputFadeThreshold": 0.5, "inputStriationStrength": 0.5])
        #expect(early.body.contains("<g id=\"FROM\"/>") && !early.body.contains("<g id=\"TO\"/>"))
        #expect(early.body.components(separatedBy: "<line").count - 1 == 24)
        let late = draw("CIFlashTransition", ratio: 0.75, ["inputFadeThreshold": 0.5])
        #expect(late.body.hasPrefix("<g id=\"TO\"/>"))
        #expect(late.body.contains("fill-opacity=\"0.5\""))
    }

    @Test func theRippleRingExpandsFromTheCentre() {
        let ripple = draw("CIRippleTransition", ratio: 0.5, ["inputCenter.x": 195, "inputCenter.y": 422, "inputWidth": 100])
        // The farthest corner is sqrt(195^2 + 422^2) = 464.88 away; radius (464.88 + 100) * 0.5 = 282.44, wake 232.44.
        #expect(ripple.defs.contains("cx=\"195\" cy=\"422\" r=\"232.44\""))
        #expect(ripple.body.contains("stroke-width=\"50\""))
    }

    @Test func thePageCurlShowsItsBackSideBeyondTheFold() {
        let curl = draw("CIPageCurlTransition", ratio: 0.5, ["inputAngle": 0, "inputRadius": 100])
        // Fold at -390 + (390 + 100) * 0.5 = -145; the back side spans [-245, -145].
        #expect(curl.defs.contains("x1=\"-245\" y1=\"0\" x2=\"-145\" y2=\"0\""))
        #expect(curl.body.contains("fill=\"url(#"))
    }

    /// XWTransition's XWFilterTransitionView.m: radius = ratio * 0.5 * 200 below 0.5, else (1 - ratio) * 200.
    @Test func boxBlurShowsOneScreenAtATime() {
        let before = draw("CIBoxBlur", ratio: 0.3, ["maxRadius": 200, "switchRatio": 0.5])
        #expect(before.body.contains("FROM") && !before.body.contains("TO"))
        // Radius 30, a Gaussian of deviation 30 / sqrt(3) = 17.32.
        #expect(before.defs.contains("stdDeviation=\"17.32\""))
        let after = draw("CIBoxBlur", ratio: 0.8, ["maxRadius": 200, "switchRatio": 0.5])
        #expect(after.body.contains("TO") && !after.body.contains("FROM"))
        #expect(after.defs.contains("stdDeviation=\"23.09\""))  // (1 - 0.8) * 200 = 40, / sqrt(3)
    }

    @Test func holesAndBlotchesOpenWithTheRatio() {
        #expect(draw("CIModTransition", ratio: 0, ["inputRadius": 30]).defs.contains("r=\"0\""))
        let open = draw("CIModTransition", ratio: 0.5, ["inputRadius": 30])
        #expect(open.defs.contains("r=\"22.5\""))  // 60 pt apart, 0.75 * 60 * 0.5
        let none = draw("CIDisintegrateWithMaskTransition", ratio: 0)
        let some = draw("CIDisintegrateWithMaskTransition", ratio: 0.5)
        #expect(none.defs.components(separatedBy: "<circle").count < some.defs.components(separatedBy: "<circle").count)
    }
}
