import Foundation
import SegueEngine

/// What the runtime cannot write generically: making views, layers, values and animation objects,
/// the media clock and display links. UIKit's toolkit is a handful of one-line functions
/// (SegueKit's `UIKitToolkit`); the tests' is a recording fake.
public protocol SegueToolkit {
    /// `UIView`.
    associatedtype View: SegueView where View.Base == View, View.Layer.Base == View.Layer
    /// `CAKeyframeAnimation`.
    associatedtype KeyframeAnimation: SegueKeyframeAnimation
    /// `CASpringAnimation`.
    associatedtype SpringAnimation: SegueSpringAnimation
    /// `CADisplayLink`.
    associatedtype DisplayLink: SegueDisplayLink
    /// `CGImage`: a view's contents rendered once, shared by its slices.
    associatedtype Image
    /// `CALayer`.
    typealias Layer = View.Layer

    /// `CACurrentMediaTime()`.
    static func currentMediaTime() -> Double
    /// A plain view (overlays, dimming, scan lines, filter views).
    static func makeView() -> View
    /// A snapshot of `unitRect` (a unit rectangle of its bounds) of `view`:
    /// `snapshotView(afterScreenUpdates:)`, or `resizableSnapshotView(from:...)` for part of it.
    static func snapshot(of view: View, unitRect: Rect, afterScreenUpdates: Bool) -> View?
    /// `view`'s contents rendered once (`drawHierarchy(in:afterScreenUpdates:)` into an image
    /// renderer), which every slice of it shows a part of: one render per source view instead of
    /// one snapshot call per slice.
    static func image(of view: View, afterScreenUpdates: Bool) -> Image?
    /// A plain view showing `unitRect` of `image` (`layer.contents` and `contentsRect`).
    static func slice(of image: Image, unitRect: Rect) -> View
    /// A `CAShapeLayer` to use as a mask, drawing `shape`, with `frame`.
    static func makeMaskLayer(_ shape: MaskShape, frame: CGRect) -> Layer
    /// Sets a mask layer's `path` to `shape`.
    static func setPath(_ shape: MaskShape, of maskLayer: Layer)
    /// The `CGPath` of `shape` (a layer's `shadowPath`).
    static func path(_ shape: MaskShape) -> Layer.Path
    /// `CATransform3D` with these entries.
    static func transform(_ matrix: Transform3D) -> Layer.Transform
    /// `CGColor` in sRGB.
    static func color(_ color: RGBAColor) -> Layer.Color
    /// A value boxed the way Core Animation takes it in `values`, `fromValue` and `toValue`
    /// (`NSNumber`, `NSValue`, `CGColor`, `CGPath`).
    static func box(_ value: LayerValue) -> Any
    /// `CAKeyframeAnimation(keyPath:)`.
    static func keyframeAnimation(keyPath: String) -> KeyframeAnimation
    /// `CASpringAnimation(keyPath:)`.
    static func springAnimation(keyPath: String) -> SpringAnimation
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    static func timingFunction(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> KeyframeAnimation.TimingFunction
    /// The keyframe animation as the layer's `add(_:forKey:)` takes it (an upcast on Apple platforms).
    static func animation(_ keyframe: KeyframeAnimation) -> Layer.Animation
    /// The spring animation as the layer's `add(_:forKey:)` takes it.
    static func animation(_ spring: SpringAnimation) -> Layer.Animation
    /// Runs `body` with implicit layer animations off (`CATransaction.setDisableActions(true)`).
    static func withoutImplicitAnimations(_ body: () -> Void)
    /// A display link calling `tick` with each frame's timestamp (in `currentMediaTime()`'s clock)
    /// until invalidated.
    static func displayLink(_ tick: @escaping (Double) -> Void) -> DisplayLink
}

/// A mask's shape in the masked layer's coordinates: the path of a `CAShapeLayer`.
public enum MaskShape: Sendable, Hashable {
    /// `CGPath(ellipseIn:)` of the circle's square.
    case circle(center: Point, radius: Double)
    /// `CGPath(rect:)`.
    case rect(Rect)
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:)` (a rect when the radius is 0): a shadow's path.
    case roundedRect(Rect, cornerRadius: Double)
}

/// A value the runtime gives Core Animation, before the toolkit boxes it.
public enum LayerValue: Sendable, Hashable {
    case number(Double)
    case point(Point)
    /// A size (`bounds.size`, so that a bounds origin the app set is kept).
    case size(width: Double, height: Double)
    /// A rect (`bounds`, `contentsRect`).
    case rect(Rect)
    case transform(Transform3D)
    case color(RGBAColor)
    case bool(Bool)
    /// A shape layer's `path`.
    case path(MaskShape)
}
