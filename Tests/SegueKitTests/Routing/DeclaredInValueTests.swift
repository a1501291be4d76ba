import Testing

@testable import SegueKitCore

/// Values with SwiftUI's stored layout as SwiftUI.swiftinterface (iOS 16.5 SDK,
/// System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface)
/// declares it, so that ``DeclaredInValue`` walks on Linux what it walks in an app. The walk reads
/// type names without their module, as `String(reflecting:)` writes them.
enum SwiftUIShapes {
    /// Line 2273: `@frozen public struct ModifiedContent<Content, Modifier>` with stored
    /// `content` and `modifier`; `View.modifier(_:)` (line 2268) makes one.
    struct ModifiedContent<Content, Modifier> {
        var content: Content
        var modifier: Modifier
    }

    /// Line 3573: `@frozen public struct _BackgroundModifier<Background>` with stored
    /// `background` and `alignment`; `background(alignment:content:)` (line 3638) makes one.
    struct _BackgroundModifier<Background> {
        var background: Background
        var alignment = Alignment()
    }

    /// Line 6985: `@frozen public struct Alignment` with stored `horizontal` and `vertical` guides.
    struct Alignment {
        var horizontal = 0
        var vertical = 0
    }

    /// Line 12832: `@frozen public struct AnyView` with `internal var storage: AnyViewStorageBase`,
    /// a class (line 12845), whose subclass holds the erased view.
    struct AnyView {
        var storage: AnyViewStorageBase
        init<V>(_ view: V) { storage = AnyViewStorage(view) }
    }

    class AnyViewStorageBase {}

    /// The subclass holding the view in a stored `view`: ViewInspector reads a real `AnyView`'s
    /// content with `Mirror` at the path `storage|view` (nalexn/ViewInspector,
    /// Sources/ViewInspector/SwiftUI/AnyView.swift, `ViewType.AnyView.child`).
    final class AnyViewStorage<V>: AnyViewStorageBase {
        let view: V
        init(_ view: V) { self.view = view }
    }

    /// Line 14006: `public struct NavigationLink<Label, Destination>`, which keeps the destination
    /// it was given (`init(destination:label:)`, line 14035) in a stored `destination`, where
    /// ViewInspector's `Mirror` finds it (Sources/ViewInspector/SwiftUI/NavigationLink.swift,
    /// `ViewType.NavigationLink.child`).
    struct NavigationLink<Label, Destination> {
        var label: Label
        var destination: Destination
    }

    /// The root modifier SwiftUI wraps some hosting controllers' views in: aheze/Popovers issue
    /// 11's log names `UIHostingController<ModifiedContent<AnyView, RootModifier>>`.
    struct RootModifier {
        var environment = 0
    }

    /// A padding modifier: stored insets.
    struct _PaddingLayout {
        var edges = 15
        var insets: Double? = nil
    }

    /// SegueKit's marker (SegueSwiftUI.swift's `SegueMarker`): the effect, or a shared element's id.
    struct SegueMarker: EffectDeclaringMarker {
        let effect: SegueEffectID?
        var element: String?
        var declaredEffect: SegueEffectID? { effect }
    }

    struct Text {
        var string: String
    }
}

/// `.segueTransition(effect)` as SwiftUI stores it: `background { SegueMarker(...) }`.
func declaring<V>(_ view: V, _ effect: SegueEffectID)
    -> SwiftUIShapes.ModifiedContent<V, SwiftUIShapes._BackgroundModifier<SwiftUIShapes.SegueMarker>>
{
    .init(content: view, modifier: .init(background: .init(effect: effect)))
}

/// `.padding()`.
func padded<V>(_ view: V) -> SwiftUIShapes.ModifiedContent<V, SwiftUIShapes._PaddingLayout> {
    .init(content: view, modifier: .init())
}

/// An app's screen: a title and, possibly, a view it shows inside.
struct ArticleView<Inside> {
    var title = "Title"
    var inside: Inside
}

/// An app's model object and its rows.
final class ArticleModel {
    var related = declaring(SwiftUIShapes.Text(string: "related"), .cover)
}

@Suite struct DeclaredInValueTests {
    typealias S = SwiftUIShapes

    @Test func theDestinationsEffectIsFoundThroughAnyViewStorageAndNestedModifiers() {
        let destination = declaring(padded(ArticleView(inside: S.Text(string: "body"))), .cubeHorizontal)
        #expect(DeclaredInValue.effect(in: destination) == .cubeHorizontal)
        // A NavigationStack destination's hosting controller holds it type-erased, possibly
        // under a root modifier.
        let hosted = S.ModifiedContent(content: S.AnyView(padded(S.AnyView(destination))), modifier: S.RootModifier())
        #expect(DeclaredInValue.effect(in: hosted) == .cubeHorizontal)
        #expect(DeclaredInValue.screenName(of: hosted) == "ArticleView")
        // A shared element's marker names no effect: the walk goes on past it.
        let element = S.ModifiedContent(
            content: destination, modifier: S._BackgroundModifier(background: S.SegueMarker(effect: nil, element: "hero")))
        #expect(DeclaredInValue.effect(in: element) == .cubeHorizontal)
        #expect(DeclaredInValue.effect(in: S.AnyView(ArticleView(inside: S.Text(string: "plain")))) == nil)
    }

