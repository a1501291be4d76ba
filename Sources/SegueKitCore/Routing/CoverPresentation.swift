/// What `.segueFullScreenCover` does at each SwiftUI update and UIKit event, as SwiftUI's own
/// `fullScreenCover(isPresented:)` behaves: the binding is the truth both ways.
///
/// - A presentation asked for before the presenter's view is in a window waits for it: UIKit
///   refuses to present from a view controller whose view is not in the window hierarchy
///   ("Attempt to present ... whose view is not in the window hierarchy";
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)).
/// - A cover dismissed by UIKit (the effect's back gesture) sets the binding back to false, so
///   SwiftUI does not present it again and a later `true` presents it anew.
/// - Each update while the cover is shown gives it the new content (the hosting controller's
///   `rootView`), so state the content reads stays live.
package struct CoverPresentation: Sendable, Hashable {
    /// What the presenter does now.
    package enum Action: Sendable, Hashable {
        /// Nothing.
        case none
        /// Make a hosting controller of the content and present it.
        case present
        /// Give the shown cover the new content.
        case updateContent
        /// Dismiss the cover.
        case dismiss
    }

    /// True from a present until UIKit reports the dismissal.
    package private(set) var isShowing = false
    /// True while a present waits for the presenter to be in a window.
    package private(set) var isWaitingForWindow = false

    /// Not presented.
    package init() {}

    /// A SwiftUI update: the binding's value and whether the presenter's view is in a window.
    package mutating func update(isPresented: Bool, inWindow: Bool) -> Action {
        switch (isPresented, isShowing) {
        case (true, true):
            return .updateContent
        case (true, false):
            guard inWindow else {
                isWaitingForWindow = true
                return .none
            }
            isWaitingForWindow = false
            isShowing = true
            return .present
        case (false, true):
            isShowing = false
            return .dismiss
        case (false, false):
            isWaitingForWindow = false
            return .none
        }
    }

    /// The presenter's view entered a window (`viewDidAppear`): a waiting present goes now.
    package mutating func didMoveToWindow() -> Action {
        guard isWaitingForWindow else { return .none }
        isWaitingForWindow = false
        isShowing = true
        return .present
    }

    /// The presenter's view appeared again with its cover no longer presented
    /// (`coverStillPresented` false) though SegueKit never heard it go: a dismissal that ran no
    /// Segue animator (`dismiss(animated: false)`; a controller lower in the stack dismissing
    /// everything above it, where "any intermediate view controllers are simply removed from the
    /// stack", https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
    /// True when the binding must be set back to false. A present waiting for the window is the
    /// caller's to make next (``didMoveToWindow()``).
    package mutating func presenterAppeared(coverStillPresented: Bool) -> Bool {
        guard isShowing, !coverStillPresented else { return false }
        isShowing = false
        return true
    }

    /// UIKit dismissed the cover (the back gesture, a sheet swiped down, the hosting controller
    /// gone from the screen, or any dismissal the binding did not ask for): true when the binding
    /// must be set back to false. Safe to call from each of those signals: only the first counts.
    package mutating func didDismiss() -> Bool {
        guard isShowing else { return false }
        isShowing = false
        return true
    }
}
