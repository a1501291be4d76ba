import SegueCatalog
import SegueEngine
import SegueKitCore
import Testing

/// Segue's pans beside the app's gestures and UIKit's (issue 48, item 5).
@Suite struct GestureArbitrationTests {
    /// A pan limited to an edge band is a screen-edge pan from the side opposite its motion;
    /// a pan that may start anywhere is a plain pan.
    @Test func anEdgeBandMakesAScreenEdgePan() {
        var gesture = GestureConfig(direction: .right, edgeSpacing: 40)
        #expect(GestureArbitration.screenEdge(of: gesture) == .left)
        gesture = GestureConfig(direction: .down, edgeSpacing: 40)
        #expect(GestureArbitration.screenEdge(of: gesture) == .top)
        gesture = GestureConfig(direction: .right, edgeSpacing: 0)
        #expect(GestureArbitration.screenEdge(of: gesture) == nil)
    }

    /// A table under a bar (91 pt of adjusted inset at the top), as UIKit reports it: at rest at
    /// its top its offset is -91; a pan down begins only there, so the list scrolls first.
    @Test func aPanGivesWayToAScrollViewThatCanStillScroll() {
        var table = GestureArbitration.Scroll(
            offset: Point(x: 0, y: -91), contentWidth: 390, contentHeight: 2000, width: 390, height: 844, inset: (91, 0, 34, 0))
        #expect(GestureArbitration.mayBegin(.down, over: [table]))
        table.offset.y = 200
        #expect(!GestureArbitration.mayBegin(.down, over: [table]))
        // A row's swipe actions (a horizontal scroll of the row) open before a leftward pan takes over.
        let row = GestureArbitration.Scroll(offset: .zero, contentWidth: 390 + 160, contentHeight: 80, width: 390, height: 80)
        #expect(!GestureArbitration.mayBegin(.left, over: [row, table]))
        #expect(GestureArbitration.mayBegin(.right, over: [row]))
        #expect(GestureArbitration.mayBegin(.down, over: []))
    }

    /// On a page or form sheet, UIKit's own drag dismisses downward: a Segue back gesture
    /// panning down is not attached there; other directions, and other presentations, keep theirs.
    @Test func aSheetKeepsItsOwnDrag() {
        let down = GestureConfig(direction: .down, edgeSpacing: 0)
        let right = GestureConfig(direction: .right, edgeSpacing: 40)
        #expect(!GestureArbitration.attachesBackGesture(down, presentation: .pageSheet))
        #expect(!GestureArbitration.attachesBackGesture(down, presentation: .formSheet))
        #expect(GestureArbitration.attachesBackGesture(right, presentation: .pageSheet))
        #expect(GestureArbitration.attachesBackGesture(down, presentation: .fullScreen))
        #expect(GestureArbitration.attachesBackGesture(down, presentation: nil))
    }
}
