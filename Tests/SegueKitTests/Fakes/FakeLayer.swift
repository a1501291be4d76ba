import Foundation
import SegueEngine
import SegueKitCore
import SeguePlan

/// A layer's values at one moment: the model, or the presentation once animations apply.
struct FakeLayerState: Sendable, Hashable {
    var position = Point.zero
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    var anchorPoint = Point(x: 0.5, y: 0.5)
    var transform = Transform3D.identity
    var sublayerTransform = Transform3D.identity
    var opacity = 1.0
    var isHidden = false
    var zPosition = 0.0
    var cornerRadius = 0.0
    var backgroundColor: RGBAColor?
    var shadowOpacity = 0.0
    var shadowRadius = 3.0
    /// Core Animation's default offset: "The default value of this property is (0.0, -3.0)"
    /// (https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset).
    var shadowOffset = Point(x: 0, y: -3)
    var shadowPath: MaskShape?
    /// A shape layer's path.
    var path: MaskShape?
    /// Custom key-value properties (the filter ratio).
    var custom: [String: Double] = [:]
}

/// A recording stand-in for `CALayer`: model values, a layer tree, animations kept as added, and
/// Core Animation's timing rules (`CAMediaTiming`: local time is the parent's time less
/// `beginTime`, times `speed`, plus `timeOffset`) to compute what a frame shows.
final class FakeLayer: SegueLayer {
    typealias Transform = Transform3D
    typealias Color = RGBAColor
    typealias Animation = FakeAnimation
    typealias Base = FakeLayer
    typealias Path = MaskShape

    var model = FakeLayerState()
    var name: String?
    weak var superlayer: FakeLayer?
    /// The layer this one masks (a mask's time is its owner's).
    weak var maskOwner: FakeLayer?
    var sublayers: [FakeLayer] = []
    private(set) var animations: [(key: String, animation: FakeAnimation, evaluator: KeyframeEvaluator?)] = []
    unowned let world: FakeWorld

    init(world: FakeWorld) { self.world = world }

    var position: CGPoint {
        get { CGPoint(x: model.position.x, y: model.position.y) }
        set { model.position = Point(x: Double(newValue.x), y: Double(newValue.y)) }
    }
    var bounds: CGRect {
        get { model.bounds.cgRect }
        set { model.bounds = Rect(newValue) }
    }
    var anchorPoint: CGPoint {
        get { model.anchorPoint.cgPoint }
        set { model.anchorPoint = Point(x: Double(newValue.x), y: Double(newValue.y)) }
    }
    var transform: Transform3D {
        get { model.transform }
        set { model.transform = newValue }
    }
    var sublayerTransform: Transform3D {
        get { model.sublayerTransform }
        set { model.sublayerTransform = newValue }
    }
    var opacity: Float {
        get { Float(model.opacity) }
        set { model.opacity = Double(newValue) }
    }
    var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }
    var zPosition: CGFloat {
        get { CGFloat(model.zPosition) }
        set { model.zPosition = Double(newValue) }
    }
    var cornerRadius: CGFloat {
        get { CGFloat(model.cornerRadius) }
        set { model.cornerRadius = Double(newValue) }
    }
    var backgroundColor: RGBAColor? {
        get { model.backgroundColor }
        set { model.backgroundColor = newValue }
    }
    var shadowOpacity: Float {
        get { Float(model.shadowOpacity) }
        set { model.shadowOpacity = Double(newValue) }
    }
    var shadowRadius: CGFloat {
        get { CGFloat(model.shadowRadius) }
        set { model.shadowRadius = Double(newValue) }
    }
    var shadowOffset: CGSize {
        get { CGSize(width: model.shadowOffset.x, height: model.shadowOffset.y) }
        set { model.shadowOffset = Point(x: Double(newValue.width), y: Double(newValue.height)) }
    }
    var shadowPath: MaskShape? {
        get { model.shadowPath }
        set { model.shadowPath = newValue }
    }
    var mask: FakeLayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.maskOwner = self
        }
    }
    var speed: Float = 1
    var timeOffset: Double = 0
    var beginTime: Double = 0

    func setValue(_ value: Any?, forKey key: String) {
        guard let number = value as? NSNumber else {
            world.problems.append("setValue(\(String(describing: value)), forKey: \(key)) on \(name ?? "?"): not a number")
            return
        }
        model.custom[key] = number.doubleValue
    }

    /// `add(_:forKey:)`: Core Animation copies the animation, replaces one under the same key, and
    /// reads a `beginTime` of 0 as the layer's current time.
    func add(_ anim: FakeAnimation, forKey key: String?) {
        let copy = anim.copy()
        if copy.beginTime == 0 { copy.beginTime = convertTime(world.clock, from: nil) }
        let key = key ?? "anonymous.\(animations.count)"
        animations.removeAll { $0.key == key }
        let evaluator = copy.evaluator(world: world, layer: name ?? "?")
        animations.append((key, copy, evaluator))
        world.added.append((name ?? (maskOwner?.name).map { "\($0).mask" } ?? "?", key, copy))
    }

    func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    func removeAllAnimations() { animations.removeAll() }

    func convertTime(_ t: Double, from l: FakeLayer?) -> Double {
        if l != nil { world.problems.append("convertTime from a layer: not modelled") }
        return localTime(atGlobal: t)
    }

    /// This layer's local time when the global media time is `t`.
    func localTime(atGlobal t: Double) -> Double {
        let parent = (superlayer ?? maskOwner)?.localTime(atGlobal: t) ?? t
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The presentation values at global time `t`: the model with each active animation applied in
    /// the order added, non-additive ones replacing, additive ones adding.
    func presentation(at t: Double) -> FakeLayerState {
        var state = model
        let local = localTime(atGlobal: t)
        for (key, animation, evaluator) in animations {
            guard let evaluator,
                let f = MediaTiming.fraction(
                    parentTime: local, beginTime: animation.beginTime, duration: animation.duration,
                    fillMode: animation.planFillMode, speed: Double(animation.speed), timeOffset: animation.timeOffset)
            else { continue }
            if animation.isRemovedOnCompletion,
                (local - animation.beginTime) * Double(animation.speed) + animation.timeOffset > animation.duration
            {
                continue
            }
            apply(evaluator.value(at: f), keyPath: animation.keyPath, additive: animation.isAdditive, to: &state, key: key)
        }
        return state
    }

    private func apply(_ value: AnimatableValue, keyPath: String, additive: Bool, to state: inout FakeLayerState, key: String) {
        func number(_ current: Double) -> Double? {
            guard case .number(let v) = value else { return nil }
            return additive ? current + v : v
        }
        var ok = true
        switch (keyPath, value) {
        case ("position", .point(let p)):
            state.position = additive ? Point(x: state.position.x + p.x, y: state.position.y + p.y) : p
        case ("bounds", .rect(let r)) where !additive: state.bounds = r
        case ("bounds.size", .point(let size)) where !additive:
            state.bounds = Rect(x: state.bounds.origin.x, y: state.bounds.origin.y, width: size.x, height: size.y)
        case ("transform", .transform(let t)) where !additive: state.transform = t.matrix
        case ("sublayerTransform", .transform(let t)) where !additive: state.sublayerTransform = t.matrix
        case ("opacity", _): if let v = number(state.opacity) { state.opacity = v } else { ok = false }
        case ("zPosition", _): if let v = number(state.zPosition) { state.zPosition = v } else { ok = false }
        case ("cornerRadius", _): if let v = number(state.cornerRadius) { state.cornerRadius = v } else { ok = false }
        case ("shadowOpacity", _): if let v = number(state.shadowOpacity) { state.shadowOpacity = v } else { ok = false }
        case ("shadowRadius", _): if let v = number(state.shadowRadius) { state.shadowRadius = v } else { ok = false }
        case ("hidden", .bool(let b)) where !additive: state.isHidden = b
        case ("backgroundColor", .color(let c)) where !additive: state.backgroundColor = c
        case ("path", .circle(let c, let r)) where !additive: state.path = .circle(center: c, radius: r)
        case ("path", .rect(let r)) where !additive: state.path = .rect(r)
        case (SegueKeyPath.filterRatio, .number(let v)) where !additive: state.custom[keyPath] = v
        default: ok = false
        }
        if !ok { world.problems.append("\(name ?? "?") \(key): cannot apply \(value) to \(keyPath)\(additive ? " additively" : "")") }
    }
}

/// A recording stand-in for `UIView`: a layer, and the view tree kept in the layer tree.
final class FakeView: SegueView {
    typealias Base = FakeView
    let layer: FakeLayer
    private(set) weak var superview: FakeView?
    private(set) var subviews: [FakeView] = []
    /// What a snapshot shows: its source's name and the unit rect cut from it.
    var snapshotOf: (source: String, unitRect: Rect, afterScreenUpdates: Bool)?

    init(world: FakeWorld, name: String? = nil) {
        layer = FakeLayer(world: world)
        layer.name = name
    }

    /// `addSubview(_:)`: "Views are added on top of their siblings"; a subview already there is
    /// moved to the top (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)).
    func addSubview(_ view: FakeView) {
        view.removeFromSuperview()
        subviews.append(view)
        layer.sublayers.append(view.layer)
        view.layer.superlayer = layer
        view.superview = self
    }

    /// `layoutIfNeeded()`: runs the view's `layoutSubviews` (``onLayout``, an app's layout code
    /// placing its subviews from its own size) when the view has a size, then its subviews'
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()). Without
    /// ``onLayout`` the frames set are final.
    func layoutIfNeeded() {
        if layer.bounds.size.width > 0, layer.bounds.size.height > 0 { onLayout?(self) }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The app's `layoutSubviews`, if it lays its subviews out.
    var onLayout: ((FakeView) -> Void)?
    /// On a window: the height of what covers its top (status bar, navigation bar), its safe
    /// area's top inset.
    var windowSafeAreaTop = 0.0
    /// `safeAreaInsets.top` of a view at the top of the screen: the window's, once the view is in
    /// it. "If the view is not currently installed in a view hierarchy, or is not yet visible
    /// onscreen, the edge insets in this property are 0"
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets): a pushed view
    /// laid out before UIKit's container holds it sees 0.
    var safeAreaTop: Double {
        var root = self
        while let parent = root.superview { root = parent }
        return root.windowSafeAreaTop
    }
    /// The shared-element id the app marked this view with (`view.segueElement`).
    var segueElement: String?
    /// `gestureRecognizers`: the recognizers attached to the view, in the order added
    /// (FakeGestures.swift adds and removes them as UIKit does).
    var gestureRecognizers: [FakeGestureRecognizer] = []

    /// `convert(bounds, to: root)` less `root`'s bounds origin: each superview shows its
    /// subviews shifted by its bounds origin (a scroll view's content offset), as UIKit's
    /// conversion does (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6pmzt).
    func frame(in root: FakeView) -> Rect {
        let own = Rect(frame)
        var rect = Rect(x: 0, y: 0, width: own.width, height: own.height)
        var view: FakeView? = self
        while let current = view, current !== root {
            let origin = Rect(current.frame).origin
            rect.origin = Point(x: rect.minX + origin.x, y: rect.minY + origin.y)
            view = current.superview
            if let parent = view {
                rect.origin = Point(
                    x: rect.minX - Double(parent.layer.bounds.origin.x), y: rect.minY - Double(parent.layer.bounds.origin.y))
            }
        }
        return rect
    }

    /// The runtime's reader of the fakes' marks.
    static var elementReader: ElementReader<FakeView> {
        ElementReader(
            children: { $0.subviews }, element: { $0.segueElement }, isHidden: { $0.layer.isHidden },
            frame: { view, root in view.frame(in: root) })
    }

    func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.layer.sublayers.removeAll { $0 === layer }
        layer.superlayer = nil
        self.superview = nil
    }

    /// Scrolls the way `UIScrollView` does: its `contentOffset` is its bounds' origin, so its
    /// subviews draw shifted by it. A table or collection view controller's root under a
    /// navigation bar rests at about (0, -91) (standard bar, -140 with a large title): the
    /// adjusted content inset (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
    func scroll(toContentOffset offset: Point) {
        let size = layer.bounds.size
        layer.bounds = CGRect(x: offset.x, y: offset.y, width: size.width, height: size.height)
    }

    /// Sets the frame the way `UIView.frame` does with an identity transform: the centre and the
    /// bounds' size change, the bounds' origin stays ("changes the point specified by the center
    /// property and changes the size in the bounds rectangle accordingly",
    /// https://developer.apple.com/documentation/uikit/uiview/frame). A new size resizes the
    /// subviews by their autoresizing masks (``autoresize(from:to:)``).
    func setFrame(_ frame: Rect) {
        let origin = layer.bounds.origin
        let old = layer.bounds.size
        layer.bounds = CGRect(x: origin.x, y: origin.y, width: frame.width, height: frame.height)
        layer.position = CGPoint(
            x: frame.origin.x + Double(layer.anchorPoint.x) * frame.width, y: frame.origin.y + Double(layer.anchorPoint.y) * frame.height)
        if old.width != frame.width || old.height != frame.height {
            autoresize(from: (Double(old.width), Double(old.height)), to: (frame.width, frame.height))
        }
    }

    /// `UIView.frame`, read back from the layer (identity transform) and set through ``setFrame(_:)``.
    var frame: CGRect {
        get {
            let size = layer.bounds.size
            return CGRect(
                x: Double(layer.position.x) - Double(layer.anchorPoint.x) * Double(size.width),
                y: Double(layer.position.y) - Double(layer.anchorPoint.y) * Double(size.height), width: size.width, height: size.height)
        }
        set { setFrame(Rect(newValue)) }
    }

    /// `UIView.AutoresizingMask`: which of a view's margins and sizes take up its superview's change.
    struct Autoresizing: OptionSet {
        let rawValue: Int
        static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
        static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
        static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
        static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
        static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
        static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)
    }

    /// `autoresizingMask`: none by default ("the view should not be resized at all",
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property).
    var autoresizingMask: Autoresizing = []
    /// `autoresizesSubviews`: true by default
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews).
    var autoresizesSubviews = true

    /// What UIKit does to the subviews when a view's bounds change size: "that view automatically
    /// resizes its subviews according to each subview's autoresizing mask", and "when more than
    /// one option along the same axis is set, the default behavior is to distribute the size
    /// difference proportionally among the flexible portions"
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property).
    /// With none set on an axis, the view keeps its place and size there.
    private func autoresize(from old: (width: Double, height: Double), to new: (width: Double, height: Double)) {
        guard autoresizesSubviews else { return }
        /// The axis's (leading margin, size) after the superview goes from `before` to `after`.
        func axis(_ start: Double, _ size: Double, before: Double, after: Double, flexible: (lead: Bool, size: Bool, trail: Bool))
            -> (Double, Double)
        {
            let portions = [(flexible.lead, start), (flexible.size, size), (flexible.trail, before - start - size)]
            let flexibles = portions.filter(\.0)
            guard !flexibles.isEmpty else { return (start, size) }
            let delta = after - before
            let total = flexibles.reduce(0) { $0 + $1.1 }
            func share(_ portion: (Bool, Double)) -> Double {
                guard portion.0 else { return 0 }
                return total > 0 ? delta * portion.1 / total : delta / Double(flexibles.count)
            }
            return (start + share(portions[0]), size + share(portions[1]))
        }
        for view in subviews {
            let frame = Rect(view.frame)
            let mask = view.autoresizingMask
            let (x, width) = axis(
                frame.origin.x, frame.width, before: old.width, after: new.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let (y, height) = axis(
                frame.origin.y, frame.height, before: old.height, after: new.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            if x != frame.origin.x || y != frame.origin.y || width != frame.width || height != frame.height {
                view.setFrame(Rect(x: x, y: y, width: width, height: height))
            }
        }
    }
}