    /// The destination's own modifier is nearer the root than one inside its content: it wins,
    /// whichever the walk would meet first depth first (the content comes first).
    @Test func theShallowestDeclarationWins() {
        let inner = ArticleView(inside: declaring(S.Text(string: "header"), .cover))
        #expect(DeclaredInValue.effect(in: inner) == .cover)
        #expect(DeclaredInValue.effect(in: S.AnyView(declaring(inner, .cubeHorizontal))) == .cubeHorizontal)
        // Two on the destination: the outer one, written last.
        #expect(DeclaredInValue.effect(in: declaring(declaring(inner, .circleSpread), .push)) == .push)
    }

    /// A link inside the destination leads to another screen: its destination's effect is that
    /// screen's.
    @Test func aNestedLinksDestinationIsNotTaken() {
        let link = S.NavigationLink(label: S.Text(string: "More"), destination: declaring(S.Text(string: "next"), .cover))
        #expect(DeclaredInValue.effect(in: S.AnyView(ArticleView(inside: link))) == nil)
        #expect(DeclaredInValue.effect(in: declaring(ArticleView(inside: link), .cubeHorizontal)) == .cubeHorizontal)
    }

    /// An app's model objects and collections are not walked, whatever they hold.
    @Test func anAppsModelsAndCollectionsAreNotWalked() {
        #expect(DeclaredInValue.effect(in: ArticleView(inside: ArticleModel())) == nil)
        #expect(DeclaredInValue.effect(in: ArticleView(inside: [declaring(S.Text(string: "row"), .cover)])) == nil)
        #expect(DeclaredInValue.effect(in: ArticleView(inside: ["row": declaring(S.Text(string: "row"), .cover)])) == nil)
        // The same declaration in a struct is found: only the container kept it away.
        #expect(DeclaredInValue.effect(in: ArticleView(inside: declaring(S.Text(string: "row"), .cover))) == .cover)
    }

    /// The walk decides once per type whether to look into a value (naming a type costs more than
    /// reflecting a value), and stops reflecting a type whose value held nothing, except an enum's
    /// or an optional's, whose children depend on the case: an empty case seen first does not hide
    /// a declaration in a later case of the same type.
    @Test func anEnumSeenEmptyIsStillLookedIntoForItsOtherCases() {
        enum Slot {
            case empty
            case filled(S.SegueMarker)
        }
        struct Screen {
            var first: Slot
            var second: Slot
            var firstNote: S.Text?
            var secondNote: S.Text?
        }
        let screen = Screen(
            first: .empty, second: .filled(S.SegueMarker(effect: .cover)), firstNote: nil, secondNote: S.Text(string: "x"))
        #expect(DeclaredInValue.effect(in: screen) == .cover)
    }

    /// A value wider than the budget is given up, not walked to its end; a larger budget finds
    /// the same declaration, so the budget is what stopped it. Here ten fields of ten of ten of
    /// ten: 11,111 values, the declaration in the last.
    @Test func theBudgetBoundsALargeValue() {
        struct Ten<T> {
            var a, b, c, d, e, f, g, h, i: T
            var j: T
            init(_ make: (Bool) -> T, last: Bool) {
                (a, b, c, d, e, f, g, h, i) = (
                    make(false), make(false), make(false), make(false), make(false), make(false), make(false), make(false), make(false)
                )
                j = make(last)
            }
        }
        typealias Leaf = S.SegueMarker
        let leaf = { (last: Bool) in Leaf(effect: last ? .cover : nil) }
        let three = { (last: Bool) in Ten(leaf, last: last) }
        let two = { (last: Bool) in Ten(three, last: last) }
        let wide = Ten({ (last: Bool) in Ten(two, last: last) }, last: true)
        #expect(DeclaredInValue.nodeBudget < 11_111)
        #expect(DeclaredInValue.effect(in: wide) == nil)
        #expect(DeclaredInValue.effect(in: wide, budget: 12_000) == .cover)
        // Deeper than the depth bound: a chain of 200 levels.
        indirect enum Chain {
            case link(Chain)
            case end(Leaf)
        }
        var chain = Chain.end(Leaf(effect: .cover))
        for _ in 0..<200 { chain = .link(chain) }
        #expect(DeclaredInValue.effect(in: chain) == nil)
        #expect(DeclaredInValue.effect(in: chain, depth: 500) == .cover)
    }
}
