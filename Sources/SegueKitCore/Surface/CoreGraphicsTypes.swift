// CGFloat, CGPoint, CGSize, CGRect and CGAffineTransform, which the surface speaks in, belong to
// Core Graphics on Apple's systems: Foundation names the types there but not their Swift API
// (`CGRect.zero`, `CGRect(x:y:width:height:)`, `CGSize.width` as CGFloat). On Linux,
// swift-corelibs-foundation defines them itself and there is no CoreGraphics module. One import
// for the module and its clients, since the public surface takes and returns these types.
#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
