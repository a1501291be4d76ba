/// The kind of transition UIKit is running.
public enum TransitionOperation: String, Sendable, Hashable, Codable, CaseIterable {
    case push, pop, present, dismiss, tab, container
}

/// Which of an effect's two animations runs: "to" (push, present, higher index) or "back".
public enum TransitionDirection: String, Sendable, Hashable, Codable, CaseIterable {
    case to, back
}

/// The two views of `UITransitionContextViewKey`.
public enum ViewKey: String, Sendable, Hashable, Codable, CaseIterable {
    case from, to

    /// The actor id of this view in the scene.
    package var actorID: ActorID { self == .from ? .from : .to }
}

/// How a modal screen is presented.
public enum PresentationStyle: Sendable, Hashable, Codable {
    /// `.fullScreen`: the presenter's view is removed after presenting.
    case fullScreen
    /// `.overFullScreen`: the presenter stays underneath.
    case overFullScreen
    /// `.custom` with a presentation controller: the presented view gets `presentedFrame`, the presenter
    /// stays, and the controller may add a dimming view.
    case custom(presentedFrame: Rect, dimming: Bool)
    /// `.pageSheet` or `.formSheet` (and `.automatic`, which is a page sheet): laid out by UIKit.
    case sheet(SheetPresentation)

    /// True when the presenter's view stays in the hierarchy (`shouldRemovePresentersView == false`).
    package var keepsPresenter: Bool {
        if case .fullScreen = self { return false }
        return true
    }

    /// A style as the config's `presentation:` and `--presentation` name it, before a container
    /// resolves it (``Name/style(presentedFrame:in:)``).
    public enum Name: String, Sendable, Hashable, Codable, CaseIterable {
        case fullScreen = "full-screen"
        case overFullScreen = "over-full-screen"
        case custom
        /// UIKit's `.pageSheet`, `.formSheet`, and `.automatic`: "for most view controllers" a form
        /// sheet in iOS 18 and later, a page sheet in iOS 13 to 17, the two alike on a phone.
        case pageSheet = "page-sheet"
        case formSheet = "form-sheet"
        case automatic

        /// The style in a container of `bounds`. A custom presentation shows the presented view at
        /// `presentedFrame` (the whole container when nil) over a dimming view.
        public func style(presentedFrame: Rect?, in bounds: Rect) -> PresentationStyle {
            switch self {
            case .fullScreen: .fullScreen
            case .overFullScreen: .overFullScreen
            case .custom: .custom(presentedFrame: presentedFrame ?? bounds, dimming: true)
            case .pageSheet: .sheet(.resolve(.pageSheet, in: bounds))
            case .formSheet, .automatic: .sheet(.resolve(.formSheet, in: bounds))
            }
        }
    }

    /// The style as `--presentation` and the config write it.
    public var name: String {
        switch self {
        case .fullScreen: Name.fullScreen.rawValue
        case .overFullScreen: Name.overFullScreen.rawValue
        case .custom: Name.custom.rawValue
        case .sheet(let sheet): (sheet.style == .pageSheet ? Name.pageSheet : Name.formSheet).rawValue
        }
    }

    /// True when the presentation controller adds a dimming view.
    package var hasDimming: Bool {
        if case .custom(_, let dimming) = self { return dimming }
        if case .sheet(let sheet) = self { return sheet.dimmingAlpha > 0 }
        return false
    }
}

