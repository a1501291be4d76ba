#if canImport(UIKit)
import SegueEngine
import SegueKitCore
import UIKit

/// The runtime's toolkit on iOS: UIKit views, Core Animation layers, values and animations, and
/// a `CADisplayLink` on the main run loop.
@MainActor
public enum UIKitToolkit: @MainActor SegueToolkit {
    /// `CACurrentMediaTime()`.
    public static func currentMediaTime() -> Double { CACurrentMediaTime() }
    /// A plain `UIView`.
    public static func makeView() -> UIView { UIView() }

    /// `snapshotView(afterScreenUpdates:)`, or `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` for part of the view.
    public static func snapshot(of view: UIView, unitRect: Rect, afterScreenUpdates: Bool) -> UIView? {
        guard unitRect != .unit else { return view.snapshotView(afterScreenUpdates: afterScreenUpdates) }
        let b = view.bounds
        let rect = CGRect(
            x: b.minX + unitRect.origin.x * b.width, y: b.minY + unitRect.origin.y * b.height,
            width: unitRect.width * b.width, height: unitRect.height * b.height)
        return view.resizableSnapshotView(from: rect, afterScreenUpdates: afterScreenUpdates, withCapInsets: .zero)
    }

    /// The view drawn once into an image at the screen's scale (`drawHierarchy(in:afterScreenUpdates:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)).
    public static func image(of view: UIView, afterScreenUpdates: Bool) -> SliceImage? {
        let format = UIGraphicsImageRendererFormat(for: view.traitCollection)
        let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
        let image = renderer.image { _ in _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: afterScreenUpdates) }
        return image.cgImage.map { SliceImage(image: $0, scale: format.scale) }
    }

    /// A view whose layer shows `unitRect` of the image (`contents` with `contentsRect`, a unit
    /// rectangle: https://developer.apple.com/documentation/quartzcore/calayer/contentsrect).
    public static func slice(of image: SliceImage, unitRect: Rect) -> UIView {
        let view = UIView()
        view.layer.contents = image.image
        view.layer.contentsRect = unitRect.cgRect
        view.layer.contentsScale = image.scale
        return view
    }

    /// A `CAShapeLayer` drawing `shape`, to use as a mask.
    public static func makeMaskLayer(_ shape: MaskShape, frame: CGRect) -> CALayer {
        let layer = CAShapeLayer()
        layer.frame = frame
        layer.path = path(shape)
        return layer
    }

    /// Sets the mask's `path`.
    public static func setPath(_ shape: MaskShape, of maskLayer: CALayer) { (maskLayer as? CAShapeLayer)?.path = path(shape) }

    /// The `CGPath` of `shape`.
    public static func path(_ shape: MaskShape) -> CGPath {
        switch shape {
        case .circle(let c, let r): CGPath(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), transform: nil)
        case .rect(let r): CGPath(rect: r.cgRect, transform: nil)
        case .roundedRect(let r, let radius):
            // CGPath(roundedRect:) requires each radius to be at most half the side.
            radius > 0
                ? CGPath(
                    roundedRect: r.cgRect, cornerWidth: min(radius, r.width / 2), cornerHeight: min(radius, r.height / 2), transform: nil)
                : CGPath(rect: r.cgRect, transform: nil)
        }
    }

    /// The `CATransform3D` with the matrix's sixteen entries.
    public static func transform(_ m: Transform3D) -> CATransform3D {
        CATransform3D(
            m11: m.m11, m12: m.m12, m13: m.m13, m14: m.m14, m21: m.m21, m22: m.m22, m23: m.m23, m24: m.m24,
            m31: m.m31, m32: m.m32, m33: m.m33, m34: m.m34, m41: m.m41, m42: m.m42, m43: m.m43, m44: m.m44)
    }

    /// The colour as an sRGB `CGColor`.
    public static func color(_ c: RGBAColor) -> CGColor { CGColor(srgbRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha) }

    /// The value boxed as Core Animation takes it: `NSNumber`, `NSValue`, `CGColor` or `CGPath`.
    public static func box(_ value: LayerValue) -> Any {
        switch value {
        case .number(let v): NSNumber(value: v)
        case .bool(let b): NSNumber(value: b)
        case .point(let p): NSValue(cgPoint: p.cgPoint)
        case .size(let w, let h): NSValue(cgSize: CGSize(width: w, height: h))
        case .rect(let r): NSValue(cgRect: r.cgRect)
        case .transform(let m): NSValue(caTransform3D: transform(m))
        case .color(let c): color(c)
        case .path(let shape): path(shape)
        }
    }

    /// `CAKeyframeAnimation(keyPath:)`.
    public static func keyframeAnimation(keyPath: String) -> CAKeyframeAnimation { CAKeyframeAnimation(keyPath: keyPath) }
    /// `CASpringAnimation(keyPath:)`.
    public static func springAnimation(keyPath: String) -> CASpringAnimation { CASpringAnimation(keyPath: keyPath) }

    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public static func timingFunction(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)
    }

    /// The keyframe animation as a `CAAnimation`.
    public static func animation(_ keyframe: CAKeyframeAnimation) -> CAAnimation { keyframe }
    /// The spring animation as a `CAAnimation`.
    public static func animation(_ spring: CASpringAnimation) -> CAAnimation { spring }

    /// Runs `body` in a `CATransaction` with actions disabled, so model values set there do not animate.
    public static func withoutImplicitAnimations(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// A `CADisplayLink` on the main run loop calling `tick` with each frame's timestamp.
    public static func displayLink(_ tick: @escaping (Double) -> Void) -> CADisplayLink {
        let link = CADisplayLink(target: DisplayLinkTarget(tick), selector: #selector(DisplayLinkTarget.step(_:)))
        link.add(to: .main, forMode: .common)
        return link
    }
}

/// The display link's target (it keeps its target until invalidated).
@MainActor
final class DisplayLinkTarget: NSObject {
    private let tick: (Double) -> Void

    init(_ tick: @escaping (Double) -> Void) { self.tick = tick }

    @objc func step(_ sender: AnyObject) {
        if let link = sender as? CADisplayLink { tick(link.timestamp) }
    }
}

/// A rendered view: the image and the scale it was drawn at.
public struct SliceImage {
    /// The pixels.
    public let image: CGImage
    /// Pixels per point.
    public let scale: CGFloat
}
#endif
