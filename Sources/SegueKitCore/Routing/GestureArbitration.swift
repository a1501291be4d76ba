import SegueCatalog
import SegueEngine

/// How a Segue pan lives beside the app's own gestures and UIKit's: which recognizer it is, when
/// it gives way to a scroll view, and when a presentation's own drag makes it redundant. The
/// UIKit side (`SegueInteractionController`) asks these questions; the answers are tested here.
package enum GestureArbitration {
    /// A side of the screen.
    package enum ScreenEdge: Sendable, Hashable { case left, right, top, bottom }

    /// The screen edge a pan whose manifest limits it to an edge band starts from (the side
    /// opposite its motion: a rightward pan starts at the left edge); nil for a pan that may
    /// start anywhere. Such a pan is a `UIScreenEdgePanGestureRecognizer`, which "looks for
    /// panning (dragging) gestures that start near an edge of the screen"
    /// (https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer), as the
    /// system back swipe is. In its band it still gives way to scroll views (``mayBegin(_:over:)``).
    package static func screenEdge(of gesture: GestureConfig) -> ScreenEdge? {
        guard gesture.edgeSpacing > 0 else { return nil }
        switch gesture.direction {
        case .right: return .left
        case .left: return .right
        case .down: return .top
        case .up: return .bottom
        }
    }

    /// A scroll view's geometry, as UIKit reports it: `contentOffset`, `contentSize`, the bounds'
    /// size and `adjustedContentInset` (top, left, bottom, right).
    package struct Scroll: Sendable {
        package var offset: Point
        package var contentWidth: Double
        package var contentHeight: Double
        package var width: Double
        package var height: Double
        package var inset: (top: Double, left: Double, bottom: Double, right: Double)

        package init(
            offset: Point, contentWidth: Double, contentHeight: Double, width: Double, height: Double,
            inset: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)
        ) {
            self.offset = offset
            self.contentWidth = contentWidth
            self.contentHeight = contentHeight
            self.width = width
            self.height = height
            self.inset = inset
        }

        /// True when the content can still move the way a finger moving `direction` moves it:
        /// a finger moving down shows content above, which exists while the offset is below its
        /// top (`-adjustedContentInset.top`,
        /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
        package func canScroll(_ direction: PanDirection) -> Bool {
            switch direction {
            case .down: return offset.y > -inset.top
            case .up: return offset.y < contentHeight + inset.bottom - height
            case .right: return offset.x > -inset.left
            case .left: return offset.x < contentWidth + inset.right - width
            }
        }
    }

    /// Whether a Segue pan moving `direction` may begin over `scrolls` (the scroll views under
    /// the touch, innermost first): only when none of them can still scroll that way, so a list
    /// or a carousel scrolls before the pan takes over at the content's end (a pull down
    /// dismisses only at the top). A table row's swipe actions are not a scroll view but a pan
    /// recognizer of UIKit's on the table (`_UISwipeHandler._swipeActionPanRecognizer`, iOS 16.5
    /// SDK, UIKitCore.tbd:18523): this does not see them.
    package static func mayBegin(_ direction: PanDirection, over scrolls: [Scroll]) -> Bool {
        !scrolls.contains { $0.canScroll(direction) }
    }

    /// Whether a presentation's back gesture is attached: a page or form sheet already dismisses
    /// with UIKit's own downward drag (the sheet's interactive dismissal, which
    /// `isModalInPresentation` turns off:
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation), so
    /// a Segue pan down on it would fight that drag and is left out.
    package static func attachesBackGesture(_ gesture: GestureConfig, presentation: PresentationStyle.Name?) -> Bool {
        guard presentation == .pageSheet || presentation == .formSheet else { return true }
        return gesture.direction != .down
    }
}
