// The Objective-C runtime's selector, which `#selector` builds.

/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: ExpressibleByStringLiteral, Hashable {
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}
