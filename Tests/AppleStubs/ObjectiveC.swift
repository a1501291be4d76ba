// The Objective-C runtime's selector, which `#selector` builds.

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt {
    case OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1, OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769, OBJC_ASSOCIATION_COPY = 771
}

/// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}

/// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }
