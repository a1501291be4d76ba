import SegueEngine

/// What a cover's host does with a controller SwiftUI presents through it.
///
/// `.segueFullScreenCover` and `.segueSheet` are SwiftUI's own `fullScreenCover` and `sheet`,
/// written on an empty view inside a hosting controller SegueKit owns (the cover's host, a child
/// of the presenter's screen). SwiftUI presents a presentation's controller by calling
/// `present(_:animated:completion:)` on the hosting controller of the view that holds the
/// modifier, and UIKit forwards it to the presentation context: aheze/Popovers issue 11 logs
/// "Attempt to present <SwiftUI.PresentationHostingController<AnyView>> on
/// <UIHostingController<...RootModifier>> (from <UIHostingController<...NavigationColumnModifier>>)"
/// (https://github.com/aheze/Popovers/issues/11), the "from" being the nested hosting controller.
/// So the host hears each present before UIKit reads the presented controller's transitioning
/// delegate, and this value says what it sets then. SwiftUI keeps the rest: the binding, `item:`,
/// `onDismiss`, the content's environment and its own `dismiss` and `isPresented`.
package enum CoverInterception: Sendable, Hashable {
    /// Give the presented controller Segue's transitioning delegate, presenting in `style`.
    case segue(style: PresentationStyle.Name)
    /// Leave SwiftUI's own transition: nothing is set.
    case swiftUIs(Reason)

    /// Why SwiftUI's own transition plays.
    package enum Reason: Sendable, Hashable {
        /// The effect did not resolve (an unknown id, a manifest that failed to load).
        case noEffect
        /// Reduce Motion is on and the effect dissolves under it: SwiftUI's own presentation is
        /// what the system gives then.
        case reduceMotion
    }

    /// The decision for one present. `modifier` is the style SwiftUI's modifier presents in
    /// (full screen for a cover, a page sheet for a sheet): SwiftUI sets it on its controller
    /// itself and the app has no say in it, so an effect that names its own presentation (a
    /// custom frame, over full screen) takes its place; one that names none, or `automatic`,
    /// keeps the modifier's.
    package static func decide(
        effect: SegueEffect?, reduceMotion: Bool, modifier: PresentationStyle.Name
    ) -> CoverInterception {
        guard let effect else { return .swiftUIs(.noEffect) }
        if reduceMotion && effect.dissolvesUnderReduceMotion { return .swiftUIs(.reduceMotion) }
        let named = effect.presentation.flatMap { $0 == .automatic ? nil : $0 }
        return .segue(style: named ?? modifier)
    }
}

/// The covers SwiftUI presented through a host, each with the transitioning delegate Segue gave
/// it, kept while the presentation lasts: UIKit holds a controller's `transitioningDelegate`
/// weakly (https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate),
/// and the host that set it may go before the cover does (the presenting view leaves the
/// screen). One store serves every host; an entry goes when its dismissal ends, or when its
/// controller is gone (a dismissal without animation asks no animator, so nothing reports it).
@MainActor
package final class CoverPresentations<Controller: AnyObject, Delegate: AnyObject> {
    private struct Entry {
        weak var presented: Controller?
        var delegate: Delegate?
        /// SwiftUI asked for the dismissal (its binding went false, or `item:` changed).
        var swiftUIAsked = false
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var reportedUnrouted = false

    /// No cover yet.
    package init() {}

    /// The presentations still kept.
    package var count: Int {
        prune()
        return entries.count
    }

    /// SwiftUI presents `presented` through a host: keep `delegate` (nil when SwiftUI's own
    /// transition plays) until the presentation ends.
    package func didIntercept(_ presented: Controller, delegate: Delegate?) {
        prune()
        entries[ObjectIdentifier(presented)] = Entry(presented: presented, delegate: delegate)
    }

    /// SwiftUI asks a host to dismiss (`dismiss(animated:completion:)` on it); `last` is the
    /// controller that host presented, `showing` the one its presentation context shows now.
    /// True when the call goes on to UIKit: `last` is still up. False when it went already (the
    /// effect's gesture dismissed it through UIKit and SwiftUI follows the binding Segue set):
    /// passed on, the call would dismiss whatever presents the presenter instead ("If you call
    /// this method on the presented view controller itself, UIKit asks the presenting view
    /// controller to handle the dismissal",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
    package func hostAsksDismissal(last: Controller?, showing: Controller?) -> Bool {
        guard let last, last === showing else { return false }
        entries[ObjectIdentifier(last)]?.swiftUIAsked = true
        return true
    }

    /// The dismissal of `presented` ended (its Segue animator completed): its delegate is
    /// released. True once, when SwiftUI did not ask for it (the effect's back gesture dismissed
    /// it through UIKit): then the binding must go back to false, or SwiftUI keeps a presentation
    /// that is gone. A dismissal SwiftUI asked for leaves the binding to SwiftUI: with `item:`,
    /// the new item SwiftUI is presenting next stands.
    package func dismissalEnded(_ presented: Controller) -> Bool {
        guard let ended = entry(presented) else { return false }
        entries[ObjectIdentifier(presented)] = nil
        return !ended.swiftUIAsked
    }

    /// A cover's content entered a window; `chain` is its controller and those above it
    /// (parents up to the presented one). True the first time (once per run) that none of them
    /// came through a host: SwiftUI presented it some other way, its own transition played, and
    /// the app is told once.
    package func contentAppeared(in chain: [Controller]) -> Bool {
        guard !chain.contains(where: { entry($0) != nil }), !reportedUnrouted else { return false }
        reportedUnrouted = true
        return true
    }

    private func entry(_ presented: Controller) -> Entry? {
        guard let found = entries[ObjectIdentifier(presented)], found.presented === presented else { return nil }
        return found
    }

    /// Drops the entries whose controller is gone.
    private func prune() { entries = entries.filter { $0.value.presented != nil } }
}
