import Foundation

/// The Core Animation layer operations the runtime uses, named and typed exactly as `CALayer`
/// declares them, so `CALayer` conforms in one line and a test can stand in a recording fake.
///
/// The types Linux lacks (`CATransform3D`, `CGColor`, `CAAnimation`) are associated types; the
/// toolkit (``SegueToolkit``) makes their values.
public protocol SegueLayer: AnyObject {
    /// `CATransform3D`.
    associatedtype Transform
    /// `CGColor`.
    associatedtype Color
    /// `CAAnimation`.
    associatedtype Animation
    /// `CALayer` itself: the type of `mask` and of `convertTime(_:from:)`'s layer.
    associatedtype Base
    /// `CGPath`: the type of `shadowPath`.
    associatedtype Path

    var name: String? { get set }
    var position: CGPoint { get set }
    var bounds: CGRect { get set }
    var anchorPoint: CGPoint { get set }
    var transform: Transform { get set }
    var sublayerTransform: Transform { get set }
    var opacity: Float { get set }
    var isHidden: Bool { get set }
    var zPosition: CGFloat { get set }
    var cornerRadius: CGFloat { get set }
    var backgroundColor: Color? { get set }
    var shadowOpacity: Float { get set }
    var shadowRadius: CGFloat { get set }
    var shadowOffset: CGSize { get set }
    var shadowPath: Path? { get set }
    var mask: Base? { get set }
    /// `CAMediaTiming.speed`: 0 pauses the layer's subtree (interaction).
    var speed: Float { get set }
    /// `CAMediaTiming.timeOffset`: where a paused subtree stands.
    var timeOffset: Double { get set }
    /// `CAMediaTiming.beginTime`.
    var beginTime: Double { get set }

    func add(_ anim: Animation, forKey key: String?)
    func removeAnimation(forKey key: String)
    func removeAllAnimations()
    /// Key-value coding (`NSObject`): the filter view's custom animatable ratio.
    func setValue(_ value: Any?, forKey key: String)
    /// Converts a time from `l`'s time space (nil: the global media time) into this layer's.
    func convertTime(_ t: Double, from l: Base?) -> Double
}

/// The view operations the runtime uses, as `UIView` declares them.
public protocol SegueView: AnyObject {
    /// `CALayer`.
    associatedtype Layer: SegueLayer
    /// `UIView` itself.
    associatedtype Base

    var layer: Layer { get }
    /// `UIView.frame`: setting it moves the centre and sizes the bounds, and UIKit resizes the
    /// subviews by their autoresizing masks (a presentation's own views on rotation).
    var frame: CGRect { get set }
    func addSubview(_ view: Base)
    func removeFromSuperview()
    /// Lays out the subviews now, so that a snapshot taken next shows the frame just set.
    func layoutIfNeeded()
}

/// `CAMediaTiming` and `CAAnimation`/`CAPropertyAnimation` properties every animation object has.
public protocol SegueAnimationObject: AnyObject {
    /// `CAMediaTimingFillMode` (raw values `forwards`, `backwards`, `both`, `removed`).
    associatedtype FillMode: RawRepresentable where FillMode.RawValue == String

    var beginTime: Double { get set }
    var duration: Double { get set }
    var speed: Float { get set }
    var timeOffset: Double { get set }
    var fillMode: FillMode { get set }
    var isRemovedOnCompletion: Bool { get set }
    var isAdditive: Bool { get set }
}

/// `CAKeyframeAnimation`.
public protocol SegueKeyframeAnimation: SegueAnimationObject {
    /// `CAMediaTimingFunction`.
    associatedtype TimingFunction
    /// `CAAnimationCalculationMode` (raw values `linear`, `discrete`, `paced`, `cubic`, `cubicPaced`).
    associatedtype CalculationMode: RawRepresentable where CalculationMode.RawValue == String

    var values: [Any]? { get set }
    var keyTimes: [NSNumber]? { get set }
    var timingFunctions: [TimingFunction]? { get set }
    var timingFunction: TimingFunction? { get set }
    var calculationMode: CalculationMode { get set }
}

/// `CASpringAnimation`: a damped spring from `fromValue` to `toValue`.
public protocol SegueSpringAnimation: SegueAnimationObject {
    var fromValue: Any? { get set }
    var toValue: Any? { get set }
    var mass: CGFloat { get set }
    var stiffness: CGFloat { get set }
    var damping: CGFloat { get set }
    var initialVelocity: CGFloat { get set }
}

/// A display link (`CADisplayLink`) the runtime stops when it is done.
public protocol SegueDisplayLink: AnyObject {
    func invalidate()
}
