import SegueEngine

/// A view controller as presenting and dismissing see it, and the environment its SwiftUI
/// content reads. UIKit's side:
///
/// - `transitioningDelegate` is weak ("weak var transitioningDelegate",
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate), and
///   UIKit reads it when the present or the dismissal starts, asking it for the animator
///   (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate).
/// - A present from a child controller is made by the controller that defines the presentation
///   context, the root when none does ("UIKit walks up the view controller hierarchy",
///   https://developer.apple.com/documentation/uikit/uiviewcontroller/definespresentationcontext).
/// - `dismiss(animated:)` on a controller that presents something dismisses it; on one that
///   presents nothing, UIKit asks its presenting controller to dismiss it
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
/// - An animated transition with a transitioning delegate plays its animator, whose end Segue's
///   delegate reports (`onDismissed`); without one, UIKit's own plays.
@MainActor
class FakeController {
    let name: String
    weak var transitioningDelegate: FakeTransitioningDelegate?
    var style: PresentationStyle.Name = .automatic
    /// Its parent (held here: a fake child keeps the screen it sits in alive).
    var parent: FakeController?
    private(set) var presented: FakeController?
    private(set) weak var presenting: FakeController?
    /// The environment its SwiftUI content reads.
    var environment: [String: String] = [:]
    /// The transitions UIKit played from this presentation context: "segue present",
    /// "system dismiss"...
    var played: [String] = []

    init(_ name: String, parent: FakeController? = nil) {
        self.name = name
        self.parent = parent
    }

    /// The controller that makes presents for this one.
    var context: FakeController { parent?.context ?? self }
    /// What this one's presentation context shows (`presentedViewController`, which for a child
    /// is its ancestors' presented controller).
    var presentedViewController: FakeController? { context.presented }

    func present(_ controller: FakeController) {
        let context = self.context
        context.played.append(controller.transitioningDelegate == nil ? "system present" : "segue present")
        context.presented = controller
        controller.presenting = context
    }

    func dismiss(animated: Bool) {
        let context = self.context
        guard let shown = context.presented else {
            context.presenting?.dismiss(animated: animated)
            return
        }
        let delegate = animated ? shown.transitioningDelegate : nil
        context.played.append(delegate == nil ? "system dismiss" : "segue dismiss")
        context.presented = nil
        shown.presenting = nil
        delegate?.onDismissed?()
    }
}

/// Segue's transitioning delegate as the presentation uses it: the end of its dismissal animation.
@MainActor
final class FakeTransitioningDelegate {
    var onDismissed: (() -> Void)?
}

/// SwiftUI's `fullScreenCover(isPresented:)` (or `item:`) on a view hosted by `holder`:
///
/// - when the binding holds a new identity it presents a new hosting controller from the hosting
///   controller of the view that holds the modifier (aheze/Popovers issue 11's log: "Attempt to
///   present <SwiftUI.PresentationHostingController<AnyView>> on <UIHostingController<...>> (from
///   <UIHostingController<...NavigationColumnModifier>>)", https://github.com/aheze/Popovers/issues/11),
///   the style its modifier names set on it first;
/// - when the binding goes false (or `item:` changes) it dismisses with `dismiss(animated:)` on
///   that same controller and runs `onDismiss` ("The closure to execute when dismissing the
///   modal view", https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:));
/// - the content inherits the environment of the view that holds the modifier, with its own
///   `dismiss`, which "dismiss[es] the current presentation"
///   (https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss), and its own
///   `isPresented` (https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented).
@MainActor
final class FakeSwiftUICover {
    let holder: FakeController
    let style: PresentationStyle.Name
    /// The binding: nil is `false` (or `item == nil`), a value the item's identity.
    var binding: String? {
        didSet { update() }
    }
    private(set) var shown: FakeController?
    private var shownIdentity: String?
    private(set) var onDismissRuns = 0

    init(holder: FakeController, style: PresentationStyle.Name = .fullScreen) {
        self.holder = holder
        self.style = style
    }

    /// The user drags the shown sheet down, UIKit's own gesture: a sheet's interactive dismissal,
    /// which only `isModalInPresentation` turns off
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation);
    /// Segue adds no pan down a sheet (GestureArbitration.swift, `attachesBackGesture`). UIKit
    /// dismisses it itself, animated, and asks the presented controller's transitioning delegate
    /// for the dismissal's animator as for any dismissal ("Asks your delegate for the transition
    /// animator object to use when dismissing a view controller",
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)),
    /// so Segue's animator may play it and report its end (``FakeController/dismiss(animated:)``);
    /// how a sheet plays a custom animator beside its drag only a device shows.
    /// Then SwiftUI, the presentation controller's delegate, hears
    /// `presentationControllerDidDismiss(_:)` "after the user dismisses the presented view
    /// controller using a gesture"
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:))
    /// and sets its binding back without dismissing again.
    func userSwipesSheetDown() {
        guard let sheet = shown else { return }
        sheet.dismiss(animated: true)
        guard shown === sheet else { return }
        shown = nil
        shownIdentity = nil
        binding = nil
        onDismissRuns += 1
    }

    private func update() {
        guard binding != shownIdentity else { return }
        if shown != nil {
            shown = nil
            shownIdentity = nil
            holder.dismiss(animated: true)
            onDismissRuns += 1
        }
        guard let identity = binding else { return }
        let cover = FakeController("cover \(identity)")
        cover.style = style
        cover.environment = holder.environment.merging(["dismiss": "dismiss \(cover.name)", "isPresented": "true"]) { $1 }
        shown = cover
        shownIdentity = identity
        holder.present(cover)
    }
}