/// What an animator is told about the transition it animates (`UIViewControllerContextTransitioning`).
public struct TransitionContext: Sendable, Hashable, Codable {
    /// The operation.
    public var operation: TransitionOperation
    /// Which of the animator's animations runs.
    package var direction: TransitionDirection
    /// The container's bounds (origin zero).
    public var containerBounds: Rect
    /// True when a gesture drives the transition.
    package var isInteractive: Bool
    /// For present and dismiss: the presented screen's style; nil otherwise.
    package var presentationStyle: PresentationStyle?
    /// For tab and container switches: the index being left.
    package var fromIndex: Int?
    /// For tab and container switches: the index being shown.
    package var toIndex: Int?
    /// Index of this transition in the run.
    package var transitionIndex: Int
    /// A seed for kinds that need randomness (use ``SeededGenerator``); derived from the run's seed.
    public var seed: UInt64
    /// For push and pop: the frame UIKit gives a navigation controller's child view when it is not
    /// the whole container, as below an opaque navigation bar (``NavigationBar``); nil for the whole container.
    package var navigationContentFrame: Rect?

    /// Creates a context.
    public init(
        operation: TransitionOperation, direction: TransitionDirection? = nil,
        containerBounds: Rect = Rect(x: 0, y: 0, width: 375, height: 812), isInteractive: Bool = false,
        presentationStyle: PresentationStyle? = nil, fromIndex: Int? = nil, toIndex: Int? = nil,
        transitionIndex: Int = 0, seed: UInt64 = 0
    ) {
        self.operation = operation
        self.containerBounds = containerBounds
        self.isInteractive = isInteractive
        self.presentationStyle = presentationStyle
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.transitionIndex = transitionIndex
        self.seed = seed
        self.direction = direction ?? TransitionContext.naturalDirection(operation, fromIndex: fromIndex, toIndex: toIndex)
    }

    /// push/present go "to", pop/dismiss go "back", index switches go "to" when moving right.
    package static func naturalDirection(_ operation: TransitionOperation, fromIndex: Int?, toIndex: Int?)
        -> TransitionDirection
    {
        switch operation {
        case .push, .present: return .to
        case .pop, .dismiss: return .back
        case .tab, .container: return (toIndex ?? 0) >= (fromIndex ?? 0) ? .to : .back
        }
    }

    /// For tab and container switches: true when the new index is higher (the content moves left).
    package var isGoingRight: Bool { (toIndex ?? 0) > (fromIndex ?? 0) }

    /// The style that decides the frames: the presented screen's, full screen when unknown.
    private var style: PresentationStyle { presentationStyle ?? .fullScreen }

    /// The frame of the presented view: the custom frame, else the container bounds.
    package var presentedFrame: Rect {
        if case .custom(let frame, _) = style { return frame }
        if case .sheet(let sheet) = style { return sheet.presentedFrame }
        return containerBounds
    }

    /// The presenter's frame: the whole container.
    package var presenterFrame: Rect { containerBounds }

    /// True when the from view stays after success (a presenter under an over-full-screen or custom
    /// presentation): its final frame is then non-zero.
    package var keepsFromView: Bool {
        operation == .present && style.keepsPresenter
    }

    /// True when the to view was already in the container before the transition (the presenter under a
    /// dismissed over-full-screen or custom presentation), so a cancel must leave it there.
    package var toViewWasPresent: Bool {
        operation == .dismiss && style.keepsPresenter
    }

    /// True when a cancelled transition leaves the to view in the container: a dismissal whose
    /// presenter the animator put there. UIKit removes the to view of a cancelled push, pop, tab,
    /// child swap or presentation, but not of a dismissal: "The system does not remove toView when
    /// we invoke -completeTransition: with a value of NO if this is a dismissal transition" (Apple's
    /// *Custom View Controller Transitions and Presentations* sample, AAPLSwipeTransitionAnimator.m,
    /// which removes it itself). Left there, the presenter's view sits in the presented screen's
    /// container (VCTransitionsLibrary pull request 46, IBAnimatable pull request 175).
    package var cancelLeavesToView: Bool { operation == .dismiss && !toViewWasPresent }

    /// True when a dismissal of `timeline` loses the presenter: the animator took the view UIKit
    /// keeps in the window from its controller (``Timeline/reachesPresenter``) and put it in the
    /// container, which UIKit removes when the dismissal ends (Hero issue 705, openradar 20069328).
    package func losesPresenter(to timeline: Timeline) -> Bool {
        timeline.reachesPresenter && operation == .dismiss && toViewWasPresent
    }

