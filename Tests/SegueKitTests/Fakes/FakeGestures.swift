import SegueEngine
import SegueKitCore

/// A stand-in for `UIPanGestureRecognizer`, or for `UIScreenEdgePanGestureRecognizer` when it
/// has an edge (its `edges`).
final class FakeGestureRecognizer {
    /// The screen edge an edge pan starts from; nil for a plain pan.
    let edge: GestureArbitration.ScreenEdge?
    /// `view`: "The view the gesture recognizer is attached to", nil once removed
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/view).
    weak var view: FakeView?

    init(edge: GestureArbitration.ScreenEdge?) { self.edge = edge }
}

/// The gesture recognizer list as `UIView` keeps it: `addGestureRecognizer(_:)` "attaches a
/// gesture recognizer to the view" and `removeGestureRecognizer(_:)` "detaches a gesture
/// recognizer from the receiving view"; `gestureRecognizers` lists those attached. Nothing else
/// removes one: a view keeps every recognizer added to it, so a second pan made for a screen is a
/// second recognizer on its view
/// (https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:),
/// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:),
/// https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers).
extension FakeView: SegueGestureHost {
    func addGestureRecognizer(_ recognizer: FakeGestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    func removeGestureRecognizer(_ recognizer: FakeGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}

/// SegueKit's `SegueInteractionController` as far as its recognizer goes: `attach(to:)` hands
/// `PanAttachment` a maker of an edge pan or a plain pan, `detach()` hands it the removal
/// (SegueAnimator.swift, `attach(to:)` and `detach()`).
final class FakeInteraction: SegueGestureDetaching {
    let gesture: GestureConfig
    private(set) var attachment = PanAttachment<FakeView>()

    init(gesture: GestureConfig) { self.gesture = gesture }

    func attach(to view: FakeView) { attachment.attach(gesture, to: view) { FakeGestureRecognizer(edge: $0) } }

    func detach() { attachment.detach() }
}
