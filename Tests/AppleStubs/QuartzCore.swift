@_exported import CoreGraphics
@_exported import Foundation
import ObjectiveC

/// https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> Double { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/catransform3d
public struct CATransform3D {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    /// The memberwise initializer of the imported C struct (https://developer.apple.com/documentation/quartzcore/catransform3d).
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfillmode
public struct CAMediaTimingFillMode: RawRepresentable, Hashable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String
}

/// https://developer.apple.com/documentation/quartzcore/caanimationcalculationmode
public struct CAAnimationCalculationMode: RawRepresentable, Hashable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String
}

/// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    public override init() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/name
    open var name: String? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/position
    open var position: CGPoint {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint
    open var anchorPoint: CGPoint {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/transform
    open var transform: CATransform3D {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform
    open var sublayerTransform: CATransform3D {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity
    open var opacity: Float {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/ishidden
    open var isHidden: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    open var zPosition: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor
    open var backgroundColor: CGColor? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contents
    open var contents: Any? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsrect
    open var contentsRect: CGRect {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/contentsscale
    open var contentsScale: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
    open var shadowOffset: CGSize {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    open var shadowPath: CGPath? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/mask
    open var mask: CALayer? {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming, https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    open var speed: Float {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming (a CFTimeInterval), https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
    open var timeOffset: Double {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming (a CFTimeInterval), https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    open var beginTime: Double {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
    open func removeAnimation(forKey key: String) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
    open func removeAllAnimations() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:)
    open func convertTime(_ t: Double, from l: CALayer?) -> Double { fatalError() }
    /// NSObject's key-value coding, https://developer.apple.com/documentation/objectivec/nsobject/1415969-setvalue
    open func setValue(_ value: Any?, forKey key: String) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cashapelayer
open class CAShapeLayer: CALayer {
    /// https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    open var path: CGPath? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
open class CAMediaTimingFunction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/caanimation
open class CAAnimation: NSObject {
    /// CAMediaTiming, https://developer.apple.com/documentation/quartzcore/camediatiming/begintime
    open var beginTime: Double {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming, https://developer.apple.com/documentation/quartzcore/camediatiming/duration
    open var duration: Double {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming, https://developer.apple.com/documentation/quartzcore/camediatiming/speed
    open var speed: Float {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming, https://developer.apple.com/documentation/quartzcore/camediatiming/timeoffset
    open var timeOffset: Double {
        get { fatalError() }
        set {}
    }
    /// CAMediaTiming, https://developer.apple.com/documentation/quartzcore/camediatiming/fillmode
    open var fillMode: CAMediaTimingFillMode {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion
    open var isRemovedOnCompletion: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
    open var timingFunction: CAMediaTimingFunction? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
    public convenience init(keyPath path: String?) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/capropertyanimation/isadditive
    open var isAdditive: Bool {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/values
    open var values: [Any]? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/keytimes
    open var keyTimes: [NSNumber]? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/timingfunctions
    open var timingFunctions: [CAMediaTimingFunction]? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/cakeyframeanimation/calculationmode
    open var calculationMode: CAAnimationCalculationMode {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
    open var fromValue: Any? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
    open var toValue: Any? {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/caspringanimation
open class CASpringAnimation: CABasicAnimation {
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/mass
    open var mass: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/stiffness
    open var stiffness: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/damping
    open var damping: CGFloat {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/quartzcore/caspringanimation/initialvelocity
    open var initialVelocity: CGFloat {
        get { fatalError() }
        set {}
    }
}

/// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/catransaction/begin()
    open class func begin() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/commit()
    open class func commit() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
    open class func setDisableActions(_ flag: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: Double { fatalError() }
}

extension NSValue {
    /// https://developer.apple.com/documentation/foundation/nsvalue/init(catransform3d:)
    public convenience init(caTransform3D t: CATransform3D) { fatalError() }
}
