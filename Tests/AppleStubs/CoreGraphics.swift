@_exported import Foundation

/// https://developer.apple.com/documentation/coregraphics/cgaffinetransform
public struct CGAffineTransform {}

/// https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {
    /// https://developer.apple.com/documentation/coregraphics/cgcolor/init(srgbred:green:blue:alpha:)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
}

/// https://developer.apple.com/documentation/coregraphics/cgpath
public class CGPath {
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(ellipsein:transform:)
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) { fatalError() }
    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/coregraphics/cgimage
public final class CGImage {}
