import SegueKitCore
import Testing

/// `.segueFullScreenCover` against a fake presenter that behaves like UIKit and SwiftUI: UIKit
/// refuses a present from a view not in a window ("whose view is not in the window hierarchy",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)),
/// a dismissal by the effect's back gesture happens without the binding, and SwiftUI calls
/// `updateUIViewController` on every change of the state the content reads
/// (https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)).
@Suite struct CoverPresentationTests {
    final class FakePresenter {
        var cover = CoverPresentation()
        var isPresented = false
        var inWindow = false
        var shown: String?
        var content = "v1"
        var refused = 0

        /// SwiftUI's update.
        func update() { perform(cover.update(isPresented: isPresented, inWindow: inWindow)) }
        /// viewDidAppear.
        func appear() {
            inWindow = true
            perform(cover.didMoveToWindow())
        }
        /// The back gesture's dismissal, then the delegate's onDismissed.
        func swipeBack() {
            shown = nil
            if cover.didDismiss() {
                isPresented = false
                update()  // SwiftUI updates again after the binding changed
            }
        }

        /// The cover goes without Segue's animator: `dismiss(animated: false)` (nothing animates,
        /// so no animator's end reports it), or a controller lower in the stack dismisses
        /// everything above it, where "only the top-most view is dismissed in an animated fashion;
        /// any intermediate view controllers are simply removed from the stack"
        /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
        /// UIKit then shows the presenter again: its `viewDidAppear`.
        func goneUnseen() {
            shown = nil
            if cover.presenterAppeared(coverStillPresented: shown != nil) {
                isPresented = false
                update()
            }
            perform(cover.didMoveToWindow())
        }

        /// A sheet swiped down by UIKit's own drag: the presentation controller's delegate hears
        /// `presentationControllerDidDismiss(_:)`, "after the user dismisses the presented view
        /// controller using a gesture"
        /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)).
        func sheetSwipedDown() {
            shown = nil
            if cover.didDismiss() {
                isPresented = false
                update()
            }
        }

        private func perform(_ action: CoverPresentation.Action) {
            switch action {
            case .none: break
            case .present:
                guard inWindow else {
                    refused += 1
                    return
                }
                shown = content
            case .updateContent: shown = content
            case .dismiss: shown = nil
            }
        }
    }

    @Test func aPresentBeforeTheWindowWaitsForIt() {
        let presenter = FakePresenter()
        presenter.isPresented = true
        presenter.update()
        #expect(presenter.refused == 0 && presenter.shown == nil)
        presenter.appear()
        #expect(presenter.shown == "v1")
    }

    @Test func theBackGestureSetsTheBindingBackAndTrueLaterPresentsAgain() {
        let presenter = FakePresenter()
        presenter.appear()
        presenter.isPresented = true
        presenter.update()
        presenter.swipeBack()
        #expect(!presenter.isPresented && presenter.shown == nil)
        presenter.update()
        #expect(presenter.shown == nil, "presented again after the gesture dismissed it")
        presenter.isPresented = true
        presenter.update()
        #expect(presenter.shown == "v1")
    }

    @Test func theShownCoverGetsNewContent() {
        let presenter = FakePresenter()
        presenter.appear()
        presenter.isPresented = true
        presenter.update()
        presenter.content = "v2"
        presenter.update()
        #expect(presenter.shown == "v2")
        presenter.isPresented = false
        presenter.update()
        #expect(presenter.shown == nil)
    }

    /// Every way a cover goes sets the binding back: a dismissal without animation, one from a
    /// controller lower in the stack, a sheet swiped down. Before, only the end of Segue's own
    /// dismissal animation did, and the binding stayed true: the next `true` did nothing.
    @Test(arguments: ["unseen", "sheet"])
    func everyWayACoverGoesSetsTheBindingBack(way: String) {
        let presenter = FakePresenter()
        presenter.appear()
        presenter.isPresented = true
        presenter.update()
        #expect(presenter.shown == "v1")
        if way == "unseen" { presenter.goneUnseen() } else { presenter.sheetSwipedDown() }
        #expect(!presenter.isPresented && presenter.shown == nil)
        presenter.isPresented = true
        presenter.update()
        #expect(presenter.shown == "v1", "a later true presents again")
        // Once counted, the other signals of the same dismissal do nothing.
        presenter.shown = nil
        let first = presenter.cover.didDismiss()
        let second = presenter.cover.didDismiss()
        #expect(first && !second)
    }
}
