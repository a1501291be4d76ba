import Foundation
import SegueEngine
import SegueKitCore

/// UIKit's side of a custom presentation once it is on screen: its presentation controller (the
/// ``PresentationChrome`` SegueKit's `SeguePresentationController` holds, fed UIKit's calls) and
/// what UIKit does when the window changes size, on rotation or when an iPad app is resized by
/// Split View or Slide Over.
///
/// In that order, as UIKit does it: the presentation controller hears
/// `viewWillTransition(to:with:)`
/// (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:));
/// the window takes its new size and the views under it are resized by their autoresizing masks
/// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property): the
/// container view fills the window, the presented view is a view controller's root view
/// (flexible width and height, as UIKit's default `loadView` and Interface Builder make it), the
/// dimming view keeps whatever mask the controller gave it; then the container lays out, and
/// UIKit calls the presentation controller's `containerViewWillLayoutSubviews()` first
/// (https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()).
/// Nothing else places the presented view: a custom presentation's frame is the controller's to keep.
final class FakePresentationController {
    let chrome: PresentationChrome<FakeView>
    /// The presentation's context: its window, container, and the presented view (its to view).
    let presentation: FakeContext
    /// The sizes `viewWillTransition(to:with:)` announced.
    private(set) var sizeTransitions: [(width: Double, height: Double)] = []
    /// How many layout passes called `containerViewWillLayoutSubviews()`.
    private(set) var layoutPasses = 0

    init(effect: SegueEffect, presentation: FakeContext, world: FakeWorld) {
        chrome = PresentationChrome(effect: effect, dimmingView: FakeView(world: world))
        self.presentation = presentation
        presentation.containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentation.toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// The presented view (`presentedView`: the presented controller's view).
    var presentedView: FakeView { presentation.toView }

    /// The window becomes `bounds`: rotation, or an iPad resize.
    func windowChangesSize(to bounds: Rect) {
        sizeTransitions.append((bounds.width, bounds.height))
        presentation.window.setFrame(bounds)
        layOutContainer()
    }

    /// The container's layout pass.
    func layOutContainer() {
        layoutPasses += 1
        chrome.containerViewWillLayoutSubviews(containerBounds: presentation.containerView.layer.bounds, presentedView: presentedView)
    }
}