    /// What UIKit takes out of the container on the first `completeTransition(_:)` of `timeline`:
    /// after success the from view unless the presentation keeps it (and a presenter the dismissal
    /// took into the container, ``losesPresenter(to:)``), after a cancel the to view unless this is
    /// a dismissal (``cancelLeavesToView``; the presenter of an over-full-screen or custom
    /// presentation was never removed); a presentation's dimming view goes with a finished
    /// dismissal or a cancelled presentation.
    package func viewsRemovedByUIKit(didComplete: Bool, in timeline: Timeline) -> [ActorID] {
        let dimming = presentationStyle?.hasDimming ?? false
        var ids: [ActorID] = []
        if didComplete {
            if !keepsFromView { ids.append(.from) }
            if losesPresenter(to: timeline) { ids.append(.to) }
            if dimming && operation == .dismiss { ids.append(.presentationDimming) }
        } else {
            if operation != .dismiss { ids.append(.to) }
            if dimming && operation == .present { ids.append(.presentationDimming) }
        }
        return ids
    }

    /// The frame of a screen in the transition's controller: the navigation content frame for push
    /// and pop, else the container's bounds.
    package var screenFrame: Rect {
        (operation == .push || operation == .pop) ? navigationContentFrame ?? containerBounds : containerBounds
    }

    /// `initialFrame(for:)`; zero means unknown.
    package func initialFrame(for key: ViewKey) -> Rect {
        switch (operation, key) {
        case (.present, .from): return style.keepsPresenter ? presenterFrame : containerBounds
        case (.dismiss, .from): return presentedFrame
        case (.dismiss, .to): return toViewWasPresent ? presenterFrame : .zero
        case (_, .from): return screenFrame
        case (_, .to): return .zero
        }
    }

    /// `finalFrame(for:)`; zero for the from view exactly when it will be removed.
    package func finalFrame(for key: ViewKey) -> Rect {
        switch (operation, key) {
        case (.present, .from): return keepsFromView ? presenterFrame : .zero
        case (.present, .to): return presentedFrame
        case (.dismiss, .to): return toViewWasPresent ? presenterFrame : containerBounds
        case (_, .from): return .zero
        case (_, .to): return screenFrame
        }
    }
}

