@_exported import Foundation
import UIKit

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

/// `Never` is the `Body` of views with no body (https://developer.apple.com/documentation/swift/never#relationships).
extension Never: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3g8cp
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
    public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
}

/// https://developer.apple.com/documentation/swiftui/optional#conforms-to (`Optional: View` where `Wrapped: View`)
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment {
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static var center: Alignment { fatalError() }
}

/// What `background` returns here: SwiftUI's is an opaque `some View`
/// (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
public struct _StubModifiedView: View {
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StubModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/binding
/// (A property wrapper there; only its value is used here.)
public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _StubModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: View {
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static var clear: Color { fatalError() }
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _StubModifiedView() }
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StubModifiedView() }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { _StubModifiedView() }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { _StubModifiedView() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment
    public var environment: EnvironmentValues { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/environment
    public var environment: EnvironmentValues { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    typealias Context = UIViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    func makeUIView(context: Context) -> UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    func updateUIView(_ uiView: UIViewType, context: Context)
}

extension UIViewRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content {
        get { fatalError() }
        set {}
    }
    /// Required by UIViewController, https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
}

// What the SwiftUI example of docs/how-to/use-in-an-app.md uses beyond SegueKit itself.

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value> {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init(_ content: String) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/list
public struct List<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-1v0pc
    public init(_ titleKey: String, @ViewBuilder destination: () -> Destination) { fatalError() }
}

extension NavigationLink {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
}
