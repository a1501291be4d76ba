// The Objective-C runtime's selector, which `#selector` builds, and what Apple's ObjectiveC
// module declares on NSObject and NSObjectProtocol that swift-corelibs-foundation's NSObject
// (which these stubs use, as Foundation re-exports Apple's) lacks.
import Foundation

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
// swift-format-ignore: TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}

/// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }

// Declared in an extension, so `@objc` to be overridable, as NSObject's Objective-C methods are.
// The SDK's signatures: `- (BOOL)respondsToSelector:(SEL)aSelector` (usr/include/objc/NSObject.h,
// unannotated, so `Selector!`) and `- (id)forwardingTargetForSelector:(SEL)aSelector`
// (ObjectiveC.apinotes: parameter unspecified, result optional).
extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    @objc open func responds(to aSelector: Selector!) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/objectivec/nsobject/forwardingtarget(for:)
    @objc open func forwardingTarget(for aSelector: Selector!) -> Any? { fatalError() }
}

// A requirement of Apple's NSObjectProtocol, which a delegate protocol's existential is called
// through; corelibs' protocol cannot take a requirement from outside, so an extension stands in.
extension NSObjectProtocol {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    public func responds(to aSelector: Selector!) -> Bool { fatalError() }
}
