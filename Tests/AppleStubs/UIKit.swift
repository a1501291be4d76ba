@_exported import CoreGraphics
@_exported import Foundation
import ObjectiveC
@_exported import QuartzCore

// UIKit's classes and protocols below are main-actor isolated in Apple's SDK (`@MainActor`), so
// they are here. Protocols list only the members SegueKit implements or calls; Apple marks the
// delegate methods optional.

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static var zero: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
}

/// https://developer.apple.com/documentation/uikit/uirectedge
public struct UIRectEdge: OptionSet {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uirectedge/top
    public static var top: UIRectEdge { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectedge/left
    public static var left: UIRectEdge { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectedge/bottom
    public static var bottom: UIRectEdge { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uirectedge/right
    public static var right: UIRectEdge { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}

extension NSValue {
    /// https://developer.apple.com/documentation/foundation/nsvalue/init(cgpoint:)
    public convenience init(cgPoint point: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsvalue/init(cgrect:)
    public convenience init(cgRect rect: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/foundation/nsvalue/init(cgsize:)
    public convenience init(cgSize size: CGSize) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    /// NSObject's key-value coding: https://developer.apple.com/documentation/objectivec/nsobject/value(forkey:)
    open func value(forKey key: String) -> Any? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    /// `UIView()`: NSObject's `init()` (https://developer.apple.com/documentation/objectivec/nsobject/1418641-init),
    /// which calls `init(frame:)` with a zero rect.
    public convenience override init() { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet {
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public let rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/resizablesnapshotview(from:afterscreenupdates:withcapinsets:)
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets)
        -> UIView?
    { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6pmzt
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    open func didMoveToSuperview() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case custom = 4
    case overFullScreen = 5
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    /// `UIViewController()`: NSObject's `init()` (https://developer.apple.com/documentation/objectivec/nsobject/1418641-init),
    /// which calls `init(nibName:bundle:)` with nil.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    open var presentationController: UIPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    open var isBeingDismissed: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    public enum Operation: Int {
        case none = 0
        case push = 1
        case pop = 2
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: (any UINavigationControllerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { fatalError() }
    /// Required by UIViewController, https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    weak open var delegate: (any UITabBarControllerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    open var tabBar: UITabBar { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer/edges
    open var edges: UIRectEdge {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: RawRepresentable, Hashable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
    public static var from: UITransitionContextViewKey { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
    public static var to: UITransitionContextViewKey { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
    public static var from: UITransitionContextViewControllerKey { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
    public static var to: UITransitionContextViewControllerKey { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
    var isInteractive: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
    func initialFrame(for vc: UIViewController) -> CGRect
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
    func finalFrame(for vc: UIViewController) -> CGRect
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
    func finishInteractiveTransition()
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
    func cancelInteractiveTransition()
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    func animationEnded(_ transitionCompleted: Bool)
    /// Optional in UIKit. https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/interruptibleanimator(using:)
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate
public enum UIViewAnimatingState: Int {
    case inactive = 0
    case active = 1
    case stopped = 2
}

/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition
public enum UIViewAnimatingPosition: Int {
    case end = 0
    case start = 1
    case current = 2
}

/// https://developer.apple.com/documentation/uikit/uiviewanimating
@MainActor public protocol UIViewAnimating: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/state
    var state: UIViewAnimatingState { get }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning
    var isRunning: Bool { get }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed
    var isReversed: Bool { get set }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete
    var fractionComplete: CGFloat { get set }
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()
    func startAnimation()
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)
    func startAnimation(afterDelay delay: TimeInterval)
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()
    func pauseAnimation()
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)
    func stopAnimation(_ withoutFinishing: Bool)
    /// https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Optional in UIKit. https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addcompletion(_:)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/wantsinteractivestart
    var wantsInteractiveStart: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    /// (optional in Apple's SDK: a requirement here only because the stubs have no `@objc optional`).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:animationcontrollerfortransitionfrom:to:)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:interactioncontrollerfor:)
    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Optional in Apple's SDK (`@optional` in UITabBarController.h): a delegate need not implement it.
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
    open var containerView: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    open var frameOfPresentedViewInContainerView: CGRect { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
    open var presentedView: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
    open func containerViewWillLayoutSubviews() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    open func dismissalTransitionDidEnd(_ completed: Bool) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    open var shouldRemovePresentersView: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility
@MainActor public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    public static var isReduceMotionEnabled: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiimage/cgimage
    open var cgImage: CGImage? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
open class UIGraphicsImageRendererFormat: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/init(for:)
    public convenience init(for traitCollection: UITraitCollection) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigraphicsrendererformat/scale
    open var scale: CGFloat { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: NSObject {}

/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(bounds:format:)
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor open class UIApplication: UIResponder {
    /// NSObject's `perform(_:)` (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/perform(_:)),
    /// on the class: a root class's instance methods are its class objects' too, so the class is
    /// asked `sharedApplication` by name where `shared` is unavailable (app extensions:
    /// `NS_EXTENSION_UNAVAILABLE_IOS` in UIApplication.h of the iOS 16.5 SDK).
    open class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    open var connectedScenes: Set<UIScene> { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene: UIScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int {
    case leftToRight = 0
    case rightToLeft = 1
}
