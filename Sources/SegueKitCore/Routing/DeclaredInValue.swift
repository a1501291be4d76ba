/// A view that names a screen's effect: SegueKit's `.segueTransition(_:)` marker, found in a
/// SwiftUI destination's view value by ``DeclaredInValue``. Nil: a marker that names no effect
/// (a shared element's). Public, with ``DeclaredInValue/effect(in:budget:depth:)``, for the
/// Benchmarks package's `bench-probe destination-walk` (a package of its own cannot reach
/// `package` API): the walk runs on the main thread where UIKit asks for a push's animator.
public protocol EffectDeclaringMarker {
    /// The effect the screen declares.
    var declaredEffect: SegueEffectID? { get }
}

/// Reads the effect a SwiftUI destination declares from the view value its hosting controller
/// holds (`UIHostingController.rootView`, SwiftUI.swiftinterface of the iOS 16.5 SDK line 20656),
/// before SwiftUI builds any body.
///
/// `.segueTransition(_:)` is `background { marker }`, which SwiftUI stores as a value:
/// `ModifiedContent<Self, _BackgroundModifier<Marker>>` with stored `content` and `modifier`
/// (the same interface, line 2268 `modifier(_:)` and line 2273), the modifier with a stored
/// `background` (line 3573; `background(alignment:content:)`, line 3638, builds it). Written where
/// a `NavigationLink` or `navigationDestination` builds the destination, it is part of the value
/// the destination's hosting controller is given, possibly inside an `AnyView`, whose `storage`
/// is a class instance (line 12832, `AnyViewStorageBase` line 12845). Swift's `Mirror` reflects
/// the stored properties of any value, internal ones and a class instance's dynamic subclass
/// included (https://developer.apple.com/documentation/swift/mirror); ViewInspector reads real
/// SwiftUI values this way (`AnyView` at `storage|view`, a `NavigationLink`'s `destination`).
///
/// The walk is breadth first, so the shallowest declaration wins: the destination's own modifier,
/// not one deeper in its content. It descends structs, enums, tuples and optionals, and class
/// instances only of SwiftUI's view storage (`AnyViewStorage`); not collections, dictionaries or
/// other class instances (an app's models, `State`'s and `ObservedObject`'s boxes), and not into
/// a `NavigationLink`'s stored destination (line 14035, `init(destination:label:)`), whose effect
/// is another screen's. Presentations (`sheet`, line 295; `fullScreenCover`, line 306) and
/// `navigationDestination` (line 990) keep their content in closures, which `Mirror` does not
/// open. At most ``nodeBudget`` values are looked at, ``depthBound`` levels down, so a large value
/// cannot stall the main thread where UIKit asks for the animator.
public enum DeclaredInValue {
    /// The most values one search looks at: a destination's own modifier is a few levels and a
    /// few dozen values in, and a value that declares nothing is given up after 500, which costs
    /// the callback 0.71 ms of a server core (`bench-probe app-first-use`, BENCHMARKS.md section
    /// 10; 2,000 cost 2.8 ms, a third of a 120 Hz frame).
    public static let nodeBudget = 500
    /// The deepest level one search goes to (the value itself is level 0).
    public static let depthBound = 32

    /// The effect the shallowest marker in `value` declares; nil when none is found within
    /// `budget` values and `depth` levels.
    public static func effect(in value: Any, budget: Int = nodeBudget, depth: Int = depthBound) -> SegueEffectID? {
        var roles: [ObjectIdentifier: Role] = [:]
        var queue: [(value: Any, level: Int)] = [(value, 0)]
        var next = 0
        while next < queue.count, next < budget {
            let (current, level) = queue[next]
            next += 1
            let type = ObjectIdentifier(Swift.type(of: current))
            let role = roles[type] ?? Role(of: Swift.type(of: current))
            roles[type] = role
            switch role {
            case .marker:
                if let id = (current as? any EffectDeclaringMarker)?.declaredEffect { return id }
            case .skipped:
                continue
            case .walked:
                guard level < depth else { continue }
                let mirror = Swift.Mirror(reflecting: current)
                let inside = children(in: mirror)
                // A type whose values never hold any (a string, a number, a collection, a struct
                // without stored properties) is not reflected again: only an enum's or an
                // optional's children depend on the value.
                if inside.isEmpty, mirror.displayStyle != .enum, mirror.displayStyle != .optional { roles[type] = .skipped }
                for child in inside {
                    guard queue.count < budget else { break }
                    queue.append((child, level + 1))
                }
            }
        }
        return nil
    }

    /// What the walk does with a value, by its type: decided once per type in a walk, since
    /// naming a type (`String(reflecting:)`) costs more than reflecting a value.
    enum Role {
        /// A marker: its declaration is read, nothing inside it.
        case marker
        /// Another screen's (a `NavigationLink`, whose stored destination is pushed by it), or a
        /// class instance other than SwiftUI's view storage: not looked into.
        case skipped
        /// Looked into, if ``children(of:)`` finds stored values.
        case walked

        init(of type: Any.Type) {
            if type is any EffectDeclaringMarker.Type {
                self = .marker
                return
            }
            let name = DeclaredInValue.baseName(of: type)
            let isClass = type is AnyObject.Type
            self = name == "NavigationLink" || (isClass && !name.contains("AnyViewStorage")) ? .skipped : .walked
        }
    }

    /// The values the walk descends into from `value`: its stored properties when it is a
    /// struct, enum payload, tuple or optional, or its own and its superclasses' when it is a
    /// class instance (``Role`` lets only SwiftUI's view storage through); none otherwise
    /// (collections, dictionaries, sets, and values with no stored properties).
    static func children(of value: Any) -> [Any] { children(in: Swift.Mirror(reflecting: value)) }

    /// The values ``children(of:)`` gives, from the value's `mirror`.
    static func children(in mirror: Swift.Mirror) -> [Any] {
        switch mirror.displayStyle {
        case .struct?, .enum?, .tuple?, .optional?:
            return mirror.children.map(\.value)
        case .class?:
            var values: [Any] = []
            var level: Swift.Mirror? = mirror
            while let current = level {
                values += current.children.map(\.value)
                level = current.superclassMirror
            }
            return values
        default:
            return []
        }
    }

    /// The name a screen's view goes by in a log: the type of the view inside `value`'s
    /// `AnyView`s and modifiers (`ArticleView` for `AnyView(ArticleView().padding())`), without
    /// its module or generic arguments.
    package static func screenName(of value: Any) -> String {
        var current = value
        for _ in 0..<depthBound {
            let name = baseName(of: type(of: current))
            let wrapped = name == "ModifiedContent" || name == "AnyView" || name.contains("AnyViewStorage")
            guard wrapped, let inner = children(of: current).first else { return String(name) }
            current = inner
        }
        return String(baseName(of: type(of: current)))
    }

    /// `type`'s own name: `String(reflecting:)` without the module and enclosing types
    /// (`SwiftUI.NavigationLink<Text, App.Detail>` is `NavigationLink`).
    static func baseName(of type: Any.Type) -> Substring {
        let full = String(reflecting: type)
        let plain = full[..<(full.firstIndex(of: "<") ?? full.endIndex)]
        return plain.split(separator: ".").last ?? plain
    }
}