/// A navigation bar above a navigation controller's screens, and where that leaves their views.
///
/// A view controller's view extends under translucent bars but not under opaque ones:
/// `edgesForExtendedLayout` is `.all` by default and `extendedLayoutIncludesOpaqueBars` is false by
/// default ("The default value of this property is false",
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars),
/// and a bar is translucent unless the app says otherwise ("The default value is true",
/// https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent). Under an opaque
/// bar the pushed screen's frame, `finalFrame(for: .to)`, starts at the bar's bottom edge: an
/// animator that lays the screen out over the whole container ends in the wrong place and UIKit
/// moves it when the transition completes (IBAnimatable issues 305 and 324).
///
/// The bar may also take part in the transition: one of the two screens hides it
/// (``hiddenBy``), so that it goes away with a push and comes back with the pop, or the reverse.
/// The bar is the navigation controller's, outside the transition's container, so the animator
/// cannot move it ("Hero has no control over the navigation bar" inside a navigation controller,
/// Hero issue 314); the app hides it with `setNavigationBarHidden(_:animated:)`, which animates over
/// `UINavigationController.hideShowBarDuration`, not the transition's duration
/// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)).
/// What a custom transition gets then (openradar 16974099, "Nav bar isn't hidden with custom
/// transition animations"): the screen that hides the bar cannot have it hidden before it is
/// shown, so its view is laid out for the bar as it was when the transition began ("momentarily a
/// black bar is visible where the nav bar would be and then the whole view shifts up");
/// CBStoreHouseTransition issue 1 saw the same jump when popping back to a screen that hides the
/// bar, and ended it by letting the screen extend under the top bar. Under a translucent bar the
/// view fills the container either way and nothing moves (``frameWhenSettled(in:after:)``).
package struct NavigationBar: Sendable, Hashable, Codable {
    /// False for an opaque bar.
    package var isTranslucent: Bool
    /// The safe-area inset at the top (the status bar's area): the bar sits below it.
    package var topInset: Double
    /// The bar's height: 44 pt for a standard bar on an iPhone.
    package var height: Double
    /// Which screen of a push hides the bar, so that it takes part in every push and pop; nil when
    /// the bar stays.
    package var hiddenBy: HiddenBy?

    /// The screen of a push that hides the bar (`setNavigationBarHidden(true, animated: true)` in
    /// its `viewWillAppear`) while the other shows it.
    package enum HiddenBy: String, Sendable, Hashable, Codable, CaseIterable {
        /// The pushed screen: every push hides the bar and every pop shows it again.
        case pushedScreen = "pushed-screen"
        /// The screen below: every push shows the bar and every pop hides it again (the pop of
        /// openradar 16974099 and CBStoreHouseTransition issue 1).
        case screenBelow = "screen-below"
    }

    /// A bar below `topInset` points of status bar.
    package init(isTranslucent: Bool, topInset: Double, height: Double = 44, hiddenBy: HiddenBy? = nil) {
        self.isTranslucent = isTranslucent
        self.topInset = topInset
        self.height = height
        self.hiddenBy = hiddenBy
    }

    /// The frame of a screen's view in `bounds`: all of it under a translucent bar, below an opaque one.
    package func contentFrame(in bounds: Rect) -> Rect {
        contentFrame(in: bounds, barHidden: false)
    }

    /// The frame of a screen's view in `bounds` with the bar shown or hidden: without a bar the
    /// view fills the container.
    package func contentFrame(in bounds: Rect, barHidden: Bool) -> Rect {
        guard !isTranslucent, !barHidden else { return bounds }
        let top = min(max(topInset + height, 0), bounds.height)
        return Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// True when the bar is hidden as `operation` begins: before a push if the screen below hides
    /// it, before a pop if the pushed screen does. Always false for a bar that stays.
    package func isHidden(before operation: TransitionOperation) -> Bool {
        switch (hiddenBy, operation) {
        case (.pushedScreen, .pop), (.screenBelow, .push): true
        default: false
        }
    }

    /// True when `operation` hides or shows the bar: a push or pop under a bar one screen hides.
    package func takesPart(in operation: TransitionOperation) -> Bool {
        hiddenBy != nil && (operation == .push || operation == .pop)
    }

    /// The frame UIKit gives the screens of `operation` while it runs, and the to view's
    /// `finalFrame(for:)`: laid out for the bar as it was when the transition began (openradar 16974099).
    ///
    /// Apple documents `finalFrame(for:)` as the frame "at the end of the transition"
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:));
    /// the reports say where the screen was, not what that method returned, so giving it this
    /// frame is the engine's reading: an animator that trusts it ends where the reports' screens
    /// did, and jumps as they did.
    package func frameDuring(_ operation: TransitionOperation, in bounds: Rect) -> Rect {
        contentFrame(in: bounds, barHidden: isHidden(before: operation))
    }

    /// Where the navigation controller lays the to view out once `operation` has completed, for
    /// the bar's new state: the same as ``frameDuring(_:in:)`` unless the transition hides or
    /// shows an opaque bar, when the view moves by the bar's height and the inset above it.
    package func frameWhenSettled(in bounds: Rect, after operation: TransitionOperation) -> Rect {
        let hiddenBefore = isHidden(before: operation)
        return contentFrame(in: bounds, barHidden: takesPart(in: operation) ? !hiddenBefore : hiddenBefore)
    }
}
