import Foundation
import SegueEngine

/// Where a custom presentation's views lie in a container of given bounds: the presented view at
/// the route's frame (a `LengthRect`, resolved in these bounds, so percentages follow the size),
/// the dimming view over everything. The presentation controller asks again whenever the
/// container changes size: rotation, iPad multitasking (`containerViewWillLayoutSubviews`,
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
package struct PresentationLayout: Sendable, Hashable {
    /// The presented view's frame.
    package let presentedFrame: Rect
    /// The dimming view's frame.
    package let dimmingFrame: Rect

    /// The layout of `effect`'s presentation in `bounds`.
    package init(effect: SegueEffect, bounds: Rect) {
        let style = effect.presentationStyle(in: bounds)
        presentedFrame = TransitionContext(operation: .present, containerBounds: bounds, presentationStyle: style).presentedFrame
        dimmingFrame = bounds
    }
}

/// What a custom presentation's controller does with its views between the transitions: SegueKit's
/// `SeguePresentationController` holds one and hands it UIKit's calls, so the layout UIKit asks
/// for on rotation and iPad resizing is this tested code, not glue that is only type-checked.
///
/// UIKit's sequence on a size change, from the presentation's management phase
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller): the presentation
/// controller hears `viewWillTransition(to:with:)`
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)),
/// the container view takes the new size (and its subviews are resized by their autoresizing
/// masks, https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property:
/// none for a plain view, so the dimming view would keep its old size; width and height for a
/// view controller's root view, so the presented view would stretch, keeping its margins, not
/// take the route's frame), then the container lays out and UIKit calls
/// `containerViewWillLayoutSubviews()`, where "update any custom views managed by your
/// presentation controller"
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
package final class PresentationChrome<View: SegueView> {
    /// The effect, whose route's frame places the presented view.
    package let effect: SegueEffect
    /// The dimming view, one for the presentation and its dismissal: the runtime stages it as the
    /// plan's dimming actor (``PlanPlayer/presentationDimming``) and fades it with each transition.
    package let dimmingView: View

    /// The chrome of a presentation of `effect`, dimming with `dimmingView`.
    package init(effect: SegueEffect, dimmingView: View) {
        self.effect = effect
        self.dimmingView = dimmingView
    }

    /// `frameOfPresentedViewInContainerView`: the route's frame in a container of `bounds`.
    package func presentedFrame(inContainer bounds: CGRect) -> CGRect {
        layout(in: bounds).presentedFrame.cgRect
    }

    /// `containerViewWillLayoutSubviews()`: the presented view takes the route's frame in the
    /// container's bounds now, and the dimming view covers them.
    package func containerViewWillLayoutSubviews(containerBounds bounds: CGRect, presentedView: View?) {
        let layout = layout(in: bounds)
        presentedView?.frame = layout.presentedFrame.cgRect
        dimmingView.frame = layout.dimmingFrame.cgRect
    }

    /// `dismissalTransitionDidEnd(_:)`: after a dismissal the dimming view goes (the runtime has
    /// removed it already when the dismissal completed); after a cancelled one it stays.
    package func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    private func layout(in bounds: CGRect) -> PresentationLayout { PresentationLayout(effect: effect, bounds: Rect(bounds)) }
}

extension SegueEffect {
    /// The modal presentation style a Segue presentation gives the presented controller: the one
    /// the app set stands, and only UIKit's default is the route's to replace. A view controller's
    /// `modalPresentationStyle` is `.automatic` until someone sets it ("The default value for this
    /// property is UIModalPresentationStyle.automatic",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle),
    /// so any other value is the app's choice (an app that asked for `.overFullScreen` to keep
    /// the presenter visible beneath must keep it). Generic over the style type so that UIKit's
    /// enum is passed in and fakes can be.
    package static func chosenStyle<Style: Equatable>(app: Style, route: Style, automatic: Style) -> Style {
        app == automatic ? route : app
    }
}
