import SegueEngine

/// Where a custom presentation's views lie in a container of given bounds: the presented view at
/// the route's frame (a `LengthRect`, resolved in these bounds, so percentages follow the size),
/// the dimming view over everything. The presentation controller asks again whenever the
/// container changes size: rotation, iPad multitasking (`containerViewWillLayoutSubviews`,
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
public struct PresentationLayout: Sendable, Hashable {
    /// The presented view's frame.
    public let presentedFrame: Rect
    /// The dimming view's frame.
    public let dimmingFrame: Rect

    /// The layout of `effect`'s presentation in `bounds`.
    public init(effect: SegueEffect, bounds: Rect) {
        let style = effect.presentationStyle(in: bounds)
        presentedFrame = TransitionContext(operation: .present, containerBounds: bounds, presentationStyle: style).presentedFrame
        dimmingFrame = bounds
    }
}
