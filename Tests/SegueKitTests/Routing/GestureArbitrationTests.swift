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
        // A carousel in the list (a horizontal collection view, 390 pt wide over 1,200 pt of
        // content, at its start) scrolls before a leftward pan takes over: a scroll view scrolls
        // while its content is wider than its bounds
        // (https://developer.apple.com/documentation/uikit/uiscrollview/contentsize). At its
        // start a rightward pan begins. (A table row's swipe actions are no scroll view: UIKit's
        // swipe handler is a pan recognizer, `_UISwipeHandler._swipeActionPanRecognizer`, in the
        // iOS 16.5 SDK's UIKitCore.tbd:18523, theos/sdks; Segue's pans do not look at it.)
        let carousel = GestureArbitration.Scroll(offset: .zero, contentWidth: 1200, contentHeight: 120, width: 390, height: 120)
        #expect(!GestureArbitration.mayBegin(.left, over: [carousel, table]))
        #expect(GestureArbitration.mayBegin(.right, over: [carousel]))
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
